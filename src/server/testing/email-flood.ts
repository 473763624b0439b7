import { randomUUID } from 'node:crypto';
import { CHECKOUT_FORM } from './checkout-fixtures';

/** Every endpoint that reads an email from an anonymous client, with a body built around one. */
export const EMAIL_ENDPOINTS: { path: string; body: (email: string) => unknown }[] = [
  { path: '/api/auth/sign-up/email', body: (email) => ({ name: 'Abuso', email, password: 'segredo1' }) },
  { path: '/api/auth/sign-in/email', body: (email) => ({ email, password: 'segredo1' }) },
  {
    path: '/api/admin-access/register',
    body: (email) => ({ name: 'Abuso', email, password: 'segredo1', setupCode: 'AAAA-AAAA' }),
  },
  {
    path: '/api/orders',
    body: (email) => ({
      form: { ...CHECKOUT_FORM, name: 'Abuso', email, paymentMethod: 'cash' },
      items: [{ productId: randomUUID(), variationIds: [], quantity: 1 }],
      idempotencyKey: randomUUID(),
    }),
  },
];

/** A distinct email of about `bytes` characters: the request a memory-exhaustion attack sends. */
export const longEmail = (i: number, bytes: number) =>
  `${String(i).padStart(8, '0')}${'a'.repeat(Math.max(0, bytes - 20))}@exemplo.com`;

/**
 * Sends `perEndpoint` requests with distinct emails of `emailBytes` to each endpoint above, a
 * few at a time, and counts the answers by status (0: no answer). Bounded in count by design.
 */
export async function floodEmails(
  url: string,
  opts: { perEndpoint: number; emailBytes: number; concurrency?: number },
) {
  const statuses: Record<string, Record<number, number>> = {};
  let next = 0;
  const total = opts.perEndpoint * EMAIL_ENDPOINTS.length;
  const worker = async () => {
    for (let i = next++; i < total; i = next++) {
      const endpoint = EMAIL_ENDPOINTS[i % EMAIL_ENDPOINTS.length]!;
      let status = 0;
      try {
        const res = await fetch(`${url}${endpoint.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: url },
          body: JSON.stringify(endpoint.body(longEmail(i, opts.emailBytes))),
          signal: AbortSignal.timeout(30_000),
        });
        status = res.status;
        await res.arrayBuffer();
      } catch {
        status = 0;
      }
      const counts = (statuses[endpoint.path] ??= {});
      counts[status] = (counts[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency ?? 8 }, worker));
  return { sent: total, statuses };
}
