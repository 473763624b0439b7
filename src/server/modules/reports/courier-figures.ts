import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { couriers, orderDeliveries, orders } from '@server/db/schema';
import type { ReportRange } from '@shared/report-range';
import { rangeInstants } from './order-sets';

const cents = (expr: unknown) => sql<number>`coalesce(sum(${expr}), 0)::bigint`.mapWith(Number);

/**
 * 'Entregas por entregador' (docs/product.md#reports): the period's delivered orders by the
 * courier who took them out, with what they came to and the courier's fees. Read from the
 * deliveries themselves: a courier's night is a few dozen rows, no rollup needed.
 */
export function deliveriesByCourier(db: Db, range: ReportRange) {
  const { start, end } = rangeInstants(range);
  const count = sql<number>`count(*)::int`;
  return db
    .select({
      courier: couriers.name,
      deliveries: count,
      totalCents: cents(orders.totalCents),
      feesCents: cents(orderDeliveries.feeCents),
    })
    .from(orderDeliveries)
    .innerJoin(orders, eq(orders.id, orderDeliveries.orderId))
    .innerJoin(couriers, eq(couriers.id, orderDeliveries.courierId))
    .where(and(gte(orders.createdAt, start), lt(orders.createdAt, end), eq(orders.status, 'delivered')))
    .groupBy(couriers.id, couriers.name)
    .orderBy(sql`2 desc`, couriers.name);
}
