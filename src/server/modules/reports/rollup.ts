import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { executeRows } from '@server/db/execute-rows';
import type { ReportRange } from '@shared/report-range';
import { addDays, instantAt, localTime } from '@shared/schedule';
import { customerRows, itemRows, listRows, orderRows, type Span } from './day-rows';

// The reports' per-day rollups (docs/decisions/020-report-rollups.md): past days are summed once
// into report_day_* and read from there; a trigger marks a day stale when any of its orders or
// their items change, and a stale or missing day is summed again before a report reads it. The
// last two days are always read from the orders: an order still being written when its day
// ended is seen by them, and no new order waits on a rollup row.

/** Each rollup table with its columns, in the order its rows function (day-rows.ts) selects them. */
const TABLES = {
  orders: {
    table: sql`report_day_orders`,
    columns: sql`day, method, channel, state, hour, orders, total_cents, paid_cents, discount_cents, discount_orders`,
    rows: orderRows,
  },
  items: { table: sql`report_day_items`, columns: sql`day, grp, name, quantity, revenue_cents`, rows: itemRows },
  lists: { table: sql`report_day_lists`, columns: sql`day, kind, label, orders, cents`, rows: listRows },
  customers: {
    table: sql`report_day_customers`,
    columns: sql`day, customer, phone_key, email_key, orders, revenue_cents`,
    rows: customerRows,
  },
} as const;
export type RollupKind = keyof typeof TABLES;

/** Which days of a period are read from the rollups, and the instants read from the orders. */
export type ReportPlan = { kept: ReportRange | null; live: Span };

/** The last day the rollups keep, two before São Paulo's today. */
export const lastKeptDay = (now = new Date()) => addDays(localTime(now).date, -2);

export function planOf(range: ReportRange, now = new Date()): ReportPlan {
  const last = lastKeptDay(now);
  const keptTo = range.to < last ? range.to : last;
  const liveFrom = range.from > keptTo ? range.from : addDays(keptTo, 1);
  return {
    kept: range.from <= keptTo ? { from: range.from, to: keptTo } : null,
    live: { start: instantAt(liveFrom, 0), end: instantAt(addDays(range.to, 1), 0) },
  };
}

/**
 * A kind's day rows for the plan's period, as `r` with the rollup table's columns: the kept days'
 * from the rollup, the others' summed from the orders.
 */
export function periodRows(kind: RollupKind, { kept, live }: ReportPlan): SQL {
  const { table, columns, rows } = TABLES[kind];
  const fromOrders = sql`(${rows(live)})`;
  const all = kept
    ? sql`(select ${columns} from ${table} where day between ${kept.from}::date and ${kept.to}::date) union all ${fromOrders}`
    : fromOrders;
  return sql`(${all}) as r(${columns})`;
}

/** The days ("YYYY-MM-DD") as a set to look up in. */
const daysIn = (days: string[]) => sql`(select unnest(string_to_array(${days.join(',')}, ','))::date)`;

/** The days (ascending) in runs of consecutive days. */
function runsOf(days: string[]) {
  const runs: string[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && addDays(run.at(-1)!, 1) === day) run.push(day);
    else runs.push([day]);
  }
  return runs;
}

/** Sums again the kept days of the period that are stale or were never summed. */
export async function refreshRollups(db: Db, { kept }: ReportPlan) {
  if (!kept) return;
  const period = sql`select d::date as day from generate_series(${kept.from}::date, ${kept.to}::date, interval '1 day') as d`;
  const missing = await executeRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${period}) p left join report_days r using (day) where r.stale is not false`,
  );
  if (!missing[0]?.n) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into report_days (day) ${period} on conflict (day) do nothing`);
    // Locks them: an order of these days changed meanwhile marks its day stale again after this commits.
    const stale = await executeRows<{ day: string }>(
      tx as unknown as Db,
      sql`select day::text as day from report_days
        where day between ${kept.from}::date and ${kept.to}::date and stale order by day for update`,
    );
    const days = stale.map((r) => r.day);
    if (!days.length) return;
    for (const run of runsOf(days)) {
      const span: Span = { start: instantAt(run[0]!, 0), end: instantAt(addDays(run.at(-1)!, 1), 0) };
      for (const { table, columns, rows } of Object.values(TABLES)) {
        await tx.execute(sql`delete from ${table} where day in ${daysIn(run)}`);
        await tx.execute(sql`insert into ${table} (${columns}) ${rows(span)}`);
      }
    }
    await tx.execute(sql`update report_days set stale = false where day in ${daysIn(days)}`);
  });
}
