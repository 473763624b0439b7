import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { orderCustomerName } from '@server/db/customer-name';
import { orderItems, orders, products, profiles, userRoles } from '@server/db/schema';
import { STORE_TIME_ZONE } from '@shared/format-date';
import { PAYMENT_METHODS } from '@shared/order-status';
import { instantAt, localTime } from '@shared/schedule';
import { sold } from '../reports/order-sets';
import { winBackFigures } from '../win-back/figures';

/** Money that came in: paid orders only (docs/product.md#payment-status), never a PIX nobody confirmed. */
const paid = sql`${orders.paymentStatus} = 'paid' and ${orders.status} <> 'cancelled'`;
/** Orders that sell (the top products): the reports' rule (docs/product.md#reports). */
const counts = sold;
const localDay = (col: unknown) => sql`date_trunc('day', ${col} at time zone ${STORE_TIME_ZONE})`;
const localMonth = (col: unknown) => sql`date_trunc('month', ${col} at time zone ${STORE_TIME_ZONE})`;
/** Money still to come in: not paid, not refused or refunded, and the order not cancelled. */
const unpaid = sql`${orders.paymentStatus} = 'awaiting' and ${orders.status} <> 'cancelled'`;
const onDelivery = sql`${orders.paymentMethod} in ('cash', 'credit_card')`;
/** Orders that sell and used a coupon ('Descontos', docs/product.md#coupons). */
const withCoupon = sql`${orders.couponCode} is not null and ${counts}`;

/** This month in São Paulo: its first instant and the next month's. */
function monthOf(now: Date): [Date, Date] {
  const [year, month] = localTime(now).date.split('-').map(Number) as [number, number];
  const first = (y: number, m: number) => instantAt(`${y}-${String(m).padStart(2, '0')}-01`, 0);
  return [first(year, month), month === 12 ? first(year + 1, 1) : first(year, month + 1)];
}

/** The counts and sums over all orders, in one scan. */
async function orderTotals(db: Db, nowTs: SQL) {
  const [totals] = await db
    .select({
      ordersToday: sql<number>`count(*) filter (where ${localDay(orders.createdAt)} = ${localDay(nowTs)})::int`,
      ordersMonth: sql<number>`count(*) filter (where ${localMonth(orders.createdAt)} = ${localMonth(nowTs)})::int`,
      ordersTotal: sql<number>`count(*)::int`,
      waiting: sql<number>`count(*) filter (where ${orders.status} = 'pending')::int`,
      toCollectCount: sql<number>`count(*) filter (where ${unpaid} and ${onDelivery} and ${localDay(orders.createdAt)} = ${localDay(nowTs)})::int`,
      toCollectCents: sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${unpaid} and ${onDelivery} and ${localDay(orders.createdAt)} = ${localDay(nowTs)}), 0)::int`,
      unconfirmedPixCount: sql<number>`count(*) filter (where ${unpaid} and ${orders.paymentMethod} = 'pix' and ${localDay(orders.createdAt)} = ${localDay(nowTs)})::int`,
      unconfirmedPixCents: sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${unpaid} and ${orders.paymentMethod} = 'pix' and ${localDay(orders.createdAt)} = ${localDay(nowTs)}), 0)::int`,
      discountTodayOrders: sql<number>`count(*) filter (where ${withCoupon} and ${localDay(orders.createdAt)} = ${localDay(nowTs)})::int`,
      discountTodayCents: sql<number>`coalesce(sum(${orders.discountCents}) filter (where ${withCoupon} and ${localDay(orders.createdAt)} = ${localDay(nowTs)}), 0)::int`,
      discountMonthOrders: sql<number>`count(*) filter (where ${withCoupon} and ${localMonth(orders.createdAt)} = ${localMonth(nowTs)})::int`,
      discountMonthCents: sql<number>`coalesce(sum(${orders.discountCents}) filter (where ${withCoupon} and ${localMonth(orders.createdAt)} = ${localMonth(nowTs)}), 0)::int`,
    })
    .from(orders);
  return totals!;
}

/** The month's paid money by method, every method listed; the day's and month's revenue are these summed. */
async function revenueByMethodOf(db: Db, nowTs: SQL) {
  const byMethod = await db
    .select({
      method: orders.paymentMethod,
      todayCents: sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${localDay(orders.createdAt)} = ${localDay(nowTs)}), 0)::int`,
      monthCents: sql<number>`coalesce(sum(${orders.totalCents}), 0)::int`,
    })
    .from(orders)
    .where(sql`${paid} and ${localMonth(orders.createdAt)} = ${localMonth(nowTs)}`)
    .groupBy(orders.paymentMethod);
  return PAYMENT_METHODS.map((method) => {
    const row = byMethod.find((r) => r.method === method);
    return { method, todayCents: row?.todayCents ?? 0, monthCents: row?.monthCents ?? 0 };
  });
}

/** The last five orders, with the customer's name. */
function recentOrdersOf(db: Db) {
  return db
    .select({
      id: orders.id,
      customerName: orderCustomerName,
      status: orders.status,
      fulfilment: orders.fulfilment,
      totalCents: orders.totalCents,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .leftJoin(profiles, eq(profiles.userId, orders.userId))
    .orderBy(desc(orders.createdAt))
    .limit(5);
}

/** The five products sold most (by quantity) in orders that sell. */
function topProductsOf(db: Db) {
  const quantity = sql<number>`sum(${orderItems.quantity})::int`;
  return db
    .select({
      name: orderItems.name,
      quantity,
      revenueCents: sql<number>`sum(${orderItems.totalPriceCents})::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(counts)
    .groupBy(orderItems.name)
    .orderBy(desc(quantity), orderItems.name)
    .limit(5);
}

/** The dashboard's figures, all from the database, "today" and "this month" in the store's time zone. */
export async function dashboardSummary(db: Db, now: Date) {
  const nowTs = sql`${now.toISOString()}::timestamptz`;
  const totals = await orderTotals(db, nowTs);
  const revenueByMethod = await revenueByMethodOf(db, nowTs);
  const [{ customers } = { customers: 0 }] = await db
    .select({ customers: sql<number>`count(*)::int` })
    .from(profiles)
    .where(sql`not exists (select 1 from ${userRoles} where ${userRoles.userId} = ${profiles.userId})`);
  const [{ productCount } = { productCount: 0 }] = await db
    .select({ productCount: sql<number>`count(*)::int` })
    .from(products);
  const recentOrders = await recentOrdersOf(db);
  const topProducts = await topProductsOf(db);
  const winBack = await winBackFigures(db, ...monthOf(now));

  const {
    toCollectCount,
    toCollectCents,
    unconfirmedPixCount,
    unconfirmedPixCents,
    discountTodayOrders,
    discountTodayCents,
    discountMonthOrders,
    discountMonthCents,
    ...figures
  } = totals;
  const sum = (key: 'todayCents' | 'monthCents') => revenueByMethod.reduce((total, m) => total + m[key], 0);
  return {
    ...figures,
    revenueTodayCents: sum('todayCents'),
    revenueMonthCents: sum('monthCents'),
    revenueByMethod,
    toCollect: { count: toCollectCount, totalCents: toCollectCents },
    unconfirmedPix: { count: unconfirmedPixCount, totalCents: unconfirmedPixCents },
    discounts: {
      todayOrders: discountTodayOrders,
      todayCents: discountTodayCents,
      monthOrders: discountMonthOrders,
      monthCents: discountMonthCents,
    },
    customers,
    productCount,
    recentOrders,
    topProducts,
    winBack,
  };
}

export type DashboardSummary = Awaited<ReturnType<typeof dashboardSummary>>;
