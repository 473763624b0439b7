import { z } from 'zod';
import { addressSchema } from '../schemas/address';
import { feePreviewResponseSchema } from './geo';
import { pricedLineSchema } from './orders';

// 'Novo pedido' on the admin's orders screen (docs/product.md#phone-and-counter-orders).

/** One customer found by phone: earlier orders and an account's profile under one phone key. */
export const customerMatchSchema = z.object({
  name: z.string(),
  phone: z.string(),
  /** Orders placed under this phone (on the site or taken by staff). */
  orderCount: z.number().int(),
  /** The profile's address and the orders' ones, newest first, each once. */
  addresses: z.array(addressSchema),
});
export type CustomerMatch = z.infer<typeof customerMatchSchema>;

/** GET /api/admin/customers?phone=. */
export const customerMatchesSchema = z.object({ customers: z.array(customerMatchSchema) });
export type CustomerMatches = z.infer<typeof customerMatchesSchema>;

/** POST /api/admin/orders/quote: the cart priced as the order would be, line by line. */
export const staffQuoteSchema = z.object({
  lines: z.array(pricedLineSchema),
  subtotalCents: z.number().int(),
  /** The fee's quote for the address; null when nothing is delivered. */
  delivery: feePreviewResponseSchema.nullable(),
  deliveryFeeCents: z.number().int(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
});
export type StaffQuote = z.infer<typeof staffQuoteSchema>;

/** POST /api/admin/orders: the order written (or the first one of its key). */
export const staffOrderPlacedSchema = z.object({ id: z.string() });
export type StaffOrderPlaced = z.infer<typeof staffOrderPlacedSchema>;
