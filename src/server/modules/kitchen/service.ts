import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { kitchenMarks, orderItems, orders, printers, products, profiles } from '@server/db/schema';
import { AppError, notFound } from '@server/http/errors';
import type { KitchenBoard, KitchenItem, KitchenItemReady, KitchenStation } from '@shared/contract/kitchen';
import { groupBy } from '@shared/group-by';
import { choicesByGroup } from '@shared/option-choices';
import { shortOrderId } from '@shared/order-number';
import { recordOrderEvent } from '../live/record-event';
import { getKitchenSettings } from '../printing/kitchen-settings';

// The kitchen display (docs/product.md#kitchen-display): the orders in preparation as the
// kitchen makes them, and the tap that marks an item ready.

/** The most orders the display shows: more than a kitchen ever has in preparation at once. */
const KITCHEN_ORDERS_MAX = 100;

const ITEM_NOT_FOUND = 'Item não encontrado.';
const NOT_IN_PREPARATION = 'Este pedido não está mais em preparação.';

/**
 * When the order was last accepted (its history's last move into 'Em preparação'), else when it
 * was placed. A move back from 'Em entrega' ('Desfazer' after 'Pronto') is no new acceptance:
 * the timer keeps counting from the first.
 */
const acceptedAt = sql`coalesce(
  (select max(h.changed_at) from order_status_history h where h.order_id = ${orders.id}
    and h.to_status = 'processing' and h.from_status is distinct from 'delivering'),
  ${orders.createdAt}
)`.mapWith(orders.createdAt);

/** The profile's name, else the order's (as the orders screen names the customer). */
const customerName = sql<string>`coalesce(nullif(${profiles.name}, ''), nullif(${orders.customerName}, ''), 'Cliente')`;

/** GET /api/admin/kitchen: the orders in preparation, oldest accepted first, with the stations and timers. */
export async function kitchenBoard(db: Db): Promise<KitchenBoard> {
  const [rows, stations, settings] = await Promise.all([
    db
      .select({
        id: orders.id,
        fulfilment: orders.fulfilment,
        scheduledFor: orders.scheduledFor,
        customerName,
        notes: orders.notes,
        externalDisplayId: orders.externalDisplayId,
        acceptedAt,
      })
      .from(orders)
      .leftJoin(profiles, eq(profiles.userId, orders.userId))
      .where(eq(orders.status, 'processing'))
      .orderBy(asc(acceptedAt), asc(orders.id))
      .limit(KITCHEN_ORDERS_MAX),
    kitchenStations(db),
    getKitchenSettings(db),
  ]);
  const items = await itemsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    orders: rows.map((r) => ({
      ...r,
      number: shortOrderId(r.id),
      acceptedAt: r.acceptedAt.toISOString(),
      scheduledFor: r.scheduledFor?.toISOString() ?? null,
      items: items.get(r.id) ?? [],
    })),
    stations,
    amberMinutes: settings.amberMinutes,
    redMinutes: settings.redMinutes,
  };
}

/** The active printers that print some categories only: the kitchen's stations, by name. */
async function kitchenStations(db: Db): Promise<KitchenStation[]> {
  const rows = await db
    .select({ id: printers.id, name: printers.name, categoryIds: printers.categoryIds })
    .from(printers)
    .where(and(eq(printers.active, true), sql`cardinality(${printers.categoryIds}) > 0`))
    .orderBy(asc(printers.name), asc(printers.id));
  return rows;
}

/** Each order's items, by name, as the kitchen reads them. */
async function itemsOf(db: Db, orderIds: string[]): Promise<Map<string, KitchenItem[]>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      name: orderItems.name,
      quantity: orderItems.quantity,
      selectedOptions: orderItems.selectedOptions,
      parts: orderItems.parts,
      categoryId: products.categoryId,
      readyAt: kitchenMarks.readyAt,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(kitchenMarks, eq(kitchenMarks.itemId, orderItems.id))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.name), asc(orderItems.id));
  return groupBy(
    rows,
    (r) => r.orderId,
    (r): KitchenItem => ({
      id: r.id,
      name: r.name,
      quantity: r.quantity,
      options: choicesByGroup(r.selectedOptions).map((g) => `${g.title}: ${g.names}`),
      parts: r.parts.length > 1 ? r.parts.map((p) => p.name) : [],
      categoryId: r.categoryId ?? null,
      readyAt: r.readyAt?.toISOString() ?? null,
    }),
  );
}

/**
 * Marks an item ready (or not) while its order is in preparation, and tells every staff screen
 * (a staff-only live event). Marking twice keeps the first time; nothing changed, nothing told.
 */
export async function setItemReady(
  db: Db,
  itemId: string,
  ready: boolean,
  now = new Date(),
): Promise<KitchenItemReady> {
  return db.transaction(async (tx) => {
    // The order's row is locked too, so a status change waits for the mark, or the mark sees it.
    const [row] = await tx
      .select({
        orderId: orderItems.orderId,
        status: orders.status,
        userId: orders.userId,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orderItems.id, itemId))
      .for('update');
    if (!row) throw notFound(ITEM_NOT_FOUND);
    if (row.status !== 'processing') throw new AppError(409, NOT_IN_PREPARATION, 'not_in_preparation');
    const answer = (readyAt: Date | null) => ({
      id: itemId,
      orderId: row.orderId,
      readyAt: readyAt?.toISOString() ?? null,
    });
    const [mark] = await tx.select().from(kitchenMarks).where(eq(kitchenMarks.itemId, itemId));
    const was = mark?.readyAt ?? null;
    if (ready === (was !== null)) return answer(was);
    const readyAt = ready ? now : null;
    if (ready) await tx.insert(kitchenMarks).values({ itemId, readyAt: now });
    else await tx.delete(kitchenMarks).where(eq(kitchenMarks.itemId, itemId));
    await recordOrderEvent(tx, {
      type: 'order.kitchen_changed',
      orderId: row.orderId,
      userId: row.userId,
      payload: { itemId, ready },
    });
    return answer(readyAt);
  });
}
