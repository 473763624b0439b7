import { z } from 'zod';
import { COUPON_KINDS } from '../coupons';
import { dateTimeSchema } from './common';

// 'Cupom de desconto' (docs/product.md#coupons): the admin's coupons and what a quote says of one.

/** A coupon as the admin's 'Cupons' list shows it. */
export const adminCouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  percentOff: z.number().int().nullable(),
  amountOffCents: z.number().int().nullable(),
  minSubtotalCents: z.number().int(),
  startsAt: dateTimeSchema.nullable(),
  endsAt: dateTimeSchema.nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  firstOrderOnly: z.boolean(),
  /** Guests are asked to sign in to use it. */
  accountRequired: z.boolean(),
  active: z.boolean(),
  /** Orders that took a use (a cancelled order gives its use back). */
  usedCount: z.number().int(),
  createdAt: dateTimeSchema,
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

/** GET /api/admin/coupons: newest first. */
export const adminCouponListSchema = z.object({ coupons: z.array(adminCouponSchema) });
export type AdminCouponList = z.infer<typeof adminCouponListSchema>;

/** DELETE /api/admin/coupons/:id: deleted, or only deactivated because orders used it. */
export const couponDeleteResponseSchema = z.object({ deleted: z.boolean(), coupon: adminCouponSchema.nullable() });
export type CouponDeleteResponse = z.infer<typeof couponDeleteResponseSchema>;

/** Why a coupon does not apply; `message` says it in pt-BR (docs/product.md#refusal-messages). */
export const COUPON_REFUSALS = [
  'coupon_not_found',
  'coupon_inactive',
  'coupon_not_started',
  'coupon_expired',
  'coupon_exhausted',
  'coupon_first_order',
  'coupon_used',
  'coupon_min_subtotal',
  'coupon_pickup',
  'coupon_sign_in',
  'coupon_personal',
] as const;
export type CouponRefusalCode = (typeof COUPON_REFUSALS)[number];

/** A quote's coupon: applied with its terms and discount, or refused with the reason. */
export const quoteCouponSchema = z.discriminatedUnion('applied', [
  z.object({
    applied: z.literal(true),
    code: z.string(),
    kind: z.enum(COUPON_KINDS),
    percentOff: z.number().int().nullable(),
    amountOffCents: z.number().int().nullable(),
    discountCents: z.number().int(),
  }),
  z.object({
    applied: z.literal(false),
    code: z.string(),
    reason: z.enum(COUPON_REFUSALS),
    message: z.string(),
  }),
]);
export type QuoteCoupon = z.infer<typeof quoteCouponSchema>;
