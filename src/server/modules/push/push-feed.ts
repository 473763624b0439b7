import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Db } from '@server/db/client';
import { orderEvents, orders, pushFeed, pushSubscriptions } from '@server/db/schema';
import type { Logger } from '@server/logger';
import type { Fulfilment } from '@shared/order-status';
import { orderPushMessage, type OrderPushMessage } from '@shared/push-texts';
import { pastGapWait, settled } from '../live/event-gaps';
import { createEventFeedRunner, followOrderEvents } from '../orders/event-feed-runner';
import { pushEndpointAllowed } from './endpoint-rule';
import { sendPush, type PushOutcome } from './send';
import type { VapidKeys } from './vapid-keys';

const BATCH = 100;
/** How long an instance holds the feed while it sends a batch; a dead instance's lease runs out. */
const LEASE_SECONDS = 120;
/** Pushes in flight at once: a slow push service delays the batch, never the orders. */
const PARALLEL = 8;
/** Events older than this (the server was down) are passed over: a late "saiu para entrega" is noise. */
const STALE_MINUTES = 60;

const TOLD = ['order.status_changed', 'order.paid', 'order.edited', 'order.review_invited', 'order.review_answered'];

export type PushFeed = ReturnType<typeof createPushFeed>;

type Delivery = { subscriptionId: string; endpoint: string; p256dh: string; auth: string; message: OrderPushMessage };

type PushFeedOptions = {
  database: Database;
  keys: () => Promise<VapidKeys>;
  subject: string;
  publicUrl: string;
  allowLocal: boolean;
  logger: Logger;
};

/**
 * The customer's order notifications (docs/product.md#order-notifications), sent from
 * `order_events` after the fact like the order emails (docs/decisions/012-web-push.md): the
 * requests that change an order never wait on a push service. The feed's row is leased rather
 * than locked, so no transaction stays open while pushes travel: an event is sent at least
 * once (again only when an instance died mid-batch), and several instances take turns.
 */
export function createPushFeed(opts: PushFeedOptions) {
  // A lost notification (or another instance's lease ending) is picked up by the runner's poll.
  const runner = createEventFeedRunner({
    batch: () => sendBatch(opts),
    logger: opts.logger,
    failure: 'order notifications: reading order events failed',
  });
  const unfollow = followOrderEvents(opts.database, runner.kick, opts.logger, 'order notifications');

  return {
    kick: runner.kick,
    /** Sends every pending notification now (tests). */
    flush: runner.flush,
    stop: async () => {
      await runner.stop();
      await unfollow();
    },
  };
}

/**
 * Takes the feed for one batch; its position, and the lease's end, which names this holder:
 * a holder whose lease ran out (and was taken over) can no longer move or free the feed.
 */
async function claim(db: Db): Promise<{ afterId: number; lease: Date } | null> {
  const lease = new Date(Date.now() + LEASE_SECONDS * 1000);
  const [row] = await db
    .update(pushFeed)
    .set({ lockedUntil: lease })
    .where(and(eq(pushFeed.id, 1), or(isNull(pushFeed.lockedUntil), lt(pushFeed.lockedUntil, sql`now()`))))
    .returning({ lastEventId: pushFeed.lastEventId });
  return row ? { afterId: row.lastEventId, lease } : null;
}

async function release(db: Db, lease: Date, lastEventId: number | null) {
  await db
    .update(pushFeed)
    .set({ lockedUntil: null, ...(lastEventId === null ? {} : { lastEventId }) })
    .where(and(eq(pushFeed.id, 1), eq(pushFeed.lockedUntil, lease)));
}

/** The next batch of order events after the feed's position, each with its order's customer. */
function readEvents(db: Db, afterId: number) {
  return db
    .select({
      id: orderEvents.id,
      type: orderEvents.type,
      orderId: orderEvents.orderId,
      payload: orderEvents.payload,
      userId: orders.userId,
      fulfilment: orders.fulfilment,
      fresh: sql<boolean>`${orderEvents.createdAt} > now() - make_interval(mins => ${STALE_MINUTES})`,
      old: pastGapWait(),
    })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .where(gt(orderEvents.id, afterId))
    .orderBy(asc(orderEvents.id))
    .limit(BATCH);
}

type FeedEvent = Awaited<ReturnType<typeof readEvents>>[number];

/** The events a customer is told about (fresh ones of a told type), each with its message. */
function toldEvents(events: FeedEvent[], publicUrl: string) {
  return events.flatMap((e) => {
    if (!TOLD.includes(e.type) || !e.fresh) return [];
    const message = orderPushMessage(
      {
        type: e.type,
        orderId: e.orderId,
        status: typeof e.payload.status === 'string' ? e.payload.status : undefined,
        fulfilment: e.fulfilment as Fulfilment,
      },
      publicUrl,
    );
    return message ? [{ ...e, message }] : [];
  });
}

/** What each event of the batch tells which browser. */
async function deliveriesFor(
  db: Db,
  publicUrl: string,
  afterId: number,
): Promise<{ lastId: number | null; full: boolean; deliveries: Delivery[] }> {
  const read = await readEvents(db, afterId);
  const { events, more } = settled(read, afterId, BATCH);
  if (!events.length) return { lastId: null, full: false, deliveries: [] };
  const told = toldEvents(events, publicUrl);
  const orderIds = [...new Set(told.map((e) => e.orderId))];
  const userIds = [...new Set(told.flatMap((e) => (e.userId ? [e.userId] : [])))];
  const subs = orderIds.length
    ? await db
        .select()
        .from(pushSubscriptions)
        .where(
          or(
            inArray(pushSubscriptions.orderId, orderIds),
            userIds.length ? inArray(pushSubscriptions.userId, userIds) : undefined,
          ),
        )
    : [];
  const deliveries = told.flatMap((e) =>
    subs
      .filter((s) => s.orderId === e.orderId || (s.orderId === null && e.userId !== null && s.userId === e.userId))
      .map((s) => ({
        subscriptionId: s.id,
        endpoint: s.endpoint,
        p256dh: s.p256dh,
        auth: s.auth,
        message: e.message,
      })),
  );
  return { lastId: events.at(-1)!.id, full: more, deliveries };
}

async function deliver(opts: PushFeedOptions, d: Delivery, keys: VapidKeys): Promise<PushOutcome> {
  const { db } = opts.database;
  // The rule is checked again at send time: a row kept under an older, looser rule is never contacted.
  if (!pushEndpointAllowed(d.endpoint, { allowLocal: opts.allowLocal })) {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, d.subscriptionId));
    return 'gone';
  }
  let result;
  try {
    result = await sendPush(d, d.message, { keys, subject: opts.subject });
  } catch (err) {
    opts.logger.warn({ err }, 'order notification could not be prepared');
    return 'failed';
  }
  if (result.outcome === 'gone') {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, d.subscriptionId));
  } else if (result.outcome === 'failed') {
    opts.logger.warn({ status: result.status, host: new URL(d.endpoint).host }, 'order notification not delivered');
  }
  return result.outcome;
}

/** Sends the deliveries, PARALLEL at a time; one failing never stops the others. */
async function deliverAll(opts: PushFeedOptions, deliveries: Delivery[]) {
  const keys = await opts.keys();
  const queue = [...deliveries];
  await Promise.all(
    Array.from({ length: Math.min(PARALLEL, queue.length) }, async () => {
      for (let d = queue.shift(); d; d = queue.shift())
        await deliver(opts, d, keys).catch((err: unknown) => opts.logger.warn({ err }, 'order notification failed'));
    }),
  );
}

/** Sends the next batch; true when more events wait. */
async function sendBatch(opts: PushFeedOptions): Promise<boolean> {
  const { db } = opts.database;
  const claimed = await claim(db);
  if (!claimed) return false; // another instance holds the feed
  const { afterId, lease } = claimed;
  let lastId: number | null = null;
  let more = false;
  try {
    const batch = await deliveriesFor(db, opts.publicUrl, afterId);
    more = batch.full;
    if (batch.deliveries.length) await deliverAll(opts, batch.deliveries);
    // Moved past only once sent: a batch that failed before (the keys unreadable) is tried again.
    lastId = batch.lastId;
  } finally {
    await release(db, lease, lastId);
  }
  return more;
}
