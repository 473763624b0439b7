import { z } from 'zod';
import { ORDER_STATUSES } from '../order-status';
import { dateTimeSchema } from './common';

/** The order events a live stream names (SSE `event:`). */
export const LIVE_EVENT_TYPES = [
  'order.created',
  'order.status_changed',
  'order.claimed',
  'order.paid',
  'order.refunded',
  'order.edited',
  // Reviews: the customer is invited to rate, or the store answered them.
  'order.review_invited',
  'order.review_answered',
  // Staff streams only: the kitchen display marked an item ready (or not); iFood took a call.
  'order.kitchen_changed',
  'order.ifood_synced',
  // The order's NFC-e was authorised or cancelled: its screens read the note and the receipt's link again.
  'order.fiscal_changed',
] as const;

/**
 * The `data` of one event of GET /api/admin/events and /api/customer/events (text/event-stream):
 * what happened and the order's state then; `id` is the SSE id (Last-Event-ID).
 */
export const liveOrderEventSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  orderId: z.string(),
  userId: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  totalCents: z.number().int(),
  customerName: z.string(),
  /** What staff must notice at once: 'ifood_cancelled' (iFood cancelled it), 'ifood_dispute' (its customer asked iFood); null: nothing more. */
  alert: z.string().nullable(),
  orderCreatedAt: dateTimeSchema,
  at: dateTimeSchema,
  /** The staff member whose action it was, on staff streams ('Novo pedido', a status change); else null. */
  by: z.string().nullable(),
});
export type LiveOrderEvent = z.infer<typeof liveOrderEventSchema>;

/** GET /api/admin/live/summary: orders waiting for the kitchen (status pending). */
export const liveSummarySchema = z.object({ waiting: z.number().int() });
export type LiveSummary = z.infer<typeof liveSummarySchema>;
