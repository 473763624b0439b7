import { createECDH } from 'node:crypto';
import { and, desc, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { orders, pushSubscriptions } from '@server/db/schema';
import { AppError, notFound } from '@server/http/errors';
import type { PushSubscribeInput } from '@shared/schemas/push';
import { ORDER_NOT_FOUND } from '../customer-orders/service';
import { pushEndpointAllowed } from './endpoint-rule';

/**
 * Browsers kept per account, and per order: a customer's phone, tablet and computer, with room
 * for a few reinstalls. Past it the oldest is dropped (docs/security.md#order-notifications).
 */
export const PUSH_SUBSCRIPTIONS_PER_OWNER = 10;

const REFUSED = 'Este navegador usa um serviço de notificações que não aceitamos.';
const BAD_KEYS = 'Inscrição de notificações inválida';

/** The browser's key must be a point of P-256, or every message to it would fail to encrypt. */
function validP256dh(p256dh: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

/**
 * Keeps this browser's subscription for the signed-in customer: all their orders, or one of
 * them (`orderId`, which must be theirs). An endpoint is one browser: subscribing it again
 * (new keys, another account signed in on the same device) replaces the earlier row.
 */
export async function subscribe(
  db: Db,
  userId: string,
  input: PushSubscribeInput,
  opts: { allowLocal: boolean },
): Promise<'account' | 'order'> {
  if (!pushEndpointAllowed(input.endpoint, opts)) throw new AppError(400, REFUSED, 'push_endpoint_refused');
  if (!validP256dh(input.keys.p256dh)) throw new AppError(400, BAD_KEYS, 'invalid');
  const orderId = input.orderId ?? null;
  if (orderId) {
    const [own] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    // Someone else's order is as missing as an unknown one (as in Meus Pedidos).
    if (!own) throw notFound(ORDER_NOT_FOUND);
  }
  const owner = orderId ? { userId: null, orderId } : { userId, orderId: null };
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ ...owner, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { ...owner, p256dh: input.keys.p256dh, auth: input.keys.auth },
      });
    const mine = orderId
      ? eq(pushSubscriptions.orderId, orderId)
      : and(eq(pushSubscriptions.userId, userId), isNull(pushSubscriptions.orderId));
    const keep = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(mine)
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(PUSH_SUBSCRIPTIONS_PER_OWNER);
    await tx.delete(pushSubscriptions).where(and(mine, notInArray(pushSubscriptions.id, keep)));
  });
  return orderId ? 'order' : 'account';
}

/**
 * Forgets this browser for the signed-in customer: their account's subscription or one for one
 * of their orders. Another account's endpoint is left alone; either way the answer is the same.
 */
export async function unsubscribe(db: Db, userId: string, endpoint: string): Promise<void> {
  const theirOrders = db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
  await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.endpoint, endpoint),
        or(eq(pushSubscriptions.userId, userId), inArray(pushSubscriptions.orderId, theirOrders)),
      ),
    );
}
