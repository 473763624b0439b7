import { eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { products, storeInfo } from '@server/db/schema';
import { CASHBACK_OFF, type CashbackTerms } from '@shared/cashback';
import type { Neighbourhood } from '@shared/delivery-neighbourhoods';
import type { OrderLineInput } from '@shared/schemas/checkout';
import type { StoreSettings } from '@shared/schemas/store';
import { cashbackTermsSql } from '../cashback/terms';
import type { MenuVersion } from '../menu/menu-version';
import { neighbourhoodsSql } from '../store/neighbourhoods';
import { getStoreSettings, toSettings } from '../store/service';
import { cartProductIds, menuPricesSql, type MenuPrices } from './price-lines';

/**
 * The store row and what identifies its version (xmin changes with every update of the row), with
 * the bairros of 'Taxa por bairro' (saving them touches the row).
 */
export const storeColumns = {
  store: storeInfo,
  storeVersion: sql<string>`${storeInfo}.xmin::text`,
  neighbourhoods: neighbourhoodsSql,
  cashback: cashbackTermsSql,
};

/**
 * The price list: what pricing an order reads of the store and the menu, the store settings
 * (with the row's version) and every product's price rows.
 */
export type PriceList = {
  store: StoreSettings;
  storeVersion: string;
  /** The bairros and their fees, when the store charges by bairro (docs/product.md#delivery-by-neighbourhood). */
  neighbourhoods: Neighbourhood[];
  /** The owner's cashback terms (docs/product.md#cashback). */
  cashback: CashbackTerms;
  prices: MenuPrices;
};

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

async function loadPriceList(db: Db): Promise<PriceList> {
  const row = await readWithStoreRow(db, () =>
    db
      .select({ ...storeColumns, prices: menuPricesSql(sql`(select array_agg(${products.id}) from ${products})`) })
      .from(storeInfo)
      .where(eq(storeInfo.id, 1)),
  );
  return {
    store: toSettings(row.store),
    storeVersion: row.storeVersion,
    neighbourhoods: row.neighbourhoods,
    cashback: row.cashback ?? CASHBACK_OFF,
    prices: row.prices,
  };
}

/**
 * The cart's rows of the price list, in the order menuPricesSql lists them (filtering keeps the
 * database's order), so the write's guard compares them equal to the rows it reads.
 */
export function pricesForCart(prices: MenuPrices, items: OrderLineInput[]): MenuPrices {
  const ids = cartProductIds(items);
  return {
    products: prices.products.filter((p) => ids.has(p.id)),
    options: prices.options.filter((o) => ids.has(o.productId)),
    variations: prices.variations.filter((v) => ids.has(v.productId)),
    flavours: prices.flavours.filter((f) => ids.has(f.productId)),
  };
}

/**
 * The price list kept in memory, so that a signed-in customer's order is priced without a read
 * (each round trip costs more than the query: docs/decisions/005). It is only a guess:
 * the order's write checks the cart's rows and the store's version against the database and
 * writes nothing when they differ (write-order.ts); the caller then drops the list and reads.
 * Admin writes to the menu or the store drop it at once (menuVersion), another instance's as
 * soon as its notice arrives (menu/cached-menu.ts); one that beats its notice is found by that
 * check.
 */
export function createPriceListCache(db: Db, menuVersion: MenuVersion) {
  let cached: { version: number; list: Promise<PriceList> } | null = null;
  menuVersion.onBump(() => (cached = null));
  return {
    get(): Promise<PriceList> {
      if (cached?.version === menuVersion.current) return cached.list;
      const entry = { version: menuVersion.current, list: loadPriceList(db) };
      cached = entry;
      entry.list.catch(() => {
        if (cached === entry) cached = null;
      });
      return entry.list;
    },
    /** The database answered differently: the next order loads the list again. */
    drop() {
      cached = null;
    },
  };
}

export type PriceListCache = ReturnType<typeof createPriceListCache>;
