import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, optionVariations, orders, productOptions, products, user } from '../db/schema';
import { CHECKOUT_FORM, demoMenu } from '../testing/checkout-fixtures';
import { createTestApp, type TestApp } from '../testing/harness';

// Bad input at every JSON endpoint (docs/security.md), property-based: whatever the body, the answer
// is a 4xx with a pt-BR message (or a success for a body that happens to be valid), never a
// 5xx, and a refused write leaves the tables as they were.

let t: TestApp;
let admin: string;
let customer: string;
let someId: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { LOGIN_RATE_LIMIT: '10000' } });
  admin = (await t.signUp(undefined, { admin: true })).cookie;
  customer = (await t.signUp()).cookie;
  const [row] = await t.db.select({ id: products.id }).from(products).limit(1);
  someId = row!.id; // an existing uuid that is no order: garbage must be refused either way
});
afterAll(async () => {
  // The figure the hardening work quotes: how many bodies were sent, and how many got a 5xx.
  console.log(`bad input: ${sent.total} requests, ${sent.serverErrors} answered with a 5xx`);
  await t.close();
});
const sent = { total: 0, serverErrors: 0 };

const who = () => ({ admin, customer, anonymous: undefined });
const ENDPOINTS: { method: string; path: () => string; as: keyof ReturnType<typeof who> }[] = [
  { method: 'POST', path: () => '/api/orders', as: 'anonymous' },
  { method: 'POST', path: () => '/api/orders', as: 'customer' },
  { method: 'POST', path: () => '/api/orders/claim', as: 'customer' },
  { method: 'POST', path: () => '/api/delivery-fee', as: 'anonymous' },
  { method: 'PUT', path: () => '/api/customer/profile', as: 'customer' },
  { method: 'POST', path: () => '/api/admin/products', as: 'admin' },
  { method: 'PUT', path: () => `/api/admin/products/${randomUUID()}`, as: 'admin' },
  { method: 'POST', path: () => '/api/admin/categories', as: 'admin' },
  { method: 'POST', path: () => '/api/admin/coupons', as: 'admin' },
  { method: 'PUT', path: () => `/api/admin/coupons/${randomUUID()}`, as: 'admin' },
  { method: 'PUT', path: () => `/api/admin/coupons/${randomUUID()}/active`, as: 'admin' },
  { method: 'POST', path: () => '/api/admin/register', as: 'admin' },
  { method: 'POST', path: () => `/api/admin/register/${randomUUID()}/movements`, as: 'admin' },
  { method: 'POST', path: () => `/api/admin/register/${randomUUID()}/close`, as: 'admin' },
  { method: 'PUT', path: () => '/api/admin/register/settings', as: 'admin' },
  { method: 'POST', path: () => '/api/admin/couriers', as: 'admin' },
  { method: 'PUT', path: () => `/api/admin/couriers/${randomUUID()}`, as: 'admin' },
  { method: 'POST', path: () => '/api/admin/deliveries', as: 'admin' },
  { method: 'POST', path: () => `/api/courier/${randomUUID()}/orders/${randomUUID()}/delivered`, as: 'anonymous' },
  { method: 'POST', path: () => '/api/orders/quote', as: 'anonymous' },
  { method: 'PUT', path: () => '/api/admin/store', as: 'admin' },
  { method: 'PUT', path: () => '/api/admin/delivery-neighbourhoods', as: 'admin' },
  { method: 'PUT', path: () => `/api/admin/orders/${someId}/status`, as: 'admin' },
  { method: 'POST', path: () => '/api/admin-access/register', as: 'anonymous' },
  { method: 'POST', path: () => '/api/push/subscriptions', as: 'customer' },
  { method: 'DELETE', path: () => '/api/push/subscriptions', as: 'customer' },
  { method: 'POST', path: () => '/api/auth/sign-up/email', as: 'anonymous' },
  { method: 'POST', path: () => '/api/auth/sign-in/email', as: 'anonymous' },
  { method: 'POST', path: () => '/api/auth/sign-out', as: 'customer' },
  { method: 'POST', path: () => '/api/auth/update-user', as: 'customer' },
];

// Values that break naive code: huge and fractional numbers, negative cents, unicode, deep nesting.
const nasty = fc.oneof(
  fc.constantFrom(
    -1,
    -0.5,
    0.1,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    2 ** 31,
    '',
    ' ',
    '\u0000',
    '𝔈𝔰𝔣𝔦𝔥𝔞 😋',
    'x'.repeat(5000),
    null,
    true,
    [],
    {},
  ),
  fc.string({ unit: 'binary' }),
  fc.double(),
  fc.integer(),
);
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  v: fc.oneof(
    { depthSize: 'small' },
    nasty,
    fc.array(tie('v'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 12 }), tie('v'), { maxKeys: 5 }),
  ),
})).v;
const KNOWN_KEYS = [
  'form',
  'items',
  'idempotencyKey',
  'name',
  'email',
  'password',
  'phone',
  'address',
  'priceCents',
  'categoryId',
  'options',
  'status',
  'orderId',
  'deliveryFeeCents',
  'minOrderCents',
  'feeTiers',
  'openingHours',
  'quantity',
  'variationIds',
  'productId',
  'zipCode',
  'change',
  'setupCode',
  'image',
  'rememberMe',
  'callbackURL',
  'endpoint',
  'keys',
];
// Bodies shaped like the real ones (known keys with nasty values), plus arbitrary JSON and raw text.
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...KNOWN_KEYS), value, { maxKeys: 8 }).map((o) => JSON.stringify(o)),
  value.map((v) => JSON.stringify(v) ?? 'null'),
  fc.string({ maxLength: 200 }),
);

async function counts() {
  const n = sql<number>`count(*)::int`;
  return Promise.all(
    [orders, products, categories, productOptions, optionVariations, user].map(
      async (table) => (await t.db.select({ n }).from(table))[0]!.n,
    ),
  );
}

describe('bad input at every endpoint (fast-check)', () => {
  for (const e of ENDPOINTS) {
    it(`${e.method} ${e.path().replace(/\/(undefined|[0-9a-f-]{36})/, '/:id')} as ${e.as}: 4xx with a message, never 5xx, nothing half-written`, async () => {
      await fc.assert(
        fc.asyncProperty(body, async (raw) => {
          const before = await counts();
          sent.total++;
          const res = await t.request(e.path(), {
            method: e.method,
            cookie: who()[e.as],
            headers: { 'content-type': 'application/json' },
            body: raw,
          });
          if (res.status >= 500) sent.serverErrors++;
          expect(res.status, `${raw.slice(0, 200)} → ${res.status}`).toBeLessThan(500);
          if (res.status >= 400) {
            const answer = (await res.json()) as { error?: unknown };
            expect(typeof answer.error).toBe('string');
            expect(answer.error as string).not.toMatch(/\bat .*\.(ts|js)\b|select |insert |violates/i);
            expect(await counts()).toEqual(before);
          }
        }),
        { numRuns: 60, seed: 20261123 },
      );
    });
  }
});

describe('the change amount of a cash order (fast-check)', () => {
  it('any "Troco para" is a success or a pt-BR 4xx; a refused guest order leaves no order and no account', async () => {
    const kibe = (await demoMenu(t.db))['Kibe Frito (6 unidades)']!;
    const items = [
      { productId: kibe.id, variationIds: [kibe.options.Acompanhamento!.variations.Homus!.id], quantity: 1 },
    ];
    const change = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.stringMatching(/^\d{1,25}([.,]\d{1,3})?$/),
      fc.constantFrom(
        '99999999999',
        '21474836,47',
        '2147483648',
        '10000,01',
        '10000,00',
        'R$ 1.000,00',
        '-50',
        '1e9',
        '0x10',
        '34,89',
      ),
      fc.double().map(String),
      fc.oneof(fc.integer(), fc.double(), fc.constant(null), fc.constant([])),
    );
    let n = 0;
    await fc.assert(
      fc.asyncProperty(change, async (value) => {
        const email = `troco${n++}@exemplo.com`;
        const before = await counts();
        sent.total++;
        const res = await t.request('/api/orders', {
          method: 'POST',
          json: {
            form: { ...CHECKOUT_FORM, email, paymentMethod: 'cash', change: value },
            items,
            idempotencyKey: randomUUID(),
          },
        });
        if (res.status >= 500) sent.serverErrors++;
        expect(res.status, `${JSON.stringify(value)} → ${res.status}`).toBeLessThan(500);
        if (res.status >= 400) {
          expect(typeof ((await res.json()) as { error?: unknown }).error).toBe('string');
          expect(await counts()).toEqual(before);
        }
      }),
      { numRuns: 80, seed: 20261124 },
    );
  }, 180_000);
});
