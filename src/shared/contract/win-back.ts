import { z } from 'zod';
import { COUPON_KINDS } from '../coupons';

// 'Sentimos sua falta' (docs/product.md#sentimos-sua-falta): the owner's terms and what they brought.

export const winBackTermsViewSchema = z.object({
  enabled: z.boolean(),
  idleDays: z.number().int(),
  couponKind: z.enum(COUPON_KINDS),
  percentOff: z.number().int().nullable(),
  amountOffCents: z.number().int().nullable(),
  minSubtotalCents: z.number().int(),
  validDays: z.number().int(),
});

/**
 * A period's messages (sent in it) and what they brought: the customers who placed an order that
 * sells after their message and before its coupon ended (with the coupon or not), those orders'
 * total, and how many used the coupon.
 */
export const winBackFiguresSchema = z.object({
  messages: z.number().int(),
  cameBack: z.number().int(),
  revenueCents: z.number().int(),
  couponsUsed: z.number().int(),
});
export type WinBackFigures = z.infer<typeof winBackFiguresSchema>;

/** GET /api/admin/win-back?from=&to=: the terms, who would be written to now, the period's figures. */
export const adminWinBackSchema = z.object({
  terms: winBackTermsViewSchema,
  /** Customers the next scan would write to with the terms saved (were they on). */
  dueNow: z.number().int(),
  figures: winBackFiguresSchema,
});
export type AdminWinBack = z.infer<typeof adminWinBackSchema>;
