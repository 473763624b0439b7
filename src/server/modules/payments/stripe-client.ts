import type { Config } from '../../config';

export type PaymentIntent = { id: string; clientSecret: string; status: string; amount: number; metadata: Record<string, string> };

export class StripeError extends Error {}

/** Stripe's REST API through fetch (no SDK): form-encoded requests, bearer secret key. */
export function createStripeClient(opts: { apiUrl: string; secretKey: string; timeoutMs?: number }) {
  const base = opts.apiUrl.replace(/\/$/, '');
  const call = async (method: 'GET' | 'POST', path: string, form?: URLSearchParams, idempotencyKey?: string) => {
    const headers: Record<string, string> = { authorization: `Bearer ${opts.secretKey}` };
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, { method, headers, body: form?.toString(), signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000) });
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
    async createPaymentIntent(input: { amountCents: number; orderId: string; customerName: string; customerEmail: string }): Promise<PaymentIntent> {
      const form = new URLSearchParams({
        amount: String(input.amountCents),
        currency: 'brl',
        'automatic_payment_methods[enabled]': 'true',
        'metadata[order_id]': input.orderId,
        'metadata[customer_name]': input.customerName,
        'metadata[customer_email]': input.customerEmail,
        description: `Pedido #${input.orderId.slice(0, 8)}`,
      });
      return toIntent(await call('POST', '/v1/payment_intents', form, `order-${input.orderId}`));
    },
    async retrievePaymentIntent(id: string): Promise<PaymentIntent> {
      return toIntent(await call('GET', `/v1/payment_intents/${encodeURIComponent(id)}`));
    },
  };
}

export type StripeClient = ReturnType<typeof createStripeClient>;

/** Card online is offered only with both keys (issue 4). */
export function stripeFromConfig(config: Config): StripeClient | null {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_PUBLISHABLE_KEY) return null;
  return createStripeClient({ apiUrl: config.STRIPE_API_URL, secretKey: config.STRIPE_SECRET_KEY });
}
