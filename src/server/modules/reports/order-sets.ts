import { sql } from 'drizzle-orm';
import { orders } from '@server/db/schema';
import { STORE_TIME_ZONE } from '@shared/format-date';
import type { ReportRange } from '@shared/report-range';
import { addDays, instantAt } from '@shared/schedule';

// Which orders a report counts (docs/product.md#reports), shared with the dashboard.

/** Orders that sell: not cancelled and not waiting for an online payment. Their total is revenue. */
export const sold = sql`${orders.status} not in ('cancelled', 'awaiting_payment')`;

/** The first instant of `from` and the first of the day after `to`, in São Paulo. */
export function rangeInstants({ from, to }: ReportRange) {
  return { start: instantAt(from, 0), end: instantAt(addDays(to, 1), 0) };
}

/** When an order was placed, on São Paulo's wall clock. */
export const placedLocal = sql`(${orders.createdAt} at time zone ${STORE_TIME_ZONE})`;
