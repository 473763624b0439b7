import { and, eq, sql } from 'drizzle-orm';
import { staffRole } from '@server/auth/staff-role';
import type { Db } from '@server/db/client';
import { adminRequests, user, userRoles } from '@server/db/schema';
import { AppError } from '@server/http/errors';
import type { StaffRole } from '@shared/staff-roles';

/** Gives the account this role, replacing the one it had (`npm run admin`, tests). */
export async function grantRole(db: Db, userId: string, role: StaffRole) {
  await db.insert(userRoles).values({ userId, role }).onConflictDoUpdate({ target: userRoles.userId, set: { role } });
}

/** Whether the store has its owner; until then the first registration with the setup code becomes it. */
export async function ownerExists(db: Db): Promise<boolean> {
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, 'owner'))
    .limit(1);
  return rows.length > 0;
}

// Serialises the changes that decide who runs the store: the first registration, role changes, removals.
const ROLES_LOCK = sql`select pg_advisory_xact_lock(424242)`;

/**
 * The first admin-register account becomes the owner ('Dono'), when it brought the setup code
 * (`withSetupCode`, setup-code.ts); later ones are only requests. The advisory lock makes
 * two simultaneous first registrations produce one owner.
 */
export async function requestAdminAccess(db: Db, userId: string, withSetupCode: boolean): Promise<'admin' | 'pending'> {
  return db.transaction(async (tx) => {
    await tx.execute(ROLES_LOCK);
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(userRoles)
      .where(eq(userRoles.role, 'owner'));
    if (count === 0 && withSetupCode) {
      await tx
        .insert(userRoles)
        .values({ userId, role: 'owner' })
        .onConflictDoUpdate({
          target: userRoles.userId,
          set: { role: 'owner' },
        });
      await tx
        .insert(adminRequests)
        .values({ userId, status: 'approved', decidedAt: new Date() })
        .onConflictDoNothing();
      return 'admin';
    }
    if (await staffRole(tx as unknown as Db, userId)) return 'admin';
    await tx.insert(adminRequests).values({ userId, status: 'pending' }).onConflictDoNothing();
    return 'pending';
  });
}

export async function listTeam(db: Db) {
  const members = await db
    .select({ id: user.id, name: user.name, email: user.email, role: userRoles.role, since: userRoles.createdAt })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
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
  return { members, requests };
}

/** Approves a request with the role the owner chose, or refuses it; null when it is no longer pending. */
export async function decideAdminRequest(
  db: Db,
  requestId: string,
  decidedBy: string,
  decision: { approve: boolean; role: StaffRole },
) {
  return db.transaction(async (tx) => {
    const [req] = await tx
      .update(adminRequests)
      .set({ status: decision.approve ? 'approved' : 'refused', decidedBy, decidedAt: new Date() })
      .where(and(eq(adminRequests.id, requestId), eq(adminRequests.status, 'pending')))
      .returning();
    if (!req) return null;
    if (decision.approve)
      await tx.insert(userRoles).values({ userId: req.userId, role: decision.role }).onConflictDoNothing();
    return req;
  });
}

/**
 * The checks every change of someone else's access passes, under the lock: never one's own,
 * the target is on the team, the caller still owns the store, and the store keeps an owner
 * (`leavesOwner`: whether the target stays an owner after the change).
 */
async function checkTeamChange(tx: Db, targetId: string, byId: string, leavesOwner: boolean) {
  if (targetId === byId)
    throw new AppError(409, 'Você não pode mudar o seu próprio acesso. Peça a outro dono.', 'self');
  await tx.execute(ROLES_LOCK);
  const members = await tx.select({ userId: userRoles.userId, role: userRoles.role }).from(userRoles);
  const target = members.find((m) => m.userId === targetId);
  if (!target) throw new AppError(404, 'Pessoa não encontrada na equipe', 'not_found');
  if (members.find((m) => m.userId === byId)?.role !== 'owner')
    throw new AppError(403, 'Acesso negado: só o dono altera a equipe.', 'forbidden');
  const owners = members.filter((m) => m.role === 'owner').length;
  if (target.role === 'owner' && !leavesOwner && owners < 2)
    throw new AppError(409, 'A loja precisa de pelo menos um dono.', 'last_owner');
}

/** Changes another member's role (docs/product.md#staff-roles); the store always keeps an owner. */
export async function changeRole(db: Db, targetId: string, byId: string, role: StaffRole): Promise<void> {
  await db.transaction(async (tx) => {
    await checkTeamChange(tx as unknown as Db, targetId, byId, role === 'owner');
    await tx.update(userRoles).set({ role }).where(eq(userRoles.userId, targetId));
  });
}

/**
 * Takes away another member's access (docs/product.md#admin-bootstrap-and-team). Never one's
 * own, never the last owner, even when two owners remove each other at the same moment (the
 * lock). The person keeps their customer account and may ask for access again.
 */
export async function removeMember(db: Db, targetId: string, byId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await checkTeamChange(tx as unknown as Db, targetId, byId, false);
    await tx.delete(userRoles).where(eq(userRoles.userId, targetId));
    await tx.delete(adminRequests).where(eq(adminRequests.userId, targetId));
  });
}
