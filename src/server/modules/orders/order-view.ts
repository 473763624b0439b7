import { asc, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { orderItems, orders } from '@server/db/schema';
import type { PaymentMethod } from '@shared/order-status';
import { buildPixPayload } from '@shared/pix';
import type { OrderView } from '@shared/schemas/checkout';
import type { StoreSettings } from '@shared/schemas/store';
import { newestCharges, type ChargeView } from '../payments/pix-charges';
import type { PricedOrderLine } from './price-lines';

export type OrderRow = typeof orders.$inferSelect;

/**
 * The static PIX "copia e cola" of an order: the exact total, the order id as txid. None for an
 * order awaiting payment: that one was charged at the bank (docs/decisions/008), and its code
 * is the charge's. None once paid or cancelled either: a code would only invite paying twice.
 */
export function pixCodeFor(
  order: Pick<OrderRow, 'id' | 'status' | 'paymentMethod' | 'totalCents'> & Partial<Pick<OrderRow, 'paymentStatus'>>,
  store: StoreSettings,
): string | null {
  const payable = (order.paymentStatus ?? 'awaiting') === 'awaiting' && order.status !== 'cancelled';
  if (order.paymentMethod !== 'pix' || order.status === 'awaiting_payment' || !payable || !store.pixKey) return null;
  return buildPixPayload({
    key: store.pixKey,
    merchantName: store.pixMerchantName || store.name,
    merchantCity: store.pixMerchantCity || 'BRASIL',
    amountCents: order.totalCents,
    txid: order.id,
  });
}

export async function orderView(
  db: Pick<Db, 'select' | 'selectDistinctOn'>,
  order: OrderRow,
  store: StoreSettings,
): Promise<OrderView> {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const charge = order.paymentMethod === 'pix' ? (await newestCharges(db, [order.id])).get(order.id) : undefined;
  return placedOrderView(order, items, store, charge ?? null);
}

type ViewedOrder = Pick<
  OrderRow,
  | 'id'
  | 'status'
  | 'fulfilment'
  | 'paymentMethod'
  | 'subtotalCents'
  | 'deliveryFeeCents'
  | 'totalCents'
  | 'couponCode'
  | 'discountCents'
  | 'cashbackCents'
  | 'changeForCents'
  | 'notes'
  | 'customerName'
  | 'customerEmail'
  | 'createdAt'
> &
  // A just-placed order is not paid yet (the column's default): placing it passes neither.
  Partial<Pick<OrderRow, 'paymentStatus' | 'paidAt' | 'scheduledFor'>>;

/**
 * An order as its customer sees it; placing an order passes the values it wrote, not reading
 * them back. `charge` is its newest PIX charge at the bank, whose code shows while the order
 * awaits payment; without one, a PIX order shows the static code.
 */
export function placedOrderView(
  order: ViewedOrder,
  items: Pick<
    PricedOrderLine,
    'name' | 'quantity' | 'unitPriceCents' | 'totalPriceCents' | 'selectedOptions' | 'parts'
  >[],
  store: StoreSettings,
  charge: ChargeView | null = null,
): OrderView {
  const payable = charge && order.status === 'awaiting_payment' ? charge : null;
  return {
    id: order.id,
    status: order.status,
    fulfilment: order.fulfilment,
    paymentMethod: order.paymentMethod as PaymentMethod,
    paymentStatus: order.paymentStatus ?? 'awaiting',
    paidAt: order.paidAt?.toISOString() ?? null,
    subtotalCents: order.subtotalCents,
    deliveryFeeCents: order.deliveryFeeCents,
    totalCents: order.totalCents,
    couponCode: order.couponCode,
    discountCents: order.discountCents,
    cashbackCents: order.cashbackCents,
    changeForCents: order.changeForCents,
    notes: order.notes,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    createdAt: order.createdAt.toISOString(),
    scheduledFor: order.scheduledFor?.toISOString() ?? null,
    items: items.map((i) => ({
      name: i.name,
      quantity: i.quantity,
      unitPriceCents: i.unitPriceCents,
      totalPriceCents: i.totalPriceCents,
      options: i.selectedOptions.map((o) => ({
        title: o.title,
        name: o.name,
        priceCents: o.priceCents,
        quantity: o.quantity,
      })),
      parts: i.parts,
    })),
    pixCode: charge ? (payable?.code ?? null) : pixCodeFor(order, store),
    pixExpiresAt: payable?.expiresAt.toISOString() ?? null,
  };
}

export async function findOrder(db: Pick<Db, 'select'>, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}
