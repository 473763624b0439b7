import { eq } from 'drizzle-orm';
import type { StaffRole } from '@shared/staff-roles';
import type { Db } from '../db/client';
import { userRoles } from '../db/schema';

/**
 * The account's staff role, or null for a customer. Asked lazily once per request by the session
 * middleware (http/guards.ts) and by the live order feed; given and changed in modules/roles.
 */
export async function staffRole(db: Db, userId: string): Promise<StaffRole | null> {
  const [row] = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return row?.role ?? null;
}
