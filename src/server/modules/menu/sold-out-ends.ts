import { gt, min } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { optionVariations, products } from '@server/db/schema';

/**
 * The first 'Esgotado hoje' mark on a product or variation that ends after `at`, in ms, or
 * null: a menu loaded at `at` is stale from then on (docs/product.md#sold-out-today).
 */
export async function firstSoldOutEndAfter(db: Db, at: Date): Promise<number | null> {
  const [[p], [v]] = await Promise.all([
    db
      .select({ ends: min(products.soldOutUntil) })
      .from(products)
      .where(gt(products.soldOutUntil, at)),
    db
      .select({ ends: min(optionVariations.soldOutUntil) })
      .from(optionVariations)
      .where(gt(optionVariations.soldOutUntil, at)),
  ]);
  const ends = [p?.ends, v?.ends].flatMap((d) => (d ? [new Date(d).getTime()] : []));
  return ends.length ? Math.min(...ends) : null;
}
