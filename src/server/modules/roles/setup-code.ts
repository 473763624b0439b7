import { createHmac, timingSafeEqual } from 'node:crypto';

// Letters and digits that cannot be misread for one another (no I, L, O, 0, 1).
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * The one-time code that makes the first /admin-register account the store's owner
 * (docs/security.md). Derived from the auth secret, so every instance and `npm run admin --
 * --setup-code` know it without storing it, and a visitor who does not see the server's log
 * cannot guess it (31^8 codes, behind the sign-up limits). Once an admin exists it opens nothing.
 */
export function setupCodeFor(secret: string): string {
  const bytes = createHmac('sha256', secret).update('cardapio:first-admin-setup').digest();
  const chars = Array.from(bytes.subarray(0, 8), (b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** Whether `given` is the code, however the owner typed it (case, spaces, dashes). */
export function isSetupCode(secret: string, given: string | undefined): boolean {
  const want = Buffer.from(setupCodeFor(secret).replace('-', ''));
  const got = Buffer.from((given ?? '').toUpperCase().replace(/[\s-]/g, ''));
  return got.length === want.length && timingSafeEqual(got, want);
}
