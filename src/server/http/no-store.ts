import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';

/**
 * API answers are about the caller (their session, profile, orders, the admin area), so none
 * may be kept by a browser or proxy cache where the next person on a shared phone or the
 * kitchen tablet could read it. Runs after the handler, so it covers better-auth's answers and
 * the error answers of app.onError too; a route that chose its own caching (the public menu,
 * CEP lookups) keeps it.
 */
export const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
});
