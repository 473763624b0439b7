import { eq } from 'drizzle-orm';
import { orderEdits } from '@server/db/schema';
import type { Logger } from '@server/logger';
import type { EditRefundStatus } from '@shared/order-edit';
import type { StripeClient } from '../payments/stripe-client';
import type { WrittenEdit } from './apply-edit';
import type { EditDeps } from './price-edit';

/** Stripe's refund statuses that mean the money is on its way back. */
const REFUND_DONE: readonly string[] = ['succeeded', 'pending'];

/**
 * A paid order whose total went down (docs/product.md#editing-an-order): with `refund`, a card
 * paid online gets the difference back through Stripe, keyed by the edit so a retry never gives
 * it twice; a PIX (or a card with Stripe off) is left for staff to return by hand. Called after
 * the edit is written: a refusal at Stripe keeps the edit and says so ('failed').
 */
export async function settleDifference(
  deps: Pick<EditDeps, 'db'> & { stripe: StripeClient | null; logger: Logger },
  orderId: string,
  edit: WrittenEdit,
  refund: boolean,
): Promise<{ refundCents: number; refundStatus: EditRefundStatus }> {
  const cents = edit.priced.refundableCents;
  if (!cents) return { refundCents: 0, refundStatus: 'none' };
  let status: EditRefundStatus = 'none';
  let reference: string | null = null;
  if (!refund) status = 'none';
  else if (!edit.priced.refundsByCard || !deps.stripe || !edit.paymentIntentId) status = 'manual';
  else {
    const refund = await deps.stripe
      .refundPayment({
        paymentIntentId: edit.paymentIntentId,
        amountCents: cents,
        orderId,
        reason: 'Pedido alterado',
        idempotencyKey: `refund-${orderId}-edit-${edit.editId}`,
      })
      .catch((err: unknown) => {
        deps.logger.warn({ err, orderId }, 'stripe partial refund failed');
        return null;
      });
    status = refund && REFUND_DONE.includes(refund.status) ? 'refunded' : 'failed';
    reference = refund?.id ?? null;
  }
  await deps.db
    .update(orderEdits)
    .set({ refundCents: cents, refundStatus: status, refundReference: reference })
    .where(eq(orderEdits.id, edit.editId));
  return { refundCents: cents, refundStatus: status };
}
