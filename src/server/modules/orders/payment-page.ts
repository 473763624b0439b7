import type { Db } from '@server/db/client';
import { AppError } from '@server/http/errors';
import type { Sendable } from '@server/http/sendable';
import type { Logger } from '@server/logger';
import type { OrderPayment } from '@shared/contract/payments';
import type { StripeClient } from '../payments/stripe-client';
import { getStoreSettings } from '../store/service';
import { orderView, type OrderRow } from './order-view';

type PaymentPageDeps = { db: Db; stripe: StripeClient | null; publishableKey: string | null; logger: Logger };

const NO_CARD = { clientSecret: null, publishableKey: null };
const NO_PIX = { pixCode: null, pixExpiresAt: null };

/**
 * 'Completar Pagamento' (docs/product.md#payments): what the payment page of an order needs.
 * PIX shows the order's code; card online hands Stripe.js the PaymentIntent's secret while the
 * order still waits for it.
 */
export async function paymentPage(deps: PaymentPageDeps, order: OrderRow): Promise<Sendable<OrderPayment>> {
  const { db, stripe, publishableKey, logger } = deps;
  const state = { status: order.status, totalCents: order.totalCents };
  if (order.paymentMethod === 'pix') {
    // The same code the order shows (order-view.ts): the bank's charge or the static one.
    const view = await orderView(db, order, await getStoreSettings(db));
    return { ...NO_CARD, ...state, pixCode: view.pixCode, pixExpiresAt: view.pixExpiresAt };
  }
  if (!stripe || !order.paymentIntentId) throw new AppError(400, 'Este pedido não tem pagamento online.', 'no_payment');
  if (order.status !== 'awaiting_payment') return { ...state, clientSecret: null, publishableKey, ...NO_PIX };
  const intent = await stripe.retrievePaymentIntent(order.paymentIntentId).catch((err: unknown) => {
    logger.warn({ err }, 'payment intent lookup failed');
    throw new AppError(502, 'Erro ao processar pagamento. Tente novamente.', 'payment_failed');
  });
  return { ...state, clientSecret: intent.clientSecret, publishableKey, ...NO_PIX };
}
