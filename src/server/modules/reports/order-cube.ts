import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { executeRows } from '@server/db/execute-rows';
import { ORDER_CHANNELS, PAYMENT_METHODS, type OrderChannel, type PaymentMethod } from '@shared/order-status';
import { periodRows, type ReportPlan } from './rollup';

// The period's orders by everything the small tables split them by (method, channel, hour,
// weekday, and whether they sold), from the days' rollups (rollup.ts): a few thousand rows at
// most, folded here into the summary and those tables.

type CubeRow = {
  method: PaymentMethod;
  channel: OrderChannel;
  state: 'sold' | 'cancelled' | 'awaiting_payment';
  hour: number;
  weekday: number;
  orders: number;
  totalCents: number;
  paidCents: number;
  discountCents: number;
  discountOrders: number;
};
type RawRow = Omit<CubeRow, 'totalCents' | 'paidCents' | 'discountCents'> & {
  total_cents: string | number;
  paid_cents: string | number;
  discount_cents: string | number;
};

async function readCube(db: Db, plan: ReportPlan): Promise<CubeRow[]> {
  const rows = await executeRows<RawRow>(
    db,
    sql`select method, channel, state, hour, extract(dow from day)::int as weekday, sum(orders)::int as orders,
      sum(total_cents)::bigint as total_cents, sum(paid_cents)::bigint as paid_cents,
      sum(discount_cents)::bigint as discount_cents, sum(discount_orders)::int as "discountOrders"
    from ${periodRows('orders', plan)} group by 1, 2, 3, 4, 5`,
  );
  return rows.map(({ total_cents, paid_cents, discount_cents, ...r }) => ({
    ...r,
    totalCents: Number(total_cents),
    paidCents: Number(paid_cents),
    discountCents: Number(discount_cents),
  }));
}
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
export async function orderFigures(db: Db, plan: ReportPlan) {
  const rows = await readCube(db, plan);
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
