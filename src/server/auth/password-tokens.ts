import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, like, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { account, session, user, verification } from '../db/schema';
import type { Auth } from './auth';

// ─── Password links (docs/security.md#password-links) ─────────────────────────────────────
// A link is one account, one use, one purpose: its token is a row of the auth library's
// `verification` table, `reset-password:<token>` holding the account's id, which the store
// makes (a guest's welcome link outlives a reset link by days, so the library's own request
// endpoint, with one lifetime for all, is not used) and consumes itself. Using a link sets the
// password, ends every other link and every session of the account, all under the account's
// row lock, so an older link can never undo what a newer one chose. The password is hashed by
// the library's own hasher, so its sign-in reads it (modules/password/password.api.test.ts).

const PREFIX = 'reset-password:';
/** A guest's link to make the account an order could not make at once: `new-account:<token>` holds the email. */
const NEW_ACCOUNT = 'new-account:';

// How long the links live (docs/product.md#passwords): a reset is asked for now and used now;
// a guest reads the order email whenever, so its set-password link lasts a week.
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
const SET_PASSWORD_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The page where the holder of `token` chooses a password; `welcome` titles it for a guest. */
export const passwordPageUrl = (publicUrl: string, token: string, welcome = false) =>
  `${publicUrl}/reset-password?token=${token}${welcome ? '&welcome=1' : ''}`;

/** A guest's set-password link, for the order email. */
export async function setPasswordUrl(db: Pick<Db, 'insert'>, publicUrl: string, userId: string): Promise<string> {
  return passwordPageUrl(publicUrl, await createPasswordToken(db, userId, SET_PASSWORD_LINK_TTL_MS), true);
}

/**
 * A guest's link for an order placed when no account could be made at once (too many made from
 * the same network: docs/security.md): choosing a password makes the email's account then.
 */
export async function newAccountUrl(db: Pick<Db, 'insert'>, publicUrl: string, email: string): Promise<string> {
  return passwordPageUrl(publicUrl, await newToken(db, NEW_ACCOUNT, email, SET_PASSWORD_LINK_TTL_MS), true);
}

/** A single-use token that lets whoever holds it choose the account's password until `ttlMs` passes. */
export const createPasswordToken = (db: Pick<Db, 'insert'>, userId: string, ttlMs: number) =>
  newToken(db, PREFIX, userId, ttlMs);

/** A random token saved as `<purpose><token>` holding `value` until `ttlMs` passes. */
async function newToken(db: Pick<Db, 'insert'>, purpose: string, value: string, ttlMs: number): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.insert(verification).values({
    id: randomUUID(),
    identifier: purpose + token,
    value,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/**
 * Sets the password of the token's account and returns the account's id; null (and nothing
 * changed) when the token is unknown, used, expired or ended by another link or password change.
 */
export async function usePasswordToken(auth: Auth, db: Db, token: string, newPassword: string): Promise<string | null> {
  const identifier = PREFIX + token;
  const { password } = await auth.$context;
  const hash = await password.hash(newPassword);
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ userId: verification.value })
      .from(verification)
      .where(and(eq(verification.identifier, identifier), gt(verification.expiresAt, sql`now()`)));
    if (!found) return null;
    // Two links of one account used at once take turns here; the second finds itself ended.
    const [locked] = await tx.select({ id: user.id }).from(user).where(eq(user.id, found.userId)).for('update');
    if (!locked) return null;
    const [taken] = await tx
      .delete(verification)
      .where(and(eq(verification.identifier, identifier), eq(verification.value, locked.id)))
      .returning({ id: verification.id });
    if (!taken) return null;
    await setPassword(tx, locked.id, hash);
    return locked.id;
  });
}

/**
 * Uses a new-account link: the account of its email is made with this password, or, when one was
 * made meanwhile, gets it (the link proves the email, as a reset link would). Returns the
 * account's id; null when the token is unknown, used or expired.
 */
export async function useNewAccountToken(
  auth: Auth,
  db: Db,
  token: string,
  newPassword: string,
  name: (email: string) => Promise<string>,
): Promise<string | null> {
  const [taken] = await db
    .delete(verification)
    .where(and(eq(verification.identifier, NEW_ACCOUNT + token), gt(verification.expiresAt, sql`now()`)))
    .returning({ email: verification.value });
  if (!taken) return null;
  const { email } = taken;
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!existing) {
    try {
      const made = await auth.api.signUpEmail({ body: { name: await name(email), email, password: newPassword } });
      await db
        .delete(verification)
        .where(and(like(verification.identifier, `${NEW_ACCOUNT}%`), eq(verification.value, email)));
      return made.user.id;
    } catch {
      // Made a moment ago by another request: that account gets the password below.
    }
  }
  const [now] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!now) return null;
  const { password } = await auth.$context;
  const hash = await password.hash(newPassword);
  await db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, now.id)).for('update');
    await setPassword(tx, now.id, hash);
    await tx
      .delete(verification)
      .where(and(like(verification.identifier, `${NEW_ACCOUNT}%`), eq(verification.value, email)));
  });
  return now.id;
}

/**
 * The account's password is now `hash`: every outstanding link of the account and every
 * session end with it. Every password change goes through here.
 */
async function setPassword(tx: Pick<Db, 'update' | 'delete' | 'insert'>, userId: string, hash: string) {
  const updated = await tx
    .update(account)
    .set({ password: hash, updatedAt: new Date() })
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
    .returning({ id: account.id });
  if (!updated.length)
    await tx
      .insert(account)
      .values({ id: randomUUID(), accountId: userId, providerId: 'credential', userId, password: hash });
  await endPasswordLinks(tx, userId);
  await tx.delete(session).where(eq(session.userId, userId));
}

/** Ends every outstanding password link of the account. */
async function endPasswordLinks(tx: Pick<Db, 'delete'>, userId: string): Promise<void> {
  await tx.delete(verification).where(and(like(verification.identifier, `${PREFIX}%`), eq(verification.value, userId)));
}
