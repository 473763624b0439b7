import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userRoles } from '../db/schema';

/**
 * Whether the account holds the admin role. Asked lazily once per request by the session
 * middleware (http/guards.ts) and by the live order feed; granted and requested in modules/roles.
 */
export async function isAdmin(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')));
  return rows.length > 0;
}
