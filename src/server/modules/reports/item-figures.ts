import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { orderItems, orders } from '@server/db/schema';
import type { ReportRange } from '@shared/report-range';
import { executeRows } from './execute-rows';
import { placedIn, sold } from './order-sets';

// What sold orders held: the products and the options chosen with them (docs/product.md#reports).

/** The group half-and-half flavours are listed under. */
const HALVES = 'Sabores (meio a meio)';
/** The longest lists a report shows and downloads. */
export const TOP_ROWS = 50;

const cents = (expr: unknown) => sql<number>`coalesce(sum(${expr}), 0)::bigint`.mapWith(Number);

/** The products sold most, by quantity (then revenue, then name), by the name on the order. */
export function topProductsOf(db: Db, range: ReportRange) {
  const quantity = sql<number>`sum(${orderItems.quantity})::int`;
  const revenueCents = cents(orderItems.totalPriceCents);
  return db
    .select({ name: orderItems.name, quantity, revenueCents })
    .from(orderItems)
    .innerJoin(orders, sql`${orders.id} = ${orderItems.orderId}`)
    .where(sql`${placedIn(range)} and ${sold}`)
    .groupBy(orderItems.name)
    .orderBy(sql`2 desc, 3 desc, 1`)
    .limit(TOP_ROWS);
}

/**
 * The options chosen most: each choice counted as often as it was taken on each unit sold, with
 * what it added; each part of a half-and-half item counts once per unit, adding nothing (its
 * price is the line's, docs/product.md#half-and-half). The lines are first summed by their
 * choices as a whole, which repeat (the menu's combinations), so only those few are unpacked:
 * unpacking every line's JSON took a year's report 450 ms of its 650 (bench/reports.ts).
 */
export async function topOptionsOf(db: Db, range: ReportRange) {
  const { quantity, selectedOptions, parts } = orderItems;
  const rows = await executeRows<{ grp: string; name: string; quantity: number; revenue_cents: string }>(
    db,
    sql`
    with combos as (
      select ${selectedOptions} as options, ${parts} as parts, sum(${quantity})::int as quantity
      from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
      where ${placedIn(range)} and ${sold} and (${selectedOptions} <> '[]' or ${parts} <> '[]')
      group by 1, 2
    ), choices as (
      select o.title as grp, o.name, c.quantity * o.quantity as quantity, c.quantity * o.quantity * o."priceCents" as revenue_cents
      from combos c cross join lateral jsonb_to_recordset(c.options) as o(title text, name text, "priceCents" int, quantity int)
      union all
      select ${HALVES}, p.name, c.quantity, 0
      from combos c cross join lateral jsonb_to_recordset(c.parts) as p(name text)
    )
    select grp, name, sum(quantity)::int as quantity, sum(revenue_cents)::bigint as revenue_cents
    from choices group by grp, name
    order by 3 desc, 4 desc, 1, 2
    limit ${TOP_ROWS}`,
  );
  return rows.map((r) => ({
    group: r.grp,
    name: r.name,
    quantity: Number(r.quantity),
    revenueCents: Number(r.revenue_cents),
  }));
}
