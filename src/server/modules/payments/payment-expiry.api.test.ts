import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orderEvents, orders, outgoingMail } from '@server/db/schema';
import { createLogger } from '@server/logger';
import { CHECKOUT_FORM, demoMenu } from '@server/testing/checkout-fixtures';
import { fakeStripe, startFake, type FakeService } from '@server/testing/fake-http';
import { cookieFrom, createTestApp, type TestApp } from '@server/testing/harness';
import { stripeSignature } from '@server/testing/stripe-signature';
import type { AdminOrderDetail } from '@shared/contract/admin-orders';
import type { CustomerOrderPage, PlaceOrderResult } from '@shared/contract/orders';
import { createPaymentExpiry } from './payment-expiry';
import { createStripeClient } from './stripe-client';

// Orders awaiting an online payment that never comes (docs/product.md#payments): after
// PAYMENT_EXPIRY_MINUTES the card's intent is cancelled at Stripe and the order cancelled as
// 'Pagamento não concluído', giving back its coupon use and its time slot.

const fake = fakeStripe({ secretKey: 'sk_test_exp' });
let stripe: FakeService;
let t: TestApp;
let admin: string;
let falafel: string;
/** The app's clock: Monday 2026-11-23, 19:00 in São Paulo, the store open 18:00–23:00. */
let clock = new Date('2026-11-23T22:00:00Z');
const minutes = (n: number) => (clock = new Date(clock.getTime() + n * 60_000));

beforeAll(async () => {
  stripe = await startFake(fake.handler);
  t = await createTestApp({
    seed: true,
    now: () => clock,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_exp',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_exp',
      STRIPE_WEBHOOK_SECRET: 'whsec_exp',
      STRIPE_API_URL: stripe.url,
    },
  });
  admin = (await t.signUp(undefined, { admin: true })).cookie;
  falafel = (await demoMenu(t.db))['Falafel no Prato']!.id;
  const hours = await t.request('/api/admin/store', {
    method: 'PUT',
    cookie: admin,
    json: {
      openingHours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '18:00', close: '23:00' })),
      specialDates: [],
      schedulingEnabled: true,
      slotMinutes: 30,
      scheduleDaysAhead: 2,
      slotMaxOrders: 1,
      slotMaxItems: null,
    },
  });
  expect(hours.status).toBe(200);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

async function createCoupon(code: string, maxUses: number) {
  const res = await t.request('/api/admin/coupons', {
    method: 'POST',
    cookie: admin,
    json: { code, kind: 'percent', percentOff: 10, maxUses },
  });
  expect(res.status).toBe(201);
}

const place = (opts: { payment?: 'stripe' | 'cash'; coupon?: string; scheduledFor?: string } = {}) =>
  t.request('/api/orders', {
    method: 'POST',
    json: {
      form: {
        ...CHECKOUT_FORM,
        email: `g${randomUUID().slice(0, 8)}@exemplo.com`,
        paymentMethod: opts.payment ?? 'stripe',
      },
      items: [{ productId: falafel, variationIds: [], quantity: 1 }],
      idempotencyKey: randomUUID(),
      ...(opts.coupon && { couponCode: opts.coupon }),
      ...(opts.scheduledFor && { scheduledFor: opts.scheduledFor }),
    },
  });

async function placed(res: Response) {
  expect(res.status, await res.clone().text()).toBe(201);
  return { ...((await res.json()) as PlaceOrderResult), cookie: cookieFrom(res) };
}

/** The emails queued about an order, by what they are. */
async function mailsAbout(id: string) {
  await t.app.orderMails.flush();
  const rows = await t.db
    .select()
    .from(outgoingMail)
    .where(like(outgoingMail.dedupeKey, `%:${id}`));
  return rows.map((m) => ({ key: m.dedupeKey.split(':')[0], text: m.text }));
}

function webhook(event: unknown) {
  const payload = JSON.stringify(event);
  return t.app.request('http://localhost:3000/api/payments/webhook', {
    method: 'POST',
    headers: {
      'stripe-signature': stripeSignature(payload, 'whsec_exp', Math.floor(clock.getTime() / 1000)),
      'content-type': 'application/json',
    },
    body: payload,
  });
}

const row = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const intentOf = async (id: string) => fake.intents.get((await row(id)).paymentIntentId!)!;

describe('orders awaiting an online payment', () => {
  it('hold a coupon use until they expire, then give it back; the customer sees why', async () => {
    await createCoupon('TRES', 3);
    const unpaid = [];
    for (let i = 0; i < 3; i++) unpaid.push(await placed(await place({ coupon: 'TRES' })));
    const fourth = await place({ payment: 'cash', coupon: 'TRES' });
    expect(fourth.status).toBe(409);
    expect((await fourth.json()).error).toBe('Cupom esgotado.');

    // Still within its time: nothing expires.
    minutes(29);
    expect(await t.app.paymentExpiry.runOnce()).toBe(0);
    minutes(2);
    expect(await t.app.paymentExpiry.runOnce()).toBe(3);

    for (const { order, cookie } of unpaid) {
      expect((await intentOf(order.id)).status).toBe('canceled');
      const r = await row(order.id);
      expect([r.status, r.cancelReason, r.paymentStatus]).toEqual(['cancelled', 'Pagamento não concluído', 'awaiting']);
      const mine = (await (await t.request('/api/customer/orders', { cookie })).json()) as CustomerOrderPage;
      expect(mine.orders[0]).toMatchObject({
        id: order.id,
        status: 'cancelled',
        cancelReason: 'Pagamento não concluído',
      });
    }
    const detail = (await (
      await t.request(`/api/admin/orders/${unpaid[0]!.order.id}`, { cookie: admin })
    ).json()) as AdminOrderDetail;
    expect(detail.cancelReason).toBe('Pagamento não concluído');
    expect(detail.history.at(-1)).toMatchObject({ fromStatus: 'awaiting_payment', toStatus: 'cancelled' });
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.code, 'TRES'));
    expect(coupon!.usedCount).toBe(0);
    expect((await place({ payment: 'cash', coupon: 'TRES' })).status).toBe(201);
  });

  it('mail nobody until paid: a new guest hears of the order, with the password link, once paid', async () => {
    const unpaid = await placed(await place());
    const paid = await placed(await place());
    expect(await mailsAbout(unpaid.order.id)).toEqual([]);
    expect(await mailsAbout(paid.order.id)).toEqual([]);

    expect((await webhook(fake.pay((await row(paid.order.id)).paymentIntentId!))).status).toBe(200);
    const [mail, ...more] = await mailsAbout(paid.order.id);
    expect(more).toEqual([]);
    expect(mail!.key).toBe('order.placed');
    expect(mail!.text).toMatch(/\/reset-password\?token=[\w-]+&welcome=1/);

    // The one nobody paid expires without a word.
    minutes(31);
    await t.app.paymentExpiry.runOnce();
    expect((await row(unpaid.order.id)).status).toBe('cancelled');
    expect(await mailsAbout(unpaid.order.id)).toEqual([]);
  });

  it('hold a scheduled slot until they expire', async () => {
    const slot = '2026-11-24T19:00:00-03:00';
    const unpaid = await placed(await place({ scheduledFor: slot }));
    const full = await place({ payment: 'cash', scheduledFor: slot });
    expect(full.status).toBe(409);
    minutes(31);
    expect(await t.app.paymentExpiry.runOnce()).toBe(1);
    expect((await row(unpaid.order.id)).status).toBe('cancelled');
    expect((await place({ payment: 'cash', scheduledFor: slot })).status).toBe(201);
  });

  it('paid at Stripe before the webhook arrived: the order goes to the kitchen instead', async () => {
    const { order } = await placed(await place());
    fake.pay((await row(order.id)).paymentIntentId!);
    minutes(31);
    expect(await t.app.paymentExpiry.runOnce()).toBe(0);
    const r = await row(order.id);
    expect([r.status, r.paymentStatus, r.cancelReason]).toEqual(['pending', 'paid', null]);
  });

  it('Stripe unreachable: the order waits for the next round, then expires', async () => {
    const { order } = await placed(await place());
    minutes(31);
    const down = createStripeClient({ apiUrl: 'http://127.0.0.1:9', secretKey: 'sk_test_exp', timeoutMs: 500 });
    const expiry = createPaymentExpiry({
      db: t.db,
      stripe: down,
      pix: null,
      logger: createLogger('silent', false),
      now: () => clock,
      intervalMs: 60_000,
    });
    expect(await expiry.runOnce()).toBe(0);
    expect((await row(order.id)).status).toBe('awaiting_payment');
    // The order was taken for two minutes; then any instance expires it.
    minutes(3);
    expect(await t.app.paymentExpiry.runOnce()).toBe(1);
    expect((await intentOf(order.id)).status).toBe('canceled');
  });

  it('several instances expire each order once', async () => {
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push((await placed(await place())).order.id);
    minutes(31);
    const instance = () =>
      createPaymentExpiry({
        db: t.db,
        stripe: createStripeClient({ apiUrl: stripe.url, secretKey: 'sk_test_exp' }),
        pix: null,
        logger: createLogger('silent', false),
        now: () => clock,
        intervalMs: 60_000,
      });
    const counts = await Promise.all([instance().runOnce(), instance().runOnce(), t.app.paymentExpiry.runOnce()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(6);
    for (const id of ids) {
      const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
      expect(events.filter((e) => e.type === 'order.status_changed')).toHaveLength(1);
      const cancel = `/v1/payment_intents/${(await row(id)).paymentIntentId}/cancel`;
      expect(stripe.calls.filter((c) => c.path === cancel)).toHaveLength(1);
    }
  });
});
