import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { couriers, courierSettlements, orderDeliveries, orders, type SettlementFigures } from '@server/db/schema';
import { AppError, notFound } from '@server/http/errors';
import type { Settlement } from '@shared/contract/couriers';
import { DELIVERED_AT } from './deliveries';

/**
 * What a courier's deliveries since the last settlement leave (docs/product.md#couriers): cash
 * collected comes back, the card machine's total is checked against its slip, prepaid orders
 * had nothing to collect, and the courier's fees are paid out of the cash.
 */
async function unsettled(db: Db, courierId: string): Promise<{ figures: SettlementFigures; onTheRoad: number }> {
  const rows = await db
    .select({
      orderId: orders.id,
      customerName: orders.customerName,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      totalCents: orders.totalCents,
      feeCents: orderDeliveries.feeCents,
      deliveredAt: DELIVERED_AT,
    })
    .from(orderDeliveries)
    .innerJoin(orders, eq(orders.id, orderDeliveries.orderId))
    .where(and(eq(orderDeliveries.courierId, courierId), isNull(orderDeliveries.settlementId)))
    .orderBy(orderDeliveries.assignedAt);
  const done = rows.filter((r) => r.status === 'delivered');
  const lines = done.map((r) => ({
    orderId: r.orderId,
    customerName: r.customerName,
    deliveredAt: new Date(r.deliveredAt!).toISOString(),
    paymentMethod: r.paymentMethod,
    totalCents: r.totalCents,
    collectedCents: r.paymentMethod === 'cash' || r.paymentMethod === 'credit_card' ? r.totalCents : 0,
    feeCents: r.feeCents,
  }));
  const sum = (f: (l: (typeof lines)[number]) => number) => lines.reduce((s, l) => s + f(l), 0);
  const cashCents = sum((l) => (l.paymentMethod === 'cash' ? l.totalCents : 0));
  const feesCents = sum((l) => l.feeCents);
  const figures = {
    deliveries: lines.length,
    cashCents,
    cardCents: sum((l) => (l.paymentMethod === 'credit_card' ? l.totalCents : 0)),
    prepaidCents: sum((l) => (l.collectedCents === 0 ? l.totalCents : 0)),
    feesCents,
    handBackCents: cashCents - feesCents,
    lines,
  };
  return { figures, onTheRoad: rows.filter((r) => r.status === 'delivering').length };
}

const view = (
  courierName: string,
  f: SettlementFigures,
  closed: { id: string; closedAt: Date; closedByName: string } | null,
  onTheRoad = 0,
): Settlement => ({
  id: closed?.id ?? null,
  courierName,
  closedAt: closed?.closedAt.toISOString() ?? null,
  closedByName: closed?.closedByName ?? null,
  deliveries: f.deliveries,
  cashCents: f.cashCents,
  cardCents: f.cardCents,
  prepaidCents: f.prepaidCents,
  feesCents: f.feesCents,
  handBackCents: f.handBackCents,
  lines: f.lines,
  onTheRoad,
});

async function courierName(db: Db, courierId: string): Promise<string> {
  const [c] = await db.select({ name: couriers.name }).from(couriers).where(eq(couriers.id, courierId));
  if (!c) throw notFound('Entregador não encontrado.');
  return c.name;
}

/** The settlement as it stands now, before it is closed. */
export async function previewSettlement(db: Db, courierId: string): Promise<Settlement> {
  const name = await courierName(db, courierId);
  const { figures, onTheRoad } = await unsettled(db, courierId);
  return view(name, figures, null, onTheRoad);
}

/**
 * 'Fechar acerto': records the figures as they are and marks those deliveries settled, once.
 * The courier's row is locked, so two screens closing at once close it once; the second finds
 * nothing left (409).
 */
export async function closeSettlement(
  db: Db,
  courierId: string,
  by: { id: string; name: string },
): Promise<Settlement> {
  return db.transaction(async (tx) => {
    const [c] = await tx.select({ name: couriers.name }).from(couriers).where(eq(couriers.id, courierId)).for('update');
    if (!c) throw notFound('Entregador não encontrado.');
    const { figures, onTheRoad } = await unsettled(tx as unknown as Db, courierId);
    if (figures.deliveries === 0)
      throw new AppError(409, 'Nada a acertar: nenhuma entrega feita desde o último acerto.', 'nothing_to_settle');
    const [row] = await tx
      .insert(courierSettlements)
      .values({ courierId, figures, closedBy: by.id, closedByName: by.name })
      .returning();
    await tx
      .update(orderDeliveries)
      .set({ settlementId: row!.id })
      .where(
        inArray(
          orderDeliveries.orderId,
          figures.lines.map((l) => l.orderId),
        ),
      );
    return view(c.name, figures, { id: row!.id, closedAt: row!.createdAt, closedByName: by.name }, onTheRoad);
  });
}

/** Past settlements of a courier, newest first (the last 50). */
export async function listSettlements(db: Db, courierId: string): Promise<Settlement[]> {
  const name = await courierName(db, courierId);
  const rows = await db
    .select()
    .from(courierSettlements)
    .where(eq(courierSettlements.courierId, courierId))
    .orderBy(desc(courierSettlements.createdAt))
    .limit(50);
  return rows.map((r) => view(name, r.figures, { id: r.id, closedAt: r.createdAt, closedByName: r.closedByName }));
}
