import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { ifoodActions, ifoodDisputes, ifoodOrders } from '@server/db/schema';
import { AppError } from '@server/http/errors';
import {
  IFOOD_CANCEL_HERE_MESSAGE,
  IFOOD_CANCELLED_STAYS_MESSAGE,
  ifoodActionsFor,
  rejectReasonsOf,
  type IfoodAction,
} from '@shared/ifood';
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

type ActionRow = { action: IfoodAction; status: 'queued' | 'done' | 'failed'; error: string | null };

/** An iFood order's calls to iFood, its cancellation request and its customer's latest request, as its detail shows them. */
export async function ifoodPartsOf(db: Db, orderId: string | null) {
  if (!orderId) return { ifoodActions: [] as ActionRow[], ifoodCancellation: null, ifoodDispute: null };
  const [actions, [order], [dispute]] = await Promise.all([
    db
      .select({ action: ifoodActions.action, status: ifoodActions.status, error: ifoodActions.error })
      .from(ifoodActions)
      .where(eq(ifoodActions.orderId, orderId))
      .orderBy(asc(ifoodActions.id)),
    db
      .select({
        state: ifoodOrders.cancellationState,
        reason: ifoodOrders.cancellationReason,
        at: ifoodOrders.cancellationAt,
      })
      .from(ifoodOrders)
      .where(eq(ifoodOrders.orderId, orderId)),
    db
      .select()
      .from(ifoodDisputes)
      .where(eq(ifoodDisputes.orderId, orderId))
      .orderBy(desc(ifoodDisputes.createdAt))
      .limit(1),
  ]);
  return {
    ifoodActions: actions as ActionRow[],
    ifoodCancellation: order?.state
      ? { state: order.state as 'requested' | 'failed', reason: order.reason, at: order.at?.toISOString() ?? null }
      : null,
    ifoodDispute: dispute
      ? {
          action: dispute.action,
          message: dispute.message,
          expiresAt: dispute.expiresAt?.toISOString() ?? null,
          status: dispute.status as 'open' | 'accepted' | 'rejected' | 'settled',
          answerReason: dispute.answerReason,
          timeoutAction: dispute.timeoutAction,
          rejectReasons: rejectReasonsOf(dispute.metadata as Record<string, unknown>),
        }
      : null,
  };
}
