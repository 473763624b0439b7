import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { DATABASE_UNAVAILABLE_MESSAGE } from './errors';

/** A request still waiting this long while the database fails is answered 503. */
const GIVE_UP_MS = 1_500;
/**
 * How long a failure to reach the database counts as an outage under way: longer than the
 * driver's connection timeout (5 s), the time between failures when the database's host stops
 * answering at all.
 */
const OUTAGE_FRESH_MS = 6_000;
/** How often waiting requests are looked at during an outage. */
const SWEEP_MS = 250;

type Waiting = { start: number; giveUp: () => void };

/**
 * Bounds how long a request waits on a database that cannot be reached. When PostgreSQL goes
 * away, postgres.js queues new queries behind its connection attempts and retries one query per
 * connection per attempt, so a request could wait out the whole outage before its 503. Once
 * requests are failing for that reason (`failed()`), any still under way after GIVE_UP_MS is
 * answered 503 at once. What it was doing goes on: an order's retry with the same idempotency
 * key meets its result; another change may still take effect after its 503 (docs/operations.md,
 * "When the database goes away").
 */
export function createOutageGuard() {
  const waiting = new Set<Waiting>();
  let lastFailure = -Infinity;
  let sweeper: NodeJS.Timeout | null = null;

  const sweep = () => {
    const now = performance.now();
    for (const w of waiting) if (now - w.start >= GIVE_UP_MS) w.giveUp();
    if (now - lastFailure > OUTAGE_FRESH_MS && sweeper) {
      clearInterval(sweeper);
      sweeper = null;
    }
  };

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    let giveUp!: () => void;
    const gaveUp = new Promise<true>((resolve) => (giveUp = () => resolve(true)));
    const w = { start: performance.now(), giveUp };
    waiting.add(w);
    try {
      const handled = next().then(() => false);
      if (await Promise.race([handled, gaveUp])) {
        handled.catch(() => {});
        c.res = c.json({ error: DATABASE_UNAVAILABLE_MESSAGE }, 503);
      }
    } finally {
      waiting.delete(w);
    }
  };

  return {
    middleware,
    /** A request failed because the database could not be reached. */
    failed() {
      lastFailure = performance.now();
      sweeper ??= setInterval(sweep, SWEEP_MS).unref();
    },
  };
}
