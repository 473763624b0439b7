import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '@server/db/schema';
import { CHECKOUT_FORM, demoMenu } from '@server/testing/checkout-fixtures';
import { createTestApp, type TestApp } from '@server/testing/harness';
import type { AdminProductDetail } from '@shared/contract/admin-menu';
import { orderQuoteSchema, type PlaceOrderResult } from '@shared/contract/orders';

// A cart line costs at most R$ 100.000,00 (docs/product.md#pricing), so that the order's amounts
// always fit their columns: the most expensive product with its dearest options, many times over,
// once answered 500.

let t: TestApp;
let customer: string;
let feast: AdminProductDetail;
let lemonade: string;

const LIMIT_MESSAGE = '"Banquete Real" passa do limite de R$ 100.000,00 por item. Diminua a quantidade.';

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const admin = (await t.signUp(undefined, { admin: true })).cookie;
  customer = (await t.signUp()).cookie;
  const categories = (await (await t.request('/api/admin/categories', { cookie: admin })).json()) as { id: string }[];
  // The dearest a product and its options may be priced: R$ 100.000,00 each.
  const res = await t.request('/api/admin/products', {
    method: 'POST',
    cookie: admin,
    json: {
      name: 'Banquete Real',
      priceCents: 100_000_00,
      categoryId: categories[0]!.id,
      options: [
        {
          title: 'Extras',
          minChoices: 0,
          maxChoices: 50,
          repeatable: true,
          variations: [{ name: 'Caviar', priceCents: 100_000_00 }],
        },
      ],
    },
  });
  expect(res.status).toBe(201);
  feast = (await res.json()) as AdminProductDetail;
  lemonade = (await demoMenu(t.db))['Limonada com Hortelã']!.id;
});
afterAll(() => t.close());

const caviar = (times: number) => Array.from({ length: times }, () => feast.options[0]!.variations[0]!.id!);
const feastLine = (quantity: number, extras = 0) => ({ productId: feast.id, variationIds: caviar(extras), quantity });
const place = (items: unknown[], cookie?: string) =>
  t.request('/api/orders', {
    method: 'POST',
    cookie,
    json: {
      form: { ...CHECKOUT_FORM, email: `l${randomUUID().slice(0, 8)}@exemplo.com` },
      items,
      idempotencyKey: randomUUID(),
    },
  });
const written = async () => ({
  orders: (await t.db.select({ n: count() }).from(orders))[0]!.n,
  items: (await t.db.select({ n: count() }).from(orderItems))[0]!.n,
});

describe('the price of a cart line', () => {
  it('refuses a line above R$ 100.000,00 with a message naming it, and writes nothing', async () => {
    const before = await written();
    for (const items of [
      // 99 of it: R$ 9.900.000,00 a line; three such lines passed the order's int4 subtotal.
      [feastLine(99), feastLine(99), feastLine(99)],
      // With 50 extras, 99 of it: R$ 504.900.000,00, past the line's int4 total.
      [feastLine(99, 50)],
      // Just over: R$ 100.000,00 and one extra.
      [feastLine(1, 1)],
    ]) {
      for (const cookie of [undefined, customer]) {
        const res = await place(items, cookie);
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ error: LIMIT_MESSAGE, code: 'line_limit' });
      }
    }
    expect(await written()).toEqual(before);
  });

  it('is marked unavailable in the quote, which counts only the other lines', async () => {
    const res = await t.request('/api/orders/quote', {
      method: 'POST',
      json: { items: [feastLine(99, 50), { productId: lemonade, variationIds: [], quantity: 1 }] },
    });
    expect(res.status).toBe(200);
    const q = orderQuoteSchema.parse(await res.json());
    expect(q.lines[0]).toEqual({
      available: false,
      productId: feast.id,
      name: 'Banquete Real',
      quantity: 99,
      reason: 'line_limit',
      message: LIMIT_MESSAGE,
    });
    expect(q.lines[1]).toMatchObject({ available: true, totalPriceCents: 1190 });
    expect(q.subtotalCents).toBe(1190);
  });

  it('takes a line of exactly R$ 100.000,00, fifty of them in one order', async () => {
    const res = await place(Array.from({ length: 50 }, () => feastLine(1)));
    expect(res.status).toBe(201);
    const { order } = (await res.json()) as PlaceOrderResult;
    expect(order.subtotalCents).toBe(50 * 100_000_00);
    expect(order.totalCents).toBe(order.subtotalCents + order.deliveryFeeCents);
  });
});
