import type { Config } from '@server/config';
import { shortOrderId } from '@shared/order-number';

export type PaymentIntent = {
  id: string;
  clientSecret: string;
  status: string;
  amount: number;
  metadata: Record<string, string>;
};

export type Refund = { id: string; status: string; amount: number };

export class StripeError extends Error {}

/**
 * The Stripe API version every request is made against (the `Stripe-Version` header), so the
 * shape of the answers we read does not follow whatever the account's default version becomes.
 * Changing it is an upgrade: read Stripe's changelog for the PaymentIntent fields used here and
 * the Refund's id, status and amount. The webhook's events are shaped by the version of its
 * endpoint (set where the endpoint is created in Stripe), not by this header; the webhook reads
 * only the event's type and the intent's id, amount, amount_received and currency, and checks
 * its signature on the raw body.
 */
export const STRIPE_API_VERSION = '2026-09-30.endive';

/**
 * Stripe's REST API through fetch (no SDK): form-encoded requests, bearer secret key. Long on
 * purpose: one request helper, then one short method per Stripe endpoint the store calls.
 */
export function createStripeClient(opts: { apiUrl: string; secretKey: string; timeoutMs?: number }) {
  const base = opts.apiUrl.replace(/\/$/, '');
  const call = async (method: 'GET' | 'POST', path: string, form?: URLSearchParams, idempotencyKey?: string) => {
    const headers: Record<string, string> = {
      authorization: `Bearer ${opts.secretKey}`,
      'stripe-version': STRIPE_API_VERSION,
    };
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers,
        body: form?.toString(),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
    } catch (err) {
      throw new StripeError(`Stripe unreachable: ${(err as Error).message}`);
    }
    const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    if (!res.ok || !body) {
      const msg = (body?.error as { message?: string } | undefined)?.message ?? `status ${res.status}`;
      throw new StripeError(`Stripe refused: ${msg}`);
    }
    return body;
  };
  const toIntent = (b: Record<string, unknown>): PaymentIntent => ({
    id: String(b.id),
    clientSecret: String(b.client_secret),
    status: String(b.status),
    amount: Number(b.amount),
    metadata: (b.metadata as Record<string, string>) ?? {},
  });

  return {
    /** A PaymentIntent for the server-computed amount in BRL; the order id keys retries. */
    async createPaymentIntent(input: {
      amountCents: number;
      orderId: string;
      customerName: string;
      customerEmail: string;
    }): Promise<PaymentIntent> {
      const form = new URLSearchParams({
        amount: String(input.amountCents),
        currency: 'brl',
        'automatic_payment_methods[enabled]': 'true',
        'metadata[order_id]': input.orderId,
        'metadata[customer_name]': input.customerName,
        'metadata[customer_email]': input.customerEmail,
        description: `Pedido #${shortOrderId(input.orderId)}`,
      });
      return toIntent(await call('POST', '/v1/payment_intents', form, `order-${input.orderId}`));
    },
    async retrievePaymentIntent(id: string): Promise<PaymentIntent> {
      return toIntent(await call('GET', `/v1/payment_intents/${encodeURIComponent(id)}`));
    },
    /**
     * Withdraws an unpaid intent, so the card can no longer be charged for it. Stripe refuses
     * one that succeeded or is already cancelled: the caller reads the intent to tell which.
     */
    async cancelPaymentIntent(id: string): Promise<PaymentIntent> {
      const form = new URLSearchParams({ cancellation_reason: 'abandoned' });
      return toIntent(await call('POST', `/v1/payment_intents/${encodeURIComponent(id)}/cancel`, form));
    },
    /**
     * Gives an order's payment back. `refund-<orderId>` keys it, so a repeat (a double click, two
     * admins) gets the first refund instead of a second one. `status` is `pending` while the
     * card network processes it, `succeeded`, or `failed`.
     */
    async refundPayment(input: {
      paymentIntentId: string;
      amountCents: number;
      orderId: string;
      reason?: string;
      /** Another key than the whole refund's: part of the payment given back (an edited order). */
      idempotencyKey?: string;
    }): Promise<Refund> {
      const form = new URLSearchParams({
        payment_intent: input.paymentIntentId,
        amount: String(input.amountCents),
        'metadata[order_id]': input.orderId,
      });
      if (input.reason) form.set('metadata[reason]', input.reason);
      const b = await call('POST', '/v1/refunds', form, input.idempotencyKey ?? `refund-${input.orderId}`);
      return { id: String(b.id), status: String(b.status), amount: Number(b.amount) };
    },
  };
}

export type StripeClient = ReturnType<typeof createStripeClient>;

/**
 * Card online is offered only with both keys and the webhook secret (docs/product.md#payments):
 * without the secret no payment could ever be confirmed.
 */
export function stripeFromConfig(config: Config): StripeClient | null {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_PUBLISHABLE_KEY || !config.STRIPE_WEBHOOK_SECRET) return null;
  return createStripeClient({ apiUrl: config.STRIPE_API_URL, secretKey: config.STRIPE_SECRET_KEY });
}
