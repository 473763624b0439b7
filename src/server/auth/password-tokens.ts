import { randomBytes } from 'node:crypto';
import type { Auth } from './auth';

// ─── The one place that knows how better-auth stores a password-reset token ────────────────
// better-auth (1.x) resets a password (`auth.api.resetPassword({ body: { token, newPassword } })`)
// for the user whose id is the value of the verification `reset-password:<token>`; it checks the
// expiry, consumes the token and revokes the other sessions. Its own "request a reset" endpoint
// makes every token live as long as one setting, but a guest's set-password link must outlive a
// reset link by days (docs/product.md#passwords), so the store makes the tokens here, through
// the library's internal adapter (`auth.$context`, the plugin API). modules/password/password.api.test.ts
// proves a token made here is accepted by the library, and fails if an upgrade changes that.

const IDENTIFIER = (token: string) => `reset-password:${token}`;

/** A single-use token that lets whoever holds it choose the account's password until `ttlMs` passes. */
export async function createPasswordToken(auth: Auth, userId: string, ttlMs: number): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const { internalAdapter } = await auth.$context;
  await internalAdapter.createVerificationValue({
    identifier: IDENTIFIER(token),
    value: userId,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/** The account a token is for, or null when it is unknown, used or expired. */
export async function passwordTokenUser(auth: Auth, token: string): Promise<string | null> {
  const { internalAdapter } = await auth.$context;
  const found = await internalAdapter.findVerificationValue(IDENTIFIER(token));
  if (!found || found.expiresAt.getTime() < Date.now()) return null;
  return found.value;
}
