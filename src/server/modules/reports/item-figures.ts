import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { executeRows } from '@server/db/execute-rows';
import { periodRows, type ReportPlan } from './rollup';

// What sold orders held: the products and the options chosen with them (docs/product.md#reports),
// summed from the days' rollups (rollup.ts; day-rows.ts says how a day's are counted).

/** The longest lists a report shows and downloads. */
export const TOP_ROWS = 50;

type Row = { grp: string | null; name: string; quantity: number; revenue_cents: string | number };

/** The products sold most, by quantity (then revenue, then name), by the name on the order. */
export async function topProductsOf(db: Db, plan: ReportPlan) {
  const rows = await executeRows<Row>(
    db,
    sql`select name, sum(quantity)::int as quantity, sum(revenue_cents)::bigint as revenue_cents
    from ${periodRows('items', plan)} where grp is null
    group by name order by 2 desc, 3 desc, 1 limit ${TOP_ROWS}`,
  );
  return rows.map((r) => ({ name: r.name, quantity: Number(r.quantity), revenueCents: Number(r.revenue_cents) }));
}

/** The options chosen most, by quantity (then revenue, group and name), each with what it added. */
export async function topOptionsOf(db: Db, plan: ReportPlan) {
  const rows = await executeRows<Row>(
    db,
    sql`select grp, name, sum(quantity)::int as quantity, sum(revenue_cents)::bigint as revenue_cents
    from ${periodRows('items', plan)} where grp is not null
    group by grp, name order by 3 desc, 4 desc, 1, 2 limit ${TOP_ROWS}`,
  );
  return rows.map((r) => ({
    group: r.grp ?? '',
    name: r.name,
    quantity: Number(r.quantity),
    revenueCents: Number(r.revenue_cents),
  }));
}
