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

export const SEARCH_LIMIT = 10;
export const FEATURED_FALLBACK = 3;

/** 'Destaques': products marked popular; when none is, the first three (docs/product.md#storefront). */
export function featuredProducts<T extends { popular: boolean }>(products: T[]): T[] {
  const popular = products.filter((p) => p.popular);
  return popular.length > 0 ? popular : products.slice(0, FEATURED_FALLBACK);
}
