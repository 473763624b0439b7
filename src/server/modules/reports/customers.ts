import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { orders } from '@server/db/schema';
import type { ReportRange } from '@shared/report-range';
import { executeRows } from './execute-rows';
import { placedIn, rangeInstants, sold } from './order-sets';

// New and returning customers (docs/product.md#reports). A customer is known by the phone key,
// else the email key, of their orders (src/shared/customer-key.ts); they are new in the period
// when no order of theirs that sold came before it, by either key.

type Row = { is_returning: boolean | null; customers: number; orders: number; revenue_cents: string | number };

export async function customerFigures(db: Db, range: ReportRange) {
  const { start } = rangeInstants(range);
  const { customerPhoneKey: phoneKey, customerEmailKey: emailKey, createdAt } = orders;
  const before = sql`${createdAt} < ${start.toISOString()}::timestamptz and ${sold}`;
  const rows = await executeRows<Row>(
    db,
    sql`
    with placed as (
      select coalesce(${phoneKey}, ${emailKey}) as customer, ${phoneKey} as phone_key, ${emailKey} as email_key,
        ${orders.totalCents} as total_cents
      from ${orders} where ${placedIn(range)} and ${sold}
    ), customers as (
      select customer, min(phone_key) as phone_key, min(email_key) as email_key,
        count(*) as orders, sum(total_cents) as revenue_cents
      from placed where customer is not null group by customer
    ), known as (
      select c.*, (
        exists (select 1 from ${orders} where c.phone_key is not null and ${phoneKey} = c.phone_key and ${before})
        or exists (select 1 from ${orders} where c.email_key is not null and ${emailKey} = c.email_key and ${before})
      ) as is_returning
      from customers c
    )
    select is_returning, count(*)::int as customers, sum(orders)::int as orders, sum(revenue_cents)::bigint as revenue_cents
    from known group by is_returning
    union all
    select null, 0, count(*)::int, coalesce(sum(total_cents), 0)::bigint from placed where customer is null`,
  );
  const figure = (r: Row | undefined) => ({
    customers: r?.customers ?? 0,
    orders: r?.orders ?? 0,
    revenueCents: Number(r?.revenue_cents ?? 0),
  });
  const unidentified = figure(rows.find((r) => r.is_returning === null));
  return {
    new: figure(rows.find((r) => r.is_returning === false)),
    returning: figure(rows.find((r) => r.is_returning === true)),
    unidentified: { orders: unidentified.orders, revenueCents: unidentified.revenueCents },
  };
}
