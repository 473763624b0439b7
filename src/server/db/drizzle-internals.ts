import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

// ─── The one place that reaches into Drizzle's internals ───────────────────────────────────
// Drizzle (0.45) has no public way to prepare a hand-written `sql` statement: `.prepare()`
// exists only on the query builders, and `db.execute(sql)` sends its text unprepared on
// postgres.js, so PostgreSQL parses and plans it again on every run. For the order write (a CTE
// of inserts, modules/orders/write-order.ts) PostgreSQL spent 1246 µs of CPU per order against
// 587 µs prepared: parsing and planning cost more than writing the rows
// (docs/decisions/004-performance-budgets.md, 005-in-memory-price-list.md).
// So this module does what the builders' `.prepare(name)` do inside Drizzle:
//   - `new PgDialect().sqlToQuery(sql)` turns the `sql` (with `sql.placeholder`s) into
//     `{ sql, params }` (exported, but undocumented);
//   - `db._.session.prepareQuery(query, fields, name, isResponseInArrayMode)` (the session
//     is Drizzle's private member `_`): with a name, postgres.js runs it with `prepare: true`;
//   - the prepared query's `execute(values)` fills the placeholders and answers the driver's
//     raw result: an array of rows on postgres.js, `{ rows }` on PGlite.
// drizzle-internals.api.test.ts checks those members and shapes on both drivers and fails,
// naming this file, when a Drizzle upgrade changes them. Nothing else may use `db._`.

const dialect = new PgDialect();
type Run = (values: Record<string, unknown>) => Promise<unknown[]>;
const prepared = new WeakMap<Db, Map<string, Run>>();
const beforeRuns = new WeakMap<Db, () => Promise<unknown>>();

/**
 * A hand-written statement (a CTE with inserts, say) prepared as the query builders'
 * `.prepare()` are. Write the SQL once with `sql.placeholder(name)` for its values; it is
 * turned into a statement once per database and name, and each run fills the values and gets
 * the rows as plain objects, on both drivers.
 */
export function preparedStatement<Row>(
  db: Db,
  name: string,
  query: SQL,
): (values: Record<string, unknown>) => Promise<Row[]> {
  let byName = prepared.get(db);
  if (!byName) prepared.set(db, (byName = new Map()));
  let run = byName.get(name);
  if (!run) {
    const statement = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
    const before = beforeRuns.get(db);
    run = async (values) => {
      if (before) await before();
      const result: unknown = await statement.execute(values);
      // postgres.js answers the rows as an array, PGlite as { rows }.
      return Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
    };
    byName.set(name, run);
  }
  return run as (values: Record<string, unknown>) => Promise<Row[]>;
}

/**
 * For tests: the same database, whose preparedStatement runs first await `before` (to change
 * rows between a read and the write, say). The statements are its own, prepared apart.
 */
export function withBeforeEachPreparedRun(db: Db, before: () => Promise<unknown>): Db {
  const view = new Proxy(db, {});
  beforeRuns.set(view, before);
  return view;
}
