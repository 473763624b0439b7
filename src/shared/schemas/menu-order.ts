import { z } from 'zod';

// Menu order and 'Esgotado hoje' (docs/product.md#menu-order, #sold-out-today).

/** More than any menu holds; caps the work one request can ask for. */
const MAX_ORDERED = 1000;

const orderedIds = z
  .array(z.guid('Identificador inválido'), { error: 'Envie a lista de itens na nova ordem.' })
  .max(MAX_ORDERED, 'Itens demais.')
  .refine((ids) => new Set(ids).size === ids.length, 'Um item aparece mais de uma vez na lista.');

/** PUT /api/admin/categories/order: every category, in the order the menu shows them. */
export const categoryOrderSchema = z.object({ ids: orderedIds });

/** PUT /api/admin/products/order: every product of one category (null: those without one), in order. */
export const productOrderSchema = z.object({
  categoryId: z.guid('Categoria não encontrada').nullable(),
  ids: orderedIds,
});

/** PUT /api/admin/products/:id/sold-out and /api/admin/variations/:id/sold-out. */
export const soldOutSchema = z.object({ soldOut: z.boolean({ error: 'Informe se está esgotado.' }) });

/** The server's refusals of an order that is not the whole list. */
export const CATEGORY_ORDER_MISMATCH =
  'A lista não corresponde às categorias do cardápio. Recarregue a página e tente de novo.';
export const PRODUCT_ORDER_MISMATCH =
  'A lista não corresponde aos produtos desta categoria. Recarregue a página e tente de novo.';
