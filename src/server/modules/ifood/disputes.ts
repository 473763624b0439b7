import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { ifoodDisputes } from '@server/db/schema';
import { AppError } from '@server/http/errors';
import { rejectReasonsOf } from '@shared/ifood';
import { recordOrderEvent } from '../live/record-event';
import { ifoodOrderOf } from './cancellation';
import type { IfoodClient } from './ifood-client';

type Metadata = Record<string, unknown>;
const str = (v: unknown, max: number) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);
const when = (v: unknown) => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? new Date(v) : null);

/**
 * A customer asked iFood about an order (HANDSHAKE_DISPUTE, docs/product.md#ifood): kept for staff
 * to answer before it expires, and the board told. Given again, it changes nothing.
 */
export async function recordDispute(db: Db, orderId: string, userId: string | null, metadata: Metadata) {
  const disputeId = str(metadata.disputeId, 100);
  if (!disputeId) return;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ifoodDisputes)
      .values({
        disputeId,
        orderId,
        action: str(metadata.action, 40) ?? 'CANCELLATION',
        message: str(metadata.message, 500),
        expiresAt: when(metadata.expiresAt),
        timeoutAction: str(metadata.timeoutAction, 40),
        // What iFood sent, for the reasons and alternatives it offers; an outsized one is not kept.
        metadata: JSON.stringify(metadata).length <= 20_000 ? metadata : {},
      })
      .onConflictDoNothing()
      .returning({ id: ifoodDisputes.disputeId });
    if (row) await recordOrderEvent(tx, { type: 'order.ifood_synced', orderId, userId });
  });
}

/** iFood settled it (HANDSHAKE_SETTLEMENT): answered here, it keeps the answer; otherwise it is closed. */
export async function settleDispute(db: Db, orderId: string, userId: string | null, metadata: Metadata) {
  const disputeId = str(metadata.disputeId, 100);
  if (!disputeId) return;
  await db.transaction(async (tx) => {
    const settled = await tx
      .update(ifoodDisputes)
      .set({ status: 'settled' })
      .where(and(eq(ifoodDisputes.disputeId, disputeId), eq(ifoodDisputes.status, 'open')))
      .returning({ id: ifoodDisputes.disputeId });
    if (settled.length) await recordOrderEvent(tx, { type: 'order.ifood_synced', orderId, userId });
  });
}

/** The order's latest request, as its detail shows it. */
export async function disputeOf(db: Db, orderId: string) {
  const [row] = await db
    .select()
    .from(ifoodDisputes)
    .where(eq(ifoodDisputes.orderId, orderId))
    .orderBy(desc(ifoodDisputes.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Staff accept the customer's request (iFood then cancels the order) or refuse it with a reason,
 * before it expires; once answered, the answer stands.
 */
export async function answerDispute(
  db: Db,
  client: IfoodClient,
  orderId: string,
  answer: { accept: boolean; reason?: string },
  now: Date,
) {
  const order = await ifoodOrderOf(db, orderId);
  const dispute = await disputeOf(db, orderId);
  if (!dispute || dispute.status !== 'open')
    throw new AppError(409, 'Não há pedido do cliente esperando resposta neste pedido.', 'no_dispute');
  if (dispute.expiresAt && dispute.expiresAt <= now)
    throw new AppError(409, 'O prazo para responder acabou: o iFood decidiu sozinho.', 'expired');
  const reason = answer.reason?.trim();
  if (!answer.accept && (!reason || !rejectReasonsOf(dispute.metadata as Metadata).includes(reason)))
    throw new AppError(400, 'Escolha o motivo da recusa.', 'reason');
  const verdict = answer.accept ? 'accept' : 'reject';
  await client
    .request('POST', `/order/v1.0/disputes/${encodeURIComponent(dispute.disputeId)}/${verdict}`, {
      body: answer.accept ? {} : { reason },
    })
    .catch(() => {
      throw new AppError(502, 'O iFood não recebeu a resposta: tente de novo.', 'ifood_unreachable');
    });
  await db.transaction(async (tx) => {
    await tx
      .update(ifoodDisputes)
      .set({ status: answer.accept ? 'accepted' : 'rejected', answerReason: reason ?? null, answeredAt: now })
      .where(eq(ifoodDisputes.disputeId, dispute.disputeId));
    await recordOrderEvent(tx, { type: 'order.ifood_synced', orderId, userId: order.userId });
  });
}
