import { eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@server/db/client';
import { categories, products } from '@server/db/schema';
import { AppError } from '@server/http/errors';
import { CATEGORY_ORDER_MISMATCH, PRODUCT_ORDER_MISMATCH } from '@shared/schemas/menu-order';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const sameSet = (have: string[], sent: string[]) => {
  const known = new Set(have);
  return have.length === sent.length && sent.every((id) => known.has(id));
};

/** sort_order 0..n-1 in the order of `ids`, one statement. */
async function writeOrder(tx: Tx, table: typeof categories | typeof products, id: PgColumn, ids: string[]) {
  if (ids.length === 0) return;
  const places: SQL[] = ids.map((value, place) => sql`(${value}::uuid, ${place}::int)`);
  await tx.execute(
    sql`update ${table} set sort_order = v.place from (values ${sql.join(places, sql`, `)}) as v(id, place) where ${id} = v.id`,
  );
}

/**
 * The categories in the order the admin dragged them (docs/product.md#menu-order). `ids` must
 * be every category, each once: anything else is refused with nothing changed.
 */
export async function reorderCategories(db: Db, ids: string[]) {
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id: categories.id }).from(categories).for('update');
    if (
      !sameSet(
        rows.map((r) => r.id),
        ids,
      )
    )
      throw new AppError(400, CATEGORY_ORDER_MISMATCH, 'order_mismatch');
    await writeOrder(tx, categories, categories.id, ids);
  });
}

/** The products of one category (null: those without one) in the order the admin dragged them; `ids` must be all of them. */
export async function reorderProducts(db: Db, categoryId: string | null, ids: string[]) {
  await db.transaction(async (tx) => {
    if (categoryId) {
      const [cat] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
      if (!cat) throw new AppError(400, 'Categoria não encontrada.', 'invalid_category');
    }
    const rows = await tx
      .select({ id: products.id })
      .from(products)
      .where(categoryId ? eq(products.categoryId, categoryId) : isNull(products.categoryId))
      .for('update');
    if (
      !sameSet(
        rows.map((r) => r.id),
        ids,
      )
    )
      throw new AppError(400, PRODUCT_ORDER_MISMATCH, 'order_mismatch');
    await writeOrder(tx, products, products.id, ids);
  });
}
