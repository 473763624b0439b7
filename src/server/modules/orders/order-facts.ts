import { eq, sql } from 'drizzle-orm';
import type { OrderLineInput } from '@shared/schemas/checkout';
import type { StoreSettings } from '@shared/schemas/store';
import type { Db } from '../../db/client';
import { storeInfo } from '../../db/schema';
import { getStoreSettings, toSettings } from '../store/service';
import { menuPricesSql, productIdsParam, type MenuPrices } from './price-lines';

export type OrderFacts = {
  store: StoreSettings;
  /** The order already placed under this idempotency key, if any. */
  replayOf: string | null;
  menu: MenuPrices;
  /** Signed in: the profile still lacks its phone or address (the order fills them). */
  profileIncomplete: boolean;
  /** Guest: the email already has an account (the order then waits to be claimed). */
  emailTaken: boolean;
};

const p = {
  key: sql.placeholder('key'),
  ids: sql.placeholder('ids'),
  userId: sql.placeholder('userId'),
  email: sql.placeholder('email'),
};

/** The statement, built once per database and per kind of customer (signed in or guest). */
function factsQuery(db: Db, signedIn: boolean) {
  return db
    .select({
      store: storeInfo,
      replayOf: sql<string | null>`(select o.id from orders o where o.idempotency_key = ${p.key})`,
      menu: menuPricesSql(p.ids),
      profileIncomplete: signedIn
        ? sql<boolean | null>`(select pr.phone = '' or pr.address is null or jsonb_typeof(pr.address) = 'null' from profiles pr where pr.user_id = ${p.userId})`
        : sql<null>`null`,
      emailTaken: signedIn ? sql<boolean>`false` : sql<boolean>`exists (select 1 from "user" u where lower(u.email) = ${p.email})`,
    })
    .from(storeInfo)
    .where(eq(storeInfo.id, 1))
    .prepare(signedIn ? 'place_order_facts_user' : 'place_order_facts_guest');
}

type FactsQuery = ReturnType<typeof factsQuery>;
const prepared = new WeakMap<Db, { user?: FactsQuery; guest?: FactsQuery }>();

function factsQueryFor(db: Db, signedIn: boolean): FactsQuery {
  let entry = prepared.get(db);
  if (!entry) prepared.set(db, (entry = {}));
  const kind = signedIn ? 'user' : 'guest';
  return (entry[kind] ??= factsQuery(db, signedIn));
}

/**
 * Everything placing an order reads before writing, in one statement (each round trip to the
 * database costs more than the query itself): the store, an order already placed under the
 * key, the cart's menu rows, and the customer's profile or account. The statement is built
 * once and prepared on each connection.
 */
export async function readOrderFacts(db: Db, q: { key: string; items: OrderLineInput[]; userId: string | null; email: string }): Promise<OrderFacts> {
  const query = factsQueryFor(db, q.userId !== null);
  const values = { key: q.key, ids: productIdsParam(q.items), userId: q.userId, email: q.email };
  let [row] = await query.execute(values);
  if (!row) {
    // A database without its store row yet: create it with the defaults, then read again.
    await getStoreSettings(db);
    [row] = await query.execute(values);
  }
  if (!row) throw new Error('store settings missing');
  return { store: toSettings(row.store), replayOf: row.replayOf, menu: row.menu, profileIncomplete: row.profileIncomplete === true, emailTaken: row.emailTaken };
}
