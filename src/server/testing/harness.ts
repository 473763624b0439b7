import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import type { StaffRole } from '@shared/staff-roles';
import { createApp } from '../app';
import { createAuth } from '../auth/auth';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { seedDemo } from '../db/seed/seed-demo';
import { createLogger } from '../logger';
import { grantRole } from '../modules/roles/service';
import { postgresTemplateName } from './postgres-template';

export const ORIGIN = 'http://localhost:3000';

/**
 * A migrated, empty PGlite cluster, made once per test worker: each test app's database starts
 * from a copy of it (about 0.5 s) instead of running initdb and the migrations (about 2.5 s).
 * Every app still gets a database of its own.
 */
let pgliteTemplate: Promise<Blob> | undefined;

async function memoryDatabase(): Promise<Database> {
  pgliteTemplate ??= openDatabase({ dataDir: 'memory://' }).then(async (d) => {
    const dump = await d.dumpMemoryTemplate!();
    await d.close();
    return dump;
  });
  return openDatabase({ dataDir: 'memory://', memoryTemplate: await pgliteTemplate });
}

/**
 * A fresh app over a fresh database: PGlite in memory, or, in the "postgres" Vitest project,
 * a new database created on TEST_DATABASE_URL's server and dropped afterwards.
 */
export async function createTestApp(opts: { seed?: boolean; env?: Record<string, string>; now?: () => Date } = {}) {
  const pgUrl = process.env.TEST_DB_KIND === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  let dropDatabase = async () => {};
  let url: string | undefined;
  if (pgUrl) {
    const name = `cardapio_t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const admin = postgres(pgUrl, { max: 1, onnotice: () => {} });
    // A copy of the database the project's global setup migrated (testing/postgres-template.ts).
    await admin.unsafe(`create database ${name} template ${postgresTemplateName(pgUrl)}`);
    await admin.end();
    const u = new URL(pgUrl);
    u.pathname = `/${name}`;
    url = u.toString();
    dropDatabase = async () => {
      const a = postgres(pgUrl, { max: 1, onnotice: () => {} });
      await a.unsafe(`drop database if exists ${name} with (force)`);
      await a.end();
    };
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/cardapio-test-unused',
    PUBLIC_URL: ORIGIN,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-123',
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT: '1000',
    ADDRESS_RATE_LIMIT: '100000',
    SIGNUP_RATE_LIMIT: '100000',
    GEO_RATE_LIMIT: '100000',
    ORDER_RATE_LIMIT: '100000',
    ...opts.env,
  });
  const database: Database = url ? await openDatabase({ url }) : await memoryDatabase();
  if (opts.seed) await seedDemo(database.db);
  const logger = createLogger('silent', false);
  const auth = createAuth(database.db, config, logger);
  // Tests that depend on the clock (store hours) inject it.
  const app = createApp({ config, database, auth, logger, now: opts.now ?? (() => new Date()) });
  // Expiry runs when a test asks (app.paymentExpiry.runOnce), never on a timer racing its clock.
  await app.paymentExpiry.stop();
  // The same for 'Sentimos sua falta' (app.winBack.runOnce).
  await app.winBack.stop();

  const request = (path: string, init: RequestInit & { cookie?: string; json?: unknown } = {}) => {
    const headers = new Headers(init.headers);
    headers.set('origin', ORIGIN);
    if (init.cookie) headers.set('cookie', init.cookie);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    return app.request(`${ORIGIN}${path}`, { ...init, headers, body });
  };

  /** Registers and signs in; returns the session cookie header. */
  const signUp = async (
    email = `c${randomUUID().slice(0, 8)}@exemplo.com`,
    opts2: { admin?: boolean; role?: StaffRole; name?: string } = {},
  ) => {
    const password = 'senha-segura-123';
    const res = await request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password, name: opts2.name ?? 'Cliente Teste' },
    });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const { user } = (await res.json()) as { user: { id: string } };
    const role = opts2.role ?? (opts2.admin ? 'owner' : null);
    if (role) await grantRole(database.db, user.id, role);
    const cookie = await signIn(email, password);
    return { cookie, userId: user.id, email, password };
  };

  const signIn = async (email: string, password: string) => {
    const res = await request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    return cookieFrom(res);
  };

  const close = async () => {
    await app.stop();
    await database.close();
    await dropDatabase();
  };

  // databaseUrl: the PostgreSQL database (undefined on PGlite), for a second instance on it.
  return { app, database, db: database.db, databaseUrl: url, config, request, signUp, signIn, close };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Another app over `database`, with `t`'s settings: what a second server process runs. */
export function appOn(t: Pick<TestApp, 'config'>, database: Database) {
  const logger = createLogger('silent', false);
  return createApp({
    config: t.config,
    database,
    auth: createAuth(database.db, t.config, logger),
    logger,
    now: () => new Date(),
  });
}

/**
 * A second instance of the store on `t`'s PostgreSQL database (or on `url`, say through a proxy):
 * its own pool and its own app with the same settings. `close` stops the app, then its pool.
 */
export async function secondInstance(t: Pick<TestApp, 'config' | 'databaseUrl'>, url = t.databaseUrl!) {
  const database = await openDatabase({ url });
  const app = appOn(t, database);
  return {
    app,
    database,
    close: async () => {
      await app.stop();
      await database.close();
    },
  };
}

export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
