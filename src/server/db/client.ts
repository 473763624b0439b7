import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { appRoot } from '../app-root';
import { copyPgliteTemplate, PGLITE_SETTINGS } from './pglite-template';
import { makePrivate, makePrivateDir } from './private-files';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: services never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  /**
   * On PostgreSQL, one connection of its own for short statements that must not wait in the
   * pool's queue behind other requests' writes (the request limits' counters, docs/decisions/015):
   * with every pooled connection busy, postgres.js pipelines a query behind a statement still
   * waiting for its commit to reach the disk. On PGlite, `db` itself.
   */
  sideDb: Db;
  kind: 'pglite' | 'postgres';
  /** Runs `select 1`; throws when the database does not answer. */
  ping(): Promise<void>;
  /** LISTEN on a channel (NOTIFY payloads arrive after commit); resolves to an unlisten function. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PGlite only: the cluster as an archive another in-memory database can start from. */
  dumpMemoryTemplate?: () => Promise<Blob>;
};

/** Seconds before the next connection attempt after `retries` failed ones (postgres.js `backoff`). */
export const reconnectDelaySeconds = (retries: number) => Math.min(0.05 * 2 ** retries, 0.5);

const migrationsFolder = path.join(appRoot, 'drizzle');

/**
 * Opens the database: PostgreSQL when a URL is given, else PGlite persisted under dataDir
 * (or in memory for dataDir 'memory://', starting from `memoryTemplate` when given: a cluster
 * `dumpMemoryTemplate` saved, which opens in a fraction of initdb's time), then applies the
 * migrations.
 */
export async function openDatabase(opts: { url?: string; dataDir?: string; memoryTemplate?: Blob }): Promise<Database> {
  if (opts.url) {
    const options = {
      onnotice: () => {},
      connect_timeout: 5,
      idle_timeout: 30,
      // While the server is down, queries wait in the pool for a connection attempt; the default
      // backoff grows to 20 s between attempts, so callers hung long after PostgreSQL was back.
      // Retry at most every 0.5 s: each attempt refused answers its query at once (503).
      backoff: reconnectDelaySeconds,
    };
    const client = postgres(opts.url, { ...options, max: 10 });
    const db = drizzlePostgres(client, { schema }) as unknown as Db;
    // Connects on its first query only.
    const side = postgres(opts.url, { ...options, max: 1 });
    // Several instances may start together: one migrates while the others wait on the lock.
    const lock = await client.reserve();
    try {
      await lock`select pg_advisory_lock(424241)`;
      await migratePostgres(drizzlePostgres(client), { migrationsFolder });
    } finally {
      await lock`select pg_advisory_unlock(424241)`.catch(() => {});
      lock.release();
    }
    return {
      db,
      sideDb: drizzlePostgres(side, { schema }) as unknown as Db,
      kind: 'postgres',
      ping: async () => {
        await client`select 1`;
      },
      // postgres.js keeps a dedicated connection for LISTEN and re-listens after a reconnect.
      listen: async (channel, onNotify) => {
        const meta = await client.listen(channel, onNotify);
        return () => meta.unlisten();
      },
      close: async () => {
        await Promise.all([client.end({ timeout: 5 }), side.end({ timeout: 5 })]);
      },
    };
  }
  const dir = opts.dataDir ?? 'memory://';
  const pgDir = dir.startsWith('memory://') ? null : path.join(dir, 'pglite');
  // PGlite writes its files 0666: inside a 0700 DATA_DIR from the start, and tightened after.
  if (pgDir) makePrivateDir(dir);
  const startParams = [...PGlite.defaultStartParams, ...PGLITE_SETTINGS];
  if (pgDir && !existsSync(path.join(pgDir, 'PG_VERSION'))) copyPgliteTemplate(pgDir);
  const pg = pgDir ? new PGlite(pgDir, { startParams }) : new PGlite({ startParams, loadDataDir: opts.memoryTemplate });
  await pg.waitReady;
  const db = drizzlePglite(pg, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(pg), { migrationsFolder });
  if (pgDir) makePrivate(pgDir);
  return {
    db,
    sideDb: db,
    kind: 'pglite',
    dumpMemoryTemplate: () => pg.dumpDataDir('none'),
    ping: async () => {
      await pg.query('select 1');
    },
    listen: (channel, onNotify) => pg.listen(channel, onNotify).then((off) => () => off()),
    close: async () => {
      await pg.close();
      if (pgDir) makePrivate(pgDir);
    },
  };
}
