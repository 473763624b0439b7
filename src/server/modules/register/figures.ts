import { and, gte, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { orders } from '@server/db/schema';
import { REGISTER_METHODS, type MethodSales } from '@shared/register';

// What an open register has taken (docs/product.md#caixa): orders placed while it was open and
// not cancelled nor still awaiting an online payment, per payment method.

/** Orders whose money is not real: cancelled ones, and online payments that never came. */
const NOT_COUNTED = ['cancelled', 'awaiting_payment'] as const;

export async function salesByMethod(db: Db, from: Date, until: Date | null): Promise<MethodSales> {
  const rows = await db
    .select({
      method: orders.paymentMethod,
      orderCount: sql<number>`count(*)::int`,
      salesCents: sql<number>`coalesce(sum(${orders.totalCents}), 0)::int`,
    })
    .from(orders)
    .where(
      and(
        gte(orders.createdAt, from),
        until ? lt(orders.createdAt, until) : undefined,
        notInArray(orders.status, [...NOT_COUNTED]),
      ),
    )
    .groupBy(orders.paymentMethod);
  const out = Object.fromEntries(REGISTER_METHODS.map((m) => [m, { orderCount: 0, salesCents: 0 }])) as MethodSales;
  for (const r of rows)
    if (r.method in out) out[r.method as keyof MethodSales] = { orderCount: r.orderCount, salesCents: r.salesCents };
  return out;
}
