import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { orderItems, orders } from '@server/db/schema';
import { AppError } from '@server/http/errors';
import type { OrderSlots } from '@shared/contract/orders';
import { findOfferedSlot, offeredSlots } from '@shared/order-slots';
import { SLOT_FULL_MESSAGE, SLOT_UNAVAILABLE_MESSAGE } from '@shared/schemas/checkout';
import type { StoreSettings } from '@shared/schemas/store';

// Scheduled orders (docs/product.md#scheduled-orders): which slots are offered and full, and the
// capacity check a scheduled order's write runs under the slot's lock.

export const SCHEDULING_OFF_MESSAGE = 'Esta loja não aceita pedidos agendados no momento.';

/** Orders and items (sum of quantities) already in a slot; a cancelled order frees its place. */
const slotLoad = (db: Pick<Db, 'select'>) =>
  db
    .select({
      at: orders.scheduledFor,
      orders: sql<number>`count(distinct ${orders.id})::int`,
      items: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .groupBy(orders.scheduledFor);

type Load = { orders: number; items: number };
const isFull = (store: StoreSettings, load: Load, adding: Load = { orders: 0, items: 0 }) =>
  (store.slotMaxOrders !== null && load.orders + Math.max(adding.orders, 1) > store.slotMaxOrders) ||
  (store.slotMaxItems !== null && load.items + Math.max(adding.items, 1) > store.slotMaxItems);

/** GET /api/orders/slots: the slots offered at `now`, each with whether it still takes an order. */
export async function slotsWithCapacity(db: Db, store: StoreSettings, now: Date): Promise<OrderSlots> {
  if (!store.schedulingEnabled) return { enabled: false, days: [] };
  const days = offeredSlots(store, store, now);
  const first = days[0]?.slots[0];
  const loads = new Map<number, Load>();
  if (first && (store.slotMaxOrders !== null || store.slotMaxItems !== null)) {
    const rows = await slotLoad(db).where(
      and(gte(orders.scheduledFor, new Date(first.start)), ne(orders.status, 'cancelled')),
    );
    for (const r of rows) if (r.at) loads.set(r.at.getTime(), { orders: r.orders, items: r.items });
  }
  return {
    enabled: true,
    days: days.map((d) => ({
      ...d,
      slots: d.slots.map((s) => {
        const load = loads.get(new Date(s.start).getTime());
        return { ...s, full: load ? isFull(store, load) : false };
      }),
    })),
  };
}

/** The slot a scheduled order asks for, refused unless scheduling is on and it is offered at `now`. */
export function offeredSlotStart(store: StoreSettings, scheduledFor: string, now: Date): Date {
  if (!store.schedulingEnabled) throw new AppError(400, SCHEDULING_OFF_MESSAGE, 'scheduling_disabled');
  const slot = findOfferedSlot(offeredSlots(store, store, now), scheduledFor);
  if (!slot) throw new AppError(422, SLOT_UNAVAILABLE_MESSAGE, 'slot_unavailable');
  return new Date(slot.start);
}

/** Advisory locks of slots: this class, and the slot's start in minutes since 1970 (fits an int4). */
const SLOT_LOCK_CLASS = 7_301;

/**
 * Inside the transaction that will write a scheduled order: takes the slot's lock (so two
 * checkouts for one slot count one after the other), then refuses with 409 when the order
 * does not fit. The lock is held until the transaction ends, past the order's write.
 */
export async function claimSlotPlace(tx: Db, store: StoreSettings, start: Date, adding: Load): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${SLOT_LOCK_CLASS}::int, ${Math.floor(start.getTime() / 60_000)}::int)`,
  );
  if (store.slotMaxOrders === null && store.slotMaxItems === null) return;
  const [load] = await slotLoad(tx).where(and(eq(orders.scheduledFor, start), ne(orders.status, 'cancelled')));
  if (isFull(store, load ?? { orders: 0, items: 0 }, adding)) throw new AppError(409, SLOT_FULL_MESSAGE, 'slot_full');
}
