import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { cashbackEntries } from '@server/db/schema';
import { CHECKOUT_FORM, demoMenu, type DemoProduct } from '@server/testing/checkout-fixtures';
import { createTestApp, type TestApp } from '@server/testing/harness';
import type { CashbackTerms } from '@shared/cashback';
import type { AdminCashback, CustomerCashback } from '@shared/contract/cashback';
import type { CustomerOrder, OrderQuote, PlaceOrderResult } from '@shared/contract/orders';
import { CASHBACK_RETURNED_STAYS_CANCELLED } from '../admin-orders/service';

// 'Cashback' (docs/product.md#cashback): the owner's terms, earning on delivered and paid orders
// only and once, taking back on cancelling, using the balance priced like the quote, the cap,
// expiry with the clock moved, and two orders racing for one balance.

const DAY_MS = 86_400_000;
let clock: Date | null = null;
let t: TestApp;
let owner: string;
let kibe: DemoProduct;

const TERMS: CashbackTerms = { enabled: true, percentBp: 1000, minOrderCents: 3000, validDays: 90, maxUseCents: 500 };

beforeAll(async () => {
  t = await createTestApp({ seed: true, now: () => clock ?? new Date() });
  kibe = (await demoMenu(t.db))['Kibe Frito (6 unidades)']!;
  owner = (await t.signUp(undefined, { admin: true })).cookie;
  const store = await t.request('/api/admin/store', {
    method: 'PUT',
    cookie: owner,
    json: { pickupEnabled: true, freeDeliveryThresholdCents: null, minOrderCents: 0 },
  });
  expect(store.status).toBe(200);
  await saveTerms(TERMS);
});
afterAll(() => t.close());

async function saveTerms(terms: CashbackTerms) {
  const res = await t.request('/api/admin/cashback', { method: 'PUT', cookie: owner, json: terms });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as AdminCashback;
}

const items = (quantity: number) => [
  { productId: kibe.id, variationIds: [kibe.options.Acompanhamento!.variations.Homus!.id], quantity },
];

async function quote(cookie: string | undefined, quantity: number, useCashback = false): Promise<OrderQuote> {
  const res = await t.request('/api/orders/quote', {
    method: 'POST',
    cookie,
    json: { items: items(quantity), fulfilment: 'pickup', useCashback },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as OrderQuote;
}

type Extra = { useCashback?: boolean; quotedTotalCents?: number; paymentMethod?: 'cash' | 'pix' };

function place(cookie: string, quantity: number, { paymentMethod = 'cash', ...extra }: Extra = {}) {
  return t.request('/api/orders', {
    method: 'POST',
    cookie,
    json: {
      form: { ...CHECKOUT_FORM, paymentMethod, fulfilment: 'pickup' },
      items: items(quantity),
      idempotencyKey: randomUUID(),
      ...extra,
    },
  });
}

async function placed(cookie: string, quantity: number, extra: Omit<Extra, 'quotedTotalCents'> = {}) {
  const q = await quote(cookie, quantity, extra.useCashback);
  const res = await place(cookie, quantity, { ...extra, quotedTotalCents: q.totalCents });
  expect(res.status, await res.clone().text()).toBe(201);
  return { quote: q, order: ((await res.json()) as PlaceOrderResult).order };
}

const setStatus = (id: string, status: string) =>
  t.request(`/api/admin/orders/${id}/status`, { method: 'PUT', cookie: owner, json: { status } });

async function deliver(id: string) {
  for (const status of ['processing', 'delivered']) expect((await setStatus(id, status)).status).toBe(200);
}

async function account(cookie: string): Promise<CustomerCashback> {
  const res = await t.request('/api/customer/cashback', { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as CustomerCashback;
}

/** For this test: an order may use the whole balance. */
async function uncapped() {
  await saveTerms({ ...TERMS, maxUseCents: null });
  onTestFinished(() => saveTerms(TERMS).then(() => undefined));
}

const kinds = async (orderId: string) =>
  (await t.db.select({ kind: cashbackEntries.kind }).from(cashbackEntries).where(eq(cashbackEntries.orderId, orderId)))
    .map((r) => r.kind)
    .sort();

describe('cashback', () => {
  it('earns once an order is delivered and paid, once however often it goes back and forth', async () => {
    const { cookie } = await t.signUp();
    const { order, quote: q } = await placed(cookie, 2);
    const base = order.subtotalCents;
    expect(q.cashback).toEqual({ balanceCents: 0, usableCents: 0, appliedCents: 0, earnCents: Math.round(base / 10) });
    await setStatus(order.id, 'processing');
    expect((await account(cookie)).balanceCents).toBe(0);
    await deliver(order.id);
    await setStatus(order.id, 'processing');
    await setStatus(order.id, 'delivered');
    expect(await kinds(order.id)).toEqual(['earn']);
    const mine = await account(cookie);
    expect(mine.balanceCents).toBe(Math.round(base / 10));
    expect(mine.nextExpiry?.amountCents).toBe(Math.round(base / 10));
    expect(mine.moves).toMatchObject([{ kind: 'earn', orderId: order.id, amountCents: Math.round(base / 10) }]);
  });

  it('earns when a PIX confirmed after delivery is paid, and once when two staff mark an order delivered at once', async () => {
    const { cookie } = await t.signUp();
    const pix = (await placed(cookie, 3, { paymentMethod: 'pix' })).order;
    await deliver(pix.id);
    expect(await kinds(pix.id)).toEqual([]);
    const confirm = await t.request(`/api/admin/orders/${pix.id}/payment/confirm`, { method: 'POST', cookie: owner });
    expect(confirm.status).toBe(200);
    expect(await kinds(pix.id)).toEqual(['earn']);

    const cash = (await placed(cookie, 3)).order;
    await setStatus(cash.id, 'processing');
    const both = await Promise.all([setStatus(cash.id, 'delivered'), setStatus(cash.id, 'delivered')]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(await kinds(cash.id)).toEqual(['earn']);
    expect((await account(cookie)).moves.filter((m) => m.kind === 'earn')).toHaveLength(2);
  });

  it('earns nothing below the minimum, for a guest, or with the program off', async () => {
    const { cookie } = await t.signUp();
    const small = (await placed(cookie, 1)).order;
    expect(small.subtotalCents).toBeLessThan(TERMS.minOrderCents);
    await deliver(small.id);
    expect(await kinds(small.id)).toEqual([]);

    const guest = await quote(undefined, 2);
    expect(guest.cashback).toMatchObject({
      balanceCents: 0,
      appliedCents: 0,
      earnCents: Math.round(guest.subtotalCents / 10),
    });

    await saveTerms({ ...TERMS, enabled: false });
    try {
      expect((await quote(cookie, 2)).cashback).toBeNull();
      const off = (await placed(cookie, 2)).order;
      await deliver(off.id);
      expect(await kinds(off.id)).toEqual([]);
    } finally {
      await saveTerms(TERMS);
    }
  });

  it('uses the balance up to the cap, priced by the quote to the cent, and gives it back when cancelled', async () => {
    const { cookie } = await t.signUp();
    for (let i = 0; i < 2; i++) await deliver((await placed(cookie, 4)).order.id);
    const balance = (await account(cookie)).balanceCents;
    expect(balance).toBeGreaterThan(TERMS.maxUseCents!);

    const { quote: q, order } = await placed(cookie, 2, { useCashback: true });
    expect(q.cashback).toMatchObject({ balanceCents: balance, usableCents: 500, appliedCents: 500 });
    expect(order.cashbackCents).toBe(500);
    expect(order.totalCents).toBe(q.totalCents);
    expect(order.totalCents).toBe(order.subtotalCents - 500);
    // it earns on what it paid, not on what the balance paid
    expect(q.cashback?.earnCents).toBe(Math.round((order.subtotalCents - 500) / 10));
    expect((await account(cookie)).balanceCents).toBe(balance - 500);

    const seen = await t.request(`/api/customer/orders/${order.id}`, { cookie });
    expect(((await seen.json()) as CustomerOrder).cashbackCents).toBe(500);

    await setStatus(order.id, 'cancelled');
    expect(await kinds(order.id)).toEqual(['return', 'spend']);
    expect((await account(cookie)).balanceCents).toBe(balance);
    // its balance went back: reopening it would spend it twice
    const reopen = await setStatus(order.id, 'pending');
    expect(reopen.status).toBe(409);
    expect(((await reopen.json()) as { error: string }).error).toBe(CASHBACK_RETURNED_STAYS_CANCELLED);
  });

  it('takes back what a delivered order earned when it is cancelled, and it never earns again', async () => {
    const { cookie } = await t.signUp();
    const { order } = await placed(cookie, 3);
    await deliver(order.id);
    expect((await account(cookie)).balanceCents).toBeGreaterThan(0);
    await setStatus(order.id, 'cancelled');
    await deliver(order.id);
    expect(await kinds(order.id)).toEqual(['earn', 'reverse']);
    const mine = await account(cookie);
    expect(mine.balanceCents).toBe(0);
    expect(mine.moves.map((m) => m.kind)).toEqual(['reverse', 'earn']);
  });

  it('counts a free-delivery coupon as no discount on the items', async () => {
    const { cookie } = await t.signUp();
    const coupon = await t.request('/api/admin/coupons', {
      method: 'POST',
      cookie: owner,
      json: { code: `FRETE${randomUUID().slice(0, 6)}`.toUpperCase(), kind: 'free_delivery' },
    });
    expect(coupon.status).toBe(201);
    const { code } = (await coupon.json()) as { code: string };
    const { name: _n, email: _e, phone: _p, paymentMethod: _m, change: _c, notes: _o, ...address } = CHECKOUT_FORM;
    const res = await t.request('/api/orders/quote', {
      method: 'POST',
      cookie,
      json: { items: items(2), fulfilment: 'delivery', address, couponCode: code },
    });
    const q = (await res.json()) as OrderQuote;
    expect(q.coupon?.applied).toBe(true);
    expect(q.discountCents).toBeGreaterThan(0);
    expect(q.cashback?.earnCents).toBe(Math.round(q.subtotalCents / 10));
  });

  it('refuses an order whose quoted balance is gone, and does not charge a total other than the quote', async () => {
    await uncapped();
    const { cookie } = await t.signUp();
    await deliver((await placed(cookie, 4)).order.id);
    const q = await quote(cookie, 2, true);
    expect(q.cashback?.appliedCents).toBeGreaterThan(0);
    // the balance is spent elsewhere in between
    await placed(cookie, 2, { useCashback: true });
    const res = await place(cookie, 2, { useCashback: true, quotedTotalCents: q.totalCents });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { code: string; quote: OrderQuote };
    expect(body.code).toBe('quote_changed');
    expect(body.quote.cashback?.balanceCents).toBe(0);
  });

  it('lets two orders at once spend one balance once', async () => {
    await uncapped();
    const { cookie, userId } = await t.signUp();
    await deliver((await placed(cookie, 4)).order.id);
    const q = await quote(cookie, 2, true);
    const both = await Promise.all(
      [0, 1].map(() => place(cookie, 2, { useCashback: true, quotedTotalCents: q.totalCents })),
    );
    const statuses = both.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409]);
    const spends = await t.db
      .select()
      .from(cashbackEntries)
      .where(sql`${cashbackEntries.userId} = ${userId} and ${cashbackEntries.kind} = 'spend'`);
    expect(spends).toHaveLength(1);
    expect((await account(cookie)).balanceCents).toBe(0);
  });

  it('lets credits expire on their date, and says so in the history', async () => {
    const { cookie } = await t.signUp();
    await deliver((await placed(cookie, 3)).order.id);
    const earned = (await account(cookie)).balanceCents;
    clock = new Date(Date.now() + 89 * DAY_MS);
    try {
      expect((await account(cookie)).balanceCents).toBe(earned);
      clock = new Date(Date.now() + 91 * DAY_MS);
      const later = await account(cookie);
      expect(later.balanceCents).toBe(0);
      expect(later.nextExpiry).toBeNull();
      expect(later.moves[0]).toMatchObject({ kind: 'expire', amountCents: earned });
      expect((await quote(cookie, 2, true)).cashback).toMatchObject({ balanceCents: 0, appliedCents: 0 });
    } finally {
      clock = null;
    }
  });

  it('gives the owner the terms and the figures, and refuses bad terms in pt-BR', async () => {
    const view = (await (await t.request('/api/admin/cashback', { cookie: owner })).json()) as AdminCashback;
    expect(view.terms).toEqual(TERMS);
    expect(view.earnedCents).toBeGreaterThan(0);
    expect(view.usedCents).toBeGreaterThan(0);
    expect(view.customersWithBalance).toBeGreaterThan(0);
    for (const [patch, message] of [
      [{ percentBp: 0 }, 'Percentual: de 0,01% a 100%'],
      [{ validDays: 0 }, 'Validade: de 1 a 730 dias'],
      [{ maxUseCents: 0 }, 'Uso máximo por pedido: a partir de R$ 0,01'],
    ] as const) {
      const res = await t.request('/api/admin/cashback', {
        method: 'PUT',
        cookie: owner,
        json: { ...TERMS, ...patch },
      });
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(message);
    }
    const customer = (await t.signUp()).cookie;
    expect((await t.request('/api/admin/cashback', { cookie: customer })).status).toBe(403);
    expect((await t.request('/api/customer/cashback')).status).toBe(401);
  });
});
