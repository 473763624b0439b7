import { Hono } from 'hono';
import { z } from 'zod';
import type { OrderPayment, PaymentsConfig, WebhookResponse } from '@shared/contract/payments';
import type { AppEnv } from '../../http/context';
import type { Ctx } from '../route-context';
import { AppError } from '../../http/errors';
import { requireUser } from '../../http/guards';
import type { Sendable } from '../../http/sendable';
import { parseWith } from '../../http/validate';
import { findOrder, orderView } from '../orders/order-view';
import { getStoreSettings } from '../store/service';
import { handleStripeEvent } from './service';
import { stripeFromConfig } from './stripe-client';
import { verifyStripeSignature } from './webhook-signature';
import { requestLogger } from '../../http/request-log';

const idParam = z.string().uuid('Pedido não encontrado');
const NO_CARD = { clientSecret: null, publishableKey: null };
const NO_PIX = { pixCode: null, pixExpiresAt: null };

export function paymentRoutes({ config, database, logger, now }: Ctx) {
  const { db } = database;
  const stripe = stripeFromConfig(config);
  return (
    new Hono<AppEnv>()
      // Whether card online is offered, and the publishable key for Stripe.js.
      .get('/payments/config', (c) =>
        c.json({
          stripeEnabled: !!stripe,
          publishableKey: stripe ? config.STRIPE_PUBLISHABLE_KEY! : null,
        } satisfies Sendable<PaymentsConfig>),
      )
      // The payment page of an order awaiting payment ("Completar Pagamento"), for its owner.
      .get('/orders/:id/payment', requireUser, async (c) => {
        const id = parseWith(idParam, c.req.param('id'));
        const order = await findOrder(db, id);
        if (!order || order.userId !== c.get('user')!.id) throw new AppError(404, 'Pedido não encontrado', 'not_found');
        if (order.paymentMethod === 'pix') {
          // The same code the order shows (modules/orders/order-view.ts): the bank's charge or the static one.
          const view = await orderView(db, order, await getStoreSettings(db));
          return c.json({
            ...NO_CARD,
            status: order.status,
            totalCents: order.totalCents,
            pixCode: view.pixCode,
            pixExpiresAt: view.pixExpiresAt,
          } satisfies Sendable<OrderPayment>);
        }
        if (!stripe || !order.paymentIntentId)
          throw new AppError(400, 'Este pedido não tem pagamento online.', 'no_payment');
        if (order.status !== 'awaiting_payment')
          return c.json({
            status: order.status,
            totalCents: order.totalCents,
            clientSecret: null,
            publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
            ...NO_PIX,
          } satisfies Sendable<OrderPayment>);
        const intent = await stripe.retrievePaymentIntent(order.paymentIntentId).catch((err) => {
          requestLogger(c, logger).warn({ err }, 'payment intent lookup failed');
          throw new AppError(502, 'Erro ao processar pagamento. Tente novamente.', 'payment_failed');
        });
        return c.json({
          status: order.status,
          totalCents: order.totalCents,
          clientSecret: intent.clientSecret,
          publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
          ...NO_PIX,
        } satisfies Sendable<OrderPayment>);
      })
      // Stripe's webhook: the signature is checked on the raw body before anything is read.
      .post('/payments/webhook', async (c) => {
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
        return c.json({ received: true, ...result } as const satisfies Sendable<WebhookResponse>);
      })
  );
}
