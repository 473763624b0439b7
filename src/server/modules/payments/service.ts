import { and, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { orders, orderStatusHistory } from '@server/db/schema';
import { earnCashback, settleCancelledCashback } from '../cashback/ledger';
import { recordOrderEvent } from '../live/record-event';
import { movePayment, type PaymentSource } from './payment-state';

type StripeEvent = {
  id?: string;
  type?: string;
  data?: {
    object?: {
      id?: string;
      amount?: number;
      amount_received?: number;
      currency?: string;
      metadata?: Record<string, string>;
      /** A charge's (`charge.refunded`): its PaymentIntent and whether all of it went back. */
      payment_intent?: string;
      refunded?: boolean;
    };
  };
};

/**
 * A verified Stripe event. `payment_intent.succeeded` for the order's intent and amount moves it
 * from awaiting_payment to pending and its payment to paid, once (a repeated event changes nothing).
 */
export async function handleStripeEvent(db: Db, event: StripeEvent): Promise<{ updated: boolean }> {
  if (event.type === 'charge.refunded') return chargeRefunded(db, event);
  if (event.type !== 'payment_intent.succeeded') return { updated: false };
  const intent = event.data?.object;
  if (!intent?.id) return { updated: false };
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.paymentIntentId, intent.id!));
    if (!order || order.status !== 'awaiting_payment') return { updated: false };
    const paid = intent.amount_received ?? intent.amount;
    if (paid !== order.totalCents || (intent.currency && intent.currency !== 'brl')) return { updated: false };
    return { updated: await recordOrderPaid(tx, order, { source: 'stripe' }) };
  });
}

/**
 * The money of an order paid online came in (Stripe, or the bank's API Pix), inside the
 * caller's transaction: the order leaves awaiting_payment for the kitchen (with its status
 * history), its payment becomes paid (with its payment history) and `order.paid` tells the live
 * screens and emails. Each move happens only from where it is expected, so a repeat changes
 * nothing; true when something moved. A cancelled order keeps its status: the money is recorded
 * for staff to return.
 */
export async function recordOrderPaid(
  tx: Pick<Db, 'update' | 'insert' | 'select' | 'execute'>,
  order: { id: string; userId: string | null; status: string },
  payment: { source: PaymentSource; reference?: string; by?: string | null },
): Promise<boolean> {
  const by = payment.by ?? null;
  const [released] = await tx
    .update(orders)
    .set({ status: 'pending', updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'awaiting_payment')))
    .returning({ id: orders.id });
  if (released)
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: order.id, fromStatus: 'awaiting_payment', toStatus: 'pending', changedBy: by });
  const paid = await movePayment(tx, order.id, { from: 'awaiting', to: 'paid', ...payment, by });
  if (!released && !paid) return false;
  // Delivered before its PIX was confirmed: it earns now (docs/product.md#cashback).
  if (paid && order.status === 'delivered') await earnCashback(tx, order.id, new Date());
  await recordOrderEvent(tx, {
    type: 'order.paid',
    orderId: order.id,
    userId: order.userId,
    payload: {
      ...(released ? { status: 'pending', from: 'awaiting_payment' } : { status: order.status, paymentStatus: 'paid' }),
      ...(by ? { changedBy: by } : {}),
    },
  });
  return true;
}

/**
 * `charge.refunded`: the whole payment went back, refunded from Stripe's dashboard rather than
 * from ours ('Estornar pagamento' records its own). The order's payment becomes refunded, once;
 * a partial refund is left to staff.
 */
async function chargeRefunded(db: Db, event: StripeEvent): Promise<{ updated: boolean }> {
  const charge = event.data?.object;
  if (!charge?.id || !charge.payment_intent || charge.refunded !== true) return { updated: false };
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.paymentIntentId, charge.payment_intent!));
    if (!order) return { updated: false };
    const moved = await movePayment(tx, order.id, {
      from: 'paid',
      to: 'refunded',
      source: 'stripe',
      by: null,
      reference: charge.id,
    });
    if (moved) {
      // Money given back: what the order earned goes too (docs/product.md#cashback).
      await settleCancelledCashback(tx, order.id, new Date());
      await recordOrderEvent(tx, {
        type: 'order.refunded',
        orderId: order.id,
        userId: order.userId,
        payload: { status: order.status, paymentStatus: 'refunded' },
      });
    }
    return { updated: moved };
  });
}
