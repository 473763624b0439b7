import { sql, type SQL } from 'drizzle-orm';
import { orderItems, orders } from '@server/db/schema';
import { STORE_TIME_ZONE } from '@shared/format-date';
import { placedLocal, sold } from './order-sets';

// Each São Paulo day's figures, grouped from its orders: what the rollups keep for past days
// (rollup.ts) and what a report reads directly for the days they do not keep. One function a
// rollup table, its columns in the table's order (docs/decisions/020-report-rollups.md).

/** Orders placed from `start` up to `end`. */
export type Span = { start: Date; end: Date };

/** The São Paulo day an order was placed on. */
const placedDay = sql`(${orders.createdAt} at time zone ${STORE_TIME_ZONE})::date`;

const inSpan = ({ start, end }: Span) =>
  sql`${orders.createdAt} >= ${start.toISOString()}::timestamptz and ${orders.createdAt} < ${end.toISOString()}::timestamptz`;

/** sum() of int is bigint, which the drivers hand back as text. */
const total = (expr: unknown, where = sql`true`) => sql`coalesce(sum(${expr}) filter (where ${where}), 0)::bigint`;

/** The group half-and-half flavours are listed under. */
const HALVES = 'Sabores (meio a meio)';
/** What staff or the system gave as the reason; none given reads 'Sem motivo informado'. */
const NO_REASON = 'Sem motivo informado';

/** report_day_orders: by method, channel, state and hour (the weekday follows from the day). */
export const orderRows = (span: Span): SQL => sql`
  select ${placedDay}, ${orders.paymentMethod}, ${orders.channel},
    case when ${orders.status} in ('cancelled', 'awaiting_payment') then ${orders.status} else 'sold' end,
    extract(hour from ${placedLocal})::int, count(*)::int, ${total(orders.totalCents)},
    ${total(orders.totalCents, sql`${orders.paymentStatus} = 'paid'`)}, ${total(orders.discountCents)},
    (count(*) filter (where ${orders.discountCents} > 0))::int
  from ${orders} where ${inSpan(span)}
  group by 1, 2, 3, 4, 5`;

/**
 * report_day_items: the products (`grp` null) and the options of sold orders. Each choice counts
 * as often as it was taken on each unit sold, with what it added; each part of a half-and-half
 * item once per unit, adding nothing (its price is the line's, docs/product.md#half-and-half).
 * The lines are first summed by their choices as a whole, which repeat (the menu's
 * combinations), so only those few are unpacked from JSON.
 */
export const itemRows = (span: Span): SQL => {
  const { quantity, selectedOptions, parts } = orderItems;
  const soldItems = sql`${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId} where ${inSpan(span)} and ${sold}`;
  return sql`
  with combos as (
    select ${placedDay} as day, ${selectedOptions} as options, ${parts} as parts, sum(${quantity})::int as quantity
    from ${soldItems} and (${selectedOptions} <> '[]' or ${parts} <> '[]')
    group by 1, 2, 3
  )
  select ${placedDay}, null::text, ${orderItems.name}, sum(${quantity})::int, ${total(orderItems.totalPriceCents)}
  from ${soldItems} group by 1, 3
  union all
  select day, grp, name, sum(quantity)::int, sum(revenue_cents)::bigint from (
    select c.day, o.title as grp, o.name, c.quantity * o.quantity as quantity, c.quantity * o.quantity * o."priceCents" as revenue_cents
    from combos c cross join lateral jsonb_to_recordset(c.options) as o(title text, name text, "priceCents" int, quantity int)
    union all
    select c.day, ${HALVES}, p.name, c.quantity, 0
    from combos c cross join lateral jsonb_to_recordset(c.parts) as p(name text)
  ) choices group by 1, 2, 3`;
};

/** report_day_lists: cancelled orders by reason, with their totals; sold ones by coupon code, with the discount. */
export const listRows = (span: Span): SQL => sql`
  select ${placedDay}, 'cancel', coalesce(nullif(trim(${orders.cancelReason}), ''), ${NO_REASON}), count(*)::int,
    ${total(orders.totalCents)}
  from ${orders} where ${inSpan(span)} and ${orders.status} = 'cancelled' group by 1, 3
  union all
  select ${placedDay}, 'coupon', ${orders.couponCode}, count(*)::int, ${total(orders.discountCents)}
  from ${orders} where ${inSpan(span)} and ${sold} and ${orders.couponCode} is not null group by 1, 3`;

/**
 * report_day_customers: sold orders by customer, known by the phone key, else the email key, of
 * their orders (src/shared/customer-key.ts); null: neither. With the keys (the least of each)
 * customers.ts looks for earlier orders by.
 */
export const customerRows = (span: Span): SQL => sql`
  select ${placedDay}, coalesce(${orders.customerPhoneKey}, ${orders.customerEmailKey}), min(${orders.customerPhoneKey}),
    min(${orders.customerEmailKey}), count(*)::int, ${total(orders.totalCents)}
  from ${orders} where ${inSpan(span)} and ${sold} group by 1, 2`;
