import type { StoreInfo } from './schemas/store';

// What the storefront receives from the public menu API (GET /api/menu): one answer with the store,
// the categories and the active products, so the home page never asks once per card.

export type MenuProduct = {
  id: string;
  categoryId: string | null;
  name: string;
  description: string;
  priceCents: number;
  imageUrl: string | null;
  popular: boolean;
  vegetarian: boolean;
  hasOptions: boolean;
};

export type MenuCategory = { id: string; name: string; description: string };

export type PublicMenu = { store: StoreInfo; categories: MenuCategory[]; products: MenuProduct[] };

export type ProductVariation = { id: string; name: string; priceCents: number };
export type ProductOptionGroup = { id: string; title: string; required: boolean; variations: ProductVariation[] };
export type ProductDetail = MenuProduct & { categoryName: string | null; options: ProductOptionGroup[] };

export type SearchResult = {
  id: string;
  name: string;
  priceCents: number;
  imageUrl: string | null;
  categoryName: string | null;
};

export const SEARCH_LIMIT = 10;
export const FEATURED_FALLBACK = 3;

/** 'Destaques': products marked popular; when none is, the first three (docs/product.md#storefront). */
export function featuredProducts<T extends { popular: boolean }>(products: T[]): T[] {
  const popular = products.filter((p) => p.popular);
  return popular.length > 0 ? popular : products.slice(0, FEATURED_FALLBACK);
}
