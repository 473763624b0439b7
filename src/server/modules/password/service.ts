import { desc, eq } from 'drizzle-orm';
import type { Auth } from '@server/auth/auth';
import {
  createPasswordToken,
  passwordPageUrl,
  RESET_LINK_TTL_MS,
  useNewAccountToken,
  usePasswordToken,
} from '@server/auth/password-tokens';
import { staffRole } from '@server/auth/staff-role';
import type { Db } from '@server/db/client';
import { orders, user } from '@server/db/schema';
import { AppError } from '@server/http/errors';
import { RESET_LINK_INVALID_MESSAGE, type ResetPasswordInput } from '@shared/schemas/password';
import { passwordResetMail } from '../mail/account-mail';
import type { Mailer } from '../mail/mailer';
import { claimOrdersOfProvenEmail } from '../orders/claim-order';
import { getStoreSettings } from '../store/service';

type Deps = { db: Db; auth: Auth; mail: Mailer; publicUrl: string };

/** Emails a reset link when the email has an account; does nothing, silently, when it has not. */
export async function requestPasswordReset({ db, mail, publicUrl }: Omit<Deps, 'auth'>, email: string): Promise<void> {
  const [account] = await db
    .select({ id: user.id, name: user.name, email: user.email, proven: user.emailVerified })
    .from(user)
    .where(eq(user.email, email));
  if (!account) return;
  const token = await createPasswordToken(db, account.id, RESET_LINK_TTL_MS);
  const store = await getStoreSettings(db);
  await mail.send(
    passwordResetMail({
      to: account.email,
      name: account.name,
      proven: account.proven,
      url: passwordPageUrl(publicUrl, token),
      token,
      store: { name: store.name, logoUrl: store.logoUrl },
      publicUrl,
    }),
  );
}

/**
 * Sets the password of the token's account, once: the link is used up, and every other link and
 * every session of the account end with it (auth/password-tokens.ts). Holding the link proves
 * the email is theirs, so orders placed with it that wait for an owner become the account's.
 * The account is then signed in here.
 */
export async function resetPassword(
  { db, auth }: Pick<Deps, 'db' | 'auth'>,
  input: ResetPasswordInput,
  headers: Headers,
): Promise<{ email: string; isAdmin: boolean; setCookies: string[] }> {
  const userId =
    (await usePasswordToken(auth, db, input.token, input.password)) ??
    (await useNewAccountToken(auth, db, input.token, input.password, (email) => nameOnOrders(db, email)));
  if (!userId) throw new AppError(400, RESET_LINK_INVALID_MESSAGE, 'invalid_token');
  const [account] = await db
    .update(user)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(eq(user.id, userId))
    .returning({ email: user.email });
  await claimOrdersOfProvenEmail(db, { id: userId, email: account!.email });
  const signedIn = await auth.api.signInEmail({
    body: { email: account!.email, password: input.password },
    headers,
    returnHeaders: true,
  });
  return {
    email: account!.email,
    isAdmin: (await staffRole(db, userId)) !== null,
    setCookies: signedIn.headers.getSetCookie(),
  };
}

/** The name on the newest order of an email, for the account its new-account link makes. */
async function nameOnOrders(db: Db, email: string): Promise<string> {
  const [row] = await db
    .select({ name: orders.customerName })
    .from(orders)
    .where(eq(orders.customerEmail, email))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row?.name ?? email.split('@')[0]!;
}
