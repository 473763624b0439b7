import { randomBytes } from 'node:crypto';
import type { Auth } from '../../auth/auth';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import type { Logger } from '../../logger';
import { emailTaken } from '../account/service';

export const ACCOUNT_FAILED_MESSAGE = 'Não foi possível processar seu pedido. Tente novamente.';

/** spec.md §9: a generated guest password of 16 random characters. */
export const randomPassword = () => randomBytes(12).toString('base64url').slice(0, 16);

/**
 * design.md §5: a new email at checkout gets an account with a random password, signed in at
 * once. Returns the new user's id and the session cookies to forward to the browser, or null
 * when the email already has an account (the order then waits to be claimed).
 */
export async function createGuestAccount(
  auth: Auth,
  db: Db,
  logger: Logger,
  input: { name: string; email: string },
  headers: Headers,
): Promise<{ userId: string; setCookies: string[] } | null> {
  const password = randomPassword();
  let userId: string;
  try {
    const res = await auth.api.signUpEmail({ body: { name: input.name, email: input.email, password }, headers });
    userId = res.user.id;
  } catch (err) {
    // A concurrent checkout with the same email may have created it a moment ago.
    const code = (err as { body?: { code?: string } }).body?.code ?? '';
    if (code.includes('ALREADY_EXISTS') || (await emailTaken(db, input.email))) return null;
    logger.error({ err }, 'guest account creation failed');
    throw new AppError(503, ACCOUNT_FAILED_MESSAGE, 'account_failed');
  }
  try {
    const signedIn = await auth.api.signInEmail({ body: { email: input.email, password }, headers, returnHeaders: true });
    return { userId, setCookies: signedIn.headers.getSetCookie() };
  } catch (err) {
    // The account exists; the order still goes to it, the customer signs in later.
    logger.error({ err }, 'guest sign-in failed');
    return { userId, setCookies: [] };
  }
}
