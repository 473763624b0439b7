import { z } from 'zod';
import { AppError } from '@server/http/errors';
import { routeTable } from '@server/http/route-table';
import { paymentsConfigSchema, webhookResponseSchema } from '@shared/contract/payments';
import type { Ctx } from '../route-context';
import { handleStripeEvent } from './service';
import { stripeFromConfig } from './stripe-client';
import { verifyStripeSignature } from './webhook-signature';

const stripeEvent = z.looseObject({ type: z.string().optional() }).meta({ description: 'A Stripe event, signed' });

export function paymentRoutes({ config, database, now }: Ctx) {
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
