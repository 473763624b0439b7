import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { executeRows } from '@server/db/execute-rows';
import { TOP_ROWS } from './item-figures';
import { periodRows, type ReportPlan } from './rollup';

// The cancellations by reason and the coupons by code (docs/product.md#reports), summed from the
// days' rollups (rollup.ts; day-rows.ts says how a day's are counted).

type Row = { label: string; orders: number; cents: string | number };

function topOf(db: Db, plan: ReportPlan, kind: 'cancel' | 'coupon') {
  return executeRows<Row>(
    db,
    sql`select label, sum(orders)::int as orders, sum(cents)::bigint as cents
    from ${periodRows('lists', plan)} where kind = ${kind}
    group by label order by 2 desc, 1 limit ${TOP_ROWS}`,
  );
}

/** Cancelled orders of the period by reason, the most frequent first, with the totals they had. */
export async function cancellationsOf(db: Db, plan: ReportPlan) {
  const rows = await topOf(db, plan, 'cancel');
  return rows.map((r) => ({ reason: r.label, orders: Number(r.orders), totalCents: Number(r.cents) }));
}

/** Sold orders with a coupon, by its code as typed then, with the discount each code gave. */
export async function couponsOf(db: Db, plan: ReportPlan) {
  const rows = await topOf(db, plan, 'coupon');
  return rows.map((r) => ({ code: r.label, orders: Number(r.orders), discountCents: Number(r.cents) }));
}
