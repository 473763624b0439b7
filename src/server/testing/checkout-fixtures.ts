// Tests only: the seeded demo menu's ids by name, and a checkout form that validates.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { optionVariations, productOptions, products } from '../db/schema';

export type DemoProduct = {
  id: string;
  name: string;
  priceCents: number;
  options: Record<string, { id: string; variations: Record<string, { id: string; priceCents: number }> }>;
};

/** The seeded menu by product name, with option groups and variations by name. */
export async function demoMenu(db: Db): Promise<Record<string, DemoProduct>> {
  const rows = await db.select().from(products);
  const opts = await db.select().from(productOptions);
  const vars = await db
    .select({ v: optionVariations, productId: productOptions.productId })
    .from(optionVariations)
    .innerJoin(productOptions, eq(optionVariations.optionId, productOptions.id));
  const menu: Record<string, DemoProduct> = {};
  for (const p of rows) {
    const options: DemoProduct['options'] = {};
    for (const o of opts.filter((o) => o.productId === p.id)) {
      options[o.title] = {
        id: o.id,
        variations: Object.fromEntries(
          vars.filter((x) => x.v.optionId === o.id).map((x) => [x.v.name, { id: x.v.id, priceCents: x.v.priceCents }]),
        ),
      };
    }
    menu[p.name] = { id: p.id, name: p.name, priceCents: p.priceCents, options };
  }
  return menu;
}

export const CHECKOUT_FORM = {
  name: 'Maria Oliveira',
  email: 'maria@exemplo.com',
  phone: '(11) 91234-5678',
  zipCode: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  paymentMethod: 'pix' as const,
  change: '',
  notes: '',
};
