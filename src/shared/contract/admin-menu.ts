import { z } from 'zod';
import { productFiscalSchema } from '../schemas/fiscal';
import { dateTimeSchema } from './common';
import { choiceLimitsShape } from './menu';

// The admin menu (GET/POST/PUT /api/admin/products…, /api/admin/categories…).

/** GET /api/admin/categories (each), and the answer of a category write. */
export const adminCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  productCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const adminCategoryListSchema = z.array(adminCategorySchema);

/** 'Esgotado hoje' until this instant (ISO), the store's next opening; null while available (docs/product.md#sold-out-today). */
const soldOutUntil = dateTimeSchema.nullable();

export const adminVariationSchema = z.object({
  id: z.string(),
  name: z.string(),
  priceCents: z.number().int(),
  soldOutUntil,
});

export const adminOptionGroupSchema = z.object({
  id: z.string(),
  title: z.string(),
  ...choiceLimitsShape,
  variations: z.array(adminVariationSchema),
});
export type AdminOptionGroup = z.infer<typeof adminOptionGroupSchema>;

/** GET /api/admin/products?q= (each). */
export const adminProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  priceCents: z.number().int(),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  imageUrl: z.string().nullable(),
  popular: z.boolean(),
  vegetarian: z.boolean(),
  /** iFood's code for it (docs/product.md#ifood); null: none. */
  externalCode: z.string().nullable(),
  active: z.boolean(),
  soldOutUntil,
  optionCount: z.number().int(),
  /** Sold in up to this many parts; 1: whole only (docs/product.md#half-and-half). */
  maxParts: z.number().int(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductListSchema = z.array(adminProductSchema);

/** GET /api/admin/products/:id, and the answer of a product write. */
export const adminProductDetailSchema = adminProductSchema.extend({
  options: z.array(adminOptionGroupSchema),
  /** The products a customer may pick for the other parts, in the admin's order. */
  flavourIds: z.array(z.string()),
  /** Its line in an NFC-e (docs/product.md#nfc-e); null: the fiscal settings' default. */
  fiscal: productFiscalSchema.nullable(),
});
export type AdminProductDetail = z.infer<typeof adminProductDetailSchema>;

/** PUT /api/admin/categories/:id: the id of the category saved. */
export const categoryUpdateResponseSchema = z.object({ id: z.string() });
export type CategoryUpdateResponse = z.infer<typeof categoryUpdateResponseSchema>;

/** PUT /api/admin/products/:id/sold-out and /api/admin/variations/:id/sold-out: the mark as saved. */
export const soldOutResponseSchema = z.object({ id: z.string(), soldOutUntil });
export type SoldOutResponse = z.infer<typeof soldOutResponseSchema>;
