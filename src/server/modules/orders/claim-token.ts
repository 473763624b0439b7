import { createHmac, timingSafeEqual } from 'node:crypto';

// The proof that a browser placed a guest order waiting for its owner (docs/decisions/016):
// placing it answers this token to that browser only (and to a retry with the same key and
// email), which keeps it; claiming with it needs no emailed link. Derived from the auth secret,
// so nothing is stored and every instance knows it.

/** The claim token of an order. */
export function claimTokenFor(secret: string, orderId: string): string {
  return createHmac('sha256', secret).update(`order-claim:${orderId}`).digest('base64url');
}

/** Whether `token` is the order's claim token. */
export function isClaimToken(secret: string, orderId: string, token: string | undefined): boolean {
  if (!token) return false;
  const want = Buffer.from(claimTokenFor(secret, orderId));
  const got = Buffer.from(token);
  return got.length === want.length && timingSafeEqual(got, want);
}
