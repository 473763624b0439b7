import { and, eq, gt, notExists, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { orderEvents, orderReviews, orders, reviewInvitations } from '@server/db/schema';
import type { Logger } from '@server/logger';
import { createQueueRunner, gathered } from '@server/queue-runner';
import { recordOrderEvents } from '../live/record-event';
import { readReviewSettings } from './settings';

/** A delivery older than this when first seen (the server was down, invitations were off) invites nobody. */
const STALE_HOURS = 24;
/** Invitations written by one pass at most; the next pass takes the rest. */
const BATCH = 50;
/** How long order events are gathered before one pass looks for deliveries among them. */
const GATHER_MS = 1_000;

/**
 * Invites the customer of each delivered site order to rate it, once, `delayMinutes` after it
 * was delivered (docs/product.md#reviews). The invitation's row, keyed by the order, is what
 * makes one instance the one that invites; its 'order.review_invited' event, written in the
 * same transaction, is what the email, push and WhatsApp feeds turn into messages.
 */
export async function inviteToReview(database: Database, now: Date): Promise<number> {
  const { db } = database;
  const settings = await readReviewSettings(db);
  if (!settings.invite) return 0;
  const due = new Date(now.getTime() - settings.delayMinutes * 60_000);
  // Stale counts from when the invitation was due, so any delay leaves a whole day to send it.
  const since = new Date(due.getTime() - STALE_HOURS * 3_600_000);
  // An order delivered again (it went back to 'Em entrega') waits the delay from its last delivery.
  // The instant goes as text: an untyped expression gives the driver no column to encode a Date by.
  const waitedEnough = sql`max(${orderEvents.createdAt}) <= ${due.toISOString()}::timestamptz`;
  // Looked for outside a transaction: most passes find nobody, and end after this one statement.
  const delivered = await db
    .select({ orderId: orders.id, userId: orders.userId })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .where(
      and(
        eq(orderEvents.type, 'order.status_changed'),
        sql`${orderEvents.payload} ->> 'status' = 'delivered'`,
        gt(orderEvents.createdAt, since),
        eq(orders.status, 'delivered'),
        // Staff-taken orders have no customer who asked for anything (docs/product.md#reviews).
        eq(orders.channel, 'site'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(reviewInvitations)
            .where(eq(reviewInvitations.orderId, orders.id)),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(orderReviews)
            .where(eq(orderReviews.orderId, orders.id)),
        ),
      ),
    )
    .groupBy(orders.id, orders.userId)
    .having(waitedEnough)
    .limit(BATCH);
  if (!delivered.length) return 0;
  return db.transaction(async (tx) => {
    // Another instance may have invited some meanwhile: only the rows this one wrote are its to announce.
    const mine = await tx
      .insert(reviewInvitations)
      .values(delivered.map((d) => ({ orderId: d.orderId, invitedAt: now })))
      .onConflictDoNothing()
      .returning({ orderId: reviewInvitations.orderId });
    const userOf = new Map(delivered.map((d) => [d.orderId, d.userId]));
    // One statement, last before the commit: the feeds read events by id, and an id taken long
    // before its commit could be passed over by them.
    if (mine.length)
      await recordOrderEvents(
        tx,
        mine.map(({ orderId }) => ({ type: 'order.review_invited', orderId, userId: userOf.get(orderId) ?? null })),
      );
    return mine.length;
  });
}

/**
 * Runs the invitations every minute in each instance, and a second after order events (an order
 * delivered with no delay set is invited within the second); `drain` runs one now (tests).
 */
export function createReviewInviter(opts: { database: Database; logger: Logger; now: () => Date }) {
  const runner = createQueueRunner({
    pass: async () => {
      await inviteToReview(opts.database, opts.now());
    },
    everyMs: 60_000,
    logger: opts.logger,
    failure: 'review invitations failed',
  });
  // Every order event wakes the inviter: the events of the next second make one pass.
  const gathering = gathered(GATHER_MS, () => void runner.kick());
  const listening = opts.database.listen('order_events', gathering.soon).catch((err: unknown) => {
    opts.logger.warn({ err }, 'review invitations: listening for order events failed');
    return null;
  });
  return {
    drain: runner.drain,
    stop: async () => {
      gathering.cancel();
      await runner.stop();
      await (await listening)?.().catch(() => {});
    },
  };
}
