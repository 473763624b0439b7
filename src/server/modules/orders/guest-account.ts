import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Auth } from '@server/auth/auth';
import type { Db } from '@server/db/client';
import type { Logger } from '@server/logger';
import type { Address } from '@shared/schemas/address';
import { emailTaken } from '../account/service';

/** A generated guest password of 16 random characters. */
const randomPassword = () => randomBytes(12).toString('base64url').slice(0, 16);

/**
 * A new email at checkout gets an account with a random password, signed in at once, made
 * only after its order is written (docs/security.md): an order the rules refuse leaves no
 * account behind. Returns the new user's id and the session cookies to forward to the
 * browser, or null when no account could be made (the email was taken a moment ago, or the
 * auth library failed): the order then waits to be claimed, as for a known email.
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
    if (!code.includes('ALREADY_EXISTS') && !(await emailTaken(db, input.email)))
      logger.error({ err }, 'guest account creation failed');
    return null;
  }
  try {
    const signedIn = await auth.api.signInEmail({
      body: { email: input.email, password },
      headers,
      returnHeaders: true,
    });
    return { userId, setCookies: signedIn.headers.getSetCookie() };
  } catch (err) {
    // The account exists; the order still goes to it, the customer signs in later.
    logger.error({ err }, 'guest sign-in failed');
    return { userId, setCookies: [] };
  }
}

/**
 * Gives a just-written guest order (and its creation event) to its new account, and fills that
 * profile's phone and address (a pickup order has none to give).
 */
export async function linkGuestOrder(
  db: Db,
  orderId: string,
  userId: string,
  profile: { phone: string; address: Address | null },
) {
  const address = profile.address ? JSON.stringify(profile.address) : null;
  await db.execute(sql`
    with linked as (
      update orders set user_id = ${userId}, updated_at = now() where id = ${orderId} and user_id is null returning id
    ), events as (
      update order_events set user_id = ${userId} where order_id in (select id from linked)
    )
    update profiles set
      phone = case when phone = '' then ${profile.phone} else phone end,
      address = case when address is null or jsonb_typeof(address) = 'null' then ${address}::jsonb else address end,
      updated_at = now()
    where user_id = ${userId} and exists (select 1 from linked)`);
}
