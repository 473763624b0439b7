import { asc, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { orderItems, orders } from '@server/db/schema';
import { AppError, notFound } from '@server/http/errors';
import { IFOOD_NOT_EDITABLE_MESSAGE } from '@shared/ifood';
import { canEditOrder, NOT_EDITABLE_MESSAGE } from '@shared/order-edit';

/** The order as an edit reads it: its row and its lines (ids, quantities, the prices they were sold at). */
export type EditableOrder = {
  order: typeof orders.$inferSelect;
  items: (typeof orderItems.$inferSelect)[];
};

export const AWAITING_ONLINE_MESSAGE =
  'Este pedido aguarda o pagamento online do cliente: só pode ser alterado depois de pago.';

/**
 * The order and its lines, refused (409) when it may no longer change: it left, was delivered or
 * cancelled, or still waits for an online payment made for its first total. `lock` reads it
 * FOR UPDATE inside the caller's transaction.
 */
export async function readEditableOrder(db: Pick<Db, 'select'>, id: string, lock = false): Promise<EditableOrder> {
  const query = db.select().from(orders).where(eq(orders.id, id));
  const [order] = await (lock ? query.for('update') : query);
  if (!order) throw notFound('Pedido não encontrado');
  if (order.status === 'awaiting_payment') throw new AppError(409, AWAITING_ONLINE_MESSAGE, 'awaiting_payment');
  // iFood's orders keep iFood's items and prices (docs/product.md#ifood).
  if (order.channel === 'ifood') throw new AppError(409, IFOOD_NOT_EDITABLE_MESSAGE, 'ifood');
  if (!canEditOrder(order)) throw new AppError(409, NOT_EDITABLE_MESSAGE, 'not_editable');
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, id))
    .orderBy(asc(orderItems.name), asc(orderItems.id));
  return { order, items };
}

/** What an edit was priced from, to find out in the write's transaction whether it still holds. */
export function editBasis({ order, items }: EditableOrder): string {
  const lines = items.map((i) => `${i.id}:${i.quantity}`).sort();
  return JSON.stringify([order.totalCents, order.fulfilment, order.address, order.paymentMethod, order.notes, lines]);
}
