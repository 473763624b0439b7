import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { categories, products } from '@server/db/schema';
import { AppError, notFound } from '@server/http/errors';
import { categoryInUseMessage, type AdminCategory, type CategoryData } from '@shared/schemas/category';

const NOT_FOUND = 'Categoria não encontrada';

/** Categories in menu order (docs/product.md#menu-order) with how many products each holds (the admin's Categorias screen). */
export async function listCategories(db: Db): Promise<AdminCategory[]> {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      description: categories.description,
      productCount: sql<number>`(select count(*)::int from products p where p.category_id = "categories"."id")`,
    })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}

export async function createCategory(db: Db, data: CategoryData) {
  const [row] = await db
    .insert(categories)
    // A new category goes last.
    .values({
      name: data.name,
      description: data.description || null,
      sortOrder: sql`(select coalesce(max(c.sort_order) + 1, 0) from categories c)`,
    })
    .returning({ id: categories.id, name: categories.name, description: categories.description });
  return { ...row!, productCount: 0 };
}

export async function updateCategory(db: Db, id: string, data: CategoryData) {
  const [row] = await db
    .update(categories)
    .set({ name: data.name, description: data.description || null, updatedAt: new Date() })
    .where(eq(categories.id, id))
    .returning({ id: categories.id });
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** Refuses while products still point at the category; the message names how many. */
export async function deleteCategory(db: Db, id: string) {
  return db.transaction(async (tx) => {
    const [cat] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).for('update');
    if (!cat) throw notFound(NOT_FOUND);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(products).where(eq(products.categoryId, id));
    if (n > 0) throw new AppError(409, categoryInUseMessage(n), 'category_in_use');
    await tx.delete(categories).where(eq(categories.id, id));
  });
}
