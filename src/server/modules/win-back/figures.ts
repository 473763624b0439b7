import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import type { WinBackFigures } from '@shared/contract/win-back';
import { sold } from '../reports/order-sets';

/**
 * The messages sent between `start` and `end` and who came back (docs/product.md#sentimos-sua-falta):
 * a customer came back when they placed an order that sells (the reports' rule) after the message
 * and before its coupon ended, whether or not they used it.
 */
export async function winBackFigures(db: Pick<Db, 'execute'>, start: Date, end: Date): Promise<WinBackFigures> {
  const result = (await db.execute(sql`
    select count(*)::int as messages,
      count(*) filter (where back.n > 0)::int as came_back,
      coalesce(sum(back.revenue), 0)::int as revenue_cents,
      count(*) filter (where back.used > 0)::int as coupons_used
    from win_back_messages m
    cross join lateral (
      select count(*) as n, coalesce(sum(orders.total_cents), 0) as revenue,
        count(*) filter (where orders.coupon_id = m.coupon_id) as used
      from orders
      where orders.user_id = m.user_id and orders.created_at > m.sent_at and orders.created_at < m.expires_at
        and ${sold}) back
    where m.sent_at >= ${start.toISOString()}::timestamptz and m.sent_at < ${end.toISOString()}::timestamptz`)) as unknown as
    { rows?: Row[] } | Row[];
  const [row] = Array.isArray(result) ? result : (result.rows ?? []);
  return {
    messages: Number(row?.messages ?? 0),
    cameBack: Number(row?.came_back ?? 0),
    revenueCents: Number(row?.revenue_cents ?? 0),
    couponsUsed: Number(row?.coupons_used ?? 0),
  };
}

type Row = { messages: number; came_back: number; revenue_cents: number; coupons_used: number };
