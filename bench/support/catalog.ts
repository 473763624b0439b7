import { call } from './http';

type Variation = { id: string; name: string; priceCents: number };
type Group = { id: string; title: string; minChoices: number; maxChoices: number; variations: Variation[] };
type Product = { id: string; name: string; priceCents: number; options: Group[] };

export type Catalog = {
  products: Product[];
  feeCents: number;
  freeThresholdCents: number | null;
  minOrderCents: number;
};
export type Cart = {
  items: { productId: string; variationIds: string[]; quantity: number }[];
  expectedSubtotalCents: number;
  expectedTotalCents: number;
};

/** The demo menu as the storefront sees it: GET /api/menu, then each product with options. */
export async function loadCatalog(baseUrl: string): Promise<Catalog> {
  const res = await call(baseUrl, '/api/menu');
  if (res.status !== 200) throw new Error(`GET /api/menu answered ${res.status}`);
  const menu = res.body as {
    store: { deliveryFeeCents: number; freeDeliveryThresholdCents: number | null; minOrderCents: number };
    products: { id: string; name: string; priceCents: number; hasOptions: boolean }[];
  };
  const products: Product[] = [];
  for (const p of menu.products) {
    if (!p.hasOptions) {
      products.push({ id: p.id, name: p.name, priceCents: p.priceCents, options: [] });
      continue;
    }
    const d = await call(baseUrl, `/api/products/${p.id}`);
    if (d.status !== 200) throw new Error(`GET /api/products/${p.id} answered ${d.status}`);
    products.push({
      id: p.id,
      name: p.name,
      priceCents: p.priceCents,
      options: (d.body as { options: Group[] }).options,
    });
  }
  if (products.length === 0) throw new Error('the demo menu has no products');
  return {
    products,
    feeCents: menu.store.deliveryFeeCents,
    freeThresholdCents: menu.store.freeDeliveryThresholdCents,
    minOrderCents: menu.store.minOrderCents,
  };
}

const pick = <T>(xs: T[]): T => xs[Math.floor(Math.random() * xs.length)]!;

/**
 * A random cart of the demo menu (each group's minimum chosen, some optional choices too) reaching the
 * minimum order, with the total this client expects: line prices plus the fixed fee, free at
 * the threshold. Independent of the server's arithmetic, so a wrong total shows.
 */
export function randomCart(catalog: Catalog): Cart {
  const items: Cart['items'] = [];
  let subtotal = 0;
  const lines = 1 + Math.floor(Math.random() * 3);
  while (items.length < lines || subtotal < catalog.minOrderCents) {
    const p = pick(catalog.products);
    // Each group's minimum (docs/product.md#option-groups), or now and then one optional choice.
    const chosen = p.options.flatMap((g) => {
      const n = Math.min(Math.max(g.minChoices, Math.random() < 0.3 ? 1 : 0), g.maxChoices, g.variations.length);
      return [...g.variations].sort(() => Math.random() - 0.5).slice(0, n);
    });
    const quantity = 1 + Math.floor(Math.random() * 3);
    items.push({ productId: p.id, variationIds: chosen.map((v) => v.id), quantity });
    subtotal += (p.priceCents + chosen.reduce((s, v) => s + v.priceCents, 0)) * quantity;
    if (items.length >= 50) break;
  }
  const free =
    catalog.freeThresholdCents !== null && catalog.freeThresholdCents > 0 && subtotal >= catalog.freeThresholdCents;
  return { items, expectedSubtotalCents: subtotal, expectedTotalCents: subtotal + (free ? 0 : catalog.feeCents) };
}
