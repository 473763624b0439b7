// What the storefront receives from the public menu API (GET /api/menu): the shapes are the
// API contract's (src/shared/contract/menu.ts).
export type {
  MenuCategory,
  MenuProduct,
  ProductDetail,
  ProductOptionGroup,
  PublicMenu,
  SearchResult,
} from './contract/menu';

import type { MenuCategory, PublicMenu } from './contract/menu';

export const SEARCH_LIMIT = 10;

/** The address's parameter naming the home's open tab: `/?categoria=<id>` (a link without JavaScript). */
export const CATEGORY_PARAM = 'categoria';

/** The home's last tab, for products in no category. */
export const UNCATEGORISED: MenuCategory = { id: 'sem-categoria', name: 'Sem categoria', description: '' };

/** The home's tabs: the categories, and 'Sem categoria' when a product has none. */
export function menuTabs({ categories, products }: Pick<PublicMenu, 'categories' | 'products'>): MenuCategory[] {
  return products.some((p) => p.categoryId === null) ? [...categories, UNCATEGORISED] : categories;
}
export const FEATURED_FALLBACK = 3;

/** 'Destaques': products marked popular; when none is, the first three (docs/product.md#storefront). */
export function featuredProducts<T extends { popular: boolean }>(products: T[]): T[] {
  const popular = products.filter((p) => p.popular);
  return popular.length > 0 ? popular : products.slice(0, FEATURED_FALLBACK);
}
