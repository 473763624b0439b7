import { z } from 'zod';
import { CASHBACK_ENTRY_KINDS } from '../cashback';
import { cashbackTermsSchema } from '../schemas/cashback';
import { dateTimeSchema } from './common';

// 'Cashback' (docs/product.md#cashback): the owner's terms and a customer's 'Seu saldo'.

/** GET and PUT /api/admin/cashback: the terms, and what the program has given and taken. */
export const adminCashbackSchema = z.object({
  terms: cashbackTermsSchema,
  /** Customers with a balance now, and its sum. */
  customersWithBalance: z.number().int(),
  outstandingCents: z.number().int(),
  /** All time: what orders earned (less what was taken back) and what orders used. */
  earnedCents: z.number().int(),
  usedCents: z.number().int(),
});
export type AdminCashback = z.infer<typeof adminCashbackSchema>;

export const cashbackMoveSchema = z.object({
  kind: z.enum([...CASHBACK_ENTRY_KINDS, 'expire']),
  orderId: z.string(),
  amountCents: z.number().int(),
  at: dateTimeSchema,
});

/** GET /api/customer/cashback: 'Seu saldo'. */
export const customerCashbackSchema = z.object({
  terms: cashbackTermsSchema,
  balanceCents: z.number().int(),
  nextExpiry: z.object({ amountCents: z.number().int(), at: dateTimeSchema }).nullable(),
  /** Newest first, at most the last 50. */
  moves: z.array(cashbackMoveSchema),
});
export type CustomerCashback = z.infer<typeof customerCashbackSchema>;

/**
 * What a quote says of cashback (null with the program off): the balance the session's customer
 * has, what this order may use and uses (`useCashback`), and what it would earn once delivered.
 */
export const quoteCashbackSchema = z.object({
  balanceCents: z.number().int(),
  usableCents: z.number().int(),
  appliedCents: z.number().int(),
  earnCents: z.number().int(),
});
export type QuoteCashback = z.infer<typeof quoteCashbackSchema>;
