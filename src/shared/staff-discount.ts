import { formatBRL } from './money';

// A discount staff give on an order they take (docs/product.md#phone-and-counter-orders): an
// amount or a percentage of the subtotal, always with a reason. The browser shows what the
// server will take off; the server refuses one above the subtotal.

export const STAFF_DISCOUNT_KINDS = ['amount', 'percent'] as const;
export type StaffDiscountKind = (typeof STAFF_DISCOUNT_KINDS)[number];
export type StaffDiscount = { kind: StaffDiscountKind; value: number; reason: string };

/** What the discount takes off a subtotal, in cents: the amount, or the percentage rounded to the cent. */
export function staffDiscountCents(discount: StaffDiscount | null | undefined, subtotalCents: number): number {
  if (!discount) return 0;
  return discount.kind === 'amount' ? discount.value : Math.round((subtotalCents * discount.value) / 100);
}

/** Why a discount cannot be given on this subtotal; null when it can. */
export function staffDiscountRefusal(discountCents: number, subtotalCents: number): string | null {
  return discountCents > subtotalCents ? `O desconto não pode passar do subtotal (${formatBRL(subtotalCents)}).` : null;
}

/** How a discount reads on the order and its ticket: 'Desconto (Cliente antigo)'. */
export const staffDiscountLabel = (reason: string | null) => (reason ? `Desconto (${reason})` : 'Desconto');
