import { z } from 'zod';

// A browser's Web Push subscription as `PushSubscription.toJSON()` gives it, checked before the
// server stores it or ever sends to it (docs/security.md#order-notifications).

/** Longest endpoint accepted: the push services' URLs are a few hundred characters. */
export const PUSH_ENDPOINT_MAX = 1024;

const INVALID = 'Inscrição de notificações inválida';

/** Bytes a base64url string (padding optional) decodes to, or -1 when it is not one. */
export function base64UrlBytes(s: string): number {
  const bare = s.replace(/={1,2}$/, '');
  if (!/^[A-Za-z0-9_-]*$/.test(bare) || bare.length % 4 === 1) return -1;
  return Math.floor((bare.length * 3) / 4);
}

const base64Key = (bytes: number) =>
  z
    .string(INVALID)
    .max(100, INVALID)
    .refine((v) => base64UrlBytes(v) === bytes, INVALID)
    .transform((v) => v.replace(/=+$/, ''));

export const pushEndpointSchema = z
  .string(INVALID)
  .trim()
  .max(PUSH_ENDPOINT_MAX, INVALID)
  .refine((v) => {
    if (!URL.canParse(v)) return false;
    const u = new URL(v);
    return (u.protocol === 'https:' || u.protocol === 'http:') && !u.username && !u.password && !u.hash;
  }, INVALID);

export const pushSubscribeSchema = z.object({
  endpoint: pushEndpointSchema,
  /** Ignored: the push service says when a subscription ends (404/410). */
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      // The browser's P-256 public key, uncompressed (0x04, x, y): 65 bytes.
      p256dh: base64Key(65).refine((v) => v.startsWith('B'), INVALID),
      // The shared authentication secret: 16 bytes.
      auth: base64Key(16),
    },
    INVALID,
  ),
  /** A guest's order (no account): notifications for that order only. */
  orderId: z.uuid('Pedido não encontrado').optional(),
});
export type PushSubscribeInput = z.infer<typeof pushSubscribeSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: pushEndpointSchema });
