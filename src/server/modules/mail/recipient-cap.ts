import { and, count, gt, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { outgoingMail } from '@server/db/schema';
import type { QueuedMail } from './transport';

/**
 * Order emails one address gets in a day at most (docs/security.md#email): a customer's busiest
 * day fits (each order sends two or three), a script ordering in a stranger's name does not
 * fill the stranger's inbox. Other emails have limits of their own (password links: http/limits.ts).
 */
export const ORDER_MAILS_PER_ADDRESS_PER_DAY = 10;

const isOrderMail = (m: Pick<QueuedMail, 'dedupeKey'>) => m.dedupeKey.startsWith('order.');

/** The emails of `batch` that keep every address within its day's order emails; the others are dropped. */
export async function withinDailyCap<M extends QueuedMail>(db: Pick<Db, 'select'>, batch: M[]): Promise<M[]> {
  const capped = batch.filter(isOrderMail);
  if (!capped.length) return batch;
  const recipients = [...new Set(capped.map((m) => m.to))];
  const sent = new Map(
    (
      await db
        .select({ to: outgoingMail.to, n: count() })
        .from(outgoingMail)
        .where(
          and(
            inArray(outgoingMail.to, recipients),
            like(outgoingMail.dedupeKey, 'order.%'),
            gt(outgoingMail.createdAt, sql`now() - interval '1 day'`),
          ),
        )
        .groupBy(outgoingMail.to)
    ).map((r) => [r.to, Number(r.n)]),
  );
  return batch.filter((m) => {
    if (!isOrderMail(m)) return true;
    const n = sent.get(m.to) ?? 0;
    sent.set(m.to, n + 1);
    return n < ORDER_MAILS_PER_ADDRESS_PER_DAY;
  });
}
