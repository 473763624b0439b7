import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { ifoodActions, ifoodEvents, orders, orderStatusHistory } from '@server/db/schema';
import type { Logger } from '@server/logger';
import type { OrderStatus } from '@shared/order-status';
import { changeStatus } from '../admin-orders/service';
import { recordOrderEvent } from '../live/record-event';
import { markCancellation } from './cancellation';
import { recordDispute, settleDispute } from './disputes';
import { pendingEvents } from './event-poll';
import type { IfoodClient } from './ifood-client';
import { importIfoodOrder, ourOrderOf } from './import-order';

/** Events handled a pass; the rest wait for the next. */
export const IFOOD_EVENT_BATCH = 200;
/** An event that keeps failing (an order iFood cannot give yet) is tried this many times, a pass apart. */
export const IFOOD_EVENT_ATTEMPTS = 20;

type Event = Awaited<ReturnType<typeof pendingEvents>>[number];

/**
 * Handles the stored events in iFood's order (docs/product.md#ifood): PLACED makes the order;
 * CONFIRMED, READY_TO_PICKUP, DISPATCHED and CONCLUDED move it forward here when it was moved on
 * iFood (its own order manager, or iFood concluding it), telling iFood nothing back; CANCELLED
 * cancels it with iFood's reason. Our own calls' echoes find the order already there and change
 * nothing. One that fails is tried again next pass, up to a limit. Returns how many were handled
 * and whether the whole batch was, so a caller goes on only while there is more to do.
 */
export async function handlePendingEvents(deps: { db: Db; client: IfoodClient; logger: Logger }) {
  const events = await pendingEvents(deps.db, IFOOD_EVENT_BATCH);
  let handled = 0;
  for (const event of events) {
    try {
      await handle(deps, event);
      await deps.db.update(ifoodEvents).set({ handledAt: new Date(), error: null }).where(eq(ifoodEvents.id, event.id));
      handled++;
    } catch (err) {
      const attempts = event.attempts + 1;
      const givenUp = attempts >= IFOOD_EVENT_ATTEMPTS;
      deps.logger[givenUp ? 'error' : 'warn'](
        { err, eventId: event.id, code: event.code, ifoodOrderId: event.ifoodOrderId, attempts },
        givenUp ? 'iFood event given up' : 'iFood event not handled, will retry',
      );
      await deps.db
        .update(ifoodEvents)
        .set({
          attempts,
          error: String((err as Error).message).slice(0, 500),
          ...(givenUp && { handledAt: new Date() }),
        })
        .where(eq(ifoodEvents.id, event.id));
    }
  }
  return { handled, more: events.length === IFOOD_EVENT_BATCH && handled === events.length };
}

/** Our status an iFood event says the order has reached, when it moved on iFood's side. */
const REACHED: Partial<Record<string, OrderStatus>> = {
  CFM: 'processing',
  RTP: 'delivering',
  DSP: 'delivering',
  CON: 'delivered',
};
const ORDER: OrderStatus[] = ['pending', 'processing', 'delivering', 'delivered'];

async function handle(deps: { db: Db; client: IfoodClient; logger: Logger }, event: Event) {
  if (event.code === 'PLC') {
    // Cancelled before we made it (its CANCELLED handled while its details were not ready yet).
    if (await storedEvent(deps.db, event.ifoodOrderId, 'CAN')) return;
    const imported = await importIfoodOrder(deps.db, deps.client, event.ifoodOrderId);
    if (imported)
      deps.logger.info({ orderId: imported.orderId, displayId: imported.displayId }, 'iFood order imported');
    return;
  }
  if (event.code === 'CAN') return cancelHere(deps.db, event);
  const order = await ourOrderOf(deps.db, event.ifoodOrderId);
  if (Object.hasOwn(REQUESTS, event.code)) {
    // A request about an order still being made waits for it (its PLACED is tried again first).
    if (!order && (await storedEvent(deps.db, event.ifoodOrderId, 'PLC', true)))
      throw new Error('iFood order not made yet');
    if (order) await REQUESTS[event.code]!(deps.db, order, metadataOf(event));
    return;
  }
  const reached = Object.hasOwn(REACHED, event.code) ? REACHED[event.code] : undefined;
  if (!reached) return;
  // Only forward: iFood's echo of a step we took, or of one before where we are, changes nothing.
  if (order && ORDER.includes(order.status) && ORDER.indexOf(order.status) < ORDER.indexOf(reached))
    await changeStatus(deps.db, order.id, reached, null, { fromIfood: true });
}

type Ours = NonNullable<Awaited<ReturnType<typeof ourOrderOf>>>;
type Metadata = Record<string, unknown>;

const metadataOf = (event: Event): Metadata => ((event.payload as { metadata?: Metadata }).metadata ?? {}) as Metadata;
/** iFood's words for why, from the first of `keys` its metadata fills (it names them in several ways). */
const firstWords = (m: Metadata, keys: string[]) =>
  keys.map((k) => m[k]).find((v): v is string => typeof v === 'string' && v.trim() !== '');
const wordsOf = (m: Metadata, fallback: string) => firstWords(m, ['details', 'reason', 'CANCEL_REASON']) ?? fallback;

/** Cancellation requests (ours, or iFood's own) and the customer's requests on iFood's negotiation platform. */
const REQUESTS: Record<string, (db: Db, order: Ours, m: Metadata) => Promise<void>> = {
  CAR: async (db, order, m) => {
    if (order.status !== 'cancelled')
      await markCancellation(db, order.id, order.userId, 'requested', wordsOf(m, 'Cancelamento pedido'));
  },
  CARF: (db, order, m) => markCancellation(db, order.id, order.userId, 'failed', wordsOf(m, 'Sem motivo informado')),
  HSD: (db, order, m) => recordDispute(db, order.id, order.userId, m),
  HSS: (db, order, m) => settleDispute(db, order.id, order.userId, m),
};

/** Whether an event of this code is stored for the order (`pending`: and not handled yet). */
async function storedEvent(db: Db, ifoodOrderId: string, code: string, pending = false) {
  const [row] = await db
    .select({ id: ifoodEvents.id })
    .from(ifoodEvents)
    .where(
      and(
        eq(ifoodEvents.ifoodOrderId, ifoodOrderId),
        eq(ifoodEvents.code, code),
        pending ? sql`${ifoodEvents.handledAt} is null` : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

function reasonOf(event: Event): string {
  const words = firstWords(metadataOf(event), ['CANCEL_REASON', 'reason', 'details', 'CANCELLATION_REASON']);
  return `Cancelado no iFood${words ? `: ${words.trim()}` : ''}`.slice(0, 300);
}

/**
 * iFood (or its customer) cancelled: the order is cancelled here too, with the reason, its
 * history and the event that rings the board. One already cancelled stays as it is; one not
 * made yet is not made (PLACED finds this event).
 */
async function cancelHere(db: Db, event: Event) {
  const order = await ourOrderOf(db, event.ifoodOrderId);
  if (!order) return;
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, order.id))
      .for('update');
    if (!current || current.status === 'cancelled') return;
    const reason = reasonOf(event);
    await tx
      .update(orders)
      .set({ status: 'cancelled', cancelReason: reason, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: order.id, fromStatus: current.status, toStatus: 'cancelled', changedBy: null });
    await recordOrderEvent(tx, {
      type: 'order.status_changed',
      orderId: order.id,
      userId: order.userId,
      payload: { status: 'cancelled', from: current.status, changedBy: null, reason, alert: 'ifood_cancelled' },
    });
    // What was still owed iFood is moot: the order is gone there.
    await tx
      .update(ifoodActions)
      .set({ status: 'failed', error: 'Pedido cancelado no iFood', lockedUntil: null })
      .where(and(eq(ifoodActions.orderId, order.id), eq(ifoodActions.status, 'queued')));
  });
}
