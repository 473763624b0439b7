import { createMiddleware } from 'hono/factory';
import { can, STAFF_ROLE_LABELS, type Permission } from '@shared/staff-roles';
import type { Auth } from '../auth/auth';
import { createSessionLookup } from '../auth/session-lookup';
import { staffRole } from '../auth/staff-role';
import type { Db } from '../db/client';
import type { AppEnv } from './context';
import { AppError } from './errors';
import { requestHeader } from './request-header';

/**
 * Reads the better-auth session cookie once per request; sets `user`, and `staffRole` as a lazy
 * check: only staff routes and /api/me pay for the role query, not every customer request.
 */
export function sessionMiddleware(auth: Auth, db: Db) {
  const lookup = createSessionLookup(auth, db);
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = await lookup(requestHeader(c, 'cookie'), () => c.req.raw.headers);
    c.set('user', user);
    let role: ReturnType<AppEnv['Variables']['staffRole']> | undefined;
    c.set('staffRole', () => (role ??= user ? staffRole(db, user.id) : Promise.resolve(null)));
    await next();
  });
}

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) throw new AppError(401, 'Faça login para continuar', 'unauthenticated');
  await next();
});

export const NOT_STAFF_MESSAGE = 'Acesso negado. Você não tem permissões de administrador.';

/** The refusal for a staff member whose role lacks the permission; it names the role. */
export function roleRefusal(role: Parameters<typeof can>[0]): AppError {
  if (!role) return new AppError(403, NOT_STAFF_MESSAGE, 'forbidden');
  return new AppError(403, `Acesso negado: o perfil ${STAFF_ROLE_LABELS[role]} não permite esta ação.`, 'forbidden');
}

/** A route for staff whose role grants `permission` (src/shared/staff-roles.ts). */
export function requirePermission(permission: Permission) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!c.get('user')) throw new AppError(401, 'Faça login para continuar', 'unauthenticated');
    const role = await c.get('staffRole')();
    if (!can(role, permission)) throw roleRefusal(role);
    await next();
  });
}
