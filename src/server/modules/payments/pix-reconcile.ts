import { and, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { orders, pixCharges, type PixChargeState } from '@server/db/schema';
import type { Logger } from '@server/logger';
import type { PixCob, PixReceived } from './pix-api/types';
import type { PixChargeRow, PixPayments } from './pix-charges';
import { recordOrderPaid } from './service';

export type ReconcileDeps = { db: Db; pix: PixPayments; logger: Logger; now: () => Date };
type ReconcileSource = 'pix_webhook' | 'pix_sweep';

/**
 * What became of a charge: `paid` (this call recorded the payment), `duplicate` (paid, but the
 * order had been paid already), `open` (nothing yet), `closed` (expired or removed), `known`
 * (already recorded: a replay), `mismatch` (the bank's answer is not our payment), `unknown`.
 */
type ReconcileOutcome = 'paid' | 'duplicate' | 'open' | 'closed' | 'known' | 'mismatch' | 'unknown';

/** An ATIVA charge is closed as expired this long after its expiry: a late payment still comes in first. */
const EXPIRY_GRACE_MS = 10 * 60_000;

const FINAL: PixChargeState[] = ['paid', 'duplicate'];
/** The standard's txid of a charge (ours are 32 of these). */
const TXID = /^[a-zA-Z0-9]{26,35}$/;

/**
 * Asks the bank about one of our charges (`GET /cob/{txid}`, our authenticated channel: what a
 * webhook body says is never believed) and records what it says. The only rule for paid
 * (docs/decisions/008): CONCLUIDA, our key, and a payment with our txid and the exact amount.
 * Throws the provider's PixApiError when it could not be asked.
 */
export async function reconcileCharge(
  deps: ReconcileDeps,
  txid: string,
  source: ReconcileSource,
): Promise<ReconcileOutcome> {
  const [charge] = await deps.db.select().from(pixCharges).where(eq(pixCharges.txid, txid));
  if (!charge) return 'unknown';
  if (FINAL.includes(charge.status)) return 'known';
  const cob = await deps.pix.api.getCharge(txid);
  return settle(deps, charge, cob, source);
}

/**
 * The charges a webhook call (or the bank's list of payments received) names that are ours and
 * not yet recorded paid, at most `max`: anything else costs no call to the bank.
 */
export async function chargesToCheck(db: Db, txids: string[], max: number): Promise<PixChargeRow[]> {
  const wanted = [...new Set(txids.filter((t) => TXID.test(t)))];
  if (wanted.length === 0) return [];
  return db
    .select()
    .from(pixCharges)
    .where(and(inArray(pixCharges.txid, wanted), notInArray(pixCharges.status, FINAL)))
    .limit(max);
}

/** Records the bank's answer about `charge`. */
export async function settle(
  deps: ReconcileDeps,
  charge: PixChargeRow,
  cob: PixCob,
  source: ReconcileSource,
): Promise<ReconcileOutcome> {
  const { logger } = deps;
  let outcome: ReconcileOutcome = 'open';
  if (cob.status === 'CONCLUIDA') {
    const payment = ourPayment(deps.pix, charge, cob);
    if (payment) return recordPayment(deps, charge, payment, source);
    // Not our money as charged: a different amount or key never pays an order.
    logger.warn(
      { txid: charge.txid, expectedCents: charge.amountCents, received: cob.pix.map((p) => p.amountCents) },
      'PIX charge concluded without the exact payment to our key',
    );
    outcome = 'mismatch';
  }
  if (charge.status !== 'active') return 'closed';
  if (cob.status === 'REMOVIDA_PELO_PSP' || cob.status === 'REMOVIDA_PELO_USUARIO_RECEBEDOR') {
    await close(deps.db, charge.txid, 'removed');
    return 'closed';
  }
  // ATIVA: the standard has no expired status, expiry is ours to see.
  if (deps.now().getTime() > charge.expiresAt.getTime() + EXPIRY_GRACE_MS) {
    await close(deps.db, charge.txid, 'expired');
    return 'closed';
  }
  return outcome;
}

/** A payment of `charge`'s exact amount, with its txid, to our key. */
function ourPayment(pix: PixPayments, charge: PixChargeRow, cob: PixCob): PixReceived | undefined {
  if (cob.txid !== charge.txid || cob.chave !== pix.chave) return undefined;
  return cob.pix.find(
    (p) =>
      p.txid === charge.txid && p.amountCents === charge.amountCents && (p.chave === null || p.chave === pix.chave),
  );
}

function close(db: Db, txid: string, status: 'expired' | 'removed') {
  return db
    .update(pixCharges)
    .set({ status })
    .where(and(eq(pixCharges.txid, txid), eq(pixCharges.status, 'active')));
}

/**
 * One transaction: the charge paid with its end-to-end id, then the order paid (shared with
 * Stripe: recordOrderPaid). The charge moves only from an open state, so two callers at once
 * (webhook and sweep) record it once. A second charge paid for an order another charge paid is
 * `duplicate`, for staff to return.
 */
async function recordPayment(
  deps: ReconcileDeps,
  charge: PixChargeRow,
  payment: PixReceived,
  source: ReconcileSource,
): Promise<ReconcileOutcome> {
  const outcome = await deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, userId: orders.userId, status: orders.status, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.id, charge.orderId))
      .for('update');
    if (!order) return 'unknown' as const;
    // Paid twice only when another charge of the order brought the money: staff confirming by
    // hand saw this very payment in the bank, so it is the one they confirmed.
    const [otherPaid] = await tx
      .select({ txid: pixCharges.txid })
      .from(pixCharges)
      .where(and(eq(pixCharges.orderId, order.id), eq(pixCharges.status, 'paid'), ne(pixCharges.txid, charge.txid)));
    const duplicate = order.paymentStatus === 'paid' && otherPaid !== undefined;
    const [moved] = await tx
      .update(pixCharges)
      .set({ status: duplicate ? 'duplicate' : 'paid', endToEndId: payment.endToEndId, paidAt: payment.paidAt })
      .where(and(eq(pixCharges.txid, charge.txid), inArray(pixCharges.status, ['active', 'expired', 'removed'])))
      .returning({ txid: pixCharges.txid });
    if (!moved) return 'known' as const;
    if (duplicate) return 'duplicate' as const;
    await recordOrderPaid(tx, order, { source, reference: payment.endToEndId });
    return 'paid' as const;
  });
  if (outcome === 'duplicate')
    deps.logger.warn({ txid: charge.txid, orderId: charge.orderId }, 'PIX paid twice for one order: return it');
  else if (outcome === 'paid') deps.logger.info({ txid: charge.txid, orderId: charge.orderId, source }, 'PIX paid');
  return outcome;
}
