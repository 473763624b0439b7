// Tests only: the `Stripe-Signature` header Stripe sends with a webhook. Computed here from
// Stripe's documented scheme ("t=<unix seconds>,v1=<hex HMAC-SHA256 of '<t>.<raw body>' with
// the endpoint secret>"), never with the server's code (modules/payments/webhook-signature.ts),
// so a wrong verifier fails the tests.
import { createHmac } from 'node:crypto';

export function stripeSignature(payload: string, secret: string, timestampSec = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestampSec}.${payload}`).digest('hex');
  return `t=${timestampSec},v1=${v1}`;
}
