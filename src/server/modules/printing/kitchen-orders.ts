import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { orderItems, orders, products, profiles } from '@server/db/schema';
import { groupBy } from '@shared/group-by';
import { orderDetailColumns, orderItemColumns } from '../admin-orders/service';
import type { KitchenOrder } from './kitchen-ticket';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The orders as their tickets need them, by id, in two reads however many there are. */
export async function kitchenOrders(db: Db, ids: readonly string[]): Promise<Map<string, KitchenOrder>> {
  if (!ids.length) return new Map();
  const [rows, items] = await Promise.all([
    db
      .select(orderDetailColumns)
      .from(orders)
      .leftJoin(profiles, eq(profiles.userId, orders.userId))
      .where(inArray(orders.id, [...ids])),
    db
      .select({ ...orderItemColumns, orderId: orderItems.orderId, categoryId: products.categoryId })
      .from(orderItems)
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(inArray(orderItems.orderId, [...ids]))
      .orderBy(asc(orderItems.name), asc(orderItems.id)),
  ]);
  const byOrder = groupBy(
    items,
    (i) => i.orderId,
    ({ orderId: _, ...item }) => item,
  );
  return new Map(
    rows.map((o) => [
      o.id,
      {
        ...o,
        paidAt: iso(o.paidAt),
        scheduledFor: iso(o.scheduledFor),
        createdAt: o.createdAt.toISOString(),
        updatedAt: o.updatedAt.toISOString(),
        items: byOrder.get(o.id) ?? [],
      },
    ]),
  );
}
