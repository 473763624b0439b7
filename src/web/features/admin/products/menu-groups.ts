import type { AdminProduct } from '@shared/schemas/product';

/** A category's products on the Produtos page; `id` null holds those without a (known) category. */
export type ProductGroup = { id: string | null; name: string; items: AdminProduct[] };

/**
 * Menu order: each category's products under its name, categories in their order, then those
 * without one under 'Sem categoria'. Categories without products are left out.
 */
export function menuGroups(products: AdminProduct[], categories: { id: string; name: string }[]): ProductGroup[] {
  const named = categories.map((c) => ({
    id: c.id as string | null,
    name: c.name,
    items: products.filter((p) => p.categoryId === c.id),
  }));
  const known = new Set(named.map((g) => g.id));
  const loose = products.filter((p) => p.categoryId === null || !known.has(p.categoryId));
  return [...named, { id: null, name: 'Sem categoria', items: loose }].filter((g) => g.items.length > 0);
}
