import type { ProductOptionGroup } from '@shared/menu';
import type { SelectedOption } from '@shared/pricing';

/** Chosen variation id per group id; groups are single-choice (docs/product.md#product-page). */
export type Choices = Record<string, string>;

/** Choosing in a group replaces the earlier choice in that group. */
export const choose = (choices: Choices, groupId: string, variationId: string | undefined): Choices => {
  const { [groupId]: _earlier, ...rest } = choices;
  return variationId ? { ...rest, [groupId]: variationId } : rest;
};

/** Every required group has a choice. */
export const requiredMet = (groups: ProductOptionGroup[], choices: Choices) =>
  groups.every((g) => !g.required || Boolean(choices[g.id]));

/** The choices as cart options, in the groups' order, with whole names and prices. */
export function selectedOptions(groups: ProductOptionGroup[], choices: Choices): SelectedOption[] {
  return groups.flatMap((g) => {
    const v = g.variations.find((x) => x.id === choices[g.id]);
    return v ? [{ optionId: g.id, title: g.title, variationId: v.id, name: v.name, priceCents: v.priceCents }] : [];
  });
}
