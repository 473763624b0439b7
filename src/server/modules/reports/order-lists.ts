import { desc, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { orders } from '@server/db/schema';
import type { ReportRange } from '@shared/report-range';
import { TOP_ROWS } from './item-figures';
import { placedIn, sold } from './order-sets';

// The cancellations by reason and the coupons by code (docs/product.md#reports).

/** What staff or the system gave as the reason; none given reads 'Sem motivo informado'. */
export const NO_REASON = 'Sem motivo informado';

const cents = (expr: unknown) => sql<number>`coalesce(sum(${expr}), 0)::bigint`.mapWith(Number);

/** Cancelled orders of the period by reason, the most frequent first, with the totals they had. */
export function cancellationsOf(db: Db, range: ReportRange) {
  const reason = sql<string>`coalesce(nullif(trim(${orders.cancelReason}), ''), ${NO_REASON})`;
  const count = sql<number>`count(*)::int`;
  return (
    db
      .select({ reason, orders: count, totalCents: cents(orders.totalCents) })
      .from(orders)
      .where(sql`${placedIn(range)} and ${orders.status} = 'cancelled'`)
      // by position: the reason's text is a parameter, sent anew each time it is written
      .groupBy(sql`1`)
      .orderBy(sql`2 desc, 1`)
      .limit(TOP_ROWS)
  );
}

/** Sold orders with a coupon, by its code as typed then, with the discount each code gave. */
export function couponsOf(db: Db, range: ReportRange) {
  const count = sql<number>`count(*)::int`;
  return db
    .select({ code: sql<string>`${orders.couponCode}`, orders: count, discountCents: cents(orders.discountCents) })
    .from(orders)
    .where(sql`${placedIn(range)} and ${sold} and ${orders.couponCode} is not null`)
    .groupBy(orders.couponCode)
    .orderBy(desc(count), orders.couponCode)
    .limit(TOP_ROWS);
}
