import type { Db } from '@server/db/client';
import { orderEvents } from '@server/db/schema';

export type OrderEventType =
  | 'order.created'
  | 'order.status_changed'
  | 'order.claimed'
  | 'order.paid'
  | 'order.refunded'
  /** Staff changed the order before it left (docs/product.md#editing-an-order). */
  | 'order.edited'
  /** The kitchen display marked an item ready or not: staff screens refresh; customers are not told. */
  | 'order.kitchen_changed'
  /** A call to iFood about the order was taken or given up (docs/product.md#ifood): staff screens refresh. */
  | 'order.ifood_synced'
  /** The customer is invited to rate the delivered order, or the store answered their review (docs/product.md#reviews). */
  | 'order.review_invited'
  | 'order.review_answered'
  /** The order's NFC-e was authorised or cancelled (docs/product.md#nfc-e): its screens show the receipt's link. */
  | 'order.fiscal_changed';

/** Events only staff streams carry: the customer's stream, push and email leave them out. */
export const STAFF_ONLY_EVENTS: readonly string[] = [
  'order.kitchen_changed',
  'order.ifood_synced',
] satisfies OrderEventType[];

/**
 * Records an order event inside the caller's transaction: the row's trigger notifies every
 * instance, and the live streams (docs/product.md#live-updates) deliver it to staff and to the order's customer.
 * Call it wherever an order is created or its status changes, in the same transaction.
 */
export async function recordOrderEvent(
  tx: Pick<Db, 'insert'>,
  event: { type: OrderEventType; orderId: string; userId: string | null; payload?: Record<string, unknown> },
): Promise<void> {
  await tx.insert(orderEvents).values({ ...event, payload: event.payload ?? {} });
}

/** Several events in one statement, inside the caller's transaction (see recordOrderEvent). */
export async function recordOrderEvents(
  tx: Pick<Db, 'insert'>,
  events: { type: OrderEventType; orderId: string; userId: string | null }[],
): Promise<void> {
  if (events.length) await tx.insert(orderEvents).values(events.map((e) => ({ ...e, payload: {} })));
}
