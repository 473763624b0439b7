import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '@shared/order-status';
import type { Db } from '../../db/client';
import { orderItems, orders, orderStatusHistory, profiles, user } from '../../db/schema';
import { notFound } from '../../http/errors';
import { recordOrderEvent } from '../live/record-event';

const NOT_FOUND = 'Pedido não encontrado';
const LIST_LIMIT = 200;

/** Name in the table: the customer's profile, else the order's address, else 'Cliente não encontrado' (spec.md §8). */
const customerName = sql<string>`coalesce(nullif(${profiles.name}, ''), nullif(${orders.customerName}, ''), 'Cliente não encontrado')`;

export type AdminOrderRow = {
  id: string;
  customerName: string;
  status: string;
  totalCents: number;
  itemCount: number;
  createdAt: Date;
};

/** Newest first; `q` matches part of the id, `status` filters one status. */
export async function listOrders(db: Db, filter: { q?: string; status?: OrderStatus }): Promise<AdminOrderRow[]> {
  const q = filter.q?.toLowerCase().replace(/[^0-9a-f-]/g, '');
  return db
    .select({
      id: orders.id,
      customerName,
      status: orders.status,
      totalCents: orders.totalCents,
      itemCount: sql<number>`(select coalesce(sum(oi.quantity), 0)::int from order_items oi where oi.order_id = "orders"."id")`,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .leftJoin(profiles, eq(profiles.userId, orders.userId))
    .where(
      and(
        filter.q !== undefined && filter.q !== '' ? sql`${orders.id}::text like ${`%${q}%`}` : undefined,
        filter.status ? eq(orders.status, filter.status) : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(LIST_LIMIT);
}

export async function getOrder(db: Db, id: string) {
  const [order] = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      customerName,
      customerEmail: orders.customerEmail,
      customerPhone: orders.customerPhone,
      address: orders.address,
      subtotalCents: orders.subtotalCents,
      deliveryFeeCents: orders.deliveryFeeCents,
      totalCents: orders.totalCents,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      changeForCents: orders.changeForCents,
      notes: orders.notes,
      distanceKm: orders.distanceKm,
      createdAt: orders.createdAt,
      updatedAt: orders.updatedAt,
    })
    .from(orders)
    .leftJoin(profiles, eq(profiles.userId, orders.userId))
    .where(eq(orders.id, id));
  if (!order) throw notFound(NOT_FOUND);
  const [items, history] = await Promise.all([
    db
      .select({
        id: orderItems.id,
        name: orderItems.name,
        quantity: orderItems.quantity,
        unitPriceCents: orderItems.unitPriceCents,
        totalPriceCents: orderItems.totalPriceCents,
        selectedOptions: orderItems.selectedOptions,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, id))
      .orderBy(asc(orderItems.name)),
    db
      .select({
        fromStatus: orderStatusHistory.fromStatus,
        toStatus: orderStatusHistory.toStatus,
        changedAt: orderStatusHistory.changedAt,
        changedByName: user.name,
      })
      .from(orderStatusHistory)
      .leftJoin(user, eq(user.id, orderStatusHistory.changedBy))
      .where(eq(orderStatusHistory.orderId, id))
      .orderBy(asc(orderStatusHistory.changedAt), asc(orderStatusHistory.id)),
  ]);
  return { ...order, items, history };
}

export type AdminOrderDetail = Awaited<ReturnType<typeof getOrder>>;

/**
 * Sets the status (any to any, spec.md §4), stamps updated_at, records who changed it in
 * order_status_history and the live event, all in one transaction. `onlyFrom` limits the
 * change to those current statuses (printing moves only pending/awaiting_payment).
 */
export async function changeStatus(
  db: Db,
  id: string,
  to: OrderStatus,
  changedBy: string,
  onlyFrom?: readonly string[],
): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ status: orders.status, userId: orders.userId }).from(orders).where(eq(orders.id, id)).for('update');
    if (!current) throw notFound(NOT_FOUND);
    if (current.status === to || (onlyFrom && !onlyFrom.includes(current.status))) return { changed: false };
    const now = new Date();
    await tx.update(orders).set({ status: to, updatedAt: now }).where(eq(orders.id, id));
    await tx.insert(orderStatusHistory).values({ orderId: id, fromStatus: current.status, toStatus: to, changedBy, changedAt: now });
    await recordOrderEvent(tx, {
      type: 'order.status_changed',
      orderId: id,
      userId: current.userId,
      payload: { status: to, from: current.status, changedBy },
    });
    return { changed: true };
  });
}

export const PRINT_MOVES_FROM = ['pending', 'awaiting_payment'] as const;

