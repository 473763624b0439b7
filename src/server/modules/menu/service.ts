import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { categories, productFlavours, products } from '@server/db/schema';
import { notFound } from '@server/http/errors';
import type { ProductFlavour } from '@shared/contract/menu';
import type { MenuCategory, MenuProduct, ProductDetail, PublicMenu, SearchResult } from '@shared/menu';
import { SEARCH_LIMIT } from '@shared/menu';
import { foldText } from '@shared/search';
import { getStoreSettings, toPublicStore, type StoreServices } from '../store/service';
import { loadOptionGroups } from './option-groups';

export const PRODUCT_NOT_FOUND = 'Produto não encontrado';

/** The public columns of a product; sold out as of `at` (docs/product.md#sold-out-today). */
const productColumns = (at: Date) => ({
  id: products.id,
  categoryId: products.categoryId,
  name: products.name,
  description: sql<string>`coalesce(${products.description}, '')`,
  priceCents: products.priceCents,
  imageUrl: products.imageUrl,
  popular: products.popular,
  vegetarian: products.vegetarian,
  // Choices to make before adding: option groups, or flavours for a product sold in parts.
  hasOptions: sql<boolean>`(${products.maxParts} > 1 or exists (select 1 from product_options po where po.product_id = "products"."id"))`,
  soldOut: soldOutAt(products.soldOutUntil, at),
});

const soldOutAt = (column: typeof products.soldOutUntil, at: Date) =>
  sql<boolean>`coalesce(${column} > ${at.toISOString()}::timestamptz, false)`;

/** Store, categories and active products in one answer (three queries, no per-product ones). */
export async function loadMenu(db: Db, services: StoreServices, at: Date): Promise<PublicMenu> {
  const [store, cats, prods] = await Promise.all([
    getStoreSettings(db),
    db
      .select({
        id: categories.id,
        name: categories.name,
        description: sql<string>`coalesce(${categories.description}, '')`,
      })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.name)),
    db
      .select(productColumns(at))
      .from(products)
      .where(eq(products.active, true))
      .orderBy(asc(products.sortOrder), asc(products.name)),
  ]);
  return {
    store: toPublicStore(store, services),
    categories: cats satisfies MenuCategory[],
    products: prods satisfies MenuProduct[],
  };
}

/** One active product with its option groups and their variations, in the admin's order. */
export async function getProductDetail(db: Db, id: string, at: Date): Promise<ProductDetail> {
  const [row] = await db
    .select({ ...productColumns(at), categoryName: categories.name, maxParts: products.maxParts })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, id), eq(products.active, true)));
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  const groups = await loadOptionGroups(db, id);
  const { maxParts, ...product } = row;
  return {
    ...product,
    parts: maxParts > 1 ? { max: maxParts, flavours: await flavoursOf(db, id, at) } : null,
    options: groups.map((g) => ({
      ...g,
      variations: g.variations.map(({ soldOutUntil, ...v }) => ({
        ...v,
        soldOut: soldOutUntil !== null && soldOutUntil > at,
      })),
    })),
  };
}

/** The flavours a product sold in parts may be split into, on sale, in the admin's order. */
function flavoursOf(db: Db, id: string, at: Date): Promise<ProductFlavour[]> {
  return db
    .select({
      id: products.id,
      name: products.name,
      priceCents: products.priceCents,
      soldOut: soldOutAt(products.soldOutUntil, at),
    })
    .from(productFlavours)
    .innerJoin(products, eq(products.id, productFlavours.flavourId))
    .where(and(eq(productFlavours.productId, id), eq(products.active, true)))
    .orderBy(asc(productFlavours.sortOrder), asc(products.name));
}

/**
 * Searches the (cached) menu by part of the name, ignoring case and accents; names that start
 * with the text come first, then by name. At most SEARCH_LIMIT results; blank text finds none.
 */
export function searchMenu(menu: PublicMenu, text: string): SearchResult[] {
  const q = foldText(text);
  if (!q) return [];
  const categoryName = new Map(menu.categories.map((c) => [c.id, c.name]));
  return menu.products
    .map((p) => ({ p, at: foldText(p.name).indexOf(q) }))
    .filter((m) => m.at >= 0)
    .sort((a, b) => Number(a.at !== 0) - Number(b.at !== 0) || a.p.name.localeCompare(b.p.name, 'pt-BR'))
    .slice(0, SEARCH_LIMIT)
    .map(({ p }) => ({
      id: p.id,
      name: p.name,
      priceCents: p.priceCents,
      imageUrl: p.imageUrl,
      categoryName: (p.categoryId && categoryName.get(p.categoryId)) || null,
      soldOut: p.soldOut,
    }));
}
