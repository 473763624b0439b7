import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { fiscalNotes, orderEdits, orderItems, orders } from '@server/db/schema';
import { notFound } from '@server/http/errors';
import type { CustomerOrder, CustomerOrderItem } from '@shared/customer-orders';
import { groupBy } from '@shared/group-by';
import { reviewable, reviewsOf } from '../reviews/service';
import { pendingPixCodes } from './pix-code';

export const ORDER_NOT_FOUND = 'Pedido não encontrado';
export const DEFAULT_PAGE_SIZE = 20;

type OrderRow = typeof orders.$inferSelect;

/** What the customer's orders link to: the NFC-e's page (docs/product.md#nfc-e). */
export type OrderLinks = { receiptUrl: (orderId: string) => string };

async function withItems(db: Db, rows: OrderRow[], now: Date, links: OrderLinks): Promise<CustomerOrder[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.id),
      ),
    )
    // items keep the order they were placed in: the snapshot rows are written in one insert, so
    // their physical order is the cart's order (a line staff change or add later comes last:
    // docs/product.md#editing-an-order)
    .orderBy(asc(orderItems.orderId), sql`${orderItems}.ctid`);
  const byOrder = groupBy(
    items,
    (i) => i.orderId,
    ({ orderId: _, ...item }): CustomerOrderItem => ({ ...item, selectedOptions: item.selectedOptions ?? [] }),
  );
  const pix = await pendingPixCodes(db, rows);
  const ids = rows.map((r) => r.id);
  const edits = await editsOf(db, ids);
  const reviews = await reviewsOf(db, ids);
  const receipts = await receiptsOf(db, ids);
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    cancelReason: r.cancelReason,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    fulfilment: r.fulfilment,
    scheduledFor: r.scheduledFor?.toISOString() ?? null,
    address: r.address,
    subtotalCents: r.subtotalCents,
    deliveryFeeCents: r.deliveryFeeCents,
    totalCents: r.totalCents,
    couponCode: r.couponCode,
    discountCents: r.discountCents,
    cashbackCents: r.cashbackCents,
    paymentMethod: r.paymentMethod,
    paymentStatus: r.paymentStatus,
    paidAt: r.paidAt?.toISOString() ?? null,
    changeForCents: r.changeForCents,
    notes: r.notes,
    items: byOrder.get(r.id) ?? [],
    edits: edits.get(r.id) ?? [],
    pixCode: pix.get(r.id)?.code ?? null,
    pixExpiresAt: pix.get(r.id)?.expiresAt?.toISOString() ?? null,
    whatsappUpdates: r.whatsappUpdates,
    review: reviews.get(r.id) ?? null,
    reviewable: !reviews.has(r.id) && reviewable(r, now),
    receiptUrl: receipts.has(r.id) ? links.receiptUrl(r.id) : null,
  }));
}

/** The orders whose NFC-e was authorised (cancelled ones too: the page says so). */
async function receiptsOf(db: Db, ids: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ orderId: fiscalNotes.orderId })
    .from(fiscalNotes)
    .where(and(inArray(fiscalNotes.orderId, ids), inArray(fiscalNotes.status, ['authorized', 'cancelled'])));
  return new Set(rows.map((r) => r.orderId));
}

/** The changes the store made to these orders (docs/product.md#editing-an-order), oldest first. */
async function editsOf(db: Db, ids: string[]) {
  const rows = await db
    .select({ orderId: orderEdits.orderId, changedAt: orderEdits.changedAt, changes: orderEdits.changes })
    .from(orderEdits)
    .where(inArray(orderEdits.orderId, ids))
    .orderBy(asc(orderEdits.id));
  return groupBy(
    rows,
    (r) => r.orderId,
    (r): CustomerOrder['edits'][number] => ({ changedAt: r.changedAt.toISOString(), changes: r.changes }),
  );
}

/**
 * The customer's own orders, newest first, a page at a time: `before` is the id of the last
 * order already shown (keyset on created_at, id, so new orders never shift a page).
 */
export async function listCustomerOrders(
  db: Db,
  userId: string,
  now: Date,
  links: OrderLinks,
  opts: { before?: string; limit?: number } = {},
): Promise<{ orders: CustomerOrder[]; nextCursor: string | null }> {
  const limit = opts.limit ?? DEFAULT_PAGE_SIZE;
  let after: SQL | undefined;
  if (opts.before) {
    const [cursor] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, opts.before), eq(orders.userId, userId)));
    if (!cursor) throw notFound(ORDER_NOT_FOUND);
    // compared in SQL: created_at has microseconds that a JavaScript Date would lose
    after = sql`(${orders.createdAt}, ${orders.id}) < (select o.created_at, o.id from orders o where o.id = ${cursor.id})`;
  }
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), after))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    orders: await withItems(db, page, now, links),
    nextCursor: rows.length > limit ? page[page.length - 1]!.id : null,
  };
}

/** One order of the signed-in customer; someone else's order is as missing as an unknown one. */
export async function getCustomerOrder(
  db: Db,
  userId: string,
  orderId: string,
  now: Date,
  links: OrderLinks,
): Promise<CustomerOrder> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!row) throw notFound(ORDER_NOT_FOUND);
  const [order] = await withItems(db, [row], now, links);
  return order!;
}
