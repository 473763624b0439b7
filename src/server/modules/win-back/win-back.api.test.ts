import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, outgoingMail, winBackMessages, winBackSettings } from '@server/db/schema';
import { CHECKOUT_FORM, demoMenu, type DemoProduct } from '@server/testing/checkout-fixtures';
import { createTestApp, secondInstance, type TestApp } from '@server/testing/harness';
import { insertOrder } from '@server/testing/test-orders';
import type { AdminCouponList } from '@shared/contract/coupons';
import type { DashboardSummary } from '@shared/contract/dashboard';
import type { OrderQuote } from '@shared/contract/orders';
import { adminWinBackSchema, type AdminWinBack } from '@shared/contract/win-back';
import type { WinBackTerms } from '@shared/win-back';
import { stopToken } from './stop-token';

// 'Sentimos sua falta' (docs/product.md#sentimos-sua-falta): who is written to, once a month at
// most even with two scans at once, the personal coupon (its customer only, once, until its
// date), the email's way out, the owner's terms and roles, and who came back.

const DAY_MS = 86_400_000;
let clock: Date | null = null;
let t: TestApp;
let owner: string;
let kibe: DemoProduct;

const TERMS: WinBackTerms = {
  enabled: true,
  idleDays: 45,
  couponKind: 'percent',
  percentOff: 10,
  amountOffCents: null,
  minSubtotalCents: 0,
  validDays: 10,
};

const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS);
const later = (days: number) => {
  clock = new Date(Date.now() + days * DAY_MS);
};

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
});
afterAll(() => t.close());

async function save(terms: unknown, cookie = owner) {
  return t.request('/api/admin/win-back', { method: 'PUT', cookie, json: terms });
}

/** A customer with an account and these orders (days ago; 'c' marks a cancelled one). */
async function customer(orders: (number | `${number}c`)[]) {
  const email = `w${randomUUID().slice(0, 8)}@exemplo.com`;
  const c = await t.signUp(email, { name: 'Rita Volta' });
  for (const o of orders) {
    const cancelled = typeof o === 'string';
    await insertOrder(t.db, {
      userId: c.userId,
      customerEmail: email,
      status: cancelled ? 'cancelled' : 'delivered',
      createdAt: daysAgo(Number(String(o).replace('c', ''))),
    });
  }
  return c;
}

const messagesTo = (userId: string) => t.db.select().from(winBackMessages).where(eq(winBackMessages.userId, userId));
const mailsTo = (email: string) => t.db.select().from(outgoingMail).where(eq(outgoingMail.to, email));

const items = [{ productId: '', variationIds: [] as string[], quantity: 2 }];
const lines = () => [
  { ...items[0]!, productId: kibe.id, variationIds: [kibe.options.Acompanhamento!.variations.Homus!.id] },
];

async function quote(cookie: string | undefined, couponCode: string): Promise<OrderQuote> {
  const res = await t.request('/api/orders/quote', {
    method: 'POST',
    cookie,
    json: { items: lines(), fulfilment: 'pickup', couponCode },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as OrderQuote;
}

async function place(cookie: string, couponCode: string) {
  const q = await quote(cookie, couponCode);
  return t.request('/api/orders', {
    method: 'POST',
    cookie,
    json: {
      form: { ...CHECKOUT_FORM, paymentMethod: 'cash', fulfilment: 'pickup' },
      items: lines(),
      couponCode,
      idempotencyKey: randomUUID(),
      quotedTotalCents: q.totalCents,
    },
  });
}

/** A period around the tests' days (the clock moves up to 60 days on). */
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const AROUND = `from=${day(-100)}&to=${day(200)}`;

async function page(): Promise<AdminWinBack> {
  const res = await t.request(`/api/admin/win-back?${AROUND}`, { cookie: owner });
  expect(res.status, await res.clone().text()).toBe(200);
  return adminWinBackSchema.parse(await res.json());
}

describe('Sentimos sua falta', () => {
  it('refuses bad terms with a pt-BR message and changes nothing; only owner and manager may see or save them', async () => {
    expect((await page()).terms.enabled).toBe(false);
    const bad: [Partial<WinBackTerms>, string][] = [
      [{ idleDays: 3 }, 'Dias sem pedir: de 14 a 365'],
      [{ validDays: 31 }, 'Validade do cupom: de 1 a 30 dias'],
      [{ percentOff: null }, 'Percentual: de 1 a 100'],
      [{ percentOff: 101 }, 'Percentual: de 1 a 100'],
      [{ couponKind: 'amount', amountOffCents: null }, 'Valor do desconto: de R$ 0,01 a R$ 10.000,00'],
      [{ minSubtotalCents: -1 }, 'Pedido mínimo inválido'],
    ];
    for (const [change, message] of bad) {
      const res = await save({ ...TERMS, ...change });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(message);
    }
    expect(await t.db.select().from(winBackSettings)).toEqual([]);

    const attendant = (await t.signUp(undefined, { role: 'attendant' })).cookie;
    const refused = await save(TERMS, attendant);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe(
      'Acesso negado: o perfil Atendente não permite esta ação.',
    );
    expect((await t.request('/api/admin/win-back?from=2026-01-01&to=2026-01-31', { cookie: attendant })).status).toBe(
      403,
    );
    const someone = (await t.signUp()).cookie;
    expect((await save(TERMS, someone)).status).toBe(403);
    expect((await t.request('/api/admin/win-back', { method: 'PUT', json: TERMS })).status).toBe(401);

    const manager = (await t.signUp(undefined, { role: 'manager' })).cookie;
    const saved = await save({ ...TERMS, couponKind: 'free_delivery', percentOff: 10 }, manager);
    expect(saved.status).toBe(200);
    // only the value of the kind chosen is kept
    expect(await saved.json()).toMatchObject({ couponKind: 'free_delivery', percentOff: null, amountOffCents: null });
    expect((await save(TERMS)).status).toBe(200);
  });

  it('writes to customers with two orders or more, the last older than the days set; cancelled ones do not count', async () => {
    const due = await customer([90, 60]);
    const recent = await customer([90, 10]);
    const cancelledCounts = await customer([90, '60c']);
    const recentCancelled = await customer([90, 60, '2c']);
    const once = await customer([90]);
    await insertOrder(t.db, { createdAt: daysAgo(80) }); // a guest's: no account to write to
    expect((await page()).dueNow).toBeGreaterThanOrEqual(2);

    expect(await t.app.winBack.runOnce()).toBeGreaterThanOrEqual(2);
    for (const c of [due, recentCancelled]) expect(await messagesTo(c.userId)).toHaveLength(1);
    for (const c of [recent, cancelledCounts, once]) expect(await messagesTo(c.userId)).toHaveLength(0);

    // The email: the greeting, the coupon's code and date, the way out.
    const [message] = await messagesTo(due.userId);
    expect(message!.code).toMatch(/^VOLTA-[A-HJ-NP-Z2-9]{4}$/);
    const [mail] = await mailsTo(due.email);
    expect(mail!.subject).toBe('Sentimos sua falta — Casa da Esfiha');
    expect(mail!.text).toContain(`Use o código ${message!.code} ao finalizar o pedido até`);
    expect(mail!.text).toContain('10% de desconto');
    expect(mail!.text).toContain(
      `/parar-mensagens?cliente=${due.userId}&token=${stopToken(t.config.AUTH_SECRET!, due.userId)}`,
    );
    // Not among the owner's coupons.
    const listed = (await (await t.request('/api/admin/coupons', { cookie: owner })).json()) as AdminCouponList;
    expect(listed.coupons.some((c) => c.code.startsWith('VOLTA-'))).toBe(false);
  });

  it('writes at most once in 30 days, and again after', async () => {
    const c = await customer([120, 100]);
    await t.app.winBack.runOnce();
    expect(await messagesTo(c.userId)).toHaveLength(1);
    await t.app.winBack.runOnce();
    later(29);
    await t.app.winBack.runOnce();
    expect(await messagesTo(c.userId)).toHaveLength(1);
    later(31);
    await t.app.winBack.runOnce();
    expect(await messagesTo(c.userId)).toHaveLength(2);
    expect(await mailsTo(c.email)).toHaveLength(2);
    clock = null;
  });

  it('sends once when two scans run at once', async () => {
    const many = await Promise.all(Array.from({ length: 6 }, () => customer([200, 150])));
    await Promise.all([t.app.winBack.runOnce(), t.app.winBack.runOnce(), t.app.winBack.runOnce()]);
    for (const c of many) {
      expect(await messagesTo(c.userId)).toHaveLength(1);
      expect(await mailsTo(c.email)).toHaveLength(1);
    }
  });

  it('makes a coupon only its customer may use, once, until its date', async () => {
    const c = await customer([70, 50]);
    await t.app.winBack.runOnce();
    const { code } = (await messagesTo(c.userId))[0]!;
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.code, code));
    expect(coupon).toMatchObject({ maxUses: 1, customerUserId: c.userId, accountRequired: true, percentOff: 10 });

    // A guest is asked to sign in; another customer is refused.
    expect((await quote(undefined, code)).coupon).toMatchObject({ applied: false, reason: 'coupon_sign_in' });
    const other = (await t.signUp()).cookie;
    expect((await quote(other, code)).coupon).toEqual({
      applied: false,
      code,
      reason: 'coupon_personal',
      message: 'Este cupom é pessoal: vale só na conta de quem o recebeu.',
    });
    const stolen = await place(other, code);
    expect(stolen.status).toBe(422);
    expect(((await stolen.json()) as { error: string }).error).toBe(
      'Este cupom é pessoal: vale só na conta de quem o recebeu.',
    );

    // Its customer: applied, then used up.
    const q = await quote(c.cookie, code);
    expect(q.coupon).toMatchObject({ applied: true, discountCents: Math.round(q.subtotalCents / 10) });
    expect((await place(c.cookie, code)).status).toBe(201);
    const again = await place(c.cookie, code);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toBe('Cupom esgotado.');

    // Another's coupon, after its date.
    const d = await customer([70, 50]);
    await t.app.winBack.runOnce();
    const { code: code2 } = (await messagesTo(d.userId))[0]!;
    later(TERMS.validDays + 1);
    expect((await quote(d.cookie, code2)).coupon).toMatchObject({ applied: false, reason: 'coupon_expired' });
    clock = null;
  });

  it("stops for good with the email's link; a wrong link changes nothing", async () => {
    const c = await customer([300, 250]);
    const bad = await t.request('/api/win-back/stop', {
      method: 'POST',
      json: { customer: c.userId, token: stopToken('another-secret-another-secret-123', c.userId) },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe('Link inválido. Use o link do email mais recente.');
    const tooLong = await t.request('/api/win-back/stop', {
      method: 'POST',
      json: { customer: 'x'.repeat(500), token: 'y' },
    });
    expect(tooLong.status).toBe(400);

    const stop = { customer: c.userId, token: stopToken(t.config.AUTH_SECRET!, c.userId) };
    // No session needed; twice is fine.
    for (let i = 0; i < 2; i++)
      expect((await t.request('/api/win-back/stop', { method: 'POST', json: stop })).status).toBe(200);
    await t.app.winBack.runOnce();
    later(60);
    await t.app.winBack.runOnce();
    expect(await messagesTo(c.userId)).toHaveLength(0);
    clock = null;
  });

  it('counts who came back before the coupon ended, with it or not, and their orders; the dashboard too', async () => {
    // A fresh store, so the figures are this test's alone.
    const own = await createTestApp({ seed: true });
    try {
      const boss = (await own.signUp(undefined, { admin: true })).cookie;
      expect((await own.request('/api/admin/win-back', { method: 'PUT', cookie: boss, json: TERMS })).status).toBe(200);
      const users = await Promise.all(
        [0, 1, 2].map(async () => {
          const u = await own.signUp();
          for (const days of [80, 60]) await insertOrder(own.db, { userId: u.userId, createdAt: daysAgo(days) });
          return u;
        }),
      );
      expect(await own.app.winBack.runOnce()).toBe(3);
      // One comes back (R$ 18,80 with the fee), one orders and cancels, one does not.
      await insertOrder(own.db, { userId: users[0]!.userId });
      await insertOrder(own.db, { userId: users[1]!.userId, status: 'cancelled' });
      const res = await own.request(`/api/admin/win-back?${AROUND}`, { cookie: boss });
      const view = adminWinBackSchema.parse(await res.json());
      expect(view.figures).toEqual({ messages: 3, cameBack: 1, revenueCents: 1880, couponsUsed: 0 });
      expect(view.dueNow).toBe(0);
      const before = await own.request('/api/admin/win-back?from=2000-01-01&to=2000-01-31', { cookie: boss });
      expect(adminWinBackSchema.parse(await before.json()).figures.messages).toBe(0);
      const dash = (await (await own.request('/api/admin/dashboard', { cookie: boss })).json()) as DashboardSummary;
      expect(dash.winBack).toEqual({ messages: 3, cameBack: 1, revenueCents: 1880, couponsUsed: 0 });
      const badRange = await own.request('/api/admin/win-back?from=2026-02-01&to=2026-01-01', { cookie: boss });
      expect(badRange.status).toBe(400);
    } finally {
      await own.close();
    }
  });

  it('writes nothing while off', async () => {
    const own = await createTestApp({ seed: true });
    try {
      const u = await own.signUp();
      for (const days of [80, 60]) await insertOrder(own.db, { userId: u.userId, createdAt: daysAgo(days) });
      expect(await own.app.winBack.runOnce()).toBe(0);
      expect(await own.db.select().from(outgoingMail).where(like(outgoingMail.dedupeKey, 'win_back:%'))).toEqual([]);
    } finally {
      await own.close();
    }
  });
});

// Two app instances on one PostgreSQL database: each customer is written to once, whichever
// instance's scan gets there first. The embedded database has one process by design.
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')("'Sentimos sua falta' across two app instances", () => {
  it('writes to each customer once when both scan at once', async () => {
    const second = await secondInstance(t);
    const b = second.app;
    try {
      await b.winBack.stop();
      const many = await Promise.all(Array.from({ length: 8 }, () => customer([400, 380])));
      const sent = await Promise.all([
        t.app.winBack.runOnce(),
        b.winBack.runOnce(),
        t.app.winBack.runOnce(),
        b.winBack.runOnce(),
      ]);
      expect(sent.reduce((a, n) => a + n, 0)).toBeGreaterThanOrEqual(many.length);
      for (const c of many) {
        expect(await messagesTo(c.userId)).toHaveLength(1);
        expect(await mailsTo(c.email)).toHaveLength(1);
      }
    } finally {
      await second.close();
    }
  });
});
