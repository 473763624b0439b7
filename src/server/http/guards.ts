import { createMiddleware } from 'hono/factory';
import { isAdmin } from '../auth/admin-role';
import type { Auth } from '../auth/auth';
import { createSessionLookup } from '../auth/session-lookup';
import type { Db } from '../db/client';
import type { AppEnv } from './context';
import { AppError } from './errors';
import { requestHeader } from './request-header';

/**
 * Reads the better-auth session cookie once per request; sets `user`, and `isAdmin` as a lazy
 * check: only admin routes and /api/me pay for the role query, not every customer request.
 */
export function sessionMiddleware(auth: Auth, db: Db) {
  const lookup = createSessionLookup(auth, db);
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = await lookup(requestHeader(c, 'cookie'), () => c.req.raw.headers);
    c.set('user', user);
    let admin: Promise<boolean> | undefined;
    c.set('isAdmin', () => (admin ??= user ? isAdmin(db, user.id) : Promise.resolve(false)));
    await next();
  });
}

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) throw new AppError(401, 'Faça login para continuar', 'unauthenticated');
  await next();
});

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) throw new AppError(401, 'Faça login para continuar', 'unauthenticated');
  if (!(await c.get('isAdmin')())) {
    throw new AppError(403, 'Acesso negado. Você não tem permissões de administrador.', 'forbidden');
  }
  await next();
});
