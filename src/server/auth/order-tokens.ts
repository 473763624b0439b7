import { createHmac, timingSafeEqual } from 'node:crypto';

// Links about one order that prove who holds them without a session: derived from the auth
// secret and a purpose, so nothing is stored and every instance knows them.

/** The token of an order for one purpose ('order-claim', 'order-review'). */
export function orderToken(secret: string, purpose: string, orderId: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${orderId}`).digest('base64url');
}

/** Whether `token` is the order's token for `purpose`. */
export function isOrderToken(secret: string, purpose: string, orderId: string, token: string | undefined): boolean {
  if (!token) return false;
  const want = Buffer.from(orderToken(secret, purpose, orderId));
  const got = Buffer.from(token);
  return got.length === want.length && timingSafeEqual(got, want);
}
