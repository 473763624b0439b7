import type { MiddlewareHandler } from 'hono';

type Bucket = { count: number; resetAt: number };

/**
 * Fixed-window limiter kept in memory (per instance). Keyed by what `key` returns, for example
 * the client address plus the email being tried, so one attacker cannot lock everyone out.
 */
export function rateLimit(opts: {
  windowMs: number;
  max: number;
  key: (c: Parameters<MiddlewareHandler>[0]) => Promise<string> | string;
  message: string;
  now?: () => number;
}): MiddlewareHandler {
  const buckets = new Map<string, Bucket>();
  const now = opts.now ?? Date.now;
  return async (c, next) => {
    const t = now();
    if (buckets.size > 10_000) for (const [k, b] of buckets) if (b.resetAt <= t) buckets.delete(k);
    const key = await opts.key(c);
    const bucket = buckets.get(key);
    if (!bucket || bucket.resetAt <= t) {
      buckets.set(key, { count: 1, resetAt: t + opts.windowMs });
    } else if (++bucket.count > opts.max) {
      c.header('Retry-After', String(Math.ceil((bucket.resetAt - t) / 1000)));
      return c.json({ error: opts.message, code: 'rate_limited' }, 429);
    }
    await next();
  };
}

export function clientAddress(c: Parameters<MiddlewareHandler>[0]): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'local';
}
