import { asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailFeed, orderEvents, orderItems, orders, outgoingMail } from '../../db/schema';
import type { Logger } from '../../logger';
import type { Mailer, QueuedMail } from '../mail/mailer';
import { MAILED_STATUSES, orderPlacedMail, orderStatusMail } from '../mail/order-mail';
import { newestCharges, type ChargeView } from '../payments/pix-charges';
import { getStoreSettings } from '../store/service';
import { createEventFeedRunner } from './event-feed-runner';
import { placedOrderView } from './order-view';

const BATCH = 500;

type EventRow = { id: number; type: string; orderId: string; payload: Record<string, unknown> };

export type OrderMailFeed = ReturnType<typeof createOrderMailFeed>;

/**
 * The customer's order emails (docs/product.md#email), written from `order_events` after the
 * fact instead of by the requests that change orders: placing an order costs nothing more, a
 * rush becomes one read and one insert per batch, and an event is never mailed twice (the
 * feed's position moves in the same transaction as the emails are queued; several instances
 * take turns on its row). 'Pedido recebido' for a new order, except a new guest's, whose email
 * carries a password link and is sent by placeOrder; 'saiu para entrega' and 'cancelado'.
 */
export function createOrderMailFeed(opts: { db: Db; mail: Mailer; publicUrl: string; logger: Logger }) {
  const { db, mail, publicUrl, logger } = opts;

  function mailFor(
    e: EventRow,
    order: typeof orders.$inferSelect,
    lines: (typeof orderItems.$inferSelect)[],
    store: Awaited<ReturnType<typeof getStoreSettings>>,
    charge: ChargeView | null,
  ): QueuedMail | null {
    const brand = { name: store.name, logoUrl: store.logoUrl };
    if (e.type === 'order.created' && !e.payload.newGuest)
      return orderPlacedMail({
        order: placedOrderView(order, lines, store, charge),
        address: order.address,
        store: brand,
        storeAddress: store.address,
        publicUrl,
      });
    const status = e.payload.status as (typeof MAILED_STATUSES)[number];
    if (e.type === 'order.status_changed' && MAILED_STATUSES.includes(status))
      return orderStatusMail({ order, status, store: brand, storeAddress: store.address, publicUrl });
    return null;
  }

  /** Writes the emails of the next batch of events; true when more events wait. */
  async function writeBatch(): Promise<boolean> {
    let more = false;
    let queued = 0;
    await db.transaction(async (tx) => {
      const [feed] = await tx.select().from(mailFeed).where(eq(mailFeed.id, 1)).for('update', { skipLocked: true });
      if (!feed) return; // another instance is writing this batch
      const events = (await tx
        .select({
          id: orderEvents.id,
          type: orderEvents.type,
          orderId: orderEvents.orderId,
          payload: orderEvents.payload,
        })
        .from(orderEvents)
        .where(gt(orderEvents.id, feed.lastEventId))
        .orderBy(asc(orderEvents.id))
        .limit(BATCH)) as EventRow[];
      if (!events.length) return;
      more = events.length === BATCH;
      const ids = [
        ...new Set(
          events.filter((e) => e.type === 'order.created' || e.type === 'order.status_changed').map((e) => e.orderId),
        ),
      ];
      if (ids.length) {
        const rows = new Map((await tx.select().from(orders).where(inArray(orders.id, ids))).map((o) => [o.id, o]));
        const created = events.filter((e) => e.type === 'order.created').map((e) => e.orderId);
        const lines = created.length
          ? await tx.select().from(orderItems).where(inArray(orderItems.orderId, created)).orderBy(asc(orderItems.id))
          : [];
        // A PIX charged at the bank: its code, not the static one (docs/decisions/008).
        const charges = created.length ? await newestCharges(tx, created) : new Map<string, ChargeView>();
        const store = await getStoreSettings(tx);
        const mails = events.flatMap((e) => {
          const order = rows.get(e.orderId);
          const m =
            order &&
            mailFor(
              e,
              order,
              lines.filter((l) => l.orderId === e.orderId),
              store,
              charges.get(e.orderId) ?? null,
            );
          return m ? [m] : [];
        });
        if (mails.length) await tx.insert(outgoingMail).values(mails).onConflictDoNothing();
        queued = mails.length;
      }
      await tx
        .update(mailFeed)
        .set({ lastEventId: events.at(-1)!.id })
        .where(eq(mailFeed.id, 1));
    });
    if (queued) mail.kick();
    return more;
  }

  const runner = createEventFeedRunner({
    batch: writeBatch,
    logger,
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
