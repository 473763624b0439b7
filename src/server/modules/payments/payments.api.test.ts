import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashbackEntries, orderEvents, orderPaymentHistory, orders } from '@server/db/schema';
import { CHECKOUT_FORM, demoMenu } from '@server/testing/checkout-fixtures';
import { fakeStripe, startFake, type FakeService } from '@server/testing/fake-http';
import { createTestApp, type TestApp } from '@server/testing/harness';
import { stripeSignature } from '@server/testing/stripe-signature';
import { STRIPE_API_VERSION } from './stripe-client';

const SECRET = 'whsec_test_secret';
// A local fake of Stripe's PaymentIntents API.
const fake = fakeStripe({ secretKey: 'sk_test_123' });
const { intents } = fake;
let stripe: FakeService;
let t: TestApp;
let falafel: string;

beforeAll(async () => {
  stripe = await startFake(fake.handler);
  t = await createTestApp({
    seed: true,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_URL: stripe.url,
    },
  });
  falafel = (await demoMenu(t.db))['Falafel no Prato']!.id;
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const placeCardOrder = (email = `cartao${randomUUID().slice(0, 6)}@exemplo.com`) =>
  t.request('/api/orders', {
    method: 'POST',
    json: {
      form: { ...CHECKOUT_FORM, email, paymentMethod: 'stripe' },
      items: [{ productId: falafel, variationIds: [], quantity: 1 }],
      idempotencyKey: randomUUID(),
    },
  });

function webhook(event: unknown, opts: { secret?: string; at?: number; signature?: string } = {}) {
  const payload = JSON.stringify(event);
  const signature =
    opts.signature ?? stripeSignature(payload, opts.secret ?? SECRET, opts.at ?? Math.floor(Date.now() / 1000));
  return t.app.request('http://localhost:3000/api/payments/webhook', {
    method: 'POST',
    headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
    body: payload,
  });
}

const succeeded = (pi: { id: string; amount: number }) => ({
  id: `evt_${randomUUID()}`,
  type: 'payment_intent.succeeded',
  data: { object: { ...pi, amount_received: pi.amount, currency: 'brl' } },
});

describe('card online (Stripe)', () => {
  it('is offered with both keys', async () => {
    expect(await (await t.request('/api/payments/config')).json()).toEqual({
      stripeEnabled: true,
      publishableKey: 'pk_test_123',
    });
  });

  it('creates a PaymentIntent for the server amount in BRL with the order in its metadata; the order awaits payment', async () => {
    const res = await placeCardOrder('cartao@exemplo.com');
    expect(res.status).toBe(201);
    const { order, clientSecret } = await res.json();
    expect(order.status).toBe('awaiting_payment');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    const pi = intents.get(row!.paymentIntentId!)!;
    expect(pi).toMatchObject({
      amount: 3990 + 599,
      currency: 'brl',
      metadata: { order_id: order.id, customer_email: 'cartao@exemplo.com', customer_name: 'Maria Oliveira' },
    });
    expect(order.totalCents).toBe(pi.amount);
    expect(clientSecret).toBe(pi.client_secret);
    expect(pi.idempotency_key).toBe(`order-${order.id}`);
  });

  it('a refused PaymentIntent stops checkout and saves nothing', async () => {
    const before = (await t.db.select().from(orders)).length;
    fake.declineNext();
    const res = await placeCardOrder();
    expect(res.status).toBe(502);
    expect((await res.json()).error).toBe('Erro ao processar pagamento. Tente novamente.');
    expect((await t.db.select().from(orders)).length).toBe(before);
  });

  it('the payment page of an awaiting order gives its owner the client secret', async () => {
    const res = await placeCardOrder('pagina@exemplo.com');
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const { order } = await res.json();
    const page = await (await t.request(`/api/orders/${order.id}/payment`, { cookie })).json();
    expect(page).toMatchObject({
      status: 'awaiting_payment',
      totalCents: order.totalCents,
      publishableKey: 'pk_test_123',
    });
    expect(page.clientSecret).toMatch(/_secret_fake$/);
    const stranger = await t.signUp();
    expect((await t.request(`/api/orders/${order.id}/payment`, { cookie: stranger.cookie })).status).toBe(404);
  });

  it('pins the Stripe API version on every call, creating and retrieving', () => {
    expect(STRIPE_API_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}\.[a-z]+$/);
    expect(new Set(stripe.calls.map((c) => `${c.method} ${c.path.replace(/pi_\w+/, ':id')}`))).toEqual(
      new Set(['POST /v1/payment_intents', 'GET /v1/payment_intents/:id']),
    );
    expect(stripe.calls.map((c) => c.headers['stripe-version'])).toEqual(stripe.calls.map(() => STRIPE_API_VERSION));
  });
});

describe('Stripe webhook', () => {
  async function awaitingOrder() {
    const { order } = await (await placeCardOrder()).json();
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    return { id: order.id as string, pi: intents.get(row!.paymentIntentId!)! };
  }
  const statusOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;
  const paymentOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!.paymentStatus;

  it('a signed payment_intent.succeeded moves the order from awaiting_payment to pending and its payment to paid, once', async () => {
    const { id, pi } = await awaitingOrder();
    expect(await paymentOf(id)).toBe('awaiting');
    const res = await webhook(succeeded(pi));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, updated: true });
    expect(await statusOf(id)).toBe('pending');
    expect(await paymentOf(id)).toBe('paid');
    const history = await t.db.select().from(orderPaymentHistory).where(eq(orderPaymentHistory.orderId, id));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.source])).toEqual([['awaiting', 'paid', 'stripe']]);
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(events.map((e) => e.type)).toEqual(['order.created', 'order.paid']);
    // Stripe retries: nothing more happens
    expect(await (await webhook(succeeded(pi))).json()).toEqual({ received: true, updated: false });
    expect(await t.db.select().from(orderPaymentHistory).where(eq(orderPaymentHistory.orderId, id))).toHaveLength(1);
  });

  it('a bad signature changes nothing', async () => {
    const { id, pi } = await awaitingOrder();
    expect((await webhook(succeeded(pi), { secret: 'whsec_wrong' })).status).toBe(400);
    expect((await webhook(succeeded(pi), { signature: 't=1,v1=deadbeef' })).status).toBe(400);
    expect((await webhook(succeeded(pi), { signature: '' })).status).toBe(401);
    // an old signature (replay) is refused too
    expect((await webhook(succeeded(pi), { at: Math.floor(Date.now() / 1000) - 3600 })).status).toBe(400);
    expect(await statusOf(id)).toBe('awaiting_payment');
  });

  it('a payment for another amount or another event type changes nothing', async () => {
    const { id, pi } = await awaitingOrder();
    expect(await (await webhook(succeeded({ ...pi, amount: 1 }))).json()).toEqual({ received: true, updated: false });
    expect(await (await webhook({ ...succeeded(pi), type: 'payment_intent.payment_failed' })).json()).toEqual({
      received: true,
      updated: false,
    });
    expect(await statusOf(id)).toBe('awaiting_payment');
    expect(await paymentOf(id)).toBe('awaiting');
  });

  it("a whole refund made in Stripe's dashboard (charge.refunded) marks the payment refunded, once; a partial one changes nothing", async () => {
    const { id, pi } = await awaitingOrder();
    await webhook(succeeded(pi));
    const charge = (refunded: boolean) => ({
      id: 'evt_refund',
      type: 'charge.refunded',
      data: { object: { id: `ch_${pi.id}`, payment_intent: pi.id, amount: pi.amount, refunded } },
    });
    expect(await (await webhook(charge(false))).json()).toEqual({ received: true, updated: false });
    expect(await paymentOf(id)).toBe('paid');
    expect(await (await webhook(charge(true))).json()).toEqual({ received: true, updated: true });
    expect(await paymentOf(id)).toBe('refunded');
    const history = await t.db.select().from(orderPaymentHistory).where(eq(orderPaymentHistory.orderId, id));
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'paid',
      toStatus: 'refunded',
      source: 'stripe',
      reference: `ch_${pi.id}`,
    });
    expect(await (await webhook(charge(true))).json()).toEqual({ received: true, updated: false });
  });

  it('a refund made in Stripe after delivery takes back the cashback the order earned (docs/product.md#cashback)', async () => {
    const owner = (await t.signUp(undefined, { admin: true })).cookie;
    const terms = { enabled: true, percentBp: 1000, minOrderCents: 0, validDays: 90, maxUseCents: null };
    expect((await t.request('/api/admin/cashback', { method: 'PUT', cookie: owner, json: terms })).status).toBe(200);
    const { id, pi } = await awaitingOrder();
    await webhook(succeeded(pi));
    for (const status of ['processing', 'delivered'])
      await t.request(`/api/admin/orders/${id}/status`, { method: 'PUT', cookie: owner, json: { status } });
    const kinds = async () =>
      (await t.db.select().from(cashbackEntries).where(eq(cashbackEntries.orderId, id))).map((e) => e.kind).sort();
    expect(await kinds()).toEqual(['earn']);
    await webhook({
      id: `evt_${randomUUID()}`,
      type: 'charge.refunded',
      data: { object: { id: `ch_${pi.id}`, payment_intent: pi.id, amount: pi.amount, refunded: true } },
    });
    expect(await kinds()).toEqual(['earn', 'reverse']);
  });
});

describe('without the webhook secret', () => {
  it('hides card online: no payment could ever be confirmed', async () => {
    const half = await createTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PUBLISHABLE_KEY: 'pk_test_123' },
    });
    expect(await (await half.request('/api/payments/config')).json()).toEqual({
      stripeEnabled: false,
      publishableKey: null,
    });
    await half.close();
  });
});

describe('without Stripe keys', () => {
  it('hides card online and has no webhook', async () => {
    const plain = await createTestApp();
    expect(await (await plain.request('/api/payments/config')).json()).toEqual({
      stripeEnabled: false,
      publishableKey: null,
    });
    expect(
      (
        await plain.app.request('http://localhost:3000/api/payments/webhook', {
          method: 'POST',
          headers: { 'stripe-signature': 't=1,v1=00' },
          body: '{}',
        })
      ).status,
    ).toBe(404);
    await plain.close();
  });
});

describe('Content-Security-Policy', () => {
  it('allows js.stripe.com on the payment page only', async () => {
    const pay = (await t.request('/pay/abc')).headers.get('content-security-policy')!;
    expect(pay).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(pay).toMatch(/frame-src https:\/\/js\.stripe\.com/);
    const home = (await t.request('/')).headers.get('content-security-policy')!;
    expect(home).not.toContain('stripe');
    const checkout = (await t.request('/checkout')).headers.get('content-security-policy')!;
    expect(checkout).not.toContain('stripe');
  });
});
