import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Checks Meta's `X-Hub-Signature-256` ("sha256=<hex>"): HMAC-SHA256 of the raw body with the
 * app's secret, compared in constant time. Tests sign with their own copy (testing/fake-whatsapp.ts).
 */
export function verifyHubSignature(rawBody: Uint8Array, header: string | undefined, appSecret: string): boolean {
  const m = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '');
  if (!m) return false;
  const given = Buffer.from(m[1]!, 'hex');
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}
