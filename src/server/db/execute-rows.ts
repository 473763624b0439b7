import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** A hand-written query's rows on both drivers: PGlite answers `execute` with `{ rows }`, postgres.js with the rows. */
export async function executeRows<Row>(db: Pick<Db, 'execute'>, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as Row[] | { rows: Row[] };
  return Array.isArray(result) ? result : result.rows;
}
