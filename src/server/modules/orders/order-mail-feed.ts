import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { mailFeed, orderEvents, orderItems, orderReviews, orders, outgoingMail } from '@server/db/schema';
import type { Logger } from '@server/logger';
import { groupBy } from '@shared/group-by';
import { pastGapWait, settled } from '../live/event-gaps';
import type { Mailer } from '../mail/mailer';
import { MAILED_STATUSES, orderStatusMail } from '../mail/order-mail';
import { withinDailyCap } from '../mail/recipient-cap';
import { reviewAnswerMail, reviewInviteMail } from '../mail/review-mail';
import type { QueuedMail } from '../mail/transport';
import { newestCharges, type ChargeView } from '../payments/pix-charges';
import type { ReviewUrl } from '../reviews/review-link';
import { getStoreSettings } from '../store/service';
import { createEventFeedRunner } from './event-feed-runner';
import { placedOrderView } from './order-view';
import { placedMail } from './placed-mail';

const BATCH = 500;

type EventRow = { id: number; type: string; orderId: string; payload: Record<string, unknown>; old: boolean };
type OrderRow = typeof orders.$inferSelect & { proven: boolean };

export type OrderMailFeed = ReturnType<typeof createOrderMailFeed>;

/**
 * What an event tells the customer by email (docs/product.md#email): 'placed' for a new order,
 * or for one that waited for its online payment when the money comes in (an order nobody paid
 * mails nobody: docs/security.md#email); 'status' for out for delivery and cancelled, but not
 * the cancelling of an order that was never paid; the invitation to rate a delivered order and
 * the store's answer to its review. A new guest's own order email is sent by placeOrder when the
 * order needs no payment first.
 */
function mailKind(e: EventRow): MailKind | null {
  const { status, from } = e.payload;
  if (e.type === 'order.review_invited') return 'review_invite';
  if (e.type === 'order.review_answered') return 'review_answer';
  if (e.type === 'order.created') return status === 'awaiting_payment' || e.payload.newGuest ? null : 'placed';
  if (e.type === 'order.paid') return from === 'awaiting_payment' ? 'placed' : null;
  if (e.type !== 'order.status_changed') return null;
  if (!MAILED_STATUSES.includes(status as (typeof MAILED_STATUSES)[number])) return null;
  return from === 'awaiting_payment' ? null : 'status';
}

type MailKind = 'placed' | 'status' | 'review_invite' | 'review_answer';
type OrderMailFeedOptions = { db: Db; mail: Mailer; publicUrl: string; reviewUrl: ReviewUrl; logger: Logger };
type Wanted = { e: EventRow; kind: MailKind };

/**
 * The customer's order emails, written from `order_events` after the fact instead of by the
 * requests that change orders: placing an order costs nothing more, a rush becomes one read and
 * one insert per batch, and an event is never mailed twice (the feed's position moves in the
 * same transaction as the emails are queued; several instances take turns on its row). An
 * address gets at most its day's order emails (mail/recipient-cap.ts).
 */
export function createOrderMailFeed(opts: OrderMailFeedOptions) {
  const runner = createEventFeedRunner({
    batch: () => writeBatch(opts),
    logger: opts.logger,
    failure: 'order emails: reading order events failed',
  });
  return {
    /** Something wrote order events: write their emails shortly, together with the rush's others. */
    kick: runner.kick,
    /** Writes every pending email now (tests, shutdown). */
    flush: runner.flush,
    stop: runner.stop,
  };
}

/** Writes the emails of the next batch of events; true when more events wait. */
async function writeBatch(opts: OrderMailFeedOptions): Promise<boolean> {
  const { db, mail, logger } = opts;
  let more = false;
  let queued = 0;
  await db.transaction(async (tx) => {
    const [feed] = await tx.select().from(mailFeed).where(eq(mailFeed.id, 1)).for('update', { skipLocked: true });
    if (!feed) return; // another instance is writing this batch
    const read = await readEvents(tx, feed.lastEventId);
    const { events, more: full } = settled(read, feed.lastEventId, BATCH);
    if (!events.length) return;
    more = full;
    const wanted = events.flatMap((e) => {
      const kind = mailKind(e);
      return kind ? [{ e, kind }] : [];
    });
    if (wanted.length) {
      const mails = await mailsFor(tx, opts, wanted);
      const kept = await withinDailyCap(tx, mails);
      if (kept.length < mails.length)
        logger.warn({ dropped: mails.length - kept.length }, 'order emails over the day cap');
      if (kept.length) await tx.insert(outgoingMail).values(kept).onConflictDoNothing();
      queued = kept.length;
    }
    await tx
      .update(mailFeed)
      .set({ lastEventId: events.at(-1)!.id })
      .where(eq(mailFeed.id, 1));
  });
  if (queued) mail.kick();
  return more;
}

async function readEvents(tx: Db, afterId: number): Promise<EventRow[]> {
  return (await tx
    .select({
      id: orderEvents.id,
      type: orderEvents.type,
      orderId: orderEvents.orderId,
      payload: orderEvents.payload,
      old: pastGapWait(),
    })
    .from(orderEvents)
    .where(gt(orderEvents.id, afterId))
    .orderBy(asc(orderEvents.id))
    .limit(BATCH)) as EventRow[];
}

/** The orders by id, each with whether its address is proven. */
async function ordersById(tx: Db, ids: string[]): Promise<Map<string, OrderRow>> {
  return new Map<string, OrderRow>(
    (
      await tx
        .select({
          order: orders,
          // The address is the account's and an emailed link proved it (docs/security.md#email).
          proven: sql<boolean>`exists (select 1 from "user" u where u.id = ${orders.userId}
            and u.email_verified and lower(u.email) = lower(${orders.customerEmail}))`,
        })
        .from(orders)
        .where(inArray(orders.id, ids))
    ).map((r) => [r.order.id, { ...r.order, proven: Boolean(r.proven) }]),
  );
}

/** Of orders paid after they waited, those that were a new guest's (whose email carries the password link). */
async function newGuestOrders(tx: Db, paidIds: string[]): Promise<Set<string>> {
  return new Set(
    paidIds.length
      ? (
          await tx
            .select({ orderId: orderEvents.orderId })
            .from(orderEvents)
            .where(
              and(
                inArray(orderEvents.orderId, paidIds),
                eq(orderEvents.type, 'order.created'),
                sql`${orderEvents.payload} ->> 'newGuest' = 'true'`,
              ),
            )
        ).map((r) => r.orderId)
      : [],
  );
}

/** The emails of the events that mail, from one read of their orders (and, for placed ones, items and codes). */
async function mailsFor(tx: Db, opts: OrderMailFeedOptions, wanted: Wanted[]): Promise<QueuedMail[]> {
  const { publicUrl } = opts;
  const rows = await ordersById(tx, [...new Set(wanted.map((w) => w.e.orderId))]);
  const placedIds = [...new Set(wanted.filter((w) => w.kind === 'placed').map((w) => w.e.orderId))];
  const lines = placedIds.length
    ? await tx.select().from(orderItems).where(inArray(orderItems.orderId, placedIds)).orderBy(asc(orderItems.id))
    : [];
  const linesOf = groupBy(lines, (line) => line.orderId);
  // A PIX charged at the bank: its code, not the static one (docs/decisions/008).
  const charges = placedIds.length ? await newestCharges(tx, placedIds) : new Map<string, ChargeView>();
  const newGuests = await newGuestOrders(
    tx,
    wanted.filter((w) => w.e.type === 'order.paid').map((w) => w.e.orderId),
  );
  const store = await getStoreSettings(tx);
  const mails = await reviewMails(tx, opts, wanted, rows, store);
  for (const { e, kind } of wanted) {
    const order = rows.get(e.orderId);
    // An order staff took on the phone or at the counter has no email (docs/product.md#phone-and-counter-orders).
    if (!order?.customerEmail || kind === 'review_invite' || kind === 'review_answer') continue;
    if (kind === 'status') {
      const status = e.payload.status as (typeof MAILED_STATUSES)[number];
      const brand = { name: store.name, logoUrl: store.logoUrl };
      mails.push(
        orderStatusMail({
          order,
          status,
          store: brand,
          storeAddress: store.address,
          publicUrl,
          proven: order.proven,
        }),
      );
      continue;
    }
    const view = placedOrderView(order, linesOf.get(e.orderId) ?? [], store, charges.get(e.orderId) ?? null);
    const newGuest =
      e.type === 'order.paid' && newGuests.has(e.orderId) ? { userId: order.userId, email: order.customerEmail } : null;
    mails.push(
      await placedMail(tx, { order: view, address: order.address, store, publicUrl, newGuest, proven: order.proven }),
    );
  }
  return mails;
}

/** The invitations to rate, and the store's answers to reviews (docs/product.md#reviews). */
async function reviewMails(
  tx: Db,
  opts: OrderMailFeedOptions,
  wanted: Wanted[],
  rows: Map<string, OrderRow>,
  store: { name: string; logoUrl: string | null },
): Promise<QueuedMail[]> {
  const answered = wanted.filter((w) => w.kind === 'review_answer').map((w) => w.e.orderId);
  const reviews = new Map(
    answered.length
      ? (await tx.select().from(orderReviews).where(inArray(orderReviews.orderId, answered))).map((r) => [r.orderId, r])
      : [],
  );
  const brand = { name: store.name, logoUrl: store.logoUrl };
  return wanted.flatMap(({ e, kind }) => {
    const order = rows.get(e.orderId);
    if (!order?.customerEmail) return [];
    const common = { order, store: brand, publicUrl: opts.publicUrl, proven: order.proven };
    if (kind === 'review_invite') return [reviewInviteMail({ ...common, reviewUrl: opts.reviewUrl(order.id) })];
    const review = kind === 'review_answer' ? reviews.get(e.orderId) : undefined;
    return review?.reply ? [reviewAnswerMail({ ...common, rating: review.rating, reply: review.reply })] : [];
  });
}
