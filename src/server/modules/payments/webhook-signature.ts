import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Checks a `Stripe-Signature` header ("t=<unix>,v1=<hex>[,v1=...]"): HMAC-SHA256 of
 * "<t>.<raw body>" with the endpoint secret, compared in constant time, within a tolerance.
 * Tests sign with their own copy of the scheme (testing/stripe-signature.ts), not with this file.
 */
export function verifyStripeSignature(
  payload: string,
  header: string | undefined,
  secret: string,
  nowMs: number,
  toleranceSec = 300,
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((p) => p.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  const signatures = parts.filter(([k]) => k === 'v1').map(([, v]) => v ?? '');
  if (!Number.isInteger(t) || signatures.length === 0) return false;
  if (Math.abs(nowMs / 1000 - t) > toleranceSec) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex'), 'hex');
  return signatures.some((s) => {
    const given = Buffer.from(s, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
