import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness';
import { preparedStatement } from './drizzle-internals';

// drizzle-internals.ts reaches into Drizzle's private API to prepare the order write. These
// tests run on PGlite and, in the "postgres" Vitest project, on postgres.js: when one fails
// after a Drizzle upgrade, the private members below changed. Look at
// node_modules/drizzle-orm/{pg-core/session.js,postgres-js/session.js,pglite/session.js}
// (PgSession.prepareQuery, the prepared query's execute) and pg-core/dialect.js (sqlToQuery),
// and adapt drizzle-internals.ts, or use a public API if Drizzle now has one.
const LOOK = 'Drizzle internals changed: adapt src/server/db/drizzle-internals.ts (see its header)';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`Drizzle internals used by drizzle-internals.ts (${process.env.TEST_DB_KIND ?? 'pglite'})`, () => {
  it('PgDialect.sqlToQuery turns sql with placeholders into { sql, params }', () => {
    const query = new PgDialect().sqlToQuery(sql`select ${sql.placeholder('a')}::int as a`);
    expect(query, LOOK).toMatchObject({ sql: 'select $1::int as a' });
    expect(query.params, LOOK).toHaveLength(1);
  });

  it('db._.session.prepareQuery(query, fields, name, arrayMode) answers a query with execute(values)', () => {
    const session = (t.db as { _?: { session?: { prepareQuery?: unknown } } })._?.session;
    expect(typeof session?.prepareQuery, `${LOOK}: db._.session.prepareQuery is gone`).toBe('function');
    expect(
      (session!.prepareQuery as (...a: unknown[]) => unknown).length,
      `${LOOK}: prepareQuery's parameters changed`,
    ).toBeGreaterThanOrEqual(4);
    const statement = t.db._.session.prepareQuery(
      new PgDialect().sqlToQuery(sql`select 1 as one`),
      undefined,
      'internals_shape',
      false,
    );
    expect(typeof statement.execute, `${LOOK}: the prepared query has no execute`).toBe('function');
  });

  it('a prepared statement runs, fills its placeholders and answers plain rows', async () => {
    const run = preparedStatement<{ n: number; s: string }>(
      t.db,
      'internals_run',
      sql`select g::int as n, ${sql.placeholder('s')}::text as s from generate_series(1, ${sql.placeholder('count')}::int) g`,
    );
    expect(await run({ s: 'x', count: 2 }), LOOK).toEqual([
      { n: 1, s: 'x' },
      { n: 2, s: 'x' },
    ]);
    // the same statement again with other values
    expect(await run({ s: 'y', count: 1 }), LOOK).toEqual([{ n: 1, s: 'y' }]);
  });

  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'is prepared on the PostgreSQL server (postgres.js `prepare: true`), not sent as text each time',
    async () => {
      // The statement sees itself in its connection's pg_prepared_statements once parsed by name.
      const run = preparedStatement<{ seen: boolean }>(
        t.db,
        'internals_is_prepared',
        sql`select exists (select 1 from pg_prepared_statements where statement like '%internals-probe%') and ${sql.placeholder('yes')}::boolean as seen`,
      );
      expect(await run({ yes: true }), `${LOOK}: a named prepareQuery no longer prepares on postgres.js`).toEqual([
        { seen: true },
      ]);
    },
  );
});
