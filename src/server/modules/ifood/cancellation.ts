import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@server/db/client';
import { ifoodOrders, orders } from '@server/db/schema';
import { AppError, notFound } from '@server/http/errors';
import { IFOOD_UNREACHABLE_MESSAGE, NOT_AN_IFOOD_ORDER, requestLapsed } from '@shared/ifood';
import { recordOrderEvent } from '../live/record-event';
import { IfoodError, type IfoodClient } from './ifood-client';

const reasonsSchema = z
  .array(
    z.object({ cancelCodeId: z.string().min(1).max(20), description: z.string().transform((s) => s.slice(0, 200)) }),
  )
  .max(100);

export type CancellationReason = { code: string; description: string };

/** The iFood order behind one of ours, locked for the caller's transaction when asked. */
export async function ifoodOrderOf(db: Db, orderId: string) {
  const [row] = await db
    .select({
      ifoodOrderId: ifoodOrders.ifoodOrderId,
      status: orders.status,
      userId: orders.userId,
      cancellationState: ifoodOrders.cancellationState,
      cancellationAt: ifoodOrders.cancellationAt,
    })
    .from(ifoodOrders)
    .innerJoin(orders, eq(orders.id, ifoodOrders.orderId))
    .where(eq(ifoodOrders.orderId, orderId));
  if (!row) throw notFound(NOT_AN_IFOOD_ORDER);
  return row;
}

/** A call staff wait for: iFood down or refusing reads as a pt-BR 502, never a 500. */
async function callIfood<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof IfoodError) throw new AppError(502, IFOOD_UNREACHABLE_MESSAGE, 'ifood_unreachable');
    throw err;
  }
}

/** The reasons iFood accepts for cancelling this order now (they depend on the order and its state). */
export async function cancellationReasons(db: Db, client: IfoodClient, orderId: string): Promise<CancellationReason[]> {
  return reasonsOf(client, (await ifoodOrderOf(db, orderId)).ifoodOrderId);
}

async function reasonsOf(client: IfoodClient, ifoodOrderId: string): Promise<CancellationReason[]> {
  const { json } = await callIfood(() =>
    client.request('GET', `/order/v1.0/orders/${encodeURIComponent(ifoodOrderId)}/cancellationReasons`),
  );
  const parsed = reasonsSchema.safeParse(json ?? []);
  if (!parsed.success) throw new AppError(502, IFOOD_UNREACHABLE_MESSAGE, 'ifood_unreadable');
  return parsed.data.map((r) => ({ code: r.cancelCodeId, description: r.description }));
}

/**
 * Staff ask iFood to cancel (docs/product.md#ifood) with one of iFood's reasons: the order stays
 * as it is, marked 'requested', until iFood's CANCELLED cancels it here or its
 * CANCELLATION_REQUEST_FAILED marks the request refused.
 */
export async function requestCancellation(db: Db, client: IfoodClient, orderId: string, code: string) {
  const order = await ifoodOrderOf(db, orderId);
  if (order.status === 'cancelled') throw new AppError(409, 'Este pedido já foi cancelado.', 'cancelled');
  // iFood answers a request within minutes; one left unanswered may be asked again.
  if (order.cancellationState === 'requested' && !requestLapsed(order.cancellationAt, new Date()))
    throw new AppError(409, 'O cancelamento já foi pedido ao iFood: aguarde a resposta.', 'requested');
  const reason = (await reasonsOf(client, order.ifoodOrderId)).find((r) => r.code === code);
  if (!reason) throw new AppError(400, 'Escolha um dos motivos que o iFood oferece.', 'reason');
  await callIfood(() =>
    client.request('POST', `/order/v1.0/orders/${encodeURIComponent(order.ifoodOrderId)}/requestCancellation`, {
      body: { reason: reason.description, cancellationCode: reason.code },
    }),
  );
  await markCancellation(db, orderId, order.userId, 'requested', reason.description);
}

/** What became of a cancellation request, told to the staff screens. */
export async function markCancellation(
  db: Db,
  orderId: string,
  userId: string | null,
  state: 'requested' | 'failed',
  reason: string,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(ifoodOrders)
      .set({ cancellationState: state, cancellationReason: reason.slice(0, 300), cancellationAt: new Date() })
      .where(eq(ifoodOrders.orderId, orderId));
    await recordOrderEvent(tx, { type: 'order.ifood_synced', orderId, userId });
  });
}
