import type { OrderPushMessage } from '@shared/push-texts';
import type { VapidKeys } from './vapid-keys';

/** One browser to tell: its endpoint and the keys the payload is encrypted for. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** 'gone': the push service forgot the subscription (404/410), so it is deleted. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

const TIMEOUT_MS = 10_000;
/** How long a push service keeps a message for a browser that is offline (seconds). */
const TTL_SECONDS = 60 * 60;

/**
 * Sends one notification (docs/product.md#order-notifications). web-push only encrypts the
 * payload (aes128gcm, RFC 8291) and signs the VAPID header (RFC 8292); the request is our own
 * fetch, so it has a time limit, never follows a redirect (docs/security.md#order-notifications)
 * and works against the tests' http fake. web-push is loaded on the first push, not at start.
 */
export async function sendPush(
  target: PushTarget,
  message: OrderPushMessage,
  opts: { keys: VapidKeys; subject: string; fetchImpl?: typeof fetch },
): Promise<{ outcome: PushOutcome; status: number | null }> {
  const { default: webpush } = await import('web-push');
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(message),
    {
      vapidDetails: { subject: opts.subject, publicKey: opts.keys.publicKey, privateKey: opts.keys.privateKey },
      TTL: TTL_SECONDS,
      urgency: 'high',
      contentEncoding: 'aes128gcm',
      topic: message.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
    },
  );
  const headers = new Headers();
  // fetch sets the length itself from the body.
  for (const [k, v] of Object.entries(details.headers))
    if (k.toLowerCase() !== 'content-length') headers.set(k, String(v));
  let status: number;
  try {
    const res = await (opts.fetchImpl ?? fetch)(details.endpoint, {
      method: 'POST',
      headers,
      body: new Uint8Array(details.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    status = res.status;
    await res.body?.cancel();
  } catch {
    return { outcome: 'failed', status: null };
  }
  if (status === 404 || status === 410) return { outcome: 'gone', status };
  return { outcome: status >= 200 && status < 300 ? 'sent' : 'failed', status };
}
