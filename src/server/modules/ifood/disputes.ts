import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { ifoodDisputes } from '@server/db/schema';
import { AppError } from '@server/http/errors';
import { acceptReasonOf, rejectReasonsOf } from '@shared/ifood';
import { recordOrderEvent } from '../live/record-event';
import { ifoodOrderOf } from './cancellation';
import { IfoodError, type IfoodClient } from './ifood-client';

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
    // Staff have minutes to answer: their screens chime.
    if (row)
      await recordOrderEvent(tx, { type: 'order.ifood_synced', orderId, userId, payload: { alert: 'ifood_dispute' } });
  });
}

/**
 * iFood settled it (HANDSHAKE_SETTLEMENT): answered here, it keeps the answer; otherwise it is
 * closed. One settled before its request arrived (events come in any order) is written settled,
 * so the late request finds it closed.
 */
export async function settleDispute(db: Db, orderId: string, userId: string | null, metadata: Metadata) {
  const disputeId = str(metadata.disputeId, 100);
  if (!disputeId) return;
  await db.transaction(async (tx) => {
    const settled = await tx
      .update(ifoodDisputes)
      .set({ status: 'settled' })
      .where(and(eq(ifoodDisputes.disputeId, disputeId), eq(ifoodDisputes.status, 'open')))
      .returning({ id: ifoodDisputes.disputeId });
    if (!settled.length)
      await tx
        .insert(ifoodDisputes)
        .values({ disputeId, orderId, action: 'CANCELLATION', status: 'settled', metadata: {} })
        .onConflictDoNothing();
    await recordOrderEvent(tx, { type: 'order.ifood_synced', orderId, userId });
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
 * Staff accept the customer's request (iFood then cancels the order) or refuse it with one of
 * iFood's reasons, before it expires. The answer is claimed first, so two staff answering at once
 * send one; iFood refusing it for good says so, iFood unreachable leaves it open to try again.
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
  const metadata = dispute.metadata as Metadata;
  const reason = answer.accept ? acceptReasonOf(metadata) : answer.reason?.trim();
  if (!answer.accept && !rejectReasonsOf(metadata).some((r) => r.code === reason))
    throw new AppError(400, 'Escolha o motivo da recusa.', 'reason');
  const status = answer.accept ? 'accepted' : 'rejected';
  const claimed = await db
    .update(ifoodDisputes)
    .set({ status, answerReason: reason ?? null, answeredAt: now })
    .where(and(eq(ifoodDisputes.disputeId, dispute.disputeId), eq(ifoodDisputes.status, 'open')))
    .returning({ id: ifoodDisputes.disputeId });
  if (!claimed.length) throw new AppError(409, 'Este pedido do cliente já foi respondido.', 'answered');
  const verdict = answer.accept ? 'accept' : 'reject';
  try {
    await client.request('POST', `/order/v1.0/disputes/${encodeURIComponent(dispute.disputeId)}/${verdict}`, {
      body: reason ? { reason } : {},
    });
  } catch (err) {
    const forGood = err instanceof IfoodError && !err.retry;
    if (!forGood)
      await db
        .update(ifoodDisputes)
        .set({ status: 'open', answerReason: null, answeredAt: null })
        .where(eq(ifoodDisputes.disputeId, dispute.disputeId));
    throw forGood
      ? new AppError(409, 'O iFood não aceitou a resposta: o prazo pode ter acabado.', 'ifood_refused')
      : new AppError(502, 'O iFood não recebeu a resposta: tente de novo.', 'ifood_unreachable');
  }
  await recordOrderEvent(db, { type: 'order.ifood_synced', orderId, userId: order.userId });
}
