import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { orderEvents, orders } from '@server/db/schema';
import type { Logger } from '@server/logger';
import type { OrderStatus } from '@shared/order-status';

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

  async function read(afterId: number, userId?: string): Promise<LiveOrderEvent[]> {
    const rows = await database.db
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
      })
      .from(orderEvents)
      .innerJoin(orders, eq(orders.id, orderEvents.orderId))
      .where(and(gt(orderEvents.id, afterId), userId ? eq(orders.userId, userId) : undefined))
      .orderBy(asc(orderEvents.id))
      .limit(BATCH);
    return rows.map((r) => ({ ...r, orderCreatedAt: r.orderCreatedAt.toISOString(), at: r.at.toISOString() }));
  }

  function drain() {
    draining = draining.then(async () => {
      try {
        for (;;) {
          const events = await read(lastId);
          for (const e of events) {
            lastId = e.id;
            for (const s of subscribers) if (s.filter(e)) s.send(e);
          }
          if (events.length < BATCH) break;
        }
      } catch (err) {
        logger.warn({ err }, 'live: reading order events failed');
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
    /** Events after `afterId` (a reconnecting client's Last-Event-ID), oldest first. */
    replay: read,
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
      await unlisten?.().catch(() => {});
    },
  };
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
