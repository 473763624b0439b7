import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, orderStatusHistory } from '../../db/schema';
import { recordOrderEvent } from '../live/record-event';
import { movePayment } from './payment-state';

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
    };
  };
};

/**
 * A verified Stripe event. `payment_intent.succeeded` for the order's intent and amount moves it
 * from awaiting_payment to pending and its payment to paid, once (a repeated event changes nothing).
 */
export async function handleStripeEvent(db: Db, event: StripeEvent): Promise<{ updated: boolean }> {
  if (event.type !== 'payment_intent.succeeded') return { updated: false };
  const intent = event.data?.object;
  if (!intent?.id) return { updated: false };
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.paymentIntentId, intent.id!));
    if (!order || order.status !== 'awaiting_payment') return { updated: false };
    const paid = intent.amount_received ?? intent.amount;
    if (paid !== order.totalCents || (intent.currency && intent.currency !== 'brl')) return { updated: false };
    const [moved] = await tx
      .update(orders)
      .set({ status: 'pending', updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'awaiting_payment')))
      .returning({ id: orders.id });
    if (!moved) return { updated: false };
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: order.id, fromStatus: 'awaiting_payment', toStatus: 'pending', changedBy: null });
    await movePayment(tx, order.id, { from: 'awaiting', to: 'paid', source: 'stripe', by: null });
    await recordOrderEvent(tx, {
      type: 'order.paid',
      orderId: order.id,
      userId: order.userId,
      payload: { status: 'pending', from: 'awaiting_payment' },
    });
    return { updated: true };
  });
}
