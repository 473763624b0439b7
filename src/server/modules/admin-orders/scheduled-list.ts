import { and, asc, eq, gt, notInArray } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { orders, profiles } from '@server/db/schema';
import { getStoreSettings } from '../store/service';
import { orderRowColumns, type AdminOrderRow } from './service';

/** More than a kitchen schedules ahead in a few days; the list is not paged. */
const SCHEDULED_LIMIT = 500;

/**
 * 'Agendados' (docs/product.md#scheduled-orders): scheduled orders not yet due, soonest first,
 * leaving out those cancelled or already delivered; with the store's alert time for the alarm.
 */
export async function listScheduledOrders(
  db: Db,
  now: Date,
): Promise<{ alertMinutes: number; orders: AdminOrderRow[] }> {
  const [store, rows] = await Promise.all([
    getStoreSettings(db),
    db
      .select(orderRowColumns)
      .from(orders)
      .leftJoin(profiles, eq(profiles.userId, orders.userId))
      .where(and(gt(orders.scheduledFor, now), notInArray(orders.status, ['cancelled', 'delivered'])))
      .orderBy(asc(orders.scheduledFor), asc(orders.id))
      .limit(SCHEDULED_LIMIT),
  ]);
  return { alertMinutes: store.scheduledAlertMinutes, orders: rows };
}
