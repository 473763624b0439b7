import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { orders } from '@server/db/schema';
import { ORDER_CHANNELS, PAYMENT_METHODS } from '@shared/order-status';
import type { ReportRange } from '@shared/report-range';
import { placedIn, placedLocal } from './order-sets';

// The period's orders read once, grouped by everything the small tables split them by (method,
// channel, hour, weekday, and whether they sold): a few thousand rows at most, folded here into
// the summary and those tables.

/** sum() of int is bigint, which the drivers hand back as text. */
const total = (expr: unknown, where = sql`true`) =>
  sql<number>`coalesce(sum(${expr}) filter (where ${where}), 0)::bigint`.mapWith(Number);

function readCube(db: Db, range: ReportRange) {
  return db
    .select({
      method: orders.paymentMethod,
      channel: orders.channel,
      state: sql<
        'sold' | 'cancelled' | 'awaiting_payment'
      >`case when ${orders.status} in ('cancelled', 'awaiting_payment') then ${orders.status} else 'sold' end`,
      hour: sql<number>`extract(hour from ${placedLocal})::int`,
      weekday: sql<number>`extract(dow from ${placedLocal})::int`,
      orders: sql<number>`count(*)::int`,
      totalCents: total(orders.totalCents),
      paidCents: total(orders.totalCents, sql`${orders.paymentStatus} = 'paid'`),
      discountCents: total(orders.discountCents),
      discountOrders: sql<number>`(count(*) filter (where ${orders.discountCents} > 0))::int`,
    })
    .from(orders)
    .where(placedIn(range))
    .groupBy(sql`1, 2, 3, 4, 5`);
}

type CubeRow = Awaited<ReturnType<typeof readCube>>[number];

const sumOf = (rows: CubeRow[], key: 'orders' | 'totalCents' | 'paidCents' | 'discountCents' | 'discountOrders') =>
  rows.reduce((s, r) => s + r[key], 0);

/** Orders and revenue of the sold rows that match, for each key in order. */
function split<K>(rows: CubeRow[], keys: readonly K[], keyOf: (r: CubeRow) => K) {
  return keys.map((key) => {
    const mine = rows.filter((r) => keyOf(r) === key);
    return {
      key,
      orders: sumOf(mine, 'orders'),
      revenueCents: sumOf(mine, 'totalCents'),
      paidCents: sumOf(mine, 'paidCents'),
    };
  });
}

const range24 = Array.from({ length: 24 }, (_, h) => h);
const range7 = Array.from({ length: 7 }, (_, d) => d);

/** The summary and the tables by method, channel, hour and weekday. */
export async function orderFigures(db: Db, range: ReportRange) {
  const rows = await readCube(db, range);
  const sold = rows.filter((r) => r.state === 'sold');
  const cancelled = rows.filter((r) => r.state === 'cancelled');
  const soldOrders = sumOf(sold, 'orders');
  const revenueCents = sumOf(sold, 'totalCents');
  return {
    summary: {
      placedOrders: sumOf(rows, 'orders'),
      soldOrders,
      revenueCents,
      paidCents: sumOf(sold, 'paidCents'),
      averageTicketCents: soldOrders ? Math.round(revenueCents / soldOrders) : 0,
      cancelledOrders: sumOf(cancelled, 'orders'),
      cancelledCents: sumOf(cancelled, 'totalCents'),
      discountOrders: sumOf(sold, 'discountOrders'),
      discountCents: sumOf(sold, 'discountCents'),
    },
    byMethod: split(sold, PAYMENT_METHODS, (r) => r.method).map(({ key, ...m }) => ({ method: key, ...m })),
    byChannel: split(sold, ORDER_CHANNELS, (r) => r.channel).map(({ key, orders, revenueCents }) => ({
      channel: key,
      orders,
      revenueCents,
    })),
    byHour: split(sold, range24, (r) => r.hour).map(({ key, orders, revenueCents }) => ({
      hour: key,
      orders,
      revenueCents,
    })),
    byWeekday: split(sold, range7, (r) => r.weekday).map(({ key, orders, revenueCents }) => ({
      weekday: key,
      orders,
      revenueCents,
    })),
  };
}
