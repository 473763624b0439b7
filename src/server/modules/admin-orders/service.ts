import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { orderCustomerName } from '@server/db/customer-name';
import {
  couriers,
  orderDeliveries,
  orderEdits,
  orderItems,
  orderPaymentHistory,
  orders,
  orderStatusHistory,
  profiles,
  user,
  whatsappMessages,
} from '@server/db/schema';
import { AppError, notFound } from '@server/http/errors';
import type { IfoodAlert } from '@shared/ifood';
import {
  canGoToKitchen,
  canSetStatus,
  PAID_ON_DELIVERY,
  UNPAID_ONLINE_MESSAGE,
  type Fulfilment,
  type OrderChannel,
  type OrderStatus,
  type PaymentMethod,
  type PaymentState,
} from '@shared/order-status';
import { canLeaveCancelled, REFUNDED_STAYS_CANCELLED } from '@shared/refund';
import { earnCashback, settleCancelledCashback } from '../cashback/ledger';
import { moveCouponUse } from '../coupons/rules';
import { recordOrderEvent } from '../live/record-event';
import { movePayment } from '../payments/payment-state';
import { recordOrderPaid } from '../payments/service';
import { ifoodPartsOf, queueIfoodActions, refuseIfoodChange } from './ifood-actions';

const NOT_FOUND = 'Pedido não encontrado';
/** Orders per page of the admin list. */
export const ORDERS_PAGE = 50;

export type AdminOrderRow = {
  id: string;
  customerName: string;
  status: OrderStatus;
  fulfilment: Fulfilment;
  channel: OrderChannel;
  externalDisplayId: string | null;
  ifoodAlert: IfoodAlert | null;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentState;
  totalCents: number;
  couponCode: string | null;
  itemCount: number;
  createdAt: Date;
  scheduledFor: Date | null;
};

export type AdminOrderPage = {
  orders: AdminOrderRow[];
  /** Where the next page starts (the `before` of the next request); null on the last page. */
  nextCursor: string | null;
};

/** A page's last order: its creation time in microseconds (PostgreSQL's precision) and its id. */
export type OrderCursor = { micros: string; id: string };
export const ORDER_CURSOR = /^(\d{1,18})_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/**
 * Newest first, a page at a time (keyset: a new order arriving while staff page down does not
 * shift the pages); `q` matches part of the id, `status` filters one status, `payment: 'unpaid'`
 * keeps the orders whose money has not come in, but not the cancelled ones (nothing to collect).
 */
/** What an iFood order's row calls staff to (docs/product.md#ifood): a customer's request to answer, a call iFood refused. */
const ifoodAlertSql = sql<IfoodAlert | null>`case when ${orders.channel} <> 'ifood' then null
  when ${orders.status} <> 'cancelled' and exists (select 1 from ifood_disputes d where d.order_id = "orders"."id"
    and d.status = 'open' and (d.expires_at is null or d.expires_at > now())) then 'dispute'
  when exists (select 1 from ifood_actions a where a.order_id = "orders"."id" and a.status = 'failed'
    and a.error <> 'Pedido cancelado no iFood') then 'refused' end`;

/** What a row of the orders list reads (also the scheduled list's, scheduled-list.ts). */
export const orderRowColumns = {
  id: orders.id,
  customerName: orderCustomerName,
  status: orders.status,
  fulfilment: orders.fulfilment,
  channel: orders.channel,
  externalDisplayId: orders.externalDisplayId,
  ifoodAlert: ifoodAlertSql,
  // the screens ask canGoToKitchen (@shared/order-status) before offering print
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  totalCents: orders.totalCents,
  couponCode: orders.couponCode,
  itemCount: sql<number>`(select coalesce(sum(oi.quantity), 0)::int from order_items oi where oi.order_id = "orders"."id")`,
  createdAt: orders.createdAt,
  scheduledFor: orders.scheduledFor,
};

export async function listOrders(
  db: Db,
  filter: { q?: string; status?: OrderStatus; payment?: 'unpaid'; before?: OrderCursor },
): Promise<AdminOrderPage> {
  const q = filter.q?.toLowerCase().replace(/[^0-9a-f-]/g, '');
  const { before } = filter;
  const rows = await db
    .select({
      ...orderRowColumns,
      micros: sql<string>`(extract(epoch from ${orders.createdAt}) * 1000000)::bigint::text`,
    })
    .from(orders)
    .leftJoin(profiles, eq(profiles.userId, orders.userId))
    .where(
      and(
        filter.q !== undefined && filter.q !== '' ? sql`${orders.id}::text like ${`%${q}%`}` : undefined,
        filter.status ? eq(orders.status, filter.status) : undefined,
        filter.payment === 'unpaid'
          ? and(eq(orders.paymentStatus, 'awaiting'), ne(orders.status, 'cancelled'))
          : undefined,
        before
          ? sql`(${orders.createdAt}, ${orders.id}) < (timestamptz 'epoch' + ${before.micros}::bigint * interval '1 microsecond', ${before.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDERS_PAGE + 1);
  const page = rows.slice(0, ORDERS_PAGE);
  const last = rows.length > ORDERS_PAGE ? page.at(-1)! : null;
  return { orders: page.map(({ micros: _, ...row }) => row), nextCursor: last && `${last.micros}_${last.id}` };
}

/** What an order's detail reads of the order itself (the kitchen's tickets read the same). */
export const orderDetailColumns = {
  id: orders.id,
  userId: orders.userId,
  customerName: orderCustomerName,
  customerEmail: orders.customerEmail,
  customerPhone: orders.customerPhone,
  fulfilment: orders.fulfilment,
  channel: orders.channel,
  externalDisplayId: orders.externalDisplayId,
  address: orders.address,
  subtotalCents: orders.subtotalCents,
  deliveryFeeCents: orders.deliveryFeeCents,
  totalCents: orders.totalCents,
  couponCode: orders.couponCode,
  discountCents: orders.discountCents,
  discountReason: orders.discountReason,
  cashbackCents: orders.cashbackCents,
  status: orders.status,
  cancelReason: orders.cancelReason,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  paidAt: orders.paidAt,
  changeForCents: orders.changeForCents,
  notes: orders.notes,
  distanceKm: orders.distanceKm,
  distanceUnverified: orders.distanceUnverified,
  scheduledFor: orders.scheduledFor,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
};

/** What an order's detail reads of each item. */
export const orderItemColumns = {
  id: orderItems.id,
  name: orderItems.name,
  quantity: orderItems.quantity,
  unitPriceCents: orderItems.unitPriceCents,
  totalPriceCents: orderItems.totalPriceCents,
  selectedOptions: orderItems.selectedOptions,
  parts: orderItems.parts,
};

export async function getOrder(db: Db, id: string) {
  const [order] = await db
    .select({ ...orderDetailColumns, courierName: couriers.name })
    .from(orders)
    .leftJoin(profiles, eq(profiles.userId, orders.userId))
    // The courier it went out with (docs/product.md#couriers), if any.
    .leftJoin(orderDeliveries, eq(orderDeliveries.orderId, orders.id))
    .leftJoin(couriers, eq(couriers.id, orderDeliveries.courierId))
    .where(eq(orders.id, id));
  if (!order) throw notFound(NOT_FOUND);
  const [items, history, paymentHistory, edits, whatsapp, ifood] = await Promise.all([
    db.select(orderItemColumns).from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.name)),
    db
      .select({
        fromStatus: orderStatusHistory.fromStatus,
        toStatus: orderStatusHistory.toStatus,
        changedAt: orderStatusHistory.changedAt,
        changedByName: user.name,
      })
      .from(orderStatusHistory)
      .leftJoin(user, eq(user.id, orderStatusHistory.changedBy))
      .where(eq(orderStatusHistory.orderId, id))
      .orderBy(asc(orderStatusHistory.changedAt), asc(orderStatusHistory.id)),
    db
      .select({
        fromStatus: orderPaymentHistory.fromStatus,
        toStatus: orderPaymentHistory.toStatus,
        source: orderPaymentHistory.source,
        changedAt: orderPaymentHistory.changedAt,
        changedByName: user.name,
      })
      .from(orderPaymentHistory)
      .leftJoin(user, eq(user.id, orderPaymentHistory.changedBy))
      .where(eq(orderPaymentHistory.orderId, id))
      .orderBy(asc(orderPaymentHistory.id)),
    // Changes staff made before it left (docs/product.md#editing-an-order).
    db
      .select({
        changedAt: orderEdits.changedAt,
        changedByName: user.name,
        changes: orderEdits.changes,
        fromTotalCents: orderEdits.fromTotalCents,
        toTotalCents: orderEdits.toTotalCents,
        refundCents: orderEdits.refundCents,
        refundStatus: orderEdits.refundStatus,
      })
      .from(orderEdits)
      .leftJoin(user, eq(user.id, orderEdits.changedBy))
      .where(eq(orderEdits.orderId, id))
      .orderBy(asc(orderEdits.id)),
    // Its WhatsApp messages and what became of each (docs/product.md#whatsapp-messages).
    db
      .select({
        kind: whatsappMessages.kind,
        status: whatsappMessages.status,
        error: whatsappMessages.error,
        attempts: whatsappMessages.attempts,
        queuedAt: whatsappMessages.queuedAt,
        sentAt: whatsappMessages.sentAt,
        deliveredAt: whatsappMessages.deliveredAt,
        readAt: whatsappMessages.readAt,
        failedAt: whatsappMessages.failedAt,
      })
      .from(whatsappMessages)
      .where(eq(whatsappMessages.orderId, id))
      .orderBy(asc(whatsappMessages.id)),
    // An iFood order's calls, its cancellation request and its customer's request (docs/product.md#ifood).
    ifoodPartsOf(db, order.channel === 'ifood' ? id : null),
  ]);
  return { ...order, items, history, paymentHistory, edits, whatsapp, ...ifood };
}

export type AdminOrderDetail = Awaited<ReturnType<typeof getOrder>>;

export const CASHBACK_RETURNED_STAYS_CANCELLED =
  'O saldo de cashback usado neste pedido voltou ao cliente quando ele foi cancelado: para atendê-lo, faça um pedido novo.';

/** What printing moves to processing: a new order, not one the kitchen already has. */
const PRINT_MOVES_FROM: readonly string[] = ['pending', 'awaiting_payment'];

/** The order's status and payment, locked until the transaction ends; 404 when there is none. */
async function lockOrderPayment(tx: Pick<Db, 'select'>, id: string) {
  const [row] = await tx
    .select({
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      userId: orders.userId,
      couponId: orders.couponId,
      cashbackCents: orders.cashbackCents,
      channel: orders.channel,
    })
    .from(orders)
    .where(eq(orders.id, id))
    .for('update');
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/**
 * Sets the status (any to any, except that an unpaid card-online order can only be cancelled:
 * canSetStatus; and a cancelled one stays so unless paid: canLeaveCancelled), stamps updated_at,
 * records who changed it in order_status_history and the live event, all in one transaction.
 * `print` is the ticket being printed: refused for an order that cannot go to the kitchen, and
 * it moves only pending/awaiting_payment.
 */
export async function changeStatus(
  db: Db,
  id: string,
  to: OrderStatus,
  /** Who did it; null for the store itself (accepting automatically: docs/product.md#kitchen-printers). */
  changedBy: string | null,
  opts: { print?: boolean; fromIfood?: boolean } = {},
): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    const current = await lockOrderPayment(tx, id);
    if (!opts.print && !canLeaveCancelled(current, to))
      throw current.paymentStatus === 'refunded'
        ? new AppError(409, REFUNDED_STAYS_CANCELLED, 'refunded')
        : new AppError(409, UNPAID_ONLINE_MESSAGE, 'payment_pending');
    // Its balance went back to the customer when it was cancelled: reopened, it would be spent twice.
    if (current.status === 'cancelled' && to !== 'cancelled' && current.cashbackCents > 0)
      throw new AppError(409, CASHBACK_RETURNED_STAYS_CANCELLED, 'cashback_returned');
    if (opts.print ? !canGoToKitchen(current) : !canSetStatus(current, to))
      throw new AppError(409, UNPAID_ONLINE_MESSAGE, 'payment_pending');
    if (current.status === to || (opts.print && !PRINT_MOVES_FROM.includes(current.status))) return { changed: false };
    // iFood decides its orders' cancellations (docs/product.md#ifood); its own arrive by its events.
    if (current.channel === 'ifood' && !opts.fromIfood) refuseIfoodChange(current, to);
    const now = new Date();
    // Staff give no reason; one the store gave ('Pagamento não concluído') goes when it is reopened.
    await tx.update(orders).set({ status: to, updatedAt: now, cancelReason: null }).where(eq(orders.id, id));
    // A cancelled order gives its coupon's use back; taken again if it is reopened (docs/product.md#coupons).
    if (current.couponId && (to === 'cancelled') !== (current.status === 'cancelled'))
      await moveCouponUse(tx, current.couponId, to === 'cancelled' ? -1 : 1);
    // Cancelling settles its cashback for good: what it earned goes, what it used comes back.
    if (to === 'cancelled' && current.status !== 'cancelled') await settleCancelledCashback(tx, id, now);
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: id, fromStatus: current.status, toStatus: to, changedBy, changedAt: now });
    // A move iFood made owes it nothing back.
    if (current.channel === 'ifood' && !opts.fromIfood) await queueIfoodActions(tx, id, current.status, to);
    // Cash and the card machine are paid to the courier: a delivered order has been paid.
    if (to === 'delivered' && PAID_ON_DELIVERY.includes(current.paymentMethod))
      await movePayment(tx, id, { from: 'awaiting', to: 'paid', source: 'delivery', by: changedBy });
    // Delivered and paid: a customer with an account earns, once (docs/product.md#cashback).
    if (to === 'delivered') await earnCashback(tx, id, now);
    await recordOrderEvent(tx, {
      type: 'order.status_changed',
      orderId: id,
      userId: current.userId,
      payload: { status: to, from: current.status, changedBy },
    });
    return { changed: true };
  });
}

export const PIX_ONLY_MESSAGE =
  'Só pagamentos PIX são confirmados à mão: o cartão online é confirmado pelo Stripe, e dinheiro ou cartão na entrega ao marcar o pedido como entregue.';

/**
 * 'Confirmar pagamento' (docs/product.md#payment-status): staff saw a PIX order's money arrive
 * in the bank. Recorded with who did it, told to the live screens; refused for other methods.
 */
export async function confirmPixPayment(db: Db, id: string, by: string): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrderPayment(tx, id);
    if (order.paymentMethod !== 'pix') throw new AppError(409, PIX_ONLY_MESSAGE, 'not_pix');
    if (order.paymentStatus === 'paid') throw new AppError(409, 'Este pagamento já foi confirmado.', 'already_paid');
    if (order.paymentStatus !== 'awaiting')
      throw new AppError(409, 'Este pagamento não está aguardando confirmação.', 'not_awaiting');
    // A PIX charged through the bank also waits out of the kitchen until paid: staff confirming it releases it.
    await recordOrderPaid(tx, { id, userId: order.userId, status: order.status }, { source: 'staff', by });
  });
}
