/** GET /api/payments/config: whether card online is offered, and the key Stripe.js needs for it. */
export type PaymentsConfig = { stripeEnabled: boolean; publishableKey: string | null };
