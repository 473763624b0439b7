import { z } from 'zod';

// Order notifications in the browser (docs/product.md#order-notifications).

/** GET /api/push/key: the server's VAPID public key, the browser's `applicationServerKey` (base64url, 65 bytes). */
export const pushKeyResponseSchema = z.object({ publicKey: z.string() });
export type PushKeyResponse = z.infer<typeof pushKeyResponseSchema>;

/** POST /api/push/subscriptions: this browser will be told about the account's orders, or the one order. */
export const pushSubscribedResponseSchema = z.object({
  subscribed: z.literal(true),
  scope: z.enum(['account', 'order']),
});
export type PushSubscribedResponse = z.infer<typeof pushSubscribedResponseSchema>;
