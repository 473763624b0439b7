import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { orderPaymentHistory, orders } from '@server/db/schema';
import type { PaymentState } from '@shared/order-status';

export type PaymentSource = 'staff' | 'stripe' | 'delivery' | 'pix_webhook' | 'pix_sweep';

/**
 * Moves an order's payment from `from` to `to` inside the caller's transaction, with its line in
 * order_payment_history (docs/product.md#payment-status). Only from `from`: a repeated
 * confirmation, or two at once, changes it once. True when it moved.
 */
export async function movePayment(
  tx: Pick<Db, 'update' | 'insert'>,
  orderId: string,
  change: { from: PaymentState; to: PaymentState; source: PaymentSource; by: string | null; reference?: string },
): Promise<boolean> {
  const [moved] = await tx
    .update(orders)
    .set({
      paymentStatus: change.to,
      paidAt: change.to === 'paid' ? sql`now()` : orders.paidAt,
      updatedAt: new Date(),
    })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, change.from)))
    .returning({ id: orders.id });
  if (!moved) return false;
  await tx.insert(orderPaymentHistory).values({
    orderId,
    fromStatus: change.from,
    toStatus: change.to,
    source: change.source,
    changedBy: change.by,
    reference: change.reference ?? null,
  });
  return true;
}
