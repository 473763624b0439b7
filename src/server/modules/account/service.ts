import { eq, sql } from 'drizzle-orm';
import type { Auth } from '@server/auth/auth';
import type { Db } from '@server/db/client';
import { session, user } from '@server/db/schema';

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
export const EXISTING_ACCOUNT_MESSAGE =
  'Este email já tem uma conta. Para pedir acesso de administrador, use a senha dessa conta (ou "Esqueci minha senha").';

/**
 * The account's id when `password` is its password, else null. The check is the library's
 * sign-in; the session it opens is deleted at once, as this is not a sign-in.
 */
export async function accountWithPassword(auth: Auth, db: Db, email: string, password: string): Promise<string | null> {
  try {
    const res = await auth.api.signInEmail({ body: { email, password } });
    await db.delete(session).where(eq(session.token, res.token));
    return res.user.id;
  } catch {
    return null;
  }
}
