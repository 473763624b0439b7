import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { optionVariations, products } from '@server/db/schema';
import { notFound } from '@server/http/errors';
import type { SoldOutResponse } from '@shared/contract/admin-menu';
import { nextOpeningAfter } from '@shared/schedule';
import { getStoreSettings } from '../store/service';

/** 'Esgotado hoje' lasts until the store next opens (docs/product.md#sold-out-today); unmarked, null. */
async function markUntil(db: Db, soldOut: boolean, now: Date): Promise<Date | null> {
  return soldOut ? nextOpeningAfter(await getStoreSettings(db), now) : null;
}

export async function setProductSoldOut(db: Db, id: string, soldOut: boolean, now: Date): Promise<SoldOutResponse> {
  const until = await markUntil(db, soldOut, now);
  const [row] = await db
    .update(products)
    .set({ soldOutUntil: until, updatedAt: now })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  if (!row) throw notFound('Produto não encontrado');
  return { id: row.id, soldOutUntil: until?.toISOString() ?? null };
}

export async function setVariationSoldOut(db: Db, id: string, soldOut: boolean, now: Date): Promise<SoldOutResponse> {
  const until = await markUntil(db, soldOut, now);
  const [row] = await db
    .update(optionVariations)
    .set({ soldOutUntil: until })
    .where(eq(optionVariations.id, id))
    .returning({ id: optionVariations.id });
  if (!row) throw notFound('Variante não encontrada');
  return { id: row.id, soldOutUntil: until?.toISOString() ?? null };
}
