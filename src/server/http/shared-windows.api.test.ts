import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { withBeforeEachPreparedRun } from '../db/drizzle-internals';
import { createLogger } from '../logger';
import { createTestApp, type TestApp } from '../testing/harness';
import { handleError } from './errors';
import { hashKey, rateLimiter, type RateLimiter } from './rate-limit';
import { createSharedWindows, type SharedWindows } from './shared-windows';

// The limits' windows in the database (docs/decisions/015). The app uses them on PostgreSQL
// only; the table exists on PGlite too, so the statements are checked on both.

let t: TestApp;
const opened: SharedWindows[] = [];
const silent = createLogger('silent', false);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const w of opened) await w.stop();
  await t.close();
});

/** Windows in the test database, as one instance's createLimits makes them. */
function windows(
  database: Pick<Database, 'db' | 'sideDb'> = t.database,
  logger = silent,
  opts?: Parameters<typeof createSharedWindows>[2],
) {
  const w = createSharedWindows(database, logger, opts);
  opened.push(w);
  return w;
}

/** A limiter's hit and check behind routes, as the app's handlers call them. */
function appWith(limiter: RateLimiter) {
  const app = new Hono();
  app.onError((err, c) => handleError(err, c, silent));
  app.get('/hit/:key', async (c) => {
    await limiter.hit(c, c.req.param('key'));
    return c.text('ok');
  });
  app.get('/check/:key', async (c) => {
    await limiter.check(c, c.req.param('key'));
    return c.text('ok');
  });
  return app;
}

const rowsOf = async (name: string, keys: string[]) => {
  const hashes = keys.map((k) => hashKey(`${name}|${k}`));
  const result = await t.db.execute<{ key: string; count: number }>(
    sql`select key, count from rate_limit_windows where key in ${hashes}`,
  );
  const rows = Array.isArray(result) ? result : (result as unknown as { rows: unknown[] }).rows;
  return rows as { key: string; count: number }[];
};

const endWindows = (name: string, keys: string[]) =>
  t.db.execute(
    sql`update rate_limit_windows set resets_at = now() - interval '1 second'
        where key in ${keys.map((k) => hashKey(`${name}|${k}`))}`,
  );

const limitName = () => `test_${randomUUID().slice(0, 8)}`;

describe(`shared rate-limit windows (${process.env.TEST_DB_KIND ?? 'pglite'})`, () => {
  it('two instances count into one window per limit and key; past the limit both refuse', async () => {
    const name = limitName();
    const rule = { max: 3, message: 'Muitas tentativas.' };
    const a = appWith(rateLimiter(windows().store(name, 60_000), rule));
    const b = appWith(rateLimiter(windows().store(name, 60_000), rule));
    const statuses = [];
    for (const app of [a, b, a, b, a]) statuses.push((await app.request('/hit/k')).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await b.request('/hit/k');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(59);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await refused.json()).toMatchObject({ error: 'Muitas tentativas.', code: 'rate_limited' });
    // Another key, and the same key under another limit, have windows of their own.
    expect((await a.request('/hit/other')).status).toBe(200);
    const otherLimit = appWith(rateLimiter(windows().store(limitName(), 60_000), rule));
    expect((await otherLimit.request('/hit/k')).status).toBe(200);
    // Only the hash of the key is stored.
    expect(await rowsOf(name, ['k'])).toEqual([{ key: hashKey(`${name}|k`), count: 6 }]);
  });

  it('check refuses at the limit without counting; allow counts and answers false past it', async () => {
    const name = limitName();
    const store = windows().store(name, 60_000);
    const limiter = rateLimiter(store, { max: 2, message: 'Muitas tentativas.' });
    const app = appWith(limiter);
    for (let i = 0; i < 4; i++) expect((await app.request('/check/k')).status).toBe(200);
    expect(await rowsOf(name, ['k'])).toEqual([]);
    expect(await limiter.allow('k')).toBe(true);
    expect((await app.request('/check/k')).status).toBe(200);
    expect(await limiter.allow('k')).toBe(true);
    const refused = await app.request('/check/k');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await rowsOf(name, ['k'])).toMatchObject([{ count: 2 }]);
    expect(await limiter.allow('k')).toBe(false);
    expect((await app.request('/hit/k')).status).toBe(429);
    expect(await rowsOf(name, ['k'])).toMatchObject([{ count: 4 }]);
  });

  it('a window that has ended starts afresh on the next request', async () => {
    const name = limitName();
    const limiter = rateLimiter(windows().store(name, 60_000), { max: 1, message: 'x' });
    expect([await limiter.allow('k'), await limiter.allow('k')]).toEqual([true, false]);
    await endWindows(name, ['k']);
    // An ended window is no window for check.
    expect((await appWith(limiter).request('/check/k')).status).toBe(200);
    expect(await limiter.allow('k')).toBe(true);
    expect(await rowsOf(name, ['k'])).toMatchObject([{ count: 1 }]);
    expect(await limiter.allow('k')).toBe(false);
  });

  it('the sweep deletes ended windows only, in bounded batches', async () => {
    const w = windows(t.database, silent, { batch: 2, maxBatches: 2 });
    // Windows other tests left ended out of the way first.
    while ((await w.sweep()) > 0);
    const name = limitName();
    const store = w.store(name, 60_000);
    const keys = Array.from({ length: 12 }, (_, i) => `k${i}`);
    for (const k of keys) await store.add(k);
    const ended = keys.slice(0, 7);
    await endWindows(name, ended);
    // At most batch × maxBatches rows a run; the next run takes the rest.
    expect(await w.sweep()).toBe(4);
    expect(await w.sweep()).toBe(3);
    expect(await w.sweep()).toBe(0);
    expect((await rowsOf(name, keys)).map((r) => r.key).sort()).toEqual(
      keys
        .slice(7)
        .map((k) => hashKey(`${name}|${k}`))
        .sort(),
    );
  });

  it('the sweep runs on its timer', async () => {
    const w = windows(t.database, silent, { sweepEveryMs: 50 });
    const name = limitName();
    await w.store(name, 60_000).add('k');
    await endWindows(name, ['k']);
    await expect.poll(() => rowsOf(name, ['k']), { timeout: 5000 }).toEqual([]);
  });

  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'a hit does not wait behind statements that hold every pooled connection',
    async () => {
      const store = windows().store(limitName(), 60_000);
      await store.add('warm-up');
      // Twelve one-second statements on a pool of ten (started now: Drizzle's queries are lazy):
      // a query on the pool would wait behind one.
      const busy = Array.from({ length: 12 }, () => Promise.resolve(t.db.execute(sql`select pg_sleep(1)`)));
      await new Promise((r) => setTimeout(r, 100));
      const started = performance.now();
      await store.add('k');
      const ms = performance.now() - started;
      await Promise.all(busy);
      expect(ms).toBeLessThan(500);
    },
  );

  it('when the statement fails, the request is counted in memory instead, with a warning', async () => {
    const lines: string[] = [];
    const logger = createLogger('warn', false, { write: (s: string) => void lines.push(s) });
    const failing = withBeforeEachPreparedRun(t.database.sideDb, () =>
      Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    );
    const w = windows({ db: t.db, sideDb: failing }, logger);
    const limiter = rateLimiter(w.store(limitName(), 60_000), { max: 2, message: 'x' });
    const app = appWith(limiter);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await app.request('/hit/k')).status);
    expect(statuses).toEqual([200, 200, 429, 429]);
    expect(await limiter.allow('other')).toBe(true);
    expect((await app.request('/check/k')).status).toBe(429);
    // One warning, not one per request.
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 40,
      msg: 'rate limits: shared windows unavailable; counting in this instance',
    });
  });
});
