import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { ifoodOrders, orderItems, orders, orderStatusHistory, products } from '@server/db/schema';
import { recordOrderEvent } from '../live/record-event';
import type { IfoodClient } from './ifood-client';
import { ifoodOrderSchema } from './ifood-order';
import { orderFromIfood } from './order-from-ifood';

/** Our order made from an iFood order; null when it had been made before. */
export type Imported = { orderId: string; displayId: string } | null;

/**
 * A PLACED event's order (docs/product.md#ifood): its details asked of iFood, then written as
 * one of our orders, 'pending' for staff to accept, with its items, its first status, the
 * 'order.created' event that rings the board and prints, and the row that ties it to iFood's id,
 * in one transaction. iFood's id is written once (a unique index): a PLACED given twice, or
 * handled by two instances at once, makes one order.
 */
export async function importIfoodOrder(db: Db, client: IfoodClient, ifoodOrderId: string): Promise<Imported> {
  if (await alreadyImported(db, ifoodOrderId)) return null;
  const { json } = await client.request('GET', `/order/v1.0/orders/${encodeURIComponent(ifoodOrderId)}`);
  const details = ifoodOrderSchema.parse(json);
  const codes = [...new Set(details.items.map((i) => i.externalCode).filter((c): c is string => !!c))];
  const known = codes.length
    ? await db
        .select({ id: products.id, code: products.externalCode })
        .from(products)
        .where(and(isNotNull(products.externalCode), inArray(products.externalCode, codes)))
    : [];
  const order = orderFromIfood(details, new Map(known.map((p) => [p.code!, p.id])));
  const orderId = randomUUID();
  const written = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({
        id: orderId,
        channel: 'ifood',
        externalDisplayId: details.displayId,
        customerName: order.customerName,
        customerEmail: '',
        customerPhone: order.customerPhone,
        fulfilment: order.fulfilment,
        address: order.address,
        scheduledFor: order.scheduledFor,
        subtotalCents: order.subtotalCents,
        deliveryFeeCents: order.deliveryFeeCents,
        discountCents: order.discountCents,
        discountReason: order.discountCents ? 'Desconto do iFood' : null,
        totalCents: order.totalCents,
        status: 'pending',
        paymentMethod: order.paymentMethod,
        paymentStatus: order.paymentStatus,
        paidAt: order.paymentStatus === 'paid' ? new Date() : null,
        changeForCents: order.changeForCents,
        notes: order.notes,
        // iFood's id, once: the same order given again finds this key taken.
        idempotencyKey: `ifood:${details.id}`,
      })
      .onConflictDoNothing({ target: orders.idempotencyKey })
      .returning({ id: orders.id });
    if (!row) return false;
    if (order.items.length)
      await tx.insert(orderItems).values(
        order.items.map((i) => ({
          orderId,
          productId: i.productId,
          name: i.name,
          unitPriceCents: i.unitPriceCents,
          quantity: i.quantity,
          totalPriceCents: i.totalPriceCents,
          selectedOptions: i.selectedOptions,
        })),
      );
    await tx.insert(orderStatusHistory).values({ orderId, fromStatus: null, toStatus: 'pending', changedBy: null });
    await tx.insert(ifoodOrders).values({
      orderId,
      ifoodOrderId: details.id,
      orderType: details.orderType,
      deliveredBy: details.delivery?.deliveredBy ?? null,
      confirmBy: order.confirmBy,
      unmatchedItems: order.unmatchedItems,
      details: json as object,
    });
    await recordOrderEvent(tx, {
      type: 'order.created',
      orderId,
      userId: null,
      payload: { status: 'pending', totalCents: order.totalCents, channel: 'ifood', changedBy: null },
    });
    return true;
  });
  return written ? { orderId, displayId: details.displayId } : null;
}

async function alreadyImported(db: Db, ifoodOrderId: string) {
  const [row] = await db
    .select({ id: ifoodOrders.orderId })
    .from(ifoodOrders)
    .where(eq(ifoodOrders.ifoodOrderId, ifoodOrderId));
  return !!row;
}

/** Our order for an iFood order id, with its status; null when it was never imported. */
export async function ourOrderOf(db: Db, ifoodOrderId: string) {
  const [row] = await db
    .select({ id: orders.id, status: orders.status, userId: orders.userId })
    .from(ifoodOrders)
    .innerJoin(orders, eq(orders.id, ifoodOrders.orderId))
    .where(eq(ifoodOrders.ifoodOrderId, ifoodOrderId));
  return row ?? null;
}
