import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { AppError } from './errors';

export const TOO_MANY_ATTEMPTS = 'Muitas tentativas. Aguarde um minuto e tente novamente.';

/** A key's open window: the requests it has counted and the time left until it ends. */
export type Window = { count: number; endsInMs: number };

/**
 * Where one limit keeps its fixed windows: this process's memory (`memoryWindows`) or the
 * table every instance on PostgreSQL shares (`shared-windows.ts`). Keys arrive as the caller
 * built them; a store keeps only their SHA-256.
 */
export type WindowStore = {
  /** Counts one request in `key`'s window, opening a new window when none is open. */
  add(key: string): Promise<Window>;
  /** `key`'s open window, not counting this call; null when none is open. */
  peek(key: string): Promise<Window | null>;
  stop(): void;
};

export type RateLimiter = {
  /** Counts one request for `key`; throws a 429 AppError (with Retry-After) past the limit. */
  hit(c: Context, key: string): Promise<void>;
  /** Throws the same 429 when `key`'s window is already at the limit, without counting. */
  check(c: Context, key: string): Promise<void>;
  /** Counts one request for `key`; answers false past the limit instead of throwing. */
  allow(key: string): Promise<boolean>;
  /** Stops the store's timers (tests, shutdown). */
  stop(): void;
};

/** The key as stored: a 250 kB email costs the same 43 characters as a short one. */
export const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url');

/** A limit of `max` requests per window over `store`. */
export function rateLimiter(store: WindowStore, opts: { max: number; message: string }): RateLimiter {
  const refuse = (c: Context, w: Window): never => {
    c.header('Retry-After', String(Math.max(1, Math.ceil(w.endsInMs / 1000))));
    throw new AppError(429, opts.message, 'rate_limited');
  };
  return {
    async hit(c, key) {
      const w = await store.add(key);
      if (w.count > opts.max) refuse(c, w);
    },
    async check(c, key) {
      const w = await store.peek(key);
      if (w && w.count >= opts.max) refuse(c, w);
    },
    allow: async (key) => (await store.add(key)).count <= opts.max,
    stop: () => store.stop(),
  };
}

type Bucket = { count: number; resetAt: number };

/**
 * A limit's windows kept in memory (per instance). The memory is bounded whatever the clients
 * send: keys are stored as a hash, expired windows are swept on a timer, and past `maxKeys`
 * the oldest window is dropped. Callers build keys from validated, length-capped values only
 * (docs/security.md).
 */
export function memoryWindows(opts: {
  windowMs: number;
  maxKeys?: number;
  now?: () => number;
}): WindowStore & { readonly size: number } {
  const buckets = new Map<string, Bucket>();
  const now = opts.now ?? Date.now;
  const maxKeys = opts.maxKeys ?? 50_000;
  const sweep = setInterval(() => {
    const t = now();
    for (const [k, b] of buckets) if (b.resetAt <= t) buckets.delete(k);
  }, opts.windowMs);
  sweep.unref();

  const add = (rawKey: string): Window => {
    const key = hashKey(rawKey);
    const t = now();
    let bucket = buckets.get(key);
    if (!bucket || bucket.resetAt <= t) {
      // Re-inserted so the Map's order stays oldest-window-first for the eviction below.
      buckets.delete(key);
      if (buckets.size >= maxKeys) buckets.delete(buckets.keys().next().value!);
      bucket = { count: 0, resetAt: t + opts.windowMs };
      buckets.set(key, bucket);
    }
    bucket.count++;
    return { count: bucket.count, endsInMs: bucket.resetAt - t };
  };
  const peek = (rawKey: string): Window | null => {
    const t = now();
    const bucket = buckets.get(hashKey(rawKey));
    return bucket && bucket.resetAt > t ? { count: bucket.count, endsInMs: bucket.resetAt - t } : null;
  };

  return {
    add: async (key) => add(key),
    peek: async (key) => peek(key),
    stop: () => clearInterval(sweep),
    get size() {
      return buckets.size;
    },
  };
}

/** A fixed-window limiter kept in memory (per instance): `memoryWindows` under `rateLimiter`. */
export function createRateLimiter(opts: {
  windowMs: number;
  max: number;
  message: string;
  maxKeys?: number;
  now?: () => number;
}): RateLimiter & { readonly size: number } {
  const windows = memoryWindows(opts);
  return {
    ...rateLimiter(windows, opts),
    get size() {
      return windows.size;
    },
  };
}
