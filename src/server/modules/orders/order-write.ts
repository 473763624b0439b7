import { randomUUID } from 'node:crypto';
import type { Db } from '@server/db/client';
import { pixCharges } from '@server/db/schema';
import { AppError } from '@server/http/errors';
import type { OrderStatus } from '@shared/order-status';
import { spendCashback } from '../cashback/ledger';
import { CouponRefusal, takeCouponUse } from '../coupons/rules';
import { withdrawCharge, type OnlineCharge } from './order-charge';
import type { PricedOrder } from './order-pricing';
import { replayed } from './order-replay';
import type { OrderRequest, PlacedOrder, PlaceOrderDeps, PricedFrom } from './order-request';
import { productIdsParam } from './price-lines';
import { claimSlotPlace } from './slot-capacity';
import { writeOrder } from './write-order';

// Writing a placed order (the statement itself is write-order.ts), or finding that this request
// is a retry of one already written under its idempotency key.

/** UUIDv7-shaped ids whose order is the cart's order (time, then the line's index). */
function lineId(index: number): string {
  const t = Date.now().toString(16).padStart(12, '0');
  const r = randomUUID().replace(/-/g, '');
  return `${t.slice(0, 8)}-${t.slice(8)}-7${index.toString(16).padStart(3, '0')}-8${r.slice(0, 3)}-${r.slice(3, 15)}`;
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** The order's own row, from what it was priced and charged at. */
export function orderRow(
  deps: Pick<PlaceOrderDeps, 'now' | 'paymentExpiryMs'>,
  { input, user, email, staff }: OrderRequest,
  order: {
    id: string;
    priced: PricedOrder;
    charge: OnlineCharge;
    scheduledFor: Date | null;
    changeForCents: number | null;
  },
) {
  const { form } = input;
  const { priced, charge } = order;
  const { address, delivery } = priced;
  // Staff took it on the phone or at the counter: it is accepted already (docs/product.md#phone-and-counter-orders).
  const status: OrderStatus = staff
    ? 'processing'
    : charge.paymentIntent || charge.pixCharge
      ? 'awaiting_payment'
      : 'pending';
  return {
    id: order.id,
    // A guest's new account is made, and given the order, only once the order is written.
    userId: user?.id ?? null,
    customerName: form.name,
    customerEmail: email,
    customerPhone: form.phone,
    fulfilment: form.fulfilment,
    channel: staff?.channel ?? ('site' as const),
    /** Who wrote the first status: the customer, or the staff member who took it. */
    changedBy: staff?.staffId ?? user?.id ?? null,
    address: address && { ...address, customer_name: form.name, customer_email: email, customer_phone: form.phone },
    subtotalCents: priced.subtotalCents,
    deliveryFeeCents: priced.deliveryFeeCents,
    totalCents: priced.totalCents,
    couponId: priced.coupon?.read.id ?? null,
    couponCode: priced.coupon?.read.code ?? null,
    discountCents: priced.discountCents,
    cashbackCents: priced.cashbackCents,
    discountReason: staff?.discount?.reason ?? null,
    // Asked by the customer at checkout; staff-taken orders never send (docs/product.md#whatsapp-messages).
    whatsappUpdates: !staff && input.whatsappUpdates === true,
    // 'CPF na nota?' (docs/product.md#nfc-e).
    customerTaxId: form.taxId || null,
    status,
    paymentMethod: form.paymentMethod,
    changeForCents: order.changeForCents,
    notes: form.notes || null,
    paymentIntentId: charge.paymentIntent?.id ?? null,
    idempotencyKey: input.idempotencyKey,
    distanceKm: delivery?.distanceKm ?? null,
    // The map service failed: the fixed fee was charged without knowing the distance.
    distanceUnverified: delivery?.status === 'unavailable',
    scheduledFor: order.scheduledFor,
    // Unpaid by then, it is cancelled (payments/payment-expiry.ts); a PIX code is never cut short.
    paymentDueAt:
      status === 'awaiting_payment'
        ? new Date(Math.max(deps.now().getTime() + deps.paymentExpiryMs, charge.pixCharge?.expiresAt.getTime() ?? 0))
        : null,
  };
}

/** An order priced and charged, ready to be written. */
export type OrderToWrite = {
  row: ReturnType<typeof orderRow>;
  priced: PricedOrder;
  charge: OnlineCharge;
  scheduledFor: Date | null;
  /** A guest whose email has no account: it is made once the order is written (order-answer.ts). */
  newGuest: boolean;
};

type WriteDeps = Pick<PlaceOrderDeps, 'db' | 'pix' | 'logger' | 'stripe' | 'claimSecret'>;

/**
 * Writes the order and answers when it was created; or the first order's answer when this
 * request turns out to be a retry of it; or null when the menu or the store changed under it.
 * Whatever is not written gives back the bank charge made for it.
 */
export async function writeOrReplay(
  deps: WriteDeps,
  request: OrderRequest,
  from: PricedFrom,
  order: OrderToWrite,
): Promise<Date | PlacedOrder | null> {
  const { pixCharge } = order.charge;
  let createdAt: Date | null;
  try {
    createdAt = await writeOnce(deps.db, request, from, order);
  } catch (err) {
    // The slot filled up meanwhile: nothing was saved, the charge made for it is withdrawn.
    if (err instanceof AppError && pixCharge) await withdrawCharge(deps, pixCharge.txid);
    // Two requests with one key at the same moment: the second finds the first's order.
    if (isUniqueViolation(err)) {
      if (pixCharge) await withdrawCharge(deps, pixCharge.txid);
      const again = await replayed(deps, request);
      if (again) return again;
    }
    // A retry of an order that took the coupon's last use a moment ago: that order is its answer.
    if (err instanceof CouponRefusal) {
      const again = await replayed(deps, request);
      if (again) return again;
    }
    throw err;
  }
  // Nothing was saved: the charge made for it is withdrawn (best effort; it expires anyway).
  if (!createdAt && pixCharge) await withdrawCharge(deps, pixCharge.txid);
  return createdAt;
}

/**
 * One statement that writes the order only if its prices still hold (write-order.ts). A bank
 * charge is saved with its order, and a scheduled order is counted into its slot under the
 * slot's lock, in one transaction (only in these modes: every other order keeps its
 * one-statement write, docs/decisions/004). An order with a coupon takes one of its uses in
 * the same transaction (docs/product.md#coupons).
 */
async function writeOnce(db: Db, { input }: OrderRequest, from: PricedFrom, order: OrderToWrite) {
  const { priced, scheduledFor, newGuest } = order;
  const { coupon, cashbackCents } = priced;
  const charge = order.charge.pixCharge;
  const userId = order.row.userId;
  const write = (into: Db) =>
    writeOrder(
      into,
      order.row,
      priced.lines.map((l, i) => ({ ...l, id: lineId(i) })),
      { productIds: productIdsParam(input.items), pricedFrom: from.menu, storeVersion: from.storeVersion },
      { phone: input.form.phone, address: priced.address },
      newGuest,
    );
  if (!charge && !scheduledFor && !coupon && !cashbackCents) return write(db);
  const adding = { orders: 1, items: input.items.reduce((n, i) => n + i.quantity, 0) };
  return db
    .transaction(async (tx) => {
      if (scheduledFor) await claimSlotPlace(tx, from.store, scheduledFor, adding);
      if (coupon)
        await takeCouponUse(tx, coupon.read.id, {
          code: coupon.read.code,
          customer: coupon.customer,
          order: coupon.facts,
          feeCents: priced.deliveryFeeCents,
          discountCents: priced.discountCents,
        });
      const at = await write(tx);
      // Refused, and so rolled back, when the balance no longer covers it.
      if (at && cashbackCents && userId)
        await spendCashback(tx, { userId, orderId: order.row.id, cents: cashbackCents, now: new Date() });
      // Not written (the menu changed): the coupon's use and the balance go back with the rollback.
      if (!at && (coupon || cashbackCents)) throw new NotWritten();
      if (at && charge) await tx.insert(pixCharges).values(charge);
      return at;
    })
    .catch((err: unknown) => {
      if (err instanceof NotWritten) return null;
      throw err;
    });
}

/** Rolls back a transaction whose order was not written, so what it took (a coupon's use) goes back. */
class NotWritten extends Error {}
