import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orderPaymentHistory, orders } from '@server/db/schema';
import { CHECKOUT_FORM, demoMenu } from '@server/testing/checkout-fixtures';
import { fakeStripe, startFake, type FakeService } from '@server/testing/fake-http';
import { createTestApp, type TestApp } from '@server/testing/harness';
import { stripeSignature } from '@server/testing/stripe-signature';
import { insertOrder } from '@server/testing/test-orders';
import { adminOrderDetailSchema, type AdminOrderDetail } from '@shared/contract/admin-orders';
import { REFUNDED_STAYS_CANCELLED } from '@shared/refund';
import { ALREADY_REFUNDED, REFUND_FAILED, REFUND_UNAVAILABLE } from './refund';

// 'Estornar pagamento': a cancelled card-online order's money back through Stripe
// (docs/product.md#payment-status), against a local fake of Stripe.

const SECRET = 'whsec_refund_test';
const fake = fakeStripe({ secretKey: 'sk_test_refund' });
let stripe: FakeService;
let t: TestApp;
let admin: { cookie: string; userId: string };
let falafel: string;

beforeAll(async () => {
  stripe = await startFake(fake.handler);
  t = await createTestApp({
    seed: true,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_refund',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_refund',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_URL: stripe.url,
    },
  });
  admin = await t.signUp('ana@exemplo.com', { admin: true, name: 'Ana' });
  falafel = (await demoMenu(t.db))['Falafel no Prato']!.id;
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

/** A card-online order the customer paid: placed through checkout, paid at the fake Stripe, told by its webhook. */
async function paidCardOrder() {
  const placed = await t.request('/api/orders', {
    method: 'POST',
    json: {
      form: { ...CHECKOUT_FORM, email: `cartao${randomUUID().slice(0, 6)}@exemplo.com`, paymentMethod: 'stripe' },
      items: [{ productId: falafel, variationIds: [], quantity: 1 }],
      idempotencyKey: randomUUID(),
    },
  });
  const { order } = (await placed.json()) as { order: { id: string; totalCents: number } };
  const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
  const payload = JSON.stringify(fake.pay(row!.paymentIntentId!));
  const hook = await t.app.request('http://localhost:3000/api/payments/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload, SECRET) },
    body: payload,
  });
  expect(await hook.json()).toMatchObject({ updated: true });
  return { id: order.id, totalCents: order.totalCents, intentId: row!.paymentIntentId! };
}

const setStatus = (id: string, status: string) =>
  t.request(`/api/admin/orders/${id}/status`, { method: 'PUT', cookie: admin.cookie, json: { status } });
const refund = (id: string, opts: { cookie?: string; json?: unknown } = {}) =>
  t.request(`/api/admin/orders/${id}/payment/refund`, {
    method: 'POST',
    cookie: 'cookie' in opts ? opts.cookie : admin.cookie,
    json: opts.json,
  });
const detail = async (id: string) =>
  (await (await t.request(`/api/admin/orders/${id}`, { cookie: admin.cookie })).json()) as AdminOrderDetail;
const refundCalls = () => stripe.calls.filter((c) => c.path === '/v1/refunds').length;

/** A refused refund left the order, its history and Stripe as they were. */
async function unchanged(id: string, before: AdminOrderDetail, stripeCalls = 0) {
  expect(await detail(id)).toEqual(before);
  expect([...fake.refunds.values()].filter((r) => r.metadata.order_id === id)).toHaveLength(0);
  expect(refundCalls()).toBe(stripeCalls);
}

describe('refunding a card-online payment', () => {
  it("gives a cancelled order's whole payment back once: Stripe refunds it, the details say Estornado by whom", async () => {
    const order = await paidCardOrder();
    expect((await setStatus(order.id, 'cancelled')).status).toBe(200);
    const calls = refundCalls();

    const res = await refund(order.id, { json: { reason: '  Cliente desistiu  ' } });
    expect(res.status).toBe(200);
    const body = adminOrderDetailSchema.parse(await res.json());
    expect(body).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(body.paymentHistory).toMatchObject([
      { fromStatus: 'awaiting', toStatus: 'paid', source: 'stripe', changedByName: null },
      { fromStatus: 'paid', toStatus: 'refunded', source: 'stripe', changedByName: 'Ana' },
    ]);
    // at Stripe: the whole amount of the order's intent, keyed by the order, with the note
    expect(refundCalls()).toBe(calls + 1);
    const call = stripe.calls.findLast((c) => c.path === '/v1/refunds')!;
    expect(call.headers['idempotency-key']).toBe(`refund-${order.id}`);
    const [atStripe] = [...fake.refunds.values()].filter((r) => r.payment_intent === order.intentId);
    expect(atStripe).toMatchObject({
      amount: order.totalCents,
      status: 'succeeded',
      metadata: { order_id: order.id, reason: 'Cliente desistiu' },
    });
    // the history line names the refund, for finding it in Stripe's dashboard
    const lines = await t.db.select().from(orderPaymentHistory).where(eq(orderPaymentHistory.orderId, order.id));
    expect(lines.at(-1)).toMatchObject({ toStatus: 'refunded', reference: atStripe!.id, changedBy: admin.userId });
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.at(-1)!.type).toBe('order.refunded');

    // again (a second click, another admin): refused, and Stripe is not asked again
    const again = await refund(order.id);
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe(ALREADY_REFUNDED);
    expect(refundCalls()).toBe(calls + 1);
    expect((await detail(order.id)).paymentHistory).toHaveLength(2);
  });

  it('two admins at once refund at Stripe once and record it once', async () => {
    const order = await paidCardOrder();
    await setStatus(order.id, 'cancelled');
    const answers = await Promise.all([refund(order.id), refund(order.id)]);
    for (const a of answers) expect([200, 409]).toContain(a.status);
    expect(answers.some((a) => a.status === 200)).toBe(true);
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === order.intentId)).toHaveLength(1);
    const after = await detail(order.id);
    expect(after.paymentStatus).toBe('refunded');
    expect(after.paymentHistory.filter((h) => h.toStatus === 'refunded')).toHaveLength(1);
  });

  it('a pending refund at Stripe counts as done', async () => {
    const order = await paidCardOrder();
    await setStatus(order.id, 'cancelled');
    fake.nextRefundStatus('pending');
    const res = await refund(order.id);
    expect(res.status).toBe(200);
    expect((await res.json()).paymentStatus).toBe('refunded');
  });

  it('is refused for an order not cancelled, and a refunded order stays cancelled', async () => {
    const order = await paidCardOrder();
    const before = await detail(order.id);
    const calls = refundCalls();
    const res = await refund(order.id);
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe('Cancele o pedido antes de estornar o pagamento.');
    await unchanged(order.id, before, calls);

    await setStatus(order.id, 'cancelled');
    expect((await refund(order.id)).status).toBe(200);
    const reopen = await setStatus(order.id, 'pending');
    expect(reopen.status).toBe(409);
    expect((await reopen.json()).error).toBe(REFUNDED_STAYS_CANCELLED);
    expect((await detail(order.id)).status).toBe('cancelled');
  });

  it('is refused for a cash order and for a card order not paid', async () => {
    const calls = refundCalls();
    const cash = await insertOrder(t.db, { paymentMethod: 'cash', status: 'cancelled', paymentStatus: 'paid' });
    const cashBefore = await detail(cash.id);
    const res = await refund(cash.id);
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe('Só pagamentos com cartão online são estornados por aqui.');
    await unchanged(cash.id, cashBefore, calls);

    const unpaid = await insertOrder(t.db, { paymentMethod: 'stripe', status: 'cancelled' });
    const unpaidBefore = await detail(unpaid.id);
    const res2 = await refund(unpaid.id);
    expect(res2.status).toBe(409);
    expect((await res2.json()).error).toBe('Este pedido não tem pagamento confirmado para estornar.');
    await unchanged(unpaid.id, unpaidBefore, calls);
  });

  it('Stripe refusing, down or failing the refund changes nothing; a later try works', async () => {
    const order = await paidCardOrder();
    await setStatus(order.id, 'cancelled');
    const before = await detail(order.id);

    fake.refuseNextRefund();
    const down = await refund(order.id);
    expect(down.status).toBe(502);
    expect((await down.json()).error).toBe(REFUND_UNAVAILABLE);
    expect(await detail(order.id)).toEqual(before);

    fake.nextRefundStatus('failed');
    const failed = await refund(order.id, { json: { reason: 'outra tentativa' } });
    expect(failed.status).toBe(502);
    expect((await failed.json()).error).toBe(REFUND_FAILED);
    expect(await detail(order.id)).toEqual(before);
  });

  it('answers 502 when Stripe cannot be reached, and the order keeps its payment', async () => {
    const offline = await startFake(fake.handler);
    await offline.close();
    const cut = await createTestApp({
      seed: true,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_refund',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_refund',
        STRIPE_WEBHOOK_SECRET: SECRET,
        STRIPE_API_URL: offline.url,
      },
    });
    try {
      const boss = await cut.signUp('chefe@exemplo.com', { admin: true });
      const order = await insertOrder(cut.db, { paymentMethod: 'stripe', status: 'cancelled', paymentStatus: 'paid' });
      await cut.db.update(orders).set({ paymentIntentId: 'pi_somewhere' }).where(eq(orders.id, order.id));
      const res = await cut.request(`/api/admin/orders/${order.id}/payment/refund`, {
        method: 'POST',
        cookie: boss.cookie,
      });
      expect(res.status).toBe(502);
      expect((await res.json()).error).toBe(REFUND_UNAVAILABLE);
      const [row] = await cut.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row!.paymentStatus).toBe('paid');
      expect(await cut.db.select().from(orderPaymentHistory).where(eq(orderPaymentHistory.orderId, order.id))).toEqual(
        [],
      );
    } finally {
      await cut.close();
    }
  });

  it('only admins refund: a customer gets 403, nobody signed in 401; a long note is refused', async () => {
    const order = await paidCardOrder();
    await setStatus(order.id, 'cancelled');
    const before = await detail(order.id);
    const calls = refundCalls();
    const customer = await t.signUp();
    expect((await refund(order.id, { cookie: customer.cookie })).status).toBe(403);
    expect((await refund(order.id, { cookie: undefined })).status).toBe(401);
    const long = await refund(order.id, { json: { reason: 'x'.repeat(201) } });
    expect(long.status).toBe(400);
    expect((await long.json()).error).toBe('Motivo muito longo (máximo 200 caracteres)');
    expect((await refund(randomUUID())).status).toBe(404);
    await unchanged(order.id, before, calls);
  });

  it("the dashboard's revenue drops a refunded order", async () => {
    const revenue = async () =>
      (
        (await (await t.request('/api/admin/dashboard', { cookie: admin.cookie })).json()) as {
          revenueTodayCents: number;
        }
      ).revenueTodayCents;
    const start = await revenue();
    const order = await paidCardOrder();
    expect(await revenue()).toBe(start + order.totalCents);
    await setStatus(order.id, 'cancelled');
    expect((await refund(order.id)).status).toBe(200);
    expect(await revenue()).toBe(start);
    // money refunded whatever the order's status (say, by hand at Stripe) is not revenue either
    await insertOrder(t.db, { paymentMethod: 'stripe', status: 'delivered', paymentStatus: 'refunded' });
    expect(await revenue()).toBe(start);
  });
});

describe('a cancelled card-online order without its money stays out of the kitchen', () => {
  it('cannot be reopened while unpaid', async () => {
    const order = await insertOrder(t.db, { paymentMethod: 'stripe', status: 'awaiting_payment' });
    expect((await setStatus(order.id, 'cancelled')).status).toBe(200);
    for (const to of ['pending', 'processing', 'awaiting_payment']) {
      const res = await setStatus(order.id, to);
      expect(res.status, to).toBe(409);
      expect((await res.json()).error).toBe(
        'Pagamento online ainda não confirmado. O pedido só vai para a cozinha depois do pagamento.',
      );
    }
    expect((await detail(order.id)).status).toBe('cancelled');
  });

  it('a paid one can be reopened', async () => {
    const order = await paidCardOrder();
    await setStatus(order.id, 'cancelled');
    expect((await (await setStatus(order.id, 'pending')).json()).status).toBe('pending');
  });
});
