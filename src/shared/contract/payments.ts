import { z } from 'zod';

/** GET /api/payments/config: whether card online is offered, and the publishable key for Stripe.js. */
export const paymentsConfigSchema = z.object({ stripeEnabled: z.boolean(), publishableKey: z.string().nullable() });
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

/** GET /api/orders/:id/payment: the payment page of an order ("Completar Pagamento"). */
export const orderPaymentSchema = z.object({
  status: z.string(),
  totalCents: z.number().int(),
  /** Set while the order awaits payment. */
  clientSecret: z.string().nullable(),
  publishableKey: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** POST /api/payments/webhook (Stripe's call): whether the event paid an order. */
export const webhookResponseSchema = z.object({ received: z.literal(true), updated: z.boolean() });
export type WebhookResponse = z.infer<typeof webhookResponseSchema>;
