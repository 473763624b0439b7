import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedStatement } from '../db/drizzle-internals';
import type { Logger } from '../logger';
import { hashKey, memoryWindows, type Window, type WindowStore } from './rate-limit';

// The limits' windows in PostgreSQL, shared by every instance
// (docs/decisions/015-shared-rate-limit-windows.md): the UNLOGGED table `rate_limit_windows`
// (key, resets_at, count) of the hand-written migration drizzle/*_rate_limit_windows.sql.
// Times are the database's clock, the one clock every instance shares.

/** One statement per counted request: a new window when there is none or it has ended, else one more. */
const ADD = sql`
  insert into rate_limit_windows as w (key, resets_at, count)
  values (${sql.placeholder('key')}::text, now() + ${sql.placeholder('windowMs')}::float8 * interval '1 millisecond', 1)
  on conflict (key) do update set
    count = case when w.resets_at > now() then w.count + 1 else 1 end,
    resets_at = case when w.resets_at > now() then w.resets_at else excluded.resets_at end
  returning count, (extract(epoch from resets_at - now()) * 1000)::float8 as ends_in_ms`;

const PEEK = sql`
  select count, (extract(epoch from resets_at - now()) * 1000)::float8 as ends_in_ms
  from rate_limit_windows where key = ${sql.placeholder('key')}::text and resets_at > now()`;

/**
 * Deletes at most `batch` ended windows. Rows another sweep holds are skipped, not waited for,
 * and a row a request re-opened meanwhile is kept (the condition is checked again on delete).
 */
const SWEEP = sql`
  with gone as (
    delete from rate_limit_windows where key in (
      select key from rate_limit_windows where resets_at <= now()
      limit ${sql.placeholder('batch')}::int for update skip locked
    ) and resets_at <= now()
    returning 1
  )
  select count(*)::int as deleted from gone`;

type Row = { count: number | string; ends_in_ms: number | string };
const asWindow = (r: Row): Window => ({ count: Number(r.count), endsInMs: Number(r.ends_in_ms) });

/** Every minute, the shortest window; each run deletes at most `batch` × `maxBatches` rows. */
const SWEEP_EVERY_MS = 60_000;

export type SharedWindows = {
  /** The windows of the limit `name` (unique among the app's limits), `windowMs` long. */
  store(name: string, windowMs: number): WindowStore;
  /** Deletes the ended windows, in bounded batches; answers how many. */
  sweep(): Promise<number>;
  /** Stops the sweep's timer and waits for a sweep under way. */
  stop(): Promise<void>;
};

/**
 * The shared windows in `database`. Any instance sweeps on its timer; concurrent sweeps skip each
 * other's rows.
 *
 * A statement that fails counts its request in this instance's memory instead (the bounded
 * windows every instance kept before they were shared), with a warning at most once a minute.
 * Failing open would drop the limits while the fault lasts; answering 503 would refuse every
 * sign-in and order for a fault of the limiter alone (say the table missing after a bad
 * restore). Counting per instance keeps the limits at what they were before, and when the
 * database itself is down the request's own queries answer the usual 503 right after
 * (docs/security.md#request-limits-httplimitsts).
 */
export function createSharedWindows(
  database: Pick<Database, 'db' | 'sideDb'>,
  logger: Logger,
  opts: { sweepEveryMs?: number; batch?: number; maxBatches?: number } = {},
): SharedWindows {
  // Each request's statement on the connection of its own (db/client.ts), so it never waits
  // behind another request's commit; the sweep on the pool, so it never holds up the requests.
  const add = preparedStatement<Row>(database.sideDb, 'rate_limit_add', ADD);
  const peek = preparedStatement<Row>(database.sideDb, 'rate_limit_peek', PEEK);
  const sweepBatch = preparedStatement<{ deleted: number | string }>(database.db, 'rate_limit_sweep', SWEEP);
  const batch = opts.batch ?? 5000;
  const maxBatches = opts.maxBatches ?? 20;

  let failures = 0;
  let warnedAt = -Infinity;
  const failed = (err: unknown) => {
    failures++;
    if (Date.now() - warnedAt < 60_000) return;
    warnedAt = Date.now();
    logger.warn({ err, failures }, 'rate limits: shared windows unavailable; counting in this instance');
    failures = 0;
  };

  const stores: WindowStore[] = [];
  const store = (name: string, windowMs: number): WindowStore => {
    const fallback = memoryWindows({ windowMs });
    const s: WindowStore = {
      async add(rawKey) {
        try {
          const [row] = await add({ key: hashKey(`${name}|${rawKey}`), windowMs });
          return asWindow(row!);
        } catch (err) {
          failed(err);
          return fallback.add(rawKey);
        }
      },
      async peek(rawKey) {
        try {
          const [row] = await peek({ key: hashKey(`${name}|${rawKey}`) });
          return row ? asWindow(row) : null;
        } catch (err) {
          failed(err);
          return fallback.peek(rawKey);
        }
      },
      stop: () => fallback.stop(),
    };
    stores.push(s);
    return s;
  };

  const sweep = async () => {
    let total = 0;
    for (let i = 0; i < maxBatches; i++) {
      const [row] = await sweepBatch({ batch });
      const deleted = Number(row?.deleted ?? 0);
      total += deleted;
      if (deleted < batch) break;
    }
    return total;
  };

  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    running ??= sweep()
      .catch((err: unknown) => logger.warn({ err }, 'rate limits: sweep of ended windows failed'))
      .finally(() => (running = null));
  }, opts.sweepEveryMs ?? SWEEP_EVERY_MS);
  timer.unref();

  return {
    store,
    sweep,
    async stop() {
      clearInterval(timer);
      for (const s of stores) s.stop();
      await running;
    },
  };
}
