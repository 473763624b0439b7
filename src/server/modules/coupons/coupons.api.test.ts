import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orders } from '@server/db/schema';
import { CHECKOUT_FORM, demoMenu, type DemoProduct } from '@server/testing/checkout-fixtures';
import { orsHandler, startFake, type FakeService } from '@server/testing/fake-http';
import { createTestApp, type TestApp } from '@server/testing/harness';
import { adminOrderPageSchema, type AdminOrderDetail } from '@shared/contract/admin-orders';
import type { AdminCoupon, AdminCouponList, CouponDeleteResponse } from '@shared/contract/coupons';
import type { DashboardSummary } from '@shared/contract/dashboard';
import type { CustomerOrderPage, OrderQuote, PlaceOrderResult } from '@shared/contract/orders';

// 'Cupom de desconto' (docs/product.md#coupons): the admin's coupons, each refusal as a client
// sees it (quote and order), the per-customer limit, and the last use under concurrency.

let clock = new Date('2026-11-24T15:00:00Z');
let t: TestApp;
let ors: FakeService;
let admin: string;
let kibe: DemoProduct;

beforeAll(async () => {
  ors = await startFake(orsHandler({ 'Avenida Paulista': { lat: -23.5614, lng: -46.6559 } }));
  t = await createTestApp({
    seed: true,
    env: { ORS_API_KEY: 'ors-test-key', ORS_API_URL: ors.url },
    now: () => clock,
  });
  kibe = (await demoMenu(t.db))['Kibe Frito (6 unidades)']!;
  admin = (await t.signUp(undefined, { admin: true })).cookie;
  const res = await t.request('/api/admin/store', {
    method: 'PUT',
    cookie: admin,
    json: { pickupEnabled: true, freeDeliveryThresholdCents: null, minOrderCents: 0 },
  });
  expect(res.status, await res.clone().text()).toBe(200);
});
afterAll(async () => {
  await t.close();
  await ors.close();
});

const items = (quantity = 1) => [
  { productId: kibe.id, variationIds: [kibe.options.Acompanhamento!.variations.Homus!.id], quantity },
];
const { name: _n, email: _e, phone: _p, paymentMethod: _m, change: _c, notes: _o, ...ADDRESS } = CHECKOUT_FORM;
const guestEmail = () => `g${randomUUID().slice(0, 8)}@exemplo.com`;
/** A phone nobody else in this file orders with: customers are told apart by phone too. */
const guestPhone = () => `(11) 9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

type Opts = {
  cookie?: string;
  email?: string;
  phone?: string;
  quantity?: number;
  fulfilment?: 'delivery' | 'pickup';
  idempotencyKey?: string;
};

async function newCoupon(patch: Record<string, unknown>): Promise<AdminCoupon> {
  const res = await t.request('/api/admin/coupons', {
    method: 'POST',
    cookie: admin,
    json: { code: `C${randomUUID().slice(0, 8)}`, kind: 'percent', percentOff: 10, ...patch },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as AdminCoupon;
}

async function quote(couponCode: string | null, opts: Opts = {}): Promise<OrderQuote> {
  const res = await t.request('/api/orders/quote', {
    method: 'POST',
    cookie: opts.cookie,
    json: {
      items: items(opts.quantity),
      fulfilment: opts.fulfilment ?? 'delivery',
      address: opts.fulfilment === 'pickup' ? null : ADDRESS,
      couponCode,
    },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as OrderQuote;
}

const place = (couponCode: string | null, opts: Opts & { quotedTotalCents?: number } = {}) =>
  t.request('/api/orders', {
    method: 'POST',
    cookie: opts.cookie,
    json: {
      form: {
        ...CHECKOUT_FORM,
        email: opts.email ?? guestEmail(),
        phone: opts.phone ?? guestPhone(),
        paymentMethod: 'cash',
        fulfilment: opts.fulfilment,
      },
      items: items(opts.quantity),
      idempotencyKey: opts.idempotencyKey ?? randomUUID(),
      couponCode,
      ...(opts.quotedTotalCents !== undefined && { quotedTotalCents: opts.quotedTotalCents }),
    },
  });

const usedCount = async (id: string) =>
  (await t.db.select({ n: coupons.usedCount }).from(coupons).where(eq(coupons.id, id)))[0]!.n;
const ordersWith = async (id: string) => (await t.db.select().from(orders).where(eq(orders.couponId, id))).length;

/** Holds every insert of an order with a coupon for 100 ms, so simultaneous checkouts overlap. */
async function slowCouponInserts<T>(run: () => Promise<T>): Promise<T> {
  await t.db.execute(sql`create or replace function slow_coupon_order() returns trigger language plpgsql as $$
    begin if new.coupon_id is not null then perform pg_sleep(0.1); end if; return new; end $$`);
  await t.db.execute(
    sql`create trigger slow_coupon_order before insert on orders for each row execute function slow_coupon_order()`,
  );
  try {
    return await run();
  } finally {
    await t.db.execute(sql`drop trigger slow_coupon_order on orders`);
  }
}

describe('admin: Cupons', () => {
  it('creates a coupon with its code upper-cased, refuses a repeated code and bad values in pt-BR', async () => {
    const c = await newCoupon({ code: '  bemvindo10 ', kind: 'percent', percentOff: 10, maxUses: 10 });
    expect(c).toMatchObject({ code: 'BEMVINDO10', kind: 'percent', percentOff: 10, usedCount: 0, active: true });

    const again = await t.request('/api/admin/coupons', {
      method: 'POST',
      cookie: admin,
      json: { code: 'BemVindo10', kind: 'amount', amountOffCents: 500 },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: 'Já existe um cupom com este código.' });

    for (const [body, message] of [
      [{ code: 'X1', kind: 'percent', percentOff: 10 }, 'O código deve ter de 3 a 20 caracteres'],
      [{ code: 'COM ESPACO', kind: 'percent', percentOff: 10 }, 'Use só letras, números, - ou _ no código'],
      [{ code: 'PCT0', kind: 'percent', percentOff: 0 }, 'Percentual: de 1 a 100'],
      [{ code: 'PCT', kind: 'percent' }, 'Percentual: de 1 a 100'],
      [{ code: 'VALOR', kind: 'amount' }, 'Informe o valor do desconto'],
      [{ code: 'USOS', kind: 'free_delivery', maxUses: 0 }, 'Limite de usos: 1 ou mais (vazio: sem limite)'],
      [
        { code: 'DATAS', kind: 'free_delivery', startsAt: '2026-12-01T03:00:00Z', endsAt: '2026-11-01T03:00:00Z' },
        'O fim da validade deve ser depois do início',
      ],
    ] as const) {
      const res = await t.request('/api/admin/coupons', { method: 'POST', cookie: admin, json: body });
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(message);
    }
    const list = (await (await t.request('/api/admin/coupons', { cookie: admin })).json()) as AdminCouponList;
    expect(list.coupons.map((x) => x.code)).toContain('BEMVINDO10');
    expect(list.coupons.map((x) => x.code)).not.toContain('VALOR');
  });
});

describe('checkout: a coupon priced by the server', () => {
  it('a percentage takes off the items only; the order, its views and the total carry it', async () => {
    const c = await newCoupon({ code: 'DEZ', kind: 'percent', percentOff: 10 });
    const base = await quote(null, { quantity: 3 });
    expect(base.coupon).toBeNull();
    const q = await quote(' dez ', { quantity: 3 });
    const discount = Math.round(base.subtotalCents * 0.1);
    expect(q.coupon).toEqual({
      applied: true,
      code: 'DEZ',
      kind: 'percent',
      percentOff: 10,
      amountOffCents: null,
      discountCents: discount,
    });
    expect(q.discountCents).toBe(discount);
    expect(q.totalCents).toBe(base.subtotalCents + base.deliveryFeeCents! - discount);

    const customer = await t.signUp();
    const res = await place('dez', { cookie: customer.cookie, quantity: 3, quotedTotalCents: q.totalCents });
    expect(res.status, await res.clone().text()).toBe(201);
    const { order } = (await res.json()) as PlaceOrderResult;
    expect(order).toMatchObject({ couponCode: 'DEZ', discountCents: discount, totalCents: q.totalCents });
    expect(await usedCount(c.id)).toBe(1);

    const mine = (await (
      await t.request('/api/customer/orders', { cookie: customer.cookie })
    ).json()) as CustomerOrderPage;
    expect(mine.orders[0]).toMatchObject({ couponCode: 'DEZ', discountCents: discount });
    const detail = (await (
      await t.request(`/api/admin/orders/${order.id}`, { cookie: admin })
    ).json()) as AdminOrderDetail;
    expect(detail).toMatchObject({ couponCode: 'DEZ', discountCents: discount, totalCents: q.totalCents });
    // the admin list's row says which coupon lowered its total; a row without one says none
    const list = adminOrderPageSchema.parse(await (await t.request('/api/admin/orders', { cookie: admin })).json());
    expect(list.orders.find((o) => o.id === order.id)).toMatchObject({ couponCode: 'DEZ' });
    const plain = await place(null);
    expect(plain.status).toBe(201);
    const { order: without } = (await plain.json()) as PlaceOrderResult;
    const again = adminOrderPageSchema.parse(await (await t.request('/api/admin/orders', { cookie: admin })).json());
    expect(again.orders.find((o) => o.id === without.id)).toMatchObject({ couponCode: null });
  });

  it('a fixed amount never takes the total below the fee; free delivery takes the fee off and is refused for pickup', async () => {
    await newCoupon({ code: 'MIL', kind: 'amount', amountOffCents: 100_000 });
    const big = await quote('MIL');
    expect(big.discountCents).toBe(big.subtotalCents);
    expect(big.totalCents).toBe(big.deliveryFeeCents);
    const res = await place('MIL', { quotedTotalCents: big.totalCents });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(((await res.json()) as PlaceOrderResult).order.totalCents).toBe(big.deliveryFeeCents);

    await newCoupon({ code: 'FRETE', kind: 'free_delivery' });
    const free = await quote('FRETE');
    expect(free.deliveryFeeCents).toBeGreaterThan(0);
    expect(free.discountCents).toBe(free.deliveryFeeCents);
    expect(free.totalCents).toBe(free.subtotalCents);
    const placed = await place('FRETE', { quotedTotalCents: free.totalCents });
    expect(placed.status).toBe(201);

    const pickup = await quote('FRETE', { fulfilment: 'pickup' });
    expect(pickup.coupon).toMatchObject({ applied: false, reason: 'coupon_pickup' });
    expect(pickup.totalCents).toBe(pickup.subtotalCents);
  });

  it.each([
    ['an unknown code', {}, 'NAOEXISTE', 'Cupom não encontrado.', 422],
    ['an inactive coupon', { active: false }, null, 'Cupom inativo.', 422],
    ['a coupon not valid yet', { startsAt: '2026-12-01T03:00:00Z' }, null, 'Este cupom ainda não está valendo.', 422],
    ['an expired coupon', { endsAt: '2026-11-24T03:00:00Z' }, null, 'Este cupom expirou.', 422],
    ['a minimum subtotal', { minSubtotalCents: 5_000 }, null, 'Pedido mínimo para este cupom: R$ 50,00.', 422],
  ])('refuses %s in the quote and the order, writing nothing', async (_why, patch, typed, message, status) => {
    const c = await newCoupon(patch);
    const code = typed ?? c.code;
    const q = await quote(code);
    expect(q.coupon).toMatchObject({ applied: false, message });
    expect(q.discountCents).toBe(0);
    expect(q.totalCents).toBe(q.subtotalCents + q.deliveryFeeCents!);

    const before = (await t.db.select().from(orders)).length;
    const res = await place(code);
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ error: message });
    expect(await t.db.select().from(orders)).toHaveLength(before);
    expect(await usedCount(c.id)).toBe(0);
  });

  it('a too long code is no coupon, and an empty one is none', async () => {
    const res = await place('X'.repeat(41));
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('Cupom não encontrado.');
    const none = await place('   ');
    expect(none.status).toBe(201);
    expect(((await none.json()) as PlaceOrderResult).order).toMatchObject({ couponCode: null, discountCents: 0 });
  });

  it("'Cupom esgotado.' once its uses are taken, and the client's discount is never trusted", async () => {
    const c = await newCoupon({ maxUses: 1 });
    const q = await quote(c.code);
    // A total the client made up (its own discount) is refused with the server's quote.
    const lie = await place(c.code, { quotedTotalCents: q.totalCents - 500 });
    expect(lie.status).toBe(409);
    expect(await lie.json()).toMatchObject({ code: 'quote_changed', quote: { totalCents: q.totalCents } });
    expect((await place(c.code, { quotedTotalCents: q.totalCents })).status).toBe(201);
    expect(await quote(c.code)).toMatchObject({ coupon: { applied: false, message: 'Cupom esgotado.' } });
    const res = await place(c.code);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: 'Cupom esgotado.', code: 'coupon_exhausted' });
    expect(await usedCount(c.id)).toBe(1);
    expect(await ordersWith(c.id)).toBe(1);
  });

  it('first order only: refused once the account or the email has a (non-cancelled) order', async () => {
    const c = await newCoupon({ firstOrderOnly: true });
    const email = guestEmail();
    expect((await quote(c.code)).coupon).toMatchObject({ applied: true });
    expect((await place(null, { email })).status).toBe(201);
    const message = 'Cupom válido só para o primeiro pedido.';
    const res = await place(c.code, { email });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: message, code: 'coupon_first_order' });

    const customer = await t.signUp();
    expect((await place(c.code, { cookie: customer.cookie, email: customer.email })).status).toBe(201);
    // The session ties the customer: the quote says it before they confirm.
    expect((await quote(c.code, { cookie: customer.cookie })).coupon).toMatchObject({ applied: false, message });
    const second = await place(c.code, { cookie: customer.cookie, email: customer.email });
    expect(await second.json()).toMatchObject({ error: message });
  });

  it('the public quote tells nobody whether an email has ordered: per-customer rules wait for the order', async () => {
    const first = await newCoupon({ firstOrderOnly: true });
    const once = await newCoupon({ maxUsesPerCustomer: 1 });
    const known = guestEmail();
    expect((await place(once.code, { email: known })).status).toBe(201);
    const ask = (code: string, email: string) =>
      t.request('/api/orders/quote', {
        method: 'POST',
        json: { items: items(), fulfilment: 'pickup', couponCode: code, email },
      });
    for (const code of [first.code, once.code]) {
      const [a, b] = await Promise.all([ask(code, known), ask(code, guestEmail())]);
      expect(await a.json()).toEqual(await b.json());
    }
    const refused = await place(first.code, { email: known });
    expect(await refused.json()).toMatchObject({ code: 'coupon_first_order' });
  });
});

describe('one customer, however they write it', () => {
  it('one per customer is one per mailbox and per phone, not per spelling', async () => {
    const c = await newCoupon({ maxUsesPerCustomer: 1 });
    const mailbox = `promo${randomUUID().slice(0, 6)}`;
    const phone = guestPhone();
    expect((await place(c.code, { email: `${mailbox}@gmail.com`, phone })).status).toBe(201);
    const spellings = [
      `${mailbox}+1@gmail.com`,
      `${mailbox.slice(0, 1)}.${mailbox.slice(1)}@gmail.com`,
      `${mailbox}@googlemail.com`,
      `${mailbox.toUpperCase()}@GMAIL.COM`,
    ];
    for (const email of spellings) {
      const res = await place(c.code, { email });
      expect(res.status, email).toBe(422);
      expect(await res.json()).toMatchObject({ error: 'Você já usou este cupom.', code: 'coupon_used' });
    }
    // The same phone written another way, under a new email.
    const digits = phone.replace(/\D/g, '');
    const samePhone = await place(c.code, { email: guestEmail(), phone: `+55 ${digits}` });
    expect(samePhone.status).toBe(422);
    expect((await place(c.code)).status).toBe(201);
    expect(await usedCount(c.id)).toBe(2);
  });

  it('a coupon for customers with an account asks a guest to sign in', async () => {
    const c = await newCoupon({ maxUsesPerCustomer: 1, accountRequired: true });
    const message = 'Entre na sua conta para usar este cupom.';
    expect((await quote(c.code)).coupon).toMatchObject({ applied: false, reason: 'coupon_sign_in', message });
    const guest = await place(c.code);
    expect(guest.status).toBe(422);
    expect(await guest.json()).toMatchObject({ error: message, code: 'coupon_sign_in' });
    const customer = await t.signUp();
    expect((await quote(c.code, { cookie: customer.cookie })).coupon).toMatchObject({ applied: true });
    expect((await place(c.code, { cookie: customer.cookie })).status).toBe(201);
    expect(await usedCount(c.id)).toBe(1);
  });
});

describe('uses per customer and the last use', () => {
  it("'Você já usou este cupom.' per account and per guest email; a cancelled order gives its use back", async () => {
    const c = await newCoupon({ maxUsesPerCustomer: 1 });
    const customer = await t.signUp();
    const first = await place(c.code, { cookie: customer.cookie });
    expect(first.status).toBe(201);
    const message = 'Você já usou este cupom.';
    expect((await quote(c.code, { cookie: customer.cookie })).coupon).toMatchObject({ applied: false, message });
    const again = await place(c.code, { cookie: customer.cookie, email: guestEmail() });
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ error: message, code: 'coupon_used' });

    const email = guestEmail();
    expect((await place(c.code, { email })).status).toBe(201);
    expect(await (await place(c.code, { email: email.toUpperCase() })).json()).toMatchObject({ error: message });
    expect(await usedCount(c.id)).toBe(2);

    // Cancelling gives the use back, to the coupon and to the customer.
    const { order } = (await first.json()) as PlaceOrderResult;
    const cancel = await t.request(`/api/admin/orders/${order.id}/status`, {
      method: 'PUT',
      cookie: admin,
      json: { status: 'cancelled' },
    });
    expect(cancel.status).toBe(200);
    expect(await usedCount(c.id)).toBe(1);
    expect((await place(c.code, { cookie: customer.cookie })).status).toBe(201);
    expect(await usedCount(c.id)).toBe(2);
  });

  it('one customer sending 3 orders at once with a once-per-customer coupon gets it once', async () => {
    const c = await newCoupon({ maxUsesPerCustomer: 1 });
    const customer = await t.signUp();
    const results = await slowCouponInserts(() =>
      Promise.all([1, 2, 3].map(() => place(c.code, { cookie: customer.cookie }))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 422, 422]);
    expect(await usedCount(c.id)).toBe(1);
    expect(await ordersWith(c.id)).toBe(1);
  });

  it('5 simultaneous orders for the last use: exactly one gets it, 4 × 409 Cupom esgotado., nothing else written', async () => {
    const c = await newCoupon({ maxUses: 3 });
    for (let i = 0; i < 2; i++) expect((await place(c.code)).status).toBe(201);
    const customers = await Promise.all([1, 2, 3, 4, 5].map(() => t.signUp()));
    const before = (await t.db.select().from(orders)).length;
    const results = await slowCouponInserts(() =>
      Promise.all(customers.map((u) => place(c.code, { cookie: u.cookie }))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409))
      expect(await r.json()).toMatchObject({ error: 'Cupom esgotado.', code: 'coupon_exhausted' });
    expect(await t.db.select().from(orders)).toHaveLength(before + 1);
    expect(await usedCount(c.id)).toBe(3);
    expect(await ordersWith(c.id)).toBe(3);
  });
});

describe('admin: a used coupon is kept, the dashboard counts the discounts', () => {
  it('deleting a used coupon deactivates it; an unused one is deleted; orders keep their code', async () => {
    const used = await newCoupon({ kind: 'amount', amountOffCents: 300 });
    const res = await place(used.code);
    const { order } = (await res.json()) as PlaceOrderResult;
    const del = await t.request(`/api/admin/coupons/${used.id}`, { method: 'DELETE', cookie: admin });
    expect(del.status).toBe(200);
    expect((await del.json()) as CouponDeleteResponse).toMatchObject({ deleted: false, coupon: { active: false } });
    expect(await quote(used.code)).toMatchObject({ coupon: { applied: false, message: 'Cupom inativo.' } });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ couponCode: used.code, discountCents: 300 });

    const unused = await newCoupon({});
    const gone = await t.request(`/api/admin/coupons/${unused.id}`, { method: 'DELETE', cookie: admin });
    expect(await gone.json()).toEqual({ deleted: true, coupon: null });
    expect(await t.db.select().from(coupons).where(eq(coupons.id, unused.id))).toHaveLength(0);

    const on = await t.request(`/api/admin/coupons/${used.id}/active`, {
      method: 'PUT',
      cookie: admin,
      json: { active: true },
    });
    expect(((await on.json()) as AdminCoupon).active).toBe(true);
  });

  it("the dashboard's 'Descontos': orders with a coupon and the discount given, cancelled ones left out", async () => {
    const [expected] = await t.db
      .select({
        n: sql<number>`count(*)::int`,
        cents: sql<number>`coalesce(sum(${orders.discountCents}), 0)::int`,
      })
      .from(orders)
      .where(sql`${orders.couponCode} is not null and ${orders.status} not in ('cancelled', 'awaiting_payment')`);
    expect(expected!.n).toBeGreaterThan(5);
    // The database stamps orders with its own clock: 'today' is asked at that day, not the
    // fixed day the coupons' rules are tried at.
    clock = new Date();
    let summary: DashboardSummary;
    try {
      summary = (await (await t.request('/api/admin/dashboard', { cookie: admin })).json()) as DashboardSummary;
    } finally {
      clock = new Date('2026-11-24T15:00:00Z');
    }
    expect(summary.discounts).toEqual({
      todayOrders: expected!.n,
      todayCents: expected!.cents,
      monthOrders: expected!.n,
      monthCents: expected!.cents,
    });
  });
});

describe('the clock decides validity', () => {
  it('a coupon starts being valid at its start and stops at its end', async () => {
    const c = await newCoupon({ startsAt: '2026-11-25T03:00:00Z', endsAt: '2026-11-26T03:00:00Z' });
    try {
      clock = new Date('2026-11-25T02:59:00Z');
      expect((await quote(c.code)).coupon).toMatchObject({ reason: 'coupon_not_started' });
      clock = new Date('2026-11-25T03:00:00Z');
      expect((await quote(c.code)).coupon).toMatchObject({ applied: true });
      clock = new Date('2026-11-26T03:00:00Z');
      expect((await quote(c.code)).coupon).toMatchObject({ reason: 'coupon_expired' });
    } finally {
      clock = new Date('2026-11-24T15:00:00Z');
    }
  });
});

describe('who may manage coupons, and what never takes a use', () => {
  it('a customer gets 403 and an anonymous visitor 401 on every admin route; unknown ids 404 in pt-BR', async () => {
    const c = await newCoupon({});
    const customer = await t.signUp();
    const body = { code: 'INVASOR', kind: 'percent', percentOff: 50 };
    const routes: [string, string, unknown][] = [
      ['GET', '/api/admin/coupons', undefined],
      ['POST', '/api/admin/coupons', body],
      ['PUT', `/api/admin/coupons/${c.id}`, body],
      ['PUT', `/api/admin/coupons/${c.id}/active`, { active: false }],
      ['DELETE', `/api/admin/coupons/${c.id}`, undefined],
    ];
    for (const [method, path, json] of routes) {
      expect((await t.request(path, { method, cookie: customer.cookie, json })).status, `${method} ${path}`).toBe(403);
      expect((await t.request(path, { method, json })).status, `${method} ${path}`).toBe(401);
    }
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, c.id));
    expect(row).toMatchObject({ code: c.code, percentOff: 10, active: true });
    expect(await t.db.select().from(coupons).where(eq(coupons.code, 'INVASOR'))).toHaveLength(0);

    for (const [method, path, json] of [
      ['PUT', `/api/admin/coupons/${randomUUID()}`, body],
      ['PUT', `/api/admin/coupons/${randomUUID()}/active`, { active: true }],
      ['DELETE', `/api/admin/coupons/${randomUUID()}`, undefined],
      ['PUT', '/api/admin/coupons/nao-e-id', body],
    ] as const) {
      const res = await t.request(path, { method, cookie: admin, json });
      expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(JSON.stringify(await res.json())).toContain('Cupom não encontrado.');
    }
  });

  it('caps every size and refuses bad types in pt-BR; editing keeps the uses and refuses a taken code', async () => {
    for (const [body, message] of [
      [{ code: 'A'.repeat(21), kind: 'percent', percentOff: 10 }, 'O código deve ter de 3 a 20 caracteres'],
      [{ code: 'PCT101', kind: 'percent', percentOff: 101 }, 'Percentual: de 1 a 100'],
      [{ code: 'PCTX', kind: 'percent', percentOff: '10' }, 'Percentual: de 1 a 100'],
      [{ code: 'GRANDE', kind: 'amount', amountOffCents: 1_000_001 }, 'Valor muito alto'],
      [{ code: 'NEG', kind: 'amount', amountOffCents: -5 }, 'O desconto deve ser maior que zero'],
      [{ code: 'MINIMO', kind: 'free_delivery', minSubtotalCents: -1 }, 'Pedido mínimo não pode ser negativo'],
      [{ code: 'MUITOS', kind: 'free_delivery', maxUses: 1_000_001 }, 'Limite de usos: 1 ou mais (vazio: sem limite)'],
      [
        { code: 'POR', kind: 'free_delivery', maxUsesPerCustomer: 1.5 },
        'Usos por cliente: 1 ou mais (vazio: sem limite)',
      ],
      [{ code: 'DATA', kind: 'free_delivery', startsAt: 'amanhã' }, 'Data inválida'],
      [{ code: 'TIPO', kind: 'brinde' }, 'Escolha o tipo de desconto'],
    ] as const) {
      const res = await t.request('/api/admin/coupons', { method: 'POST', cookie: admin, json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(message);
    }
    const bad = await t.request('/api/admin/coupons', { method: 'POST', cookie: admin, body: '{"code":' });
    expect(bad.status).toBe(400);

    const a = await newCoupon({ code: 'EDITA', maxUses: 5 });
    expect((await place('EDITA')).status).toBe(201);
    const b = await newCoupon({ code: 'OUTRO' });
    const edited = await t.request(`/api/admin/coupons/${a.id}`, {
      method: 'PUT',
      cookie: admin,
      json: { code: 'edita', kind: 'amount', amountOffCents: 700, maxUses: 5 },
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      code: 'EDITA',
      kind: 'amount',
      amountOffCents: 700,
      percentOff: null,
      usedCount: 1,
    });
    const taken = await t.request(`/api/admin/coupons/${b.id}`, {
      method: 'PUT',
      cookie: admin,
      json: { code: 'Edita', kind: 'percent', percentOff: 5 },
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ error: 'Já existe um cupom com este código.' });
  });

  it('quoting takes no use; a retry of the same order (same key) takes no second one, even for the last use', async () => {
    const c = await newCoupon({ maxUses: 1 });
    for (let i = 0; i < 3; i++) expect((await quote(c.code)).coupon).toMatchObject({ applied: true });
    expect(await usedCount(c.id)).toBe(0);

    const customer = await t.signUp();
    const idempotencyKey = randomUUID();
    const first = await place(c.code, { cookie: customer.cookie, idempotencyKey });
    expect(first.status, await first.clone().text()).toBe(201);
    const again = await place(c.code, { cookie: customer.cookie, idempotencyKey });
    expect(again.status).toBeLessThan(300);
    const [a, b] = [(await first.json()) as PlaceOrderResult, (await again.json()) as PlaceOrderResult];
    expect(b.order.id).toBe(a.order.id);
    expect(await usedCount(c.id)).toBe(1);

    // A guest's same order sent three times at once, for a coupon's last use: one order, one use.
    const last = await newCoupon({ maxUses: 1 });
    const key = randomUUID();
    const email = guestEmail();
    const results = await slowCouponInserts(() =>
      Promise.all([1, 2, 3].map(() => place(last.code, { email, idempotencyKey: key }))),
    );
    for (const r of results) expect(r.status, await r.clone().text()).toBeLessThan(300);
    const ids = new Set(await Promise.all(results.map(async (r) => ((await r.json()) as PlaceOrderResult).order.id)));
    expect(ids.size).toBe(1);
    expect(await usedCount(last.id)).toBe(1);
    expect(await ordersWith(last.id)).toBe(1);
  });
});

// Last: it spends this address's allowance of wrong codes.
describe('guessing codes', () => {
  it('past 20 wrong codes in 10 minutes an address gets 429 in pt-BR, for a real code too', async () => {
    const real = await newCoupon({});
    const answers: number[] = [];
    for (let i = 0; i < 25 && !answers.includes(429); i++) {
      const res = await t.request('/api/orders/quote', {
        method: 'POST',
        json: { items: items(), fulfilment: 'pickup', couponCode: `CHUTE${i}` },
      });
      answers.push(res.status);
      if (res.status === 429)
        expect(await res.json()).toMatchObject({
          error: 'Muitas tentativas de cupom. Aguarde alguns minutos e tente novamente.',
        });
    }
    expect(answers.at(-1)).toBe(429);
    expect(answers.length).toBeLessThanOrEqual(21);
    // The limit is checked before the code is looked up: guessing learns nothing more.
    const realAsked = await t.request('/api/orders/quote', {
      method: 'POST',
      json: { items: items(), fulfilment: 'pickup', couponCode: real.code },
    });
    expect(realAsked.status).toBe(429);
    expect((await place(real.code)).status).toBe(429);
    expect((await quote(null)).coupon).toBeNull();
    const wrong = await place('CHUTE99');
    expect(wrong.status).toBe(429);
    expect(await t.db.select().from(orders).where(eq(orders.couponCode, 'CHUTE99'))).toHaveLength(0);
  });
});
