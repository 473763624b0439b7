import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { executeRows } from '@server/db/execute-rows';
import { orders } from '@server/db/schema';
import { sold } from './order-sets';
import { periodRows, type ReportPlan } from './rollup';

// New and returning customers (docs/product.md#reports). A customer is known by the phone key,
// else the email key, of their orders (src/shared/customer-key.ts); they are new in the period
// when no order of theirs that sold came before it, by either key. The period's customers are
// summed from the days' rollups (rollup.ts); the earlier orders are looked up in orders.

type Row = { is_returning: boolean | null; customers: number; orders: number; revenue_cents: string | number };

export async function customerFigures(db: Db, plan: ReportPlan, start: Date) {
  const { customerPhoneKey: phoneKey, customerEmailKey: emailKey, createdAt } = orders;
  const before = sql`${createdAt} < ${start.toISOString()}::timestamptz and ${sold}`;
  const rows = await executeRows<Row>(
    db,
    sql`
    with customers as (
      select customer, min(phone_key) as phone_key, min(email_key) as email_key,
        sum(orders) as orders, sum(revenue_cents) as revenue_cents
      from ${periodRows('customers', plan)} group by customer
    ), known as (
      select c.*, case when customer is not null then (
        exists (select 1 from ${orders} where c.phone_key is not null and ${phoneKey} = c.phone_key and ${before})
        or exists (select 1 from ${orders} where c.email_key is not null and ${emailKey} = c.email_key and ${before})
      ) end as is_returning
      from customers c
    )
    -- is_returning null: the orders with no customer to know them by, in one row
    select is_returning, (count(*) filter (where customer is not null))::int as customers, sum(orders)::int as orders,
      sum(revenue_cents)::bigint as revenue_cents
    from known group by is_returning`,
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
