import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { optionVariations, productOptions } from '@server/db/schema';

type Reader = Pick<Db, 'select'>;

/**
 * A product's option groups with their limits and variations, in the admin's order: what the
 * product page shows (the sold-out mark read as of now) and what the admin edits (the mark itself).
 */
export async function loadOptionGroups(db: Reader, productId: string) {
  const groups = await db
    .select({
      id: productOptions.id,
      title: productOptions.title,
      minChoices: productOptions.minChoices,
      maxChoices: productOptions.maxChoices,
      repeatable: productOptions.repeatable,
    })
    .from(productOptions)
    .where(eq(productOptions.productId, productId))
    .orderBy(asc(productOptions.sortOrder), asc(productOptions.title));
  if (groups.length === 0) return [];
  const variations = await db
    .select({
      id: optionVariations.id,
      optionId: optionVariations.optionId,
      name: optionVariations.name,
      priceCents: optionVariations.priceCents,
      soldOutUntil: optionVariations.soldOutUntil,
    })
    .from(optionVariations)
    .where(
      inArray(
        optionVariations.optionId,
        groups.map((g) => g.id),
      ),
    )
    .orderBy(asc(optionVariations.sortOrder), asc(optionVariations.name));
  return groups.map((g) => ({
    ...g,
    variations: variations
      .filter((v) => v.optionId === g.id)
      .map(({ id, name, priceCents, soldOutUntil }) => ({ id, name, priceCents, soldOutUntil })),
  }));
}
