import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { orders, orderStatusHistory, pixCharges } from '@server/db/schema';
import type { Logger } from '@server/logger';
import { PAYMENT_NOT_COMPLETED } from '@shared/order-status';
import { settleCancelledCashback } from '../cashback/ledger';
import { moveCouponUse } from '../coupons/rules';
import { recordOrderEvent } from '../live/record-event';
import { PixApiError } from './pix-api/types';
import type { PixPayments } from './pix-charges';
import { reconcileCharge } from './pix-reconcile';
import { createRoundTimer } from './round-timer';
import { handleStripeEvent } from './service';
import { StripeError, type StripeClient } from './stripe-client';

/** Orders one instance expires per round. */
const BATCH = 20;
/** How long an instance holds the orders it took: another takes them over if it dies mid-round. */
const LEASE_MS = 2 * 60_000;

type Deps = {
  db: Db;
  stripe: StripeClient | null;
  pix: PixPayments | null;
  logger: Logger;
  now: () => Date;
  intervalMs: number;
};

type Due = { id: string; paymentMethod: string; paymentIntentId: string | null };

/** What became of an order whose time to pay ran out. */
type Outcome = 'cancelled' | 'paid' | 'later';

/**
 * Orders awaiting an online payment that never came (docs/product.md#payments): past their
 * `payment_due_at` the card's PaymentIntent is cancelled at Stripe, or the PIX charges withdrawn
 * at the bank, and only then the order cancelled as 'Pagamento não concluído', giving back its
 * coupon use and its time slot. Money that did come in meanwhile pays the order instead.
 * Instance-safe: a round takes its orders by moving their due time on (FOR UPDATE SKIP LOCKED),
 * and the order moves from awaiting_payment once, so each expires once.
 */
export function createPaymentExpiry(deps: Deps) {
  const timer = createRoundTimer({ tick: () => tick(deps, timer.stopped), nextDelayMs: () => deps.intervalMs });
  return {
    start: () => timer.start(deps.intervalMs),
    /** One round now, even once stopped (tests); resolves with how many orders it cancelled. */
    runOnce: () => round(deps, () => false),
    stop: timer.stop,
  };
}

async function claim({ db, now }: Deps): Promise<Due[]> {
  const at = now();
  const due = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'awaiting_payment'), lte(orders.paymentDueAt, at)))
    .orderBy(asc(orders.paymentDueAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(orders)
    .set({ paymentDueAt: new Date(at.getTime() + LEASE_MS) })
    .where(inArray(orders.id, due))
    .returning({ id: orders.id, paymentMethod: orders.paymentMethod, paymentIntentId: orders.paymentIntentId });
}

/** Withdraws the card payment; 'later' when Stripe could not be asked or is still processing. */
async function withdrawCard({ db, logger, stripe }: Deps, order: Due): Promise<Outcome | null> {
  if (!order.paymentIntentId || !stripe) return null;
  try {
    await stripe.cancelPaymentIntent(order.paymentIntentId);
    return null;
  } catch (err) {
    if (!(err instanceof StripeError)) throw err;
  }
  // Refused: the intent succeeded (the webhook may be late) or was cancelled already.
  const intent = await stripe.retrievePaymentIntent(order.paymentIntentId).catch(() => null);
  if (intent?.status === 'canceled') return null;
  if (intent?.status === 'succeeded') {
    const event = { type: 'payment_intent.succeeded', data: { object: { id: intent.id, amount: intent.amount } } };
    await handleStripeEvent(db, event);
    return 'paid';
  }
  logger.warn({ orderId: order.id, status: intent?.status }, 'payment intent not cancelled; trying again later');
  return 'later';
}

/** Withdraws the order's open PIX charges at the bank, after asking whether one was paid. */
async function withdrawPix({ db, logger, now, pix }: Deps, order: Due): Promise<Outcome | null> {
  if (order.paymentMethod !== 'pix' || !pix) return null;
  const open = await db
    .select({ txid: pixCharges.txid })
    .from(pixCharges)
    .where(and(eq(pixCharges.orderId, order.id), eq(pixCharges.status, 'active')));
  try {
    for (const { txid } of open) {
      const outcome = await reconcileCharge({ db, pix, logger, now }, txid, 'pix_sweep');
      if (outcome === 'paid' || outcome === 'known' || outcome === 'duplicate') return 'paid';
      await pix.api.removeCharge(txid);
      await db
        .update(pixCharges)
        .set({ status: 'removed' })
        .where(and(eq(pixCharges.txid, txid), eq(pixCharges.status, 'active')));
    }
  } catch (err) {
    if (!(err instanceof PixApiError)) throw err;
    logger.warn({ err, orderId: order.id }, 'PIX charge not withdrawn; trying again later');
    return 'later';
  }
  return null;
}

async function expire(deps: Deps, order: Due): Promise<Outcome> {
  const first = (await withdrawCard(deps, order)) ?? (await withdrawPix(deps, order));
  if (first) return first;
  await cancelUnpaid(deps.db, order.id);
  return 'cancelled';
}

/** One round: every order due now, a batch at a time (`stopped`: a stop ends it early). */
async function round(deps: Deps, stopped: () => boolean): Promise<number> {
  let expired = 0;
  for (;;) {
    const batch = await claim(deps);
    for (const order of batch) {
      if (stopped()) return expired;
      const outcome = await expire(deps, order).catch((err: unknown) => {
        deps.logger.error({ err, orderId: order.id }, 'order payment expiry failed');
        return 'later' as const;
      });
      if (outcome === 'cancelled') expired++;
    }
    if (batch.length < BATCH) return expired;
  }
}

async function tick(deps: Deps, stopped: () => boolean) {
  try {
    const expired = await round(deps, stopped);
    if (expired) deps.logger.info({ expired }, 'orders cancelled: payment not completed');
  } catch (err) {
    deps.logger.warn({ err }, 'order payment expiry round failed');
  }
}

/**
 * Cancels an order still awaiting its payment, with the store's reason, in one transaction: its
 * coupon use given back (a scheduled order's slot frees itself), its history and its live event.
 */
async function cancelUnpaid(db: Db, orderId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: 'cancelled', cancelReason: PAYMENT_NOT_COMPLETED, paymentDueAt: null, updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'awaiting_payment')))
      .returning({ userId: orders.userId, couponId: orders.couponId });
    if (!row) return;
    if (row.couponId) await moveCouponUse(tx, row.couponId, -1);
    await settleCancelledCashback(tx, orderId, new Date());
    await tx
      .insert(orderStatusHistory)
      .values({ orderId, fromStatus: 'awaiting_payment', toStatus: 'cancelled', changedBy: null });
    await recordOrderEvent(tx, {
      type: 'order.status_changed',
      orderId,
      userId: row.userId,
      payload: { status: 'cancelled', from: 'awaiting_payment', reason: PAYMENT_NOT_COMPLETED },
    });
  });
}
