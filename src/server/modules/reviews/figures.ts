import { and, desc, eq, gt, gte, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { orderReviews, orders } from '@server/db/schema';
import type { AdminReviews } from '@shared/contract/reviews';
import { STORE_TIME_ZONE } from '@shared/format-date';
import { REVIEW_TAGS } from '@shared/reviews';
import { addDays, instantAt, localTime, weekday } from '@shared/schedule';
import type { ReviewFilter } from '@shared/schemas/reviews';
import { reviewView } from './service';

/** The list shows the newest of the period; the figures count them all. */
const REVIEWS_SHOWN = 100;
const WEEKS = 12;

const FILTERS: Record<ReviewFilter, SQL | undefined> = {
  all: undefined,
  comments: isNotNull(orderReviews.comment),
  low: lte(orderReviews.rating, 3),
  unanswered: isNull(orderReviews.reply),
};

const round1 = (n: number | string | null) => (n === null ? null : Math.round(Number(n) * 10) / 10);

/** The period's count, average, stars, comments, unanswered and what went wrong. */
async function summary(db: Db, since: Date): Promise<AdminReviews['summary']> {
  const inPeriod = gt(orderReviews.createdAt, since);
  const [totals] = await db
    .select({
      count: sql<number>`count(*)::int`,
      average: sql<string | null>`avg(${orderReviews.rating})`,
      stars: sql<number[]>`array[${sql.join(
        [1, 2, 3, 4, 5].map((n) => sql`count(*) filter (where ${orderReviews.rating} = ${n})::int`),
        sql`, `,
      )}]`,
      withComment: sql<number>`count(${orderReviews.comment})::int`,
      unanswered: sql<number>`count(*) filter (where ${orderReviews.reply} is null)::int`,
    })
    .from(orderReviews)
    .where(inPeriod);
  const tagRows = await db
    .select({ tag: sql<string>`t.tag`, count: sql<number>`count(*)::int` })
    .from(sql`${orderReviews}, unnest(${orderReviews.tags}) as t(tag)`)
    .where(inPeriod)
    .groupBy(sql`t.tag`);
  const tags = REVIEW_TAGS.map((tag) => ({ tag, count: tagRows.find((r) => r.tag === tag)?.count ?? 0 }))
    .filter((t) => t.count > 0)
    .sort((a, b) => b.count - a.count);
  return { ...totals!, stars: totals!.stars.map(Number), average: round1(totals!.average), tags };
}

/** The last 12 weeks, from Monday in the store's time, with their count and average. */
async function weeks(db: Db, now: Date): Promise<AdminReviews['weeks']> {
  const today = localTime(now).date;
  const monday = addDays(today, -((weekday(today) + 6) % 7));
  const starts = Array.from({ length: WEEKS }, (_, i) => addDays(monday, (i - WEEKS + 1) * 7));
  const week = sql<string>`to_char(date_trunc('week', ${orderReviews.createdAt} at time zone ${STORE_TIME_ZONE}), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ week, count: sql<number>`count(*)::int`, average: sql<string>`avg(${orderReviews.rating})` })
    .from(orderReviews)
    .where(gte(orderReviews.createdAt, instantAt(starts[0]!, 0)))
    // By position: the zone is a parameter, and two parameters are never one expression to PostgreSQL.
    .groupBy(sql`1`);
  return starts.map((start) => {
    const row = rows.find((r) => r.week === start);
    return { start, count: row?.count ?? 0, average: row ? round1(row.average) : null };
  });
}

/** 'Avaliações' for the owner: the last `days` days' figures and reviews, and the last weeks. */
export async function reviewFigures(db: Db, opts: { days: number; filter: ReviewFilter }, now: Date) {
  const since = new Date(now.getTime() - opts.days * 86_400_000);
  const rows = await db
    .select({ review: orderReviews, customerName: orders.customerName, orderCreatedAt: orders.createdAt })
    .from(orderReviews)
    .innerJoin(orders, eq(orders.id, orderReviews.orderId))
    .where(and(gt(orderReviews.createdAt, since), FILTERS[opts.filter]))
    .orderBy(desc(orderReviews.createdAt))
    .limit(REVIEWS_SHOWN);
  return {
    summary: await summary(db, since),
    weeks: await weeks(db, now),
    reviews: rows.map((r) => ({
      ...reviewView(r.review),
      orderId: r.review.orderId,
      customerName: r.customerName,
      orderCreatedAt: r.orderCreatedAt.toISOString(),
    })),
  };
}
