import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database, Db } from '@server/db/client';
import { orderEvents, orders, whatsappFeed, whatsappMessages, whatsappOptOuts } from '@server/db/schema';
import type { Logger } from '@server/logger';
import { whatsappNumber } from '@shared/whatsapp';
import type { WhatsappKind } from '@shared/whatsapp-messages';
import { pastGapWait, settled } from '../live/event-gaps';
import { createEventFeedRunner, followOrderEvents } from '../orders/event-feed-runner';
import type { ReviewUrl } from '../reviews/review-link';
import { numberKey } from './opt-outs';
import { whatsappKinds } from './settings';
import { templateParameters, WHATSAPP_TEMPLATES } from './templates';

const BATCH = 500;
/** Events older than this (the server was down) queue nothing: a late 'Saiu para entrega' is noise. */
const STALE_MINUTES = 60;

type FeedOptions = {
  database: Database;
  publicUrl: string;
  /** The order's review page, for the invitation to rate it. */
  reviewUrl: ReviewUrl;
  logger: Logger;
  now: () => Date;
  queued: () => void;
};

function readEvents(tx: Db, afterId: number) {
  return tx
    .select({
      id: orderEvents.id,
      type: orderEvents.type,
      payload: orderEvents.payload,
      fresh: sql<boolean>`${orderEvents.createdAt} > now() - make_interval(mins => ${STALE_MINUTES})`,
      old: pastGapWait(),
      order: {
        id: orders.id,
        customerName: orders.customerName,
        customerPhone: orders.customerPhone,
        fulfilment: orders.fulfilment,
        channel: orders.channel,
        whatsappUpdates: orders.whatsappUpdates,
      },
    })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .where(gt(orderEvents.id, afterId))
    .orderBy(asc(orderEvents.id))
    .limit(BATCH);
}

type FeedEvent = Awaited<ReturnType<typeof readEvents>>[number];

/**
 * The moment an event is (docs/product.md#whatsapp-messages): an order placed, or paid after it
 * waited for its online payment; out for delivery (ready, for pickup); cancelled; the invitation
 * to rate it after delivery. An order never paid online is told nothing, not even its cancelling.
 */
export function messageKind(e: Pick<FeedEvent, 'type' | 'payload'> & { fulfilment: string }): WhatsappKind | null {
  const { status, from } = e.payload;
  if (e.type === 'order.review_invited') return 'review';
  if (e.type === 'order.created') return status === 'awaiting_payment' ? null : 'received';
  if (e.type === 'order.paid') return from === 'awaiting_payment' ? 'received' : null;
  if (e.type !== 'order.status_changed' || from === 'awaiting_payment') return null;
  if (status === 'delivering') return e.fulfilment === 'pickup' ? 'pickup_ready' : 'delivering';
  return status === 'cancelled' ? 'cancelled' : null;
}

/** The messages a batch of events queues: site orders whose customer asked, to a valid number, of a kind the owner picked. */
async function messagesFor(tx: Db, events: FeedEvent[], opts: FeedOptions, at: Date) {
  const kinds = await whatsappKinds(tx);
  const wanted = events.flatMap((e) => {
    const kind = messageKind({ ...e, fulfilment: e.order.fulfilment });
    const to = whatsappNumber(e.order.customerPhone);
    // Staff-taken orders are left out: nobody asked the customer (docs/product.md#whatsapp-messages).
    if (!kind || !e.fresh || !kinds.includes(kind) || e.order.channel !== 'site' || !e.order.whatsappUpdates || !to)
      return [];
    return [
      {
        orderId: e.order.id,
        kind,
        toNumber: to,
        template: WHATSAPP_TEMPLATES[kind],
        parameters: templateParameters(
          e.order,
          kind === 'review' ? opts.reviewUrl(e.order.id) : `${opts.publicUrl}/customer/orders`,
        ),
        queuedAt: at,
        nextAttemptAt: at,
      },
    ];
  });
  if (!wanted.length) return [];
  const stopped = new Set(
    (
      await tx
        .select({ key: whatsappOptOuts.numberKey })
        .from(whatsappOptOuts)
        .where(inArray(whatsappOptOuts.numberKey, [...new Set(wanted.map((w) => numberKey(w.toNumber)))]))
    ).map((r) => r.key),
  );
  return wanted.filter((w) => !stopped.has(numberKey(w.toNumber)));
}

/** Queues the messages of the next batch of events; true when more events wait. */
async function queueBatch(opts: FeedOptions): Promise<boolean> {
  let more = false;
  let queued = 0;
  await opts.database.db.transaction(async (tx) => {
    const [feed] = await tx
      .select()
      .from(whatsappFeed)
      .where(eq(whatsappFeed.id, 1))
      .for('update', { skipLocked: true });
    if (!feed) return; // another instance is queuing this batch
    const read = await readEvents(tx, feed.lastEventId);
    const { events, more: full } = settled(read, feed.lastEventId, BATCH);
    if (!events.length) return;
    more = full;
    const rows = await messagesFor(tx, events, opts, opts.now());
    // One message per order and kind, ever: a replayed event, or a status going back and forth, queues nothing new.
    if (rows.length)
      queued = (
        await tx
          .insert(whatsappMessages)
          .values(rows)
          .onConflictDoNothing({ target: [whatsappMessages.orderId, whatsappMessages.kind] })
          .returning({ id: whatsappMessages.id })
      ).length;
    await tx
      .update(whatsappFeed)
      .set({ lastEventId: events.at(-1)!.id })
      .where(eq(whatsappFeed.id, 1));
  });
  if (queued) opts.queued();
  return more;
}

/**
 * Queues the order's WhatsApp messages from `order_events` after the fact, like the order
 * emails (docs/decisions/007, 021): the requests that change orders never wait on Meta, the
 * feed's position moves in the same transaction as the messages are queued, and several
 * instances take turns on its row.
 */
export function createWhatsappFeed(opts: FeedOptions) {
  const runner = createEventFeedRunner({
    batch: () => queueBatch(opts),
    logger: opts.logger,
    failure: 'WhatsApp messages: reading order events failed',
  });
  const unfollow = followOrderEvents(opts.database, runner.kick, opts.logger, 'WhatsApp messages');
  return {
    kick: runner.kick,
    /** Queues every pending message now (tests). */
    flush: runner.flush,
    stop: async () => {
      await runner.stop();
      await unfollow();
    },
  };
}
