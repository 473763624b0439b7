import { sql } from 'drizzle-orm';
import { neighbourhoodKey } from '@shared/delivery-neighbourhoods';
import { DEFAULT_FEE_TIERS } from '@shared/schemas/store';
import type { Db } from '../client';
import {
  categories,
  deliveryNeighbourhoods,
  optionVariations,
  productFlavours,
  productOptions,
  products,
  storeInfo,
} from '../schema';
import { DEMO_MENU, DEMO_NEIGHBOURHOODS, DEMO_STORE } from './demo-menu';

/**
 * Seeds the demo restaurant into an empty database (no store row and no category), in one
 * transaction. Returns false when the database already has data: a restart never reseeds.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(424243)`);
    const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(categories);
    const existingStore = await tx.select({ id: storeInfo.id }).from(storeInfo);
    if (n > 0 || existingStore.length > 0) return false;

    await tx.insert(storeInfo).values({ id: 1, ...DEMO_STORE, feeTiers: DEFAULT_FEE_TIERS });
    await tx
      .insert(deliveryNeighbourhoods)
      .values(DEMO_NEIGHBOURHOODS.map((n, sortOrder) => ({ ...n, nameKey: neighbourhoodKey(n.name), sortOrder })));
    let categoryOrder = 0;
    for (const cat of DEMO_MENU) {
      const [c] = await tx
        .insert(categories)
        .values({ name: cat.name, description: cat.description, sortOrder: categoryOrder++ })
        .returning({ id: categories.id });
      const ids = new Map<string, string>();
      for (const p of cat.products) {
        const [prod] = await tx
          .insert(products)
          .values({
            categoryId: c!.id,
            name: p.name,
            description: p.description,
            priceCents: p.priceCents,
            imageUrl: p.image,
            popular: p.popular ?? false,
            vegetarian: p.vegetarian ?? false,
            maxParts: p.maxParts ?? 1,
          })
          .returning({ id: products.id });
        ids.set(p.name, prod!.id);
        let optionOrder = 0;
        for (const o of p.options ?? []) {
          const [opt] = await tx
            .insert(productOptions)
            .values({
              productId: prod!.id,
              title: o.title,
              minChoices: o.minChoices ?? 0,
              maxChoices: o.maxChoices ?? 1,
              repeatable: o.repeatable ?? false,
              sortOrder: optionOrder++,
            })
            .returning({ id: productOptions.id });
          await tx
            .insert(optionVariations)
            .values(
              o.variations.map((v, i) => ({ optionId: opt!.id, name: v.name, priceCents: v.priceCents, sortOrder: i })),
            );
        }
      }
      // Flavours name products of the same category, all inserted by now (docs/product.md#half-and-half).
      for (const p of cat.products)
        if (p.flavours?.length)
          await tx.insert(productFlavours).values(
            p.flavours.map((name, sortOrder) => {
              const flavourId = ids.get(name);
              if (!flavourId) throw new Error(`demo flavour "${name}" is not in "${cat.name}"`);
              return { productId: ids.get(p.name)!, flavourId, sortOrder };
            }),
          );
    }
    return true;
  });
}
