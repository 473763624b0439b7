import { z } from 'zod';
import { EDIT_REFUND_STATUSES } from '../order-edit';
import { dateTimeSchema } from './common';
import { feePreviewResponseSchema } from './geo';
import { pricedLineSchema } from './orders';

// Editing an order before it leaves (docs/product.md#editing-an-order).

/** One line of the order as it would be: a kept one (`itemId`; its product may since be gone) or one added. */
const editLineSchema = pricedLineSchema.extend({ itemId: z.string().nullable(), productId: z.string().nullable() });

/** POST /api/admin/orders/:id/edit/quote: the order as it would be, priced by the server. */
export const orderEditQuoteSchema = z.object({
  /** The kept lines in the order sent, then the added ones. */
  lines: z.array(editLineSchema),
  subtotalCents: z.number().int(),
  /** The fee's quote for a new address; null when the address stays or nothing is delivered. */
  delivery: feePreviewResponseSchema.nullable(),
  deliveryFeeCents: z.number().int(),
  discountCents: z.number().int(),
  /** The cashback balance the order used, kept as it was (docs/product.md#cashback). */
  cashbackCents: z.number().int(),
  totalCents: z.number().int(),
  /** The total before the change. */
  previousTotalCents: z.number().int(),
  /** What the change says, as the history will read ('+1 Esfiha de Carne'); empty: nothing changed. */
  changes: z.array(z.string()),
  /** Paid online (card or PIX): the total may not go up, and going down may give the difference back. */
  paidOnline: z.boolean(),
  /** What going down would give back of a paid total; 0 otherwise. */
  refundableCents: z.number().int(),
  /** Whether that difference can go back through Stripe here (card online); otherwise staff return it by hand. */
  refundsByCard: z.boolean(),
});
export type OrderEditQuote = z.infer<typeof orderEditQuoteSchema>;

/** POST /api/admin/orders/:id/edit: what happened to a difference given back. */
export const orderEditResultSchema = z.object({
  totalCents: z.number().int(),
  refundCents: z.number().int(),
  refundStatus: z.enum(EDIT_REFUND_STATUSES),
  /** Printers that got the ticket marked 'ALTERADO'. */
  printers: z.array(z.string()),
});
export type OrderEditResult = z.infer<typeof orderEditResultSchema>;

/** One change in an order's history (the admin's detail). */
export const orderEditEntrySchema = z.object({
  changedAt: dateTimeSchema,
  changedByName: z.string().nullable(),
  changes: z.array(z.string()),
  fromTotalCents: z.number().int(),
  toTotalCents: z.number().int(),
  refundCents: z.number().int(),
  refundStatus: z.enum(EDIT_REFUND_STATUSES),
});
