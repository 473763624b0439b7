import { eq, sql } from 'drizzle-orm';
import type { OrderLineInput } from '@shared/schemas/checkout';
import type { StoreSettings } from '@shared/schemas/store';
import type { Db } from '../../db/client';
import { products, storeInfo } from '../../db/schema';
import type { MenuCache } from '../menu/menu-cache';
import { getStoreSettings, toSettings } from '../store/service';
import { menuPricesSql, type MenuPrices } from './price-lines';

/** The store row and what identifies its version (xmin changes with every update of the row). */
export const storeColumns = { store: storeInfo, storeVersion: sql<string>`${storeInfo}.xmin::text` };

/** What pricing an order reads of the store and the menu: the store settings and every product's prices. */
export type CheckoutBook = { store: StoreSettings; storeVersion: string; prices: MenuPrices };

/** A read joined to the store row; a new database without the row gets it with its defaults first. */
export async function readWithStoreRow<Row>(db: Db, read: () => Promise<Row[]>): Promise<Row> {
  let [row] = await read();
  if (!row) {
    await getStoreSettings(db);
    [row] = await read();
  }
  if (!row) throw new Error('store settings missing');
  return row;
}

async function loadBook(db: Db): Promise<CheckoutBook> {
  const row = await readWithStoreRow(db, () =>
    db
      .select({ ...storeColumns, prices: menuPricesSql(sql`(select array_agg(${products.id}) from ${products})`) })
      .from(storeInfo)
      .where(eq(storeInfo.id, 1)),
  );
  return { store: toSettings(row.store), storeVersion: row.storeVersion, prices: row.prices };
}

/**
 * The cart's rows of the book, in the order menuPricesSql lists them (filtering keeps the
 * database's order), so the write's guard compares them equal to the rows it reads.
 */
export function pricesForCart(prices: MenuPrices, items: OrderLineInput[]): MenuPrices {
  const ids = new Set(items.map((i) => i.productId));
  return {
    products: prices.products.filter((p) => ids.has(p.id)),
    options: prices.options.filter((o) => ids.has(o.productId)),
    variations: prices.variations.filter((v) => ids.has(v.productId)),
  };
}

/**
 * The book kept in memory, so that a signed-in customer's order is priced without a read
 * (each round trip costs more than the query: docs/decisions/005). It is only a guess:
 * the order's write checks the cart's rows and the store's version against the database and
 * writes nothing when they differ (write-order.ts); the caller then drops the book and reads.
 * Admin writes to the menu or the store drop it at once (menuCache); another instance's
 * writes are found by that check.
 */
export function createCheckoutBook(db: Db, menuCache: MenuCache) {
  let cached: { generation: number; book: Promise<CheckoutBook> } | null = null;
  menuCache.onInvalidate(() => (cached = null));
  return {
    get(): Promise<CheckoutBook> {
      if (cached?.generation === menuCache.generation) return cached.book;
      const entry = { generation: menuCache.generation, book: loadBook(db) };
      cached = entry;
      entry.book.catch(() => {
        if (cached === entry) cached = null;
      });
      return entry.book;
    },
    /** The database answered differently: the next order loads the book again. */
    drop() {
      cached = null;
    },
  };
}

export type CheckoutBookCache = ReturnType<typeof createCheckoutBook>;
