import { asc, eq } from 'drizzle-orm';
import { buildPixPayload } from '@shared/pix';
import type { OrderView } from '@shared/schemas/checkout';
import type { StoreSettings } from '@shared/schemas/store';
import type { PaymentMethod } from '@shared/order-status';
import type { Db } from '../../db/client';
import type { PricedOrderLine } from './price-lines';
import { orderItems, orders } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;

/** The PIX "copia e cola" of an order: the exact total, the order id as txid. */
export function pixCodeFor(
  order: Pick<OrderRow, 'id' | 'paymentMethod' | 'totalCents'>,
  store: StoreSettings,
): string | null {
  if (order.paymentMethod !== 'pix' || !store.pixKey) return null;
  return buildPixPayload({
    key: store.pixKey,
    merchantName: store.pixMerchantName || store.name,
    merchantCity: store.pixMerchantCity || 'BRASIL',
    amountCents: order.totalCents,
    txid: order.id,
  });
}

export async function orderView(db: Pick<Db, 'select'>, order: OrderRow, store: StoreSettings): Promise<OrderView> {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  return placedOrderView(order, items, store);
}

type ViewedOrder = Pick<
  OrderRow,
  | 'id'
  | 'status'
  | 'paymentMethod'
  | 'subtotalCents'
  | 'deliveryFeeCents'
  | 'totalCents'
  | 'changeForCents'
  | 'notes'
  | 'customerName'
  | 'customerEmail'
  | 'createdAt'
> &
  // A just-placed order is not paid yet (the column's default): placing it passes neither.
  Partial<Pick<OrderRow, 'paymentStatus' | 'paidAt'>>;

/** An order as its customer sees it; placing an order passes the values it wrote, not reading them back. */
export function placedOrderView(
  order: ViewedOrder,
  items: Pick<PricedOrderLine, 'name' | 'quantity' | 'unitPriceCents' | 'totalPriceCents' | 'selectedOptions'>[],
  store: StoreSettings,
): OrderView {
  return {
    id: order.id,
    status: order.status,
    paymentMethod: order.paymentMethod as PaymentMethod,
    paymentStatus: order.paymentStatus ?? 'awaiting',
    paidAt: order.paidAt?.toISOString() ?? null,
    subtotalCents: order.subtotalCents,
    deliveryFeeCents: order.deliveryFeeCents,
    totalCents: order.totalCents,
    changeForCents: order.changeForCents,
    notes: order.notes,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    createdAt: order.createdAt.toISOString(),
    items: items.map((i) => ({
      name: i.name,
      quantity: i.quantity,
      unitPriceCents: i.unitPriceCents,
      totalPriceCents: i.totalPriceCents,
      options: i.selectedOptions.map((o) => ({ title: o.title, name: o.name, priceCents: o.priceCents })),
    })),
    pixCode: pixCodeFor(order, store),
  };
}

export async function findOrder(db: Pick<Db, 'select'>, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}
