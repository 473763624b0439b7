import { and, eq, sql } from 'drizzle-orm';
import { isAdmin } from '../../auth/admin-role';
import type { Db } from '../../db/client';
import { adminRequests, user, userRoles } from '../../db/schema';

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

/**
 * The first admin-register account becomes admin, when it brought the setup code
 * (`withSetupCode`, setup-code.ts); later ones are only requests. The advisory lock makes
 * two simultaneous first registrations produce one admin.
 */
export async function requestAdminAccess(db: Db, userId: string, withSetupCode: boolean): Promise<'admin' | 'pending'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(424242)`);
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
