import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { coupons } from '@server/db/schema';
import { AppError } from '@server/http/errors';
import type { QuoteCoupon, CouponRefusalCode } from '@shared/contract/coupons';
import { couponDiscountCents } from '@shared/coupons';
import { canonicalEmail, phoneKey } from '@shared/customer-key';
import { formatBRL } from '@shared/money';
import type { Fulfilment } from '@shared/order-status';
import { COUPON_NOT_FOUND_MESSAGE, COUPON_SIGN_IN_MESSAGE } from '@shared/schemas/coupons';

// Whether a coupon applies to an order, and taking its use in the order's transaction
// (docs/product.md#coupons). Checkout's quote and placing the order ask the same questions.

export type CouponRow = typeof coupons.$inferSelect;

/**
 * Who is ordering, as the per-customer rules compare customers (src/shared/customer-key.ts): the
 * signed-in account, the canonical email and the phone's digits. A quote for a guest knows none
 * of them (docs/security.md): the per-customer rules are then checked when the order is placed.
 */
export type CouponCustomer = { userId: string | null; emailKey: string | null; phoneKey: string | null };

/** A customer by what they typed and their session. */
export const couponCustomer = (userId: string | null, email: string | null, phone: string | null): CouponCustomer => ({
  userId,
  emailKey: email ? canonicalEmail(email) : null,
  phoneKey: phone ? phoneKey(phone) : null,
});

/**
 * A coupon with what the customer has done before (uses of it, whether any order exists), and
 * whether it is someone else's personal coupon ('Sentimos sua falta').
 */
export type CouponRead = CouponRow & { customerUses: number; hasEarlierOrder: boolean; notTheirs: boolean };

export const COUPON_EXHAUSTED_MESSAGE = 'Cupom esgotado.';
export const COUPON_CHANGED_MESSAGE = 'O cupom mudou. Confira o resumo e confirme de novo.';
export const COUPON_PERSONAL_MESSAGE = 'Este cupom é pessoal: vale só na conta de quem o recebeu.';

/** A refused coupon, as placing an order throws it: 409 when it ran out, else 422. */
export class CouponRefusal extends AppError {
  constructor(
    readonly reason: CouponRefusalCode,
    message: string,
  ) {
    super(reason === 'coupon_exhausted' ? 409 : 422, message, reason);
  }
}

/**
 * The coupon of a code (already trimmed and upper-cased) with the customer's history, in one
 * statement: their non-cancelled orders with it, and whether they have any non-cancelled order
 * at all. A customer is their account, their email however spelt and their phone, so a guest's
 * earlier orders count too. Null when no coupon has that code.
 */
export async function readCoupon(
  db: Pick<Db, 'select'>,
  code: string,
  customer: CouponCustomer,
): Promise<CouponRead | null> {
  const theirs = sql`o.status <> 'cancelled' and (o.user_id = ${customer.userId}::text
    or o.customer_email_key = ${customer.emailKey}::text or o.customer_phone_key = ${customer.phoneKey}::text)`;
  const [row] = await db
    .select({
      coupon: coupons,
      customerUses: sql<number>`(select count(*)::int from orders o where o.coupon_id = "coupons"."id" and ${theirs})`,
      hasEarlierOrder: sql<boolean>`exists (select 1 from orders o where ${theirs})`,
    })
    .from(coupons)
    .where(eq(coupons.code, code));
  if (!row) return null;
  const owner = row.coupon.customerUserId;
  return {
    ...row.coupon,
    customerUses: Number(row.customerUses),
    hasEarlierOrder: Boolean(row.hasEarlierOrder),
    notTheirs: owner !== null && owner !== customer.userId,
  };
}

/** What of the order a coupon's rules look at. */
export type OrderFacts = { now: Date; subtotalCents: number; fulfilment: Fulfilment; signedIn: boolean };

/**
 * Why the coupon does not apply to this order, checked in this order (the first reason is
 * the one shown); null when it applies. `usesTaken` is how many of its uses are counted
 * already (its own, once taken in the order's transaction).
 */
export function couponRefusal(
  coupon: CouponRead | null,
  order: OrderFacts,
  usesTaken = 0,
): { reason: CouponRefusalCode; message: string } | null {
  const refuse = (reason: CouponRefusalCode, message: string) => ({ reason, message });
  if (!coupon) return refuse('coupon_not_found', COUPON_NOT_FOUND_MESSAGE);
  if (!coupon.active) return refuse('coupon_inactive', 'Cupom inativo.');
  if (coupon.startsAt && order.now < coupon.startsAt)
    return refuse('coupon_not_started', 'Este cupom ainda não está valendo.');
  if (coupon.endsAt && order.now >= coupon.endsAt) return refuse('coupon_expired', 'Este cupom expirou.');
  if (coupon.maxUses !== null && coupon.usedCount - usesTaken >= coupon.maxUses)
    return refuse('coupon_exhausted', COUPON_EXHAUSTED_MESSAGE);
  if (coupon.accountRequired && !order.signedIn) return refuse('coupon_sign_in', COUPON_SIGN_IN_MESSAGE);
  if (coupon.notTheirs) return refuse('coupon_personal', COUPON_PERSONAL_MESSAGE);
  if (coupon.kind === 'free_delivery' && order.fulfilment === 'pickup')
    return refuse('coupon_pickup', 'Este cupom é de entrega grátis: vale só para entrega.');
  if (coupon.firstOrderOnly && coupon.hasEarlierOrder)
    return refuse('coupon_first_order', 'Cupom válido só para o primeiro pedido.');
  if (coupon.maxUsesPerCustomer !== null && coupon.customerUses >= coupon.maxUsesPerCustomer)
    return refuse('coupon_used', 'Você já usou este cupom.');
  if (order.subtotalCents < coupon.minSubtotalCents)
    return refuse('coupon_min_subtotal', `Pedido mínimo para este cupom: ${formatBRL(coupon.minSubtotalCents)}.`);
  return null;
}

/** What a quote says of the coupon typed: applied with its discount (the fee as known so far), or why not. */
export function quoteCoupon(
  code: string,
  coupon: CouponRead | null,
  order: OrderFacts & { feeCents: number },
): QuoteCoupon {
  const refusal = couponRefusal(coupon, order);
  if (refusal || !coupon) return { applied: false, code, ...refusal! };
  return {
    applied: true,
    code: coupon.code,
    kind: coupon.kind,
    percentOff: coupon.percentOff,
    amountOffCents: coupon.amountOffCents,
    discountCents: couponDiscountCents(coupon, order.subtotalCents, order.feeCents),
  };
}

/**
 * Inside the transaction that writes the order: takes one use of the coupon in one statement
 * that refuses when none is left, so of simultaneous orders for the last use exactly one gets it
 * (the row stays locked until the transaction ends). Then, under that lock, asks everything
 * again (the customer's own earlier orders included, now that a parallel one of theirs has
 * committed) and checks the discount is still the one priced; any refusal rolls the order back.
 */
export async function takeCouponUse(
  tx: Pick<Db, 'select' | 'update'>,
  couponId: string,
  check: { code: string; customer: CouponCustomer; order: OrderFacts; feeCents: number; discountCents: number },
): Promise<void> {
  const taken = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(and(eq(coupons.id, couponId), or(isNull(coupons.maxUses), lt(coupons.usedCount, coupons.maxUses))))
    .returning({ id: coupons.id });
  if (taken.length === 0) throw new CouponRefusal('coupon_exhausted', COUPON_EXHAUSTED_MESSAGE);
  const now = await readCoupon(tx, check.code, check.customer);
  if (now?.id !== couponId) throw new CouponRefusal('coupon_not_found', COUPON_NOT_FOUND_MESSAGE);
  const refusal = couponRefusal(now, check.order, 1);
  if (refusal) throw new CouponRefusal(refusal.reason, refusal.message);
  if (couponDiscountCents(now, check.order.subtotalCents, check.feeCents) !== check.discountCents)
    throw new AppError(409, COUPON_CHANGED_MESSAGE, 'coupon_changed');
}

/**
 * A cancelled order gives its coupon's use back (+1 when it is reopened), in the caller's
 * transaction (docs/product.md#coupons).
 */
export async function moveCouponUse(tx: Pick<Db, 'update'>, couponId: string, by: 1 | -1): Promise<void> {
  await tx
    .update(coupons)
    .set({ usedCount: sql`greatest(${coupons.usedCount} + ${by}, 0)` })
    .where(eq(coupons.id, couponId));
}
