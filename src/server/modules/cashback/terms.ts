import { eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { cashbackSettings, storeInfo } from '@server/db/schema';
import { CASHBACK_OFF, type CashbackTerms } from '@shared/cashback';

// The owner's 'Cashback' terms (docs/product.md#cashback): one row, absent until first saved.

/**
 * The terms as a column of a read joined to the store row (the price list, the read before an
 * order), so pricing an order costs no round trip of its own; null before the first save.
 */
export const cashbackTermsSql = sql<CashbackTerms | null>`(select jsonb_build_object(
  'enabled', c.enabled, 'percentBp', c.percent_bp, 'minOrderCents', c.min_order_cents,
  'validDays', c.valid_days, 'maxUseCents', c.max_use_cents) from cashback_settings c where c.id = 1)`;

export async function readTerms(db: Pick<Db, 'select'>): Promise<CashbackTerms> {
  const [row] = await db.select().from(cashbackSettings);
  if (!row) return CASHBACK_OFF;
  const { enabled, percentBp, minOrderCents, validDays, maxUseCents } = row;
  return { enabled, percentBp, minOrderCents, validDays, maxUseCents };
}

/**
 * Saves the terms; credits already earned keep the expiry they were given. The store row is
 * touched too: an order priced from a price list kept before the change (on any instance) finds
 * the store's version changed and is priced again (orders/write-order.ts).
 */
export async function saveTerms(db: Db, terms: CashbackTerms): Promise<CashbackTerms> {
  const values = { ...terms, updatedAt: new Date() };
  await db.transaction(async (tx) => {
    await tx
      .insert(cashbackSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: cashbackSettings.id, set: values });
    await tx.update(storeInfo).set({ updatedAt: values.updatedAt }).where(eq(storeInfo.id, 1));
  });
  return readTerms(db);
}
