import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site (CSRF). Browsers send Origin on every
 * cross-site POST; requests without it (curl, server-to-server webhooks) carry no cookies of ours.
 */
export function sameOrigin(publicUrl: string) {
  const allowed = new URL(publicUrl).origin;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!SAFE.has(c.req.method)) {
      const origin = c.req.header('origin');
      const host = c.req.header('host');
      const ok = !origin || origin === allowed || (host !== undefined && safeHost(origin) === host);
      if (!ok || c.req.header('sec-fetch-site') === 'cross-site') {
        return c.json({ error: 'Origem da requisição não permitida', code: 'bad_origin' }, 403);
      }
    }
    await next();
  });
}

function safeHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
