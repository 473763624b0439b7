import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { AppError } from './errors';

type Bucket = { count: number; resetAt: number };

export const TOO_MANY_ATTEMPTS = 'Muitas tentativas. Aguarde um minuto e tente novamente.';

export type RateLimiter = {
  /** Counts one request for `key`; throws a 429 AppError (with Retry-After) past the limit. */
  hit(c: Context, key: string): void;
  /** Stops the expiry sweep (tests, shutdown). */
  stop(): void;
  /** How many keys are held now. */
  readonly size: number;
};

/**
 * A fixed-window limiter kept in memory (per instance). Its memory is bounded whatever the
 * clients send: keys are stored as a hash (a 250 kB email costs the same 43 bytes as a short
 * one), expired windows are swept on a timer, and past `maxKeys` the oldest window is dropped.
 * Callers build keys from validated, length-capped values only (docs/security.md).
 */
export function createRateLimiter(opts: {
  windowMs: number;
  max: number;
  message: string;
  maxKeys?: number;
  now?: () => number;
}): RateLimiter {
  const buckets = new Map<string, Bucket>();
  const now = opts.now ?? Date.now;
  const maxKeys = opts.maxKeys ?? 50_000;
  const sweep = setInterval(() => {
    const t = now();
    for (const [k, b] of buckets) if (b.resetAt <= t) buckets.delete(k);
  }, opts.windowMs);
  sweep.unref();

  const hit = (c: Context, rawKey: string) => {
    const key = createHash('sha256').update(rawKey).digest('base64url');
    const t = now();
    const bucket = buckets.get(key);
    if (!bucket || bucket.resetAt <= t) {
      // Re-inserted so the Map's order stays oldest-window-first for the eviction below.
      buckets.delete(key);
      if (buckets.size >= maxKeys) buckets.delete(buckets.keys().next().value!);
      buckets.set(key, { count: 1, resetAt: t + opts.windowMs });
      return;
    }
    if (++bucket.count > opts.max) {
      c.header('Retry-After', String(Math.ceil((bucket.resetAt - t) / 1000)));
      throw new AppError(429, opts.message, 'rate_limited');
    }
  };

  return {
    hit,
    stop: () => clearInterval(sweep),
    get size() {
      return buckets.size;
    },
  };
}
