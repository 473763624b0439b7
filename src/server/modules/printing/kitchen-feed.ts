import { asc, eq, gt, inArray } from 'drizzle-orm';
import type { Database, Db } from '@server/db/client';
import { orderEvents, orders, printFeed } from '@server/db/schema';
import { AppError } from '@server/http/errors';
import type { Logger } from '@server/logger';
import { changeStatus } from '../admin-orders/service';
import { pastGapWait, settled } from '../live/event-gaps';
import { createEventFeedRunner, followOrderEvents } from '../orders/event-feed-runner';
import { getKitchenSettings } from './kitchen-settings';
import { kitchenWork } from './kitchen-work';
import { writeCancelledJobs, writePrintJobs, type JobCause } from './print-jobs';

const BATCH = 500;

export type KitchenFeed = ReturnType<typeof createKitchenFeed>;

type KitchenFeedOptions = { database: Database; logger: Logger; printed: () => void };

/**
 * The kitchen's side of each order event (docs/product.md#kitchen-printers): accepts new orders
 * when the store does so automatically, and writes the print jobs, in the same transaction as
 * the feed's position moves, so an event is acted on once across restarts and instances (which
 * take turns on the feed's row). `printed` wakes the print queue once jobs were written.
 */
export function createKitchenFeed(opts: KitchenFeedOptions) {
  const runner = createEventFeedRunner({
    batch: () => kitchenBatch(opts),
    logger: opts.logger,
    failure: 'kitchen: reading order events failed',
  });
  const unfollow = followOrderEvents(opts.database, runner.kick, opts.logger, 'kitchen');
  return {
    kick: runner.kick,
    /** Acts on every pending event now (tests). */
    flush: runner.flush,
    stop: async () => {
      await runner.stop();
      await unfollow();
    },
  };
}

/** Acts on the next batch of events; true when more wait. */
async function kitchenBatch(opts: KitchenFeedOptions): Promise<boolean> {
  const { database, logger } = opts;
  let more = false;
  let jobs = 0;
  await database.db.transaction(async (tx) => {
    const [feed] = await tx.select().from(printFeed).where(eq(printFeed.id, 1)).for('update', { skipLocked: true });
    if (!feed) return; // another instance holds it
    const read = await readEvents(tx, feed.lastEventId);
    const { events, more: full } = settled(read, feed.lastEventId, BATCH);
    if (!events.length) return;
    more = full;
    const settings = await getKitchenSettings(tx);
    const now = await orderStates(
      tx,
      events.map((e) => e.orderId),
    );
    const toPrint: { orderId: string; cause: JobCause }[] = [];
    for (const e of events) {
      const order = now.get(e.orderId);
      if (!order) continue;
      const work = kitchenWork({ ...e, order }, settings);
      if (work.accept && (await autoAccept(tx, e.orderId, logger))) order.status = 'processing';
      if (work.print) toPrint.push({ orderId: e.orderId, cause: { eventId: e.id } });
      if (work.cancelled) jobs += (await writeCancelledJobs(tx, e.orderId)).printers.length;
    }
    jobs += (await writePrintJobs(tx, toPrint)).printers.length;
    await tx
      .update(printFeed)
      .set({ lastEventId: events.at(-1)!.id })
      .where(eq(printFeed.id, 1));
  });
  if (jobs) opts.printed();
  return more;
}

function readEvents(tx: Db, afterId: number) {
  return tx
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
    .limit(BATCH);
}

async function orderStates(tx: Db, ids: string[]) {
  const rows = await tx
    .select({ id: orders.id, status: orders.status, scheduledFor: orders.scheduledFor })
    .from(orders)
    .where(inArray(orders.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, { status: r.status as string, scheduledFor: r.scheduledFor }]));
}

/** 'Em preparação' without a tap, as staff would have done it; false when the order can't go. */
async function autoAccept(tx: Db, orderId: string, logger: Logger): Promise<boolean> {
  try {
    return (await changeStatus(tx, orderId, 'processing', null, { print: true })).changed;
  } catch (err) {
    if (err instanceof AppError) return false;
    logger.warn({ err, orderId }, 'kitchen: accepting an order failed');
    throw err;
  }
}
