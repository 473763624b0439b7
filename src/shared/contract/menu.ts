import { z } from 'zod';
import { storeInfoSchema } from './store';

// The public menu (GET /api/menu): one answer with the store, the categories and the active
// products, so the home page never asks once per card. Product page and search alike.

export const menuProductSchema = z.object({
  id: z.string(),
  categoryId: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  imageUrl: z.string().nullable(),
  popular: z.boolean(),
  vegetarian: z.boolean(),
  hasOptions: z.boolean(),
  /** 'Esgotado hoje': listed, but not orderable until the next opening (docs/product.md#sold-out-today). */
  soldOut: z.boolean(),
});
export type MenuProduct = z.infer<typeof menuProductSchema>;

export const menuCategorySchema = z.object({ id: z.string(), name: z.string(), description: z.string() });
export type MenuCategory = z.infer<typeof menuCategorySchema>;

/** GET /api/menu. */
export const publicMenuSchema = z.object({
  store: storeInfoSchema,
  categories: z.array(menuCategorySchema),
  products: z.array(menuProductSchema),
});
export type PublicMenu = z.infer<typeof publicMenuSchema>;

export const productVariationSchema = z.object({
  id: z.string(),
  name: z.string(),
  priceCents: z.number().int(),
  soldOut: z.boolean(),
});

/** How many choices a group takes (src/shared/option-choices.ts): a limit pair, one variation once or more. */
export const choiceLimitsShape = {
  minChoices: z.number().int(),
  maxChoices: z.number().int(),
  repeatable: z.boolean(),
};

export const productOptionGroupSchema = z.object({
  id: z.string(),
  title: z.string(),
  ...choiceLimitsShape,
  variations: z.array(productVariationSchema),
});
export type ProductOptionGroup = z.infer<typeof productOptionGroupSchema>;

/** A flavour a product sold in parts may be split into: another product of its category (docs/product.md#half-and-half). */
export const productFlavourSchema = z.object({
  id: z.string(),
  name: z.string(),
  priceCents: z.number().int(),
  soldOut: z.boolean(),
});
export type ProductFlavour = z.infer<typeof productFlavourSchema>;

/** GET /api/products/:id. */
export const productDetailSchema = menuProductSchema.extend({
  categoryName: z.string().nullable(),
  options: z.array(productOptionGroupSchema),
  /** Sold in up to `max` parts (the product itself is the first), each other part one of `flavours`; null: whole only. */
  parts: z.object({ max: z.number().int(), flavours: z.array(productFlavourSchema) }).nullable(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const searchResultSchema = z.object({
  id: z.string(),
  name: z.string(),
  priceCents: z.number().int(),
  imageUrl: z.string().nullable(),
  categoryName: z.string().nullable(),
  /** 'Esgotado hoje', as on the menu it was found in (docs/product.md#sold-out-today). */
  soldOut: z.boolean(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** GET /api/menu/search?q=. */
export const menuSearchResponseSchema = z.array(searchResultSchema);
export type MenuSearchResponse = z.infer<typeof menuSearchResponseSchema>;
