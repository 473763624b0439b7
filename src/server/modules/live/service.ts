import { eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { orders } from '@server/db/schema';

export async function countWaiting(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.status, 'pending'));
  return row?.n ?? 0;
}
