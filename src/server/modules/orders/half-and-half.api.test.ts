import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, productFlavours, products } from '@server/db/schema';
import { CHECKOUT_FORM, demoMenu, type DemoProduct } from '@server/testing/checkout-fixtures';
import { createTestApp, type TestApp } from '@server/testing/harness';
import type { ProductDetail } from '@shared/contract/menu';
import type { OrderQuote, PlaceOrderResult } from '@shared/contract/orders';

// Half-and-half (docs/product.md#half-and-half): a product sold in parts, each other part a
// flavour of its set, priced at the dearest part or the average, every part kept on the order.

let t: TestApp;
let menu: Record<string, DemoProduct>;
let customer: string;
let admin: string;

const ZAATAR = 'Esfiha de Zaatar';
const QUEIJO = 'Esfiha de Queijo';
const CARNE = 'Esfiha de Carne';
const id = (name: string) => menu[name]!.id;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  menu = await demoMenu(t.db);
  customer = (await t.signUp()).cookie;
  admin = (await t.signUp(undefined, { admin: true })).cookie;
  // Zaatar (R$ 6,50) sold in up to 2 parts, with Queijo (R$ 6,90) or Carne (R$ 6,90) as the other part.
  await t.db
    .update(products)
    .set({ maxParts: 2 })
    .where(eq(products.id, id(ZAATAR)));
  await t.db.insert(productFlavours).values([
    { productId: id(ZAATAR), flavourId: id(QUEIJO), sortOrder: 0 },
    { productId: id(ZAATAR), flavourId: id(CARNE), sortOrder: 1 },
  ]);
});
afterAll(() => t.close());

const line = (flavourIds: string[], quantity = 1) => ({
  productId: id(ZAATAR),
  variationIds: [],
  flavourIds,
  quantity,
});
const quote = async (items: unknown[]) =>
  (await (await t.request('/api/orders/quote', { method: 'POST', json: { items } })).json()) as OrderQuote;
const place = (items: unknown[], cookie?: string) =>
  t.request('/api/orders', {
    method: 'POST',
    cookie,
    json: {
      form: { ...CHECKOUT_FORM, email: `h${randomUUID().slice(0, 8)}@exemplo.com` },
      items,
      idempotencyKey: randomUUID(),
    },
  });

describe('a product sold half-and-half', () => {
  it('shows its flavours on its page, and the menu says it has choices', async () => {
    const p = (await (await t.request(`/api/products/${id(ZAATAR)}`)).json()) as ProductDetail;
    expect(p.parts).toEqual({
      max: 2,
      flavours: [
        { id: id(QUEIJO), name: QUEIJO, priceCents: 690, soldOut: false },
        { id: id(CARNE), name: CARNE, priceCents: 690, soldOut: false },
      ],
    });
    expect(p.hasOptions).toBe(true);
  });

  it('is priced at its dearest part by default and at the average when the store says so', async () => {
    const dearest = (await quote([line([id(QUEIJO)], 4)])).lines[0]!;
    expect(dearest).toMatchObject({ available: true, unitPriceCents: 690, totalPriceCents: 2760 });
    const setPricing = (partsPricing: string) =>
      t.request('/api/admin/store', { method: 'PUT', cookie: admin, json: { partsPricing } });
    expect((await setPricing('average')).status).toBe(200);
    const average = await quote([line([id(QUEIJO)], 4)]);
    expect(average.lines[0]).toMatchObject({ available: true, unitPriceCents: 670, totalPriceCents: 2680 });
    expect((await setPricing('max')).status).toBe(200);
  });

  it('keeps every part on the order, for a guest and for a signed-in customer', async () => {
    for (const cookie of [undefined, customer]) {
      const res = await place([line([id(CARNE)], 4)], cookie);
      expect(res.status, await res.clone().text()).toBe(201);
      const { order } = (await res.json()) as PlaceOrderResult;
      expect(order.items[0]!.parts.map((p) => [p.name, p.priceCents])).toEqual([
        [ZAATAR, 650],
        [CARNE, 690],
      ]);
      const [row] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      expect(row!.parts.map((p) => p.productId)).toEqual([id(ZAATAR), id(CARNE)]);
      expect(row!.unitPriceCents).toBe(690);
    }
  });

  it('refuses a flavour outside its set or a third part, with pt-BR messages, and saves nothing', async () => {
    const before = await t.db.select().from(orderItems);
    const other = await place([line([id('Esfiha de Calabresa')], 4)]);
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ error: `Sabor inválido para "${ZAATAR}". Monte o item de novo.` });
    const third = await place([line([id(QUEIJO), id(CARNE)], 4)]);
    expect(third.status).toBe(400);
    expect(await third.json()).toMatchObject({ error: `"${ZAATAR}" pode ser dividido em até 2 sabores.` });
    const notSold = await place([{ productId: id(QUEIJO), variationIds: [], flavourIds: [id(ZAATAR)], quantity: 4 }]);
    expect(notSold.status).toBe(400);
    expect(await notSold.json()).toMatchObject({ error: `"${QUEIJO}" não pode ser dividido em sabores.` });
    expect(await t.db.select().from(orderItems)).toHaveLength(before.length);
  });

  it("prices a flavour whose price changed behind the price list's back at its new price", async () => {
    // Written straight to the database: the signed-in order's write finds the flavour's row changed.
    await t.db
      .update(products)
      .set({ priceCents: 990 })
      .where(inArray(products.id, [id(CARNE)]));
    const res = await place([line([id(CARNE)], 3)], customer);
    expect(res.status, await res.clone().text()).toBe(201);
    expect(((await res.json()) as PlaceOrderResult).order.items[0]!.unitPriceCents).toBe(990);
  });
});
