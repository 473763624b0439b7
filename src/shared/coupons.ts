import { cashbackLine } from './cashback';
import { formatBRL } from './money';
import { staffDiscountLabel } from './staff-discount';

// 'Cupom de desconto' (docs/product.md#coupons): what a coupon takes off an order, the same
// code in the checkout's summary and in the server's order.

export const COUPON_KINDS = ['percent', 'amount', 'free_delivery'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** A coupon's terms, as the quote tells checkout and the admin list shows them. */
export type CouponTerms = { kind: CouponKind; percentOff: number | null; amountOffCents: number | null };

/** Codes as stored and compared: trimmed, upper-case (customers type them in any case). */
export const normalizeCouponCode = (code: string) => code.trim().toUpperCase();

/**
 * The discount in cents: a percentage of the items' subtotal (rounded to the cent), a fixed
 * amount never above the subtotal, or the whole delivery fee. Never more than subtotal + fee,
 * so a total never goes below zero.
 */
export function couponDiscountCents(terms: CouponTerms, subtotalCents: number, feeCents: number): number {
  const off =
    terms.kind === 'percent'
      ? Math.round((subtotalCents * (terms.percentOff ?? 0)) / 100)
      : terms.kind === 'amount'
        ? Math.min(terms.amountOffCents ?? 0, subtotalCents)
        : feeCents;
  return Math.max(0, Math.min(off, subtotalCents + feeCents));
}

/** How the coupon reads in lists: '10% de desconto', 'R$ 5,00 de desconto', 'Entrega grátis'. */
export function couponTermsLabel(terms: CouponTerms): string {
  if (terms.kind === 'percent') return `${terms.percentOff ?? 0}% de desconto`;
  if (terms.kind === 'amount') return `${formatBRL(terms.amountOffCents ?? 0)} de desconto`;
  return 'Entrega grátis';
}

/**
 * The coupon's line under the subtotal wherever an order is shown (summary, order pages, ticket,
 * emails): 'Cupom PRIMEIRA10' and '−R$ 5,00'; null when the order has no discount.
 */
export function couponLine(order: {
  couponCode: string | null;
  discountCents: number;
  discountReason?: string | null;
}) {
  if (order.discountCents <= 0) return null;
  return {
    // A staff discount says its reason (docs/product.md#phone-and-counter-orders).
    label: order.couponCode ? `Cupom ${order.couponCode}` : staffDiscountLabel(order.discountReason ?? null),
    value: `−${formatBRL(order.discountCents)}`,
  };
}

/**
 * Every line an order's totals show between the fee and the total: the coupon's or staff's
 * discount, then the cashback balance it used (docs/product.md#cashback). `kind` names each for
 * screens that style or find them.
 */
export function discountLines(order: {
  couponCode: string | null;
  discountCents: number;
  discountReason?: string | null;
  cashbackCents?: number;
}) {
  const discount = couponLine(order);
  const cashback = cashbackLine({ cashbackCents: order.cashbackCents ?? 0 });
  return [
    ...(discount ? [{ kind: 'discount' as const, ...discount }] : []),
    ...(cashback ? [{ kind: 'cashback' as const, ...cashback }] : []),
  ];
}
