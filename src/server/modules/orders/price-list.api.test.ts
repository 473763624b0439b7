import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, storeInfo } from '@server/db/schema';
import { demoMenu, type DemoProduct } from '@server/testing/checkout-fixtures';
import { createTestApp, type TestApp } from '@server/testing/harness';
import type { OrderLineInput } from '@shared/schemas/checkout';
import { createMenuVersion } from '../menu/menu-version';
import { menuPricesSql, productIdsParam, type MenuPrices } from './price-lines';
import { createPriceListCache, pricesForCart } from './price-list';

let t: TestApp;
let menu: Record<string, DemoProduct>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  menu = await demoMenu(t.db);
});
afterAll(() => t.close());

/** What the write's guard reads for a cart (write-order.ts). */
async function guardRows(items: OrderLineInput[]): Promise<MenuPrices> {
  const [row] = await t.db.select({ m: menuPricesSql(productIdsParam(items)) }).from(storeInfo);
  return row!.m;
}

describe('the price list in memory', () => {
  it('gives a cart the same rows, in the same order, as the write guard reads', async () => {
    const list = await createPriceListCache(t.db, createMenuVersion()).get();
    // products with option groups and without, in an order that is not the id order
    const carts = [
      ['Kibe Frito (6 unidades)', 'Esfiha de Carne', 'Shawarma de Frango'],
      ['Esfiha de Carne'],
      Object.keys(menu),
    ];
    for (const names of carts) {
      const items = names.map((n) => ({ productId: menu[n]!.id, variationIds: [], flavourIds: [], quantity: 1 }));
      const expected = await guardRows(items);
      expect(expected.products.length).toBe(names.length);
      expect(pricesForCart(list.prices, items)).toStrictEqual(expected);
    }
    expect(list.store.name).toBe('Casa da Esfiha');
  });

  it('is read once, again after an admin change, and after a stale write drops it', async () => {
    const menuVersion = createMenuVersion();
    const cache = createPriceListCache(t.db, menuVersion);
    const first = await cache.get();
    expect(await cache.get()).toBe(first);
    const carne = menu['Esfiha de Carne']!;
    await t.db.update(products).set({ priceCents: 720 }).where(eq(products.id, carne.id));
    // not told: the same list, and its store version no longer the database's
    expect(await cache.get()).toBe(first);
    menuVersion.bump();
    const second = await cache.get();
    expect(second.prices.products.find((p) => p.id === carne.id)!.priceCents).toBe(720);
    await t.db.update(storeInfo).set({ ordersPaused: true });
    const [{ version }] = (await t.db.select({ version: sql<string>`xmin::text` }).from(storeInfo)) as [
      { version: string },
    ];
    expect(second.storeVersion).not.toBe(version);
    cache.drop();
    const third = await cache.get();
    expect(third.storeVersion).toBe(version);
    expect(third.store.ordersPaused).toBe(true);
    await t.db.update(storeInfo).set({ ordersPaused: false });
    await t.db.update(products).set({ priceCents: carne.priceCents }).where(eq(products.id, carne.id));
  });
});
