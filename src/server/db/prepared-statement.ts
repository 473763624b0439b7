import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

const dialect = new PgDialect();
type Run = (values: Record<string, unknown>) => Promise<unknown[]>;
const prepared = new WeakMap<Db, Map<string, Run>>();

/**
 * A hand-written statement (a CTE with inserts, say) prepared as the query builders'
 * `.prepare()` are. `db.execute` sends its text unprepared on postgres.js, so PostgreSQL parses
 * and plans it again on every run: issue 9 measured that at ~560 µs of database CPU per order,
 * more than writing the rows. Write the SQL once with `sql.placeholder(name)` for its values;
 * it is turned into a statement once per database and name, and each run fills the values and
 * gets the rows as plain objects, on both drivers.
 */
export function preparedStatement<Row>(db: Db, name: string, query: SQL): (values: Record<string, unknown>) => Promise<Row[]> {
  let byName = prepared.get(db);
  if (!byName) prepared.set(db, (byName = new Map()));
  let run = byName.get(name);
  if (!run) {
    const statement = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
    run = async (values) => {
      const result = await statement.execute(values);
      // postgres.js answers the rows as an array, PGlite as { rows }.
      return Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
    };
    byName.set(name, run);
  }
  return run as (values: Record<string, unknown>) => Promise<Row[]>;
}
