import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { couriers, orderDeliveries, orders } from '@server/db/schema';
import { AppError, notFound } from '@server/http/errors';
import type { CourierDelivery } from '@shared/contract/couriers';
import { shortOrderId } from '@shared/order-number';
import { courierCollect } from '@shared/ticket-payment';
import { changeStatus } from '../admin-orders/service';

/** Orders that may go out with a courier: delivery orders in preparation or already on their way. */
const ASSIGNABLE = ['processing', 'delivering'] as const;

/**
 * Gives ready orders to a courier from the orders screen (docs/product.md#couriers): each
 * delivery's fee is fixed now (the courier's fixed amount, or the order's delivery fee), an order
 * already with another courier moves to this one, and those still in preparation go out for
 * delivery, as 'Confirmar Saída para Entrega' does.
 */
export async function assignDeliveries(db: Db, input: { courierId: string; orderIds: string[] }, by: string) {
  const ids = [...new Set(input.orderIds)];
  const { courier, toSend } = await db.transaction(async (tx) => {
    const [courier] = await tx.select().from(couriers).where(eq(couriers.id, input.courierId));
    if (!courier) throw notFound('Entregador não encontrado.');
    if (!courier.active) throw new AppError(409, 'Entregador inativo.', 'inactive');
    const rows = await tx
      .select({
        id: orders.id,
        status: orders.status,
        fulfilment: orders.fulfilment,
        deliveryFeeCents: orders.deliveryFeeCents,
      })
      .from(orders)
      .leftJoin(orderDeliveries, eq(orderDeliveries.orderId, orders.id))
      .where(inArray(orders.id, ids))
      .for('update', { of: orders });
    if (rows.length !== ids.length) throw notFound('Pedido não encontrado');
    for (const o of rows) {
      const n = shortOrderId(o.id);
      if (o.fulfilment !== 'delivery') throw new AppError(409, `O pedido #${n} não é para entrega.`, 'not_delivery');
      if (!(ASSIGNABLE as readonly string[]).includes(o.status))
        throw new AppError(409, `O pedido #${n} não está pronto para sair: aceite-o antes.`, 'not_ready');
    }
    for (const o of rows) {
      const feeCents = courier.feeMode === 'fixed' ? courier.feeCents : o.deliveryFeeCents;
      await tx
        .insert(orderDeliveries)
        .values({ orderId: o.id, courierId: courier.id, feeCents, assignedBy: by })
        .onConflictDoUpdate({
          target: orderDeliveries.orderId,
          set: { courierId: courier.id, feeCents, assignedBy: by, assignedAt: new Date() },
        });
    }
    return { courier, toSend: rows.filter((o) => o.status === 'processing').map((o) => o.id) };
  });
  for (const id of toSend) await changeStatus(db, id, 'delivering', by);
  return { assigned: ids.length, courierName: courier.name };
}

/** 'Pedidos para entregar': delivery orders in preparation or on the road, oldest first, with their courier. */
export async function deliveriesBoard(db: Db) {
  const rows = await db
    .select({
      id: orders.id,
      status: orders.status,
      customerName: orders.customerName,
      address: orders.address,
      totalCents: orders.totalCents,
      createdAt: orders.createdAt,
      courierName: couriers.name,
    })
    .from(orders)
    .leftJoin(orderDeliveries, eq(orderDeliveries.orderId, orders.id))
    .leftJoin(couriers, eq(couriers.id, orderDeliveries.courierId))
    .where(and(eq(orders.fulfilment, 'delivery'), inArray(orders.status, [...ASSIGNABLE])))
    .orderBy(orders.createdAt)
    .limit(100);
  return rows.map((r) => ({
    id: r.id,
    number: shortOrderId(r.id),
    status: r.status as (typeof ASSIGNABLE)[number],
    customerName: r.customerName,
    neighbourhood: r.address?.neighborhood ?? '',
    totalCents: r.totalCents,
    createdAt: r.createdAt.toISOString(),
    courierName: r.courierName,
  }));
}

const mapsUrl = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/**
 * When a delivery was made: the courier's 'Entregue', or staff marking the order delivered on the
 * board (the order's last change). What counts as delivered is the order's status, either way.
 */
export const DELIVERED_AT = sql<Date | null>`case when ${orders.status} = 'delivered' then coalesce(${orderDeliveries.deliveredAt}, ${orders.updatedAt}) end`;

/** Delivered ones stay on the page this long, so the courier sees what they did this shift. */
const DONE_SHOWN_MS = 12 * 60 * 60 * 1000;

/** The courier's page: their orders on the road first, then the ones delivered in the last hours. */
export async function courierDeliveries(db: Db, courierId: string, now: Date): Promise<CourierDelivery[]> {
  const rows = await db
    .select({
      id: orders.id,
      customerName: orders.customerName,
      customerPhone: orders.customerPhone,
      address: orders.address,
      notes: orders.notes,
      totalCents: orders.totalCents,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      changeForCents: orders.changeForCents,
      fulfilment: orders.fulfilment,
      deliveredAt: DELIVERED_AT,
    })
    .from(orderDeliveries)
    .innerJoin(orders, eq(orders.id, orderDeliveries.orderId))
    .where(
      and(
        eq(orderDeliveries.courierId, courierId),
        or(
          eq(orders.status, 'delivering'),
          and(eq(orders.status, 'delivered'), gt(orders.updatedAt, new Date(now.getTime() - DONE_SHOWN_MS))),
        ),
      ),
    )
    .orderBy(sql`${orders.status} = 'delivered'`, orderDeliveries.assignedAt, orders.createdAt);
  return rows.map((r) => {
    const a = r.address;
    const address = a ? `${a.street}, ${a.number} - ${a.neighborhood}, ${a.city}/${a.state}, CEP ${a.zipCode}` : '';
    return {
      orderId: r.id,
      number: shortOrderId(r.id),
      customerName: r.customerName,
      customerPhone: r.customerPhone,
      address,
      mapsUrl: mapsUrl(address),
      notes: r.notes,
      totalCents: r.totalCents,
      collect: courierCollect(r),
      deliveredAt: r.deliveredAt ? new Date(r.deliveredAt).toISOString() : null,
    };
  });
}

/**
 * 'Entregue' on the courier's page: only an order of theirs, on the road (404 for anyone else's,
 * so a link learns nothing of other orders). The status change is the same as staff's: the
 * board and the customer see it live, and cash or card on delivery count as paid.
 */
export async function markDelivered(
  db: Db,
  courierId: string,
  orderId: string,
  /** The courier's account in the panel; null through a shift's link. */
  by: string | null,
): Promise<void> {
  const [row] = await db
    .select({ status: orders.status })
    .from(orderDeliveries)
    .innerJoin(orders, eq(orders.id, orderDeliveries.orderId))
    .where(and(eq(orderDeliveries.orderId, orderId), eq(orderDeliveries.courierId, courierId)));
  if (!row) throw notFound('Pedido não encontrado');
  if (row.status === 'delivered') return;
  if (row.status !== 'delivering')
    throw new AppError(409, 'Este pedido não está mais em entrega. Fale com a loja.', 'not_on_the_road');
  await changeStatus(db, orderId, 'delivered', by);
  await db
    .update(orderDeliveries)
    .set({ deliveredAt: new Date() })
    .where(and(eq(orderDeliveries.orderId, orderId), isNull(orderDeliveries.deliveredAt)));
}
