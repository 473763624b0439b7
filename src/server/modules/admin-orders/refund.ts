import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { orders } from '@server/db/schema';
import { AppError, notFound } from '@server/http/errors';
import type { Logger } from '@server/logger';
import { canRefund } from '@shared/refund';
import { recordOrderEvent } from '../live/record-event';
import { movePayment } from '../payments/payment-state';
import type { StripeClient } from '../payments/stripe-client';

export const ALREADY_REFUNDED = 'Este pagamento já foi estornado.';
export const REFUND_UNAVAILABLE = 'Não foi possível estornar agora. Tente novamente.';
export const REFUND_FAILED =
  'O Stripe não conseguiu estornar este pagamento. Veja o pagamento no painel do Stripe para devolver o valor.';

/** Stripe's refund statuses that mean the money is on its way back (docs/product.md#payment-status). */
const REFUND_DONE: readonly string[] = ['succeeded', 'pending'];

/** Why an order's payment cannot be refunded, in the order staff would want to hear it. */
function refusal(order: { status: string; paymentMethod: string; paymentStatus: string }): AppError | null {
  if (order.paymentMethod !== 'stripe')
    return new AppError(409, 'Só pagamentos com cartão online são estornados por aqui.', 'not_card_online');
  if (order.paymentStatus === 'refunded') return new AppError(409, ALREADY_REFUNDED, 'already_refunded');
  if (order.paymentStatus !== 'paid')
    return new AppError(409, 'Este pedido não tem pagamento confirmado para estornar.', 'not_paid');
  if (!canRefund(order)) return new AppError(409, 'Cancele o pedido antes de estornar o pagamento.', 'not_cancelled');
  return null;
}

/**
 * 'Estornar pagamento' (docs/product.md#payment-status): the whole of a cancelled card-online
 * order's payment goes back through Stripe, then its payment moves paid → refunded with the
 * refund's id and who asked. Stripe is called outside any transaction, so a slow answer holds
 * no row (nor PGlite's one connection); its `refund-<orderId>` key and the move from `paid`
 * only make a double click or two admins at once refund and record it once. A refusal or
 * outage at Stripe changes nothing here.
 */
export async function refundCardPayment(
  deps: { db: Db; stripe: StripeClient | null; logger: Logger },
  id: string,
  by: string,
  reason?: string,
): Promise<void> {
  const { db, stripe, logger } = deps;
  const [order] = await db
    .select({
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      paymentIntentId: orders.paymentIntentId,
      totalCents: orders.totalCents,
      userId: orders.userId,
    })
    .from(orders)
    .where(eq(orders.id, id));
  if (!order) throw notFound('Pedido não encontrado');
  const refused = refusal(order);
  if (refused) throw refused;
  if (!stripe || !order.paymentIntentId)
    throw new AppError(
      503,
      'O pagamento online não está configurado nesta loja: estorne pelo painel do Stripe.',
      'stripe_off',
    );

  const refund = await stripe
    .refundPayment({ paymentIntentId: order.paymentIntentId, amountCents: order.totalCents, orderId: id, reason })
    .catch((err: unknown) => {
      logger.warn({ err, orderId: id }, 'stripe refund failed');
      throw new AppError(502, REFUND_UNAVAILABLE, 'refund_unavailable');
    });
  if (!REFUND_DONE.includes(refund.status)) {
    logger.warn({ orderId: id, refundId: refund.id, status: refund.status }, 'stripe refund not done');
    throw new AppError(502, REFUND_FAILED, 'refund_failed');
  }

  await db.transaction(async (tx) => {
    const moved = await movePayment(tx, id, {
      from: 'paid',
      to: 'refunded',
      source: 'stripe',
      by,
      reference: refund.id,
    });
    if (moved)
      await recordOrderEvent(tx, {
        type: 'order.refunded',
        orderId: id,
        userId: order.userId,
        payload: { status: order.status, paymentStatus: 'refunded', refundStatus: refund.status, changedBy: by },
      });
  });
}
