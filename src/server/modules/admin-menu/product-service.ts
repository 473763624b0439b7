import { and, asc, eq, ilike, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { categories, optionVariations, productFlavours, productOptions, products } from '@server/db/schema';
import { AppError, notFound } from '@server/http/errors';
import type { AdminOptionGroup, AdminProduct, AdminProductDetail, ProductData } from '@shared/schemas/product';
import { loadOptionGroups } from '../menu/option-groups';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const NOT_FOUND = 'Produto não encontrado';

const listColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  priceCents: products.priceCents,
  categoryId: products.categoryId,
  categoryName: categories.name,
  imageUrl: products.imageUrl,
  popular: products.popular,
  vegetarian: products.vegetarian,
  externalCode: products.externalCode,
  active: products.active,
  soldOutUntil: products.soldOutUntil,
  optionCount: sql<number>`(select count(*)::int from product_options po where po.product_id = "products"."id")`,
  maxParts: products.maxParts,
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/** A mark that has passed is no mark: the admin sees what customers see at `now`. */
const soldOutAsOf = (until: Date | null, now: Date) => (until && until > now ? until.toISOString() : null);

/**
 * Products in menu order (their category's place, then theirs: docs/product.md#menu-order) with
 * their category name; `q` matches part of the name, any case.
 */
export async function listProducts(db: Db, now: Date, q?: string): Promise<AdminProduct[]> {
  const rows = await db
    .select(listColumns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(q ? ilike(products.name, `%${escapeLike(q)}%`) : undefined)
    .orderBy(
      sql`${categories.sortOrder} asc nulls last`,
      asc(categories.name),
      asc(products.sortOrder),
      asc(products.name),
    );
  return rows.map((r) => ({ ...r, soldOutUntil: soldOutAsOf(r.soldOutUntil, now) }));
}

async function loadOptions(db: Db | Tx, productId: string, now: Date): Promise<AdminOptionGroup[]> {
  return (await loadOptionGroups(db, productId)).map((g) => ({
    ...g,
    variations: g.variations.map((v) => ({ ...v, soldOutUntil: soldOutAsOf(v.soldOutUntil, now) })),
  }));
}

async function loadFlavourIds(db: Db, productId: string): Promise<string[]> {
  const rows = await db
    .select({ id: productFlavours.flavourId })
    .from(productFlavours)
    .where(eq(productFlavours.productId, productId))
    .orderBy(asc(productFlavours.sortOrder));
  return rows.map((r) => r.id);
}

export async function getProduct(db: Db, id: string, now: Date): Promise<AdminProductDetail> {
  const [row] = await db
    .select({ ...listColumns, fiscal: products.fiscal })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id));
  if (!row) throw notFound(NOT_FOUND);
  return {
    ...row,
    soldOutUntil: soldOutAsOf(row.soldOutUntil, now),
    options: await loadOptions(db, id, now),
    flavourIds: await loadFlavourIds(db, id),
  };
}

const choiceLimits = (g: ProductData['options'][number]) => ({
  minChoices: g.minChoices,
  maxChoices: g.maxChoices,
  repeatable: g.repeatable,
});

async function assertCategory(tx: Tx, categoryId: string) {
  const [cat] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!cat) throw new AppError(400, 'Selecione uma categoria válida.', 'invalid_category');
}

/**
 * Writes the option groups and variations of a product (docs/product.md#admin-area, Produtos): groups and
 * variations missing from `data` are deleted, those without an id are added, the others
 * updated. An id that belongs to another product or group is refused.
 */
async function syncOptions(tx: Tx, productId: string, options: ProductData['options']) {
  const existing = await tx
    .select({ id: productOptions.id })
    .from(productOptions)
    .where(eq(productOptions.productId, productId));
  const ownGroups = new Set(existing.map((g) => g.id));
  const keptGroups = options.flatMap((o) => (o.id ? [o.id] : []));
  for (const id of keptGroups)
    if (!ownGroups.has(id)) throw new AppError(400, 'Opção não encontrada neste produto', 'invalid_option');
  await tx
    .delete(productOptions)
    .where(
      and(
        eq(productOptions.productId, productId),
        keptGroups.length ? notInArray(productOptions.id, keptGroups) : undefined,
      ),
    );

  for (const [gi, group] of options.entries()) {
    let groupId = group.id;
    if (groupId) {
      await tx
        .update(productOptions)
        .set({ title: group.title, ...choiceLimits(group), sortOrder: gi })
        .where(eq(productOptions.id, groupId));
    } else {
      const [row] = await tx
        .insert(productOptions)
        .values({ productId, title: group.title, ...choiceLimits(group), sortOrder: gi })
        .returning({ id: productOptions.id });
      groupId = row!.id;
    }
    const ownVars = group.id
      ? new Set(
          (
            await tx
              .select({ id: optionVariations.id })
              .from(optionVariations)
              .where(eq(optionVariations.optionId, groupId))
          ).map((v) => v.id),
        )
      : new Set<string>();
    const keptVars = group.variations.flatMap((v) => (v.id ? [v.id] : []));
    for (const id of keptVars)
      if (!ownVars.has(id)) throw new AppError(400, 'Variante não encontrada nesta opção', 'invalid_variation');
    await tx
      .delete(optionVariations)
      .where(
        and(
          eq(optionVariations.optionId, groupId),
          keptVars.length ? notInArray(optionVariations.id, keptVars) : undefined,
        ),
      );
    for (const [vi, v] of group.variations.entries()) {
      if (v.id) {
        await tx
          .update(optionVariations)
          .set({ name: v.name, priceCents: v.priceCents, sortOrder: vi })
          .where(eq(optionVariations.id, v.id));
      } else {
        await tx
          .insert(optionVariations)
          .values({ optionId: groupId, name: v.name, priceCents: v.priceCents, sortOrder: vi });
      }
    }
  }
}

const FLAVOUR_MESSAGE = 'Os sabores devem ser produtos da mesma categoria.';

/**
 * Replaces the flavours of a product sold in parts (docs/product.md#half-and-half): each must be
 * another product of its category, so a half is always priced against a like product.
 */
async function syncFlavours(tx: Tx, productId: string, data: ProductData) {
  if (data.flavourIds.includes(productId))
    throw new AppError(400, 'O próprio produto já é o primeiro sabor: escolha outros.', 'invalid_flavour');
  if (data.flavourIds.length) {
    const found = await tx
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          inArray(products.id, data.flavourIds),
          eq(products.categoryId, data.categoryId),
          ne(products.id, productId),
        ),
      );
    if (found.length !== data.flavourIds.length) throw new AppError(400, FLAVOUR_MESSAGE, 'invalid_flavour');
  }
  await tx.delete(productFlavours).where(eq(productFlavours.productId, productId));
  if (data.flavourIds.length)
    await tx
      .insert(productFlavours)
      .values(data.flavourIds.map((flavourId, sortOrder) => ({ productId, flavourId, sortOrder })));
  // Moved to another category, it is no longer a flavour of the products it left.
  await tx.delete(productFlavours).where(
    and(
      eq(productFlavours.flavourId, productId),
      inArray(
        productFlavours.productId,
        tx
          .select({ id: products.id })
          .from(products)
          .where(sql`${products.categoryId} is distinct from ${data.categoryId}::uuid`),
      ),
    ),
  );
}

const productValues = (d: ProductData) => ({
  name: d.name,
  description: d.description || null,
  priceCents: d.priceCents,
  categoryId: d.categoryId,
  imageUrl: d.imageUrl || null,
  popular: d.popular,
  vegetarian: d.vegetarian,
  externalCode: d.externalCode || null,
  fiscal: d.fiscal,
  active: d.active,
  maxParts: d.maxParts,
});

/** The place after the last product of a category: where a new or moved product goes (docs/product.md#menu-order). */
const lastPlaceIn = (categoryId: string) =>
  sql<number>`(select coalesce(max(p.sort_order) + 1, 0) from products p where p.category_id = ${categoryId})`;

/** Creates a product with its options in one transaction: all of it or nothing. */
export async function createProduct(db: Db, data: ProductData, now: Date): Promise<AdminProductDetail> {
  const id = await db.transaction(async (tx) => {
    await assertCategory(tx, data.categoryId);
    const [row] = await tx
      .insert(products)
      .values({ ...productValues(data), sortOrder: lastPlaceIn(data.categoryId) })
      .returning({ id: products.id });
    await syncOptions(tx, row!.id, data.options);
    await syncFlavours(tx, row!.id, data);
    return row!.id;
  });
  return getProduct(db, id, now);
}

/** Saves a product; moved to another category, it goes last there. */
export async function updateProduct(db: Db, id: string, data: ProductData, now: Date): Promise<AdminProductDetail> {
  await db.transaction(async (tx) => {
    await assertCategory(tx, data.categoryId);
    const [row] = await tx
      .update(products)
      .set({
        ...productValues(data),
        sortOrder: sql`case when ${products.categoryId} is distinct from ${data.categoryId}::uuid then ${lastPlaceIn(data.categoryId)} else ${products.sortOrder} end`,
        updatedAt: new Date(),
      })
      .where(eq(products.id, id))
      .returning({ id: products.id });
    if (!row) throw notFound(NOT_FOUND);
    await syncOptions(tx, id, data.options);
    await syncFlavours(tx, id, data);
  });
  return getProduct(db, id, now);
}

export async function deleteProduct(db: Db, id: string) {
  const [row] = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  if (!row) throw notFound(NOT_FOUND);
}
