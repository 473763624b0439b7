import { and, eq, sql } from 'drizzle-orm';
import { isAdmin } from '@server/auth/admin-role';
import type { Db } from '@server/db/client';
import { adminRequests, user, userRoles } from '@server/db/schema';
import { AppError } from '@server/http/errors';

export async function grantAdmin(db: Db, userId: string) {
  await db.insert(userRoles).values({ userId, role: 'admin' }).onConflictDoNothing();
}

export async function adminExists(db: Db): Promise<boolean> {
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, 'admin'))
    .limit(1);
  return rows.length > 0;
}

// Serialises the changes that decide who is admin: the first registration, removals.
const ROLES_LOCK = sql`select pg_advisory_xact_lock(424242)`;

/**
 * The first admin-register account becomes admin, when it brought the setup code
 * (`withSetupCode`, setup-code.ts); later ones are only requests. The advisory lock makes
 * two simultaneous first registrations produce one admin.
 */
export async function requestAdminAccess(db: Db, userId: string, withSetupCode: boolean): Promise<'admin' | 'pending'> {
  return db.transaction(async (tx) => {
    await tx.execute(ROLES_LOCK);
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(userRoles)
      .where(eq(userRoles.role, 'admin'));
    if (count === 0 && withSetupCode) {
      await tx.insert(userRoles).values({ userId, role: 'admin' }).onConflictDoNothing();
      await tx
        .insert(adminRequests)
        .values({ userId, status: 'approved', decidedAt: new Date() })
        .onConflictDoNothing();
      return 'admin';
    }
    if (await isAdmin(tx as unknown as Db, userId)) return 'admin';
    await tx.insert(adminRequests).values({ userId, status: 'pending' }).onConflictDoNothing();
    return 'pending';
  });
}

export async function listTeam(db: Db) {
  const admins = await db
    .select({ id: user.id, name: user.name, email: user.email, since: userRoles.createdAt })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .where(eq(userRoles.role, 'admin'))
    .orderBy(user.name);
  const requests = await db
    .select({
      id: adminRequests.id,
      userId: user.id,
      name: user.name,
      email: user.email,
      createdAt: adminRequests.createdAt,
    })
    .from(adminRequests)
    .innerJoin(user, eq(user.id, adminRequests.userId))
    .where(eq(adminRequests.status, 'pending'))
    .orderBy(adminRequests.createdAt);
  return { admins, requests };
}

export async function decideAdminRequest(db: Db, requestId: string, decidedBy: string, approve: boolean) {
  return db.transaction(async (tx) => {
    const [req] = await tx
      .update(adminRequests)
      .set({ status: approve ? 'approved' : 'refused', decidedBy, decidedAt: new Date() })
      .where(and(eq(adminRequests.id, requestId), eq(adminRequests.status, 'pending')))
      .returning();
    if (!req) return null;
    if (approve) await tx.insert(userRoles).values({ userId: req.userId, role: 'admin' }).onConflictDoNothing();
    return req;
  });
}

/**
 * Takes away another admin's access (docs/product.md#admin-bootstrap-and-team). Never one's
 * own, never the last admin, even when two admins remove each other at the same moment (the
 * lock). The person keeps their customer account and may ask for access again.
 */
export async function removeAdmin(db: Db, targetId: string, byId: string): Promise<void> {
  if (targetId === byId)
    throw new AppError(409, 'Você não pode remover o seu próprio acesso. Peça a outro administrador.', 'self');
  await db.transaction(async (tx) => {
    await tx.execute(ROLES_LOCK);
    const admins = await tx.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'admin'));
    if (!admins.some((a) => a.userId === targetId))
      throw new AppError(404, 'Administrador não encontrado', 'not_found');
    if (!admins.some((a) => a.userId === byId))
      throw new AppError(403, 'Acesso negado. Você não tem permissões de administrador.', 'forbidden');
    if (admins.length < 2) throw new AppError(409, 'A loja precisa de pelo menos um administrador.', 'last_admin');
    await tx.delete(userRoles).where(and(eq(userRoles.userId, targetId), eq(userRoles.role, 'admin')));
    await tx.delete(adminRequests).where(eq(adminRequests.userId, targetId));
  });
}
