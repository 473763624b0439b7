import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { orderEdits, orderItems, orders } from '@server/db/schema';
import { AppError } from '@server/http/errors';
import { formatBRL } from '@shared/money';
import type { OrderEdit } from '@shared/schemas/order-edit';
import { recordOrderEvent } from '../live/record-event';
import { printEditedOrder } from '../printing/print-order';
import { editBasis, readEditableOrder } from './editable-order';
import { ORDER_CHANGED_MESSAGE, priceEdit, type EditDeps, type PricedEdit } from './price-edit';

// Writing an order staff changed (docs/product.md#editing-an-order): priced outside any
// transaction (a new address may ask the map service), then written in one transaction that
// first checks the order is still the one priced.

/** The edit written: its row's id, the priced change, and the printers that got 'ALTERADO'. */
export type WrittenEdit = { editId: number; priced: PricedEdit; printers: string[]; paymentIntentId: string | null };

/** Applies the change, or refuses it (4xx) changing nothing. */
export async function applyEdit(deps: EditDeps, orderId: string, body: OrderEdit, by: string): Promise<WrittenEdit> {
  const priced = await priceEdit(deps, await readEditableOrder(deps.db, orderId), body);
  if (!priced.changes.length) throw new AppError(400, 'Nada foi alterado no pedido.', 'no_change');
  if (priced.totalCents !== body.quotedTotalCents)
    throw new AppError(
      409,
      `O total do pedido mudou para ${formatBRL(priced.totalCents)}. Confira o resumo e salve de novo.`,
      'quote_changed',
    );
  return deps.db.transaction(async (tx) => {
    const now = await readEditableOrder(tx, orderId, true);
    if (editBasis(now) !== priced.basis) throw new AppError(409, ORDER_CHANGED_MESSAGE, 'order_changed');
    await writeLines(tx, orderId, priced);
    const { order } = now;
    await tx
      .update(orders)
      .set({
        fulfilment: body.fulfilment,
        address: priced.address && {
          ...priced.address,
          customer_name: order.customerName,
          customer_email: order.customerEmail,
          customer_phone: order.customerPhone,
        },
        distanceKm: priced.distanceKm,
        distanceUnverified: priced.delivery ? priced.delivery.status === 'unavailable' : order.distanceUnverified,
        subtotalCents: priced.subtotalCents,
        deliveryFeeCents: priced.deliveryFeeCents,
        discountCents: priced.discountCents,
        totalCents: priced.totalCents,
        paymentMethod: body.paymentMethod,
        changeForCents: priced.changeForCents,
        notes: body.notes || null,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, orderId));
    const [edit] = await tx
      .insert(orderEdits)
      .values({
        orderId,
        changedBy: by,
        changes: priced.changes,
        fromTotalCents: order.totalCents,
        toTotalCents: priced.totalCents,
      })
      .returning({ id: orderEdits.id });
    await recordOrderEvent(tx, {
      type: 'order.edited',
      orderId,
      userId: order.userId,
      payload: { status: order.status, totalCents: priced.totalCents, changedBy: by },
    });
    const printers = await printEditedOrder(tx, orderId, priced.changes);
    return { editId: edit!.id, priced, printers, paymentIntentId: order.paymentIntentId };
  });
}

type Tx = Parameters<Parameters<EditDeps['db']['transaction']>[0]>[0];

/** Lines taken out are deleted, changed quantities updated (at the price they were sold at), new ones added. */
async function writeLines(tx: Tx, orderId: string, { kept, added }: PricedEdit) {
  const gone = kept.filter((k) => k.quantity === 0).map((k) => k.item.id);
  if (gone.length) await tx.delete(orderItems).where(inArray(orderItems.id, gone));
  for (const { item, quantity } of kept) {
    if (quantity === 0 || quantity === item.quantity) continue;
    await tx
      .update(orderItems)
      .set({ quantity, totalPriceCents: item.unitPriceCents * quantity })
      .where(eq(orderItems.id, item.id));
  }
  if (added.length)
    await tx.insert(orderItems).values(
      added.map((l) => ({
        id: randomUUID(),
        orderId,
        productId: l.productId,
        name: l.name,
        unitPriceCents: l.unitPriceCents,
        quantity: l.quantity,
        totalPriceCents: l.totalPriceCents,
        selectedOptions: l.selectedOptions,
        parts: l.parts,
      })),
    );
}
