import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { parse as parseCookies } from 'hono/utils/cookie';
import type { Db } from '../db/client';
import { session, user } from '../db/schema';
import type { SessionUser } from '../http/context';
import type { Auth } from './auth';

/** A session cookie's value: `<token>.<base64 HMAC-SHA256 of the token>` (better-call's signed cookie). */
function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

/** The session token a Cookie header carries, when its signature holds. */
async function sessionToken(auth: Auth, cookies: string | undefined): Promise<string | null> {
  if (!cookies) return null;
  const { authCookies, secret } = await auth.$context;
  const signed = parseCookies(cookies, authCookies.sessionToken.name)[authCookies.sessionToken.name];
  return signed ? verifiedToken(signed, secret) : null;
}

/**
 * Who a request is signed in as, in one query. better-auth's getSession costs two reads (the
 * session, then its user) plus its endpoint machinery on every signed-in request; the orders benchmark
 * measured ~10% of an order's server time there. This reads the same cookie with the same
 * secret and checks the same expiry, and hands the request to better-auth itself whenever it
 * has more to do than read: a session due for its daily extension, or a "don't remember me"
 * cookie. The cookie name, secret and ages come from better-auth's own context: one source.
 */
export function createSessionLookup(auth: Auth, db: Db) {
  const context = auth.$context;
  const find = db
    .select({ id: user.id, email: user.email, name: user.name, expiresAt: session.expiresAt })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder('token')))
    .prepare('session_user');

  const viaBetterAuth = async (headers: Headers): Promise<SessionUser | null> => {
    const found = await auth.api.getSession({ headers });
    return found?.user ? { id: found.user.id, email: found.user.email, name: found.user.name } : null;
  };

  /** `cookies` is the request's Cookie header; `headers()` its whole headers, for better-auth. */
  return async (cookies: string | undefined, headers: () => Headers): Promise<SessionUser | null> => {
    const { authCookies, sessionConfig } = await context;
    if (!cookies) return null;
    const token = await sessionToken(auth, cookies);
    if (!token) return null;
    if (parseCookies(cookies, authCookies.dontRememberToken.name)[authCookies.dontRememberToken.name])
      return viaBetterAuth(headers());
    const [row] = await find.execute({ token });
    if (!row) return null;
    const expiresAt = row.expiresAt.getTime();
    const now = Date.now();
    // better-auth removes an expired session, and extends one used a day after its last extension.
    if (expiresAt < now) return viaBetterAuth(headers());
    if (expiresAt - sessionConfig.expiresIn * 1000 + sessionConfig.updateAge * 1000 <= now)
      return viaBetterAuth(headers());
    return { id: row.id, email: row.email, name: row.name };
  };
}

/**
 * Whose session a Cookie header still holds (null once signed out, revoked or expired), for
 * long-lived streams that ask again on every heartbeat. A plain read: unlike the lookup it
 * never hands over to better-auth, whose session extension would send a new cookie that an
 * open stream cannot deliver (the page's other requests extend it).
 */
export function createSessionCheck(auth: Auth, db: Db) {
  const find = db
    .select({ userId: session.userId, expiresAt: session.expiresAt })
    .from(session)
    .where(eq(session.token, sql.placeholder('token')))
    .prepare('session_alive');
  return async (cookies: string | undefined): Promise<string | null> => {
    const token = await sessionToken(auth, cookies);
    if (!token) return null;
    const [row] = await find.execute({ token });
    return row && row.expiresAt.getTime() > Date.now() ? row.userId : null;
  };
}
