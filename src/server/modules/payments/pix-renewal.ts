import { and, eq, sql } from 'drizzle-orm';
import { orders, pixCharges } from '@server/db/schema';
import { AppError } from '@server/http/errors';
import { shortOrderId } from '@shared/order-number';
import { getStoreSettings } from '../store/service';
import { PixApiError } from './pix-api/types';
import { chargeDescription, chargesOfOrder, openCharge, pixBrCode, type ChargeView } from './pix-charges';
import { reconcileCharge, type ReconcileDeps } from './pix-reconcile';

/** Charges one order may have: enough for a customer who lets a code expire a few times. */
const MAX_CHARGES_PER_ORDER = 5;

const PAYMENT_FAILED_MESSAGE = 'Erro ao processar pagamento. Tente novamente.';

/**
 * 'Gerar novo código' (docs/product.md#payments): a new charge for the same total when the
 * order's code expired. The current charge is asked about first (it may just have been paid),
 * then withdrawn at the bank (best effort: an expired charge takes no payment anyway). While
 * the current code still takes payments it is the answer, so a double click makes one charge.
 */
export async function renewPixCharge(deps: ReconcileDeps, orderId: string, userId: string): Promise<ChargeView> {
  const { db, pix, logger, now } = deps;
  const [order] = await db
    .select({
      userId: orders.userId,
      paymentMethod: orders.paymentMethod,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      totalCents: orders.totalCents,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || order.userId !== userId) throw new AppError(404, 'Pedido não encontrado', 'not_found');
  const charges = await chargesOfOrder(db, orderId);
  const current = charges[0];
  if (order.paymentMethod !== 'pix' || !current)
    throw new AppError(400, 'Este pedido não tem cobrança PIX.', 'no_pix_charge');
  if (order.status !== 'awaiting_payment' || order.paymentStatus !== 'awaiting')
    throw new AppError(409, 'Este pedido não está aguardando pagamento.', 'not_awaiting');
  if (current.status === 'active' && current.expiresAt > now())
    return { code: current.copiaECola, expiresAt: current.expiresAt };
  if (charges.length >= MAX_CHARGES_PER_ORDER)
    throw new AppError(
      409,
      'Este pedido já gerou o máximo de códigos PIX. Fale com a loja para pagar.',
      'too_many_charges',
    );

  try {
    const outcome = await reconcileCharge(deps, current.txid, 'pix_sweep');
    if (outcome === 'paid' || outcome === 'known' || outcome === 'duplicate')
      throw new AppError(409, 'Este pedido já foi pago.', 'already_paid');
    if (current.status === 'active') {
      await pix.api.removeCharge(current.txid).catch((err: unknown) => {
        logger.warn({ err, txid: current.txid }, 'PIX charge withdrawal failed');
      });
      await db
        .update(pixCharges)
        .set({ status: 'removed' })
        .where(and(eq(pixCharges.txid, current.txid), eq(pixCharges.status, 'active')));
    }
    const store = await getStoreSettings(db);
    const row = await openCharge(
      pix,
      {
        orderId,
        amountCents: order.totalCents,
        description: chargeDescription(shortOrderId(orderId), store.name),
        now: now(),
      },
      pixBrCode(store),
    );
    await db.insert(pixCharges).values(row);
    // The order waits for its new code at least as long as the code lives (payment-expiry.ts).
    await db
      .update(orders)
      .set({ paymentDueAt: sql`greatest(${orders.paymentDueAt}, ${row.expiresAt.toISOString()}::timestamptz)` })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'awaiting_payment')));
    return { code: row.copiaECola, expiresAt: row.expiresAt };
  } catch (err) {
    if (!(err instanceof PixApiError)) throw err;
    logger.warn({ err, orderId }, 'PIX charge renewal failed');
    throw new AppError(502, PAYMENT_FAILED_MESSAGE, 'payment_failed');
  }
}
