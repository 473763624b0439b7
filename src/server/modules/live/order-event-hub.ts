import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database, Db } from '@server/db/client';
import { orderEvents, orders } from '@server/db/schema';
import type { Logger } from '@server/logger';
import type { OrderStatus } from '@shared/order-status';
import { pastGapWait, settled } from './event-gaps';

/** What a live stream sends: the event plus the order's current state. */
export type LiveOrderEvent = {
  id: number;
  type: string;
  orderId: string;
  userId: string | null;
  status: OrderStatus;
  totalCents: number;
  customerName: string;
  /** What the event asks staff to notice at once ('ifood_cancelled', 'ifood_dispute'); null: nothing more. */
  alert: string | null;
  orderCreatedAt: string;
  at: string;
  /** The staff member whose action it was (staff streams only); null: the customer or the store. */
  by: string | null;
};

type Subscriber = { filter: (e: LiveOrderEvent) => boolean; send: (e: LiveOrderEvent) => void };

const BATCH = 500;
/** How often the hub looks again while it waits at a missing event id, or after a failed read. */
const RETRY_MS = 1_000;

/**
 * Fans order events out to the streams connected to this instance. The database announces
 * each new order_events row (trigger + NOTIFY, on PostgreSQL across every instance, on PGlite
 * within the process); the hub then reads every row after the last one it delivered, so a
 * lost notification delays an event but never drops it.
 */
export function createOrderEventHub(database: Database, logger: Logger) {
  const subscribers = new Set<Subscriber>();
  const closers = new Set<() => void>();
  let lastId = 0;
  let started: Promise<void> | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  let draining = Promise.resolve();

  let retry: NodeJS.Timeout | null = null;
  let stopped = false;
  // Held at a missing id, its commit's notice drains again; a rolled-back id, or a failed read
  // (the database restarting, its notices lost meanwhile), is looked at again by this timer.
  const retryLater = () => {
    if (!stopped) retry ??= setTimeout(retryNow, RETRY_MS).unref();
  };
  function retryNow() {
    retry = null;
    void drain();
  }

  function drain() {
    draining = draining.then(async () => {
      try {
        for (;;) {
          const { events, more, held } = settled(await readEvents(database.db, lastId), lastId, BATCH);
          for (const { old: _, ...e } of events) {
            lastId = e.id;
            for (const s of subscribers) if (s.filter(e)) s.send(e);
          }
          if (held) retryLater();
          if (!more) break;
        }
      } catch (err) {
        logger.warn({ err }, 'live: reading order events failed');
        retryLater();
      }
    });
    return draining;
  }

  return {
    /** Starts listening on first use. */
    start() {
      started ??= (async () => {
        const [row] = await database.db
          .select({ max: sql<number>`coalesce(max(${orderEvents.id}), 0)::int` })
          .from(orderEvents);
        lastId = row?.max ?? 0;
        unlisten = await database.listen('order_events', () => void drain());
      })();
      return started;
    },
    subscribe(filter: Subscriber['filter'], send: Subscriber['send']) {
      const s = { filter, send };
      subscribers.add(s);
      return () => subscribers.delete(s);
    },
    /**
     * Events after `afterId` (a reconnecting client's Last-Event-ID), oldest first, up to what
     * the hub has delivered: the rest comes from the hub, in order, once no id before it is missing.
     */
    replay: async (afterId: number, userId?: string): Promise<LiveOrderEvent[]> =>
      (await readEvents(database.db, afterId, userId, lastId)).map(({ old: _, ...e }) => e),
    /** Delivers what is pending now (used after a missed notification and by tests). */
    flush: drain,
    ...userRechecks(),
    /** Closes every stream (graceful shutdown) and stops listening. */
    onStop(close: () => void) {
      closers.add(close);
      return () => closers.delete(close);
    },
    async stop() {
      closers.forEach((c) => c());
      closers.clear();
      subscribers.clear();
      stopped = true;
      if (retry) clearTimeout(retry);
      await unlisten?.().catch(() => {});
    },
  };
}

/** Events after `afterId`, up to `upTo`, of `userId`'s orders (undefined: of every order). */
async function readEvents(
  db: Db,
  afterId: number,
  userId?: string,
  upTo?: number,
): Promise<(LiveOrderEvent & { old: boolean })[]> {
  const rows = await db
    .select({
      id: orderEvents.id,
      type: orderEvents.type,
      orderId: orderEvents.orderId,
      userId: orders.userId,
      status: orders.status,
      totalCents: orders.totalCents,
      customerName: orders.customerName,
      alert: sql<string | null>`${orderEvents.payload} ->> 'alert'`,
      orderCreatedAt: orders.createdAt,
      at: orderEvents.createdAt,
      by: sql<string | null>`${orderEvents.payload} ->> 'changedBy'`,
      old: pastGapWait(),
    })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .where(
      and(
        gt(orderEvents.id, afterId),
        upTo === undefined ? undefined : lte(orderEvents.id, upTo),
        userId ? eq(orders.userId, userId) : undefined,
      ),
    )
    .orderBy(asc(orderEvents.id))
    .limit(BATCH);
  return rows.map((r) => ({ ...r, orderCreatedAt: r.orderCreatedAt.toISOString(), at: r.at.toISOString() }));
}

export type OrderEventHub = ReturnType<typeof createOrderEventHub>;

/** Per user, what wakes their streams to check their session and role now. */
function userRechecks() {
  const checkers = new Map<string, Set<() => void>>();
  return {
    /** A stream of `userId` asks to be woken when their access may have changed. */
    onRecheck(userId: string, wake: () => void) {
      const set = checkers.get(userId) ?? new Set();
      checkers.set(userId, set.add(wake));
      return () => {
        set.delete(wake);
        if (!set.size) checkers.delete(userId);
      };
    },
    /**
     * Staff changed `userId`'s access (their role, or removed them): their streams on this
     * instance check it now instead of at the next heartbeat (other instances: within one beat).
     */
    recheck(userId: string) {
      checkers.get(userId)?.forEach((wake) => wake());
    },
  };
}
