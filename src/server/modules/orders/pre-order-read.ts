import { eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { storeInfo } from '@server/db/schema';
import { CASHBACK_OFF, type CashbackTerms } from '@shared/cashback';
import type { Neighbourhood } from '@shared/delivery-neighbourhoods';
import type { OrderLineInput } from '@shared/schemas/checkout';
import type { StoreSettings } from '@shared/schemas/store';
import { toSettings } from '../store/service';
import { menuPricesSql, productIdsParam, type MenuPrices } from './price-lines';
import { readWithStoreRow, storeColumns } from './price-list';

/** What placing an order reads from the database before writing it. */
export type PreOrderRead = {
  store: StoreSettings;
  /** The store row's version, which the write checks is still current (price-list.ts). */
  storeVersion: string;
  /** The bairros of 'Taxa por bairro', when the store charges so (docs/product.md#delivery-by-neighbourhood). */
  neighbourhoods: Neighbourhood[];
  /** The owner's cashback terms (docs/product.md#cashback). */
  cashback: CashbackTerms;
  /** The order already placed under this idempotency key, if any. */
  replayOf: string | null;
  menu: MenuPrices;
  /** Guest: the email already has an account (the order then waits to be claimed). */
  emailTaken: boolean;
};

const p = {
  key: sql.placeholder('key'),
  ids: sql.placeholder('ids'),
  email: sql.placeholder('email'),
};

/** The statement, built once per database and per kind of customer (signed in or guest). */
function readQuery(db: Db, signedIn: boolean) {
  return db
    .select({
      ...storeColumns,
      replayOf: sql<string | null>`(select o.id from orders o where o.idempotency_key = ${p.key})`,
      menu: menuPricesSql(p.ids),
      emailTaken: signedIn
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from "user" u where lower(u.email) = ${p.email})`,
    })
    .from(storeInfo)
    .where(eq(storeInfo.id, 1))
    .prepare(signedIn ? 'pre_order_read_user' : 'pre_order_read_guest');
}

type ReadQuery = ReturnType<typeof readQuery>;
const prepared = new WeakMap<Db, { user?: ReadQuery; guest?: ReadQuery }>();

function readQueryFor(db: Db, signedIn: boolean): ReadQuery {
  let entry = prepared.get(db);
  if (!entry) prepared.set(db, (entry = {}));
  const kind = signedIn ? 'user' : 'guest';
  return (entry[kind] ??= readQuery(db, signedIn));
}

/**
 * Everything placing an order reads before writing, in one statement (each round trip to the
 * database costs more than the query itself): the store, an order already placed under the
 * key, the cart's menu rows, and for a guest whether the email has an account. The
 * statement is built once and prepared on each connection.
 */
export async function readBeforeOrder(
  db: Db,
  q: { key: string; items: OrderLineInput[]; userId: string | null; email: string },
): Promise<PreOrderRead> {
  const query = readQueryFor(db, q.userId !== null);
  const values = { key: q.key, ids: productIdsParam(q.items), email: q.email };
  const row = await readWithStoreRow(db, () => query.execute(values));
  return {
    store: toSettings(row.store),
    storeVersion: row.storeVersion,
    neighbourhoods: row.neighbourhoods,
    cashback: row.cashback ?? CASHBACK_OFF,
    replayOf: row.replayOf,
    menu: row.menu,
    emailTaken: row.emailTaken,
  };
}
