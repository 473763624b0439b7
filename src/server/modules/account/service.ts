import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema';

/** better-auth answers a duplicate sign-up with a fake success (autoSignIn is off); we say it. */
export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return rows.length > 0;
}

export const EMAIL_TAKEN_MESSAGE = 'Este email já está cadastrado. Faça login.';
