import { z } from 'zod';
import { orderPaymentSchema, paymentsConfigSchema, webhookResponseSchema } from '@shared/contract/payments';
import { AppError } from '../../http/errors';
import { requestLogger } from '../../http/request-log';
import { routeTable } from '../../http/route-table';
import { findOrder, orderView } from '../orders/order-view';
import type { Ctx } from '../route-context';
import { getStoreSettings } from '../store/service';
import { handleStripeEvent } from './service';
import { stripeFromConfig } from './stripe-client';
import { verifyStripeSignature } from './webhook-signature';

const orderParams = z.object({ id: z.string().uuid('Pedido não encontrado') });
const stripeEvent = z.looseObject({ type: z.string().optional() }).meta({ description: 'A Stripe event, signed' });
const NO_CARD = { clientSecret: null, publishableKey: null };
const NO_PIX = { pixCode: null, pixExpiresAt: null };

export function paymentRoutes({ config, database, logger, now }: Ctx) {
  const { db } = database;
  const stripe = stripeFromConfig(config);
  return (
    routeTable()
      // Whether card online is offered, and the publishable key for Stripe.js.
      .route(
        {
          method: 'get',
          path: '/payments/config',
          summary: 'Whether card online is offered',
          tag: 'checkout',
          access: 'public',
          response: paymentsConfigSchema,
        },
        () => ({ stripeEnabled: !!stripe, publishableKey: stripe ? config.STRIPE_PUBLISHABLE_KEY! : null }),
      )
      // The payment page of an order awaiting payment ("Completar Pagamento"), for its owner.
      .route(
        {
          method: 'get',
          path: '/orders/:id/payment',
          summary: 'The payment page of my order',
          tag: 'customer',
          access: 'user',
          params: orderParams,
          response: orderPaymentSchema,
        },
        async (c, { params }) => {
          const order = await findOrder(db, params.id);
          if (!order || order.userId !== c.get('user')!.id)
            throw new AppError(404, 'Pedido não encontrado', 'not_found');
          const paid = { status: order.status, totalCents: order.totalCents };
          if (order.paymentMethod === 'pix') {
            // The same code the order shows (modules/orders/order-view.ts): the bank's charge or the static one.
            const view = await orderView(db, order, await getStoreSettings(db));
            return { ...NO_CARD, ...paid, pixCode: view.pixCode, pixExpiresAt: view.pixExpiresAt };
          }
          if (!stripe || !order.paymentIntentId)
            throw new AppError(400, 'Este pedido não tem pagamento online.', 'no_payment');
          const publishableKey = config.STRIPE_PUBLISHABLE_KEY ?? null;
          if (order.status !== 'awaiting_payment') return { ...paid, clientSecret: null, publishableKey, ...NO_PIX };
          const intent = await stripe.retrievePaymentIntent(order.paymentIntentId).catch((err) => {
            requestLogger(c, logger).warn({ err }, 'payment intent lookup failed');
            throw new AppError(502, 'Erro ao processar pagamento. Tente novamente.', 'payment_failed');
          });
          return { ...paid, clientSecret: intent.clientSecret, publishableKey, ...NO_PIX };
        },
      )
      // Stripe's webhook: the signature is checked on the raw body before anything is read.
      .route(
        {
          method: 'post',
          path: '/payments/webhook',
          summary: "Stripe's webhook (signed)",
          tag: 'checkout',
          access: 'public',
          body: stripeEvent,
          bodyType: 'raw',
          response: webhookResponseSchema,
        },
        async (c) => {
          // No signature: an unauthenticated caller (401); a wrong one: refused (400). Nothing is read before.
          const signature = c.req.header('stripe-signature');
          if (!signature) throw new AppError(401, 'Assinatura do Stripe ausente', 'unauthenticated');
          const secret = config.STRIPE_WEBHOOK_SECRET;
          if (!secret) throw new AppError(404, 'Rota não encontrada', 'not_found');
          const payload = await c.req.text();
          if (!verifyStripeSignature(payload, signature, secret, now().getTime())) {
            throw new AppError(400, 'Assinatura inválida', 'bad_signature');
          }
          let event: unknown;
          try {
            event = JSON.parse(payload);
          } catch {
            throw new AppError(400, 'Requisição inválida: JSON malformado', 'bad_json');
          }
          const result = await handleStripeEvent(db, event as Parameters<typeof handleStripeEvent>[1]);
          return { received: true as const, ...result };
        },
      )
  );
}
