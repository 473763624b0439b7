import { z } from 'zod';
import { dateTimeSchema } from './common';
import { orderStatusSchema } from './orders';

/** GET /api/payments/config: whether card online is offered, and the publishable key for Stripe.js. */
export const paymentsConfigSchema = z.object({ stripeEnabled: z.boolean(), publishableKey: z.string().nullable() });
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

/** GET /api/orders/:id/payment: the payment page of an order ("Completar Pagamento"). */
export const orderPaymentSchema = z.object({
  status: orderStatusSchema,
  totalCents: z.number().int(),
  /** Card online: set while the order awaits payment. */
  clientSecret: z.string().nullable(),
  publishableKey: z.string().nullable(),
  /** PIX: the code to pay while the order waits, and when the bank's charge expires (null for the static code). */
  pixCode: z.string().nullable(),
  pixExpiresAt: dateTimeSchema.nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** POST /api/payments/webhook (Stripe's call): whether the event paid an order. */
export const webhookResponseSchema = z.object({ received: z.literal(true), updated: z.boolean() });

/** POST /api/orders/:id/pix-charge: the order's new PIX charge (docs/product.md#payments). */
export const pixChargeSchema = z.object({ pixCode: z.string(), pixExpiresAt: dateTimeSchema });
export type PixCharge = z.infer<typeof pixChargeSchema>;

/** POST /api/payments/pix/webhook/:token: the bank's call was heard (the answer never says more). */
export const pixWebhookResponseSchema = z.object({ received: z.literal(true) });
