import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { ifoodActions, ifoodOrders } from '@server/db/schema';
import { AppError } from '@server/http/errors';
import { IFOOD_CANCEL_HERE_MESSAGE, IFOOD_CANCELLED_STAYS_MESSAGE, ifoodActionsFor } from '@shared/ifood';
import type { OrderStatus } from '@shared/order-status';

/**
 * An iFood order's status is iFood's as much as ours (docs/product.md#ifood): staff do not cancel
 * it here (iFood decides a cancellation) nor reopen one iFood cancelled.
 */
export function refuseIfoodChange(current: { status: OrderStatus }, to: OrderStatus) {
  if (current.status === 'cancelled') throw new AppError(409, IFOOD_CANCELLED_STAYS_MESSAGE, 'ifood_cancelled');
  if (to === 'cancelled') throw new AppError(409, IFOOD_CANCEL_HERE_MESSAGE, 'ifood_cancel');
}

/**
 * Queues the calls the change owes iFood, in the change's transaction: written together, and
 * each call once per order (modules/ifood sends them).
 */
export async function queueIfoodActions(tx: Db, orderId: string, from: OrderStatus, to: OrderStatus) {
  const [delivery] = await tx
    .select({ orderType: ifoodOrders.orderType, deliveredBy: ifoodOrders.deliveredBy })
    .from(ifoodOrders)
    .where(eq(ifoodOrders.orderId, orderId));
  const actions = delivery ? ifoodActionsFor(from, to, delivery) : [];
  if (actions.length)
    await tx
      .insert(ifoodActions)
      .values(actions.map((action) => ({ orderId, action })))
      .onConflictDoNothing();
}
