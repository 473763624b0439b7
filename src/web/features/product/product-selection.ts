import type { ProductDetail, ProductOptionGroup } from '@shared/menu';
import { checkGroup, missingHint, type GroupCheck } from '@shared/option-choices';
import {
  lineTotalCents,
  partsPriceCents,
  type OrderItemPart,
  type PartsPricing,
  type SelectedOption,
} from '@shared/pricing';

/** Per group id, the times each variation id was taken (docs/product.md#option-groups). */
export type Choices = Record<string, Record<string, number>>;

/** Sets how many times a variation is taken; a group of one choice replaces its earlier choice. */
export function setTaken(choices: Choices, group: ProductOptionGroup, variationId: string, times: number): Choices {
  const earlier = group.maxChoices === 1 ? {} : (choices[group.id] ?? {});
  const { [variationId]: _old, ...others } = earlier;
  const next = times > 0 ? { ...others, [variationId]: times } : others;
  return { ...choices, [group.id]: next };
}

/** How many choices the group holds now. */
export const takenIn = (choices: Choices, groupId: string) =>
  Object.values(choices[groupId] ?? {}).reduce((sum, n) => sum + n, 0);

/** The group's state against its limits (src/shared/option-choices.ts). */
export const groupCheck = (group: ProductOptionGroup, choices: Choices): GroupCheck =>
  checkGroup(group, Object.values(choices[group.id] ?? {}));

/** Every group is within its limits: the add button's condition. */
export const choicesComplete = (groups: ProductOptionGroup[], choices: Choices) =>
  groups.every((g) => groupCheck(g, choices).ok);

/** What the first group off its limits still asks ('Escolha mais 1 em Molhos'); null when all are. */
export function pendingChoice(groups: ProductOptionGroup[], choices: Choices): string | null {
  for (const g of groups) {
    const check = groupCheck(g, choices);
    if (check.ok) continue;
    return check.problem === 'missing'
      ? `${missingHint(check.missing)} em ${g.title}`
      : check.problem === 'too_many'
        ? `Escolha no máximo ${g.maxChoices} em ${g.title}`
        : `Escolha cada opção uma vez só em ${g.title}`;
  }
  return null;
}

/** The choices as cart options, in the groups' and variations' order, with whole names and prices. */
export function selectedOptions(groups: ProductOptionGroup[], choices: Choices): SelectedOption[] {
  return groups.flatMap((g) =>
    g.variations.flatMap((v) => {
      const quantity = choices[g.id]?.[v.id] ?? 0;
      return quantity > 0
        ? [{ optionId: g.id, title: g.title, variationId: v.id, name: v.name, priceCents: v.priceCents, quantity }]
        : [];
    }),
  );
}

/** The parts of a half-and-half item, the product first; [] while it is whole. Unchosen parts are left out. */
export function itemParts(p: ProductDetail, flavourIds: string[]): OrderItemPart[] {
  if (!p.parts || flavourIds.length === 0) return [];
  const chosen = flavourIds.flatMap((id) => p.parts!.flavours.filter((f) => f.id === id));
  return [p, ...chosen].map((x) => ({ productId: x.id, name: x.name, priceCents: x.priceCents }));
}

/** What the customer chose on the product page; `options` are `choices` as cart options. */
type Selection = { flavours: string[]; choices: Choices; options: SelectedOption[]; quantity: number };

/**
 * The line the add button adds: its parts and base price (the parts priced as the store says),
 * its total, and what still keeps it from the cart ('Esgotado hoje', a flavour, an option), or null.
 */
export function productLine(
  p: ProductDetail,
  { flavours, choices, options, quantity }: Selection,
  partsPricing: PartsPricing,
) {
  const parts = itemParts(p, flavours);
  const basePriceCents = parts.length
    ? partsPriceCents(
        parts.map((part) => part.priceCents),
        partsPricing,
      )
    : p.priceCents;
  const missingFlavour = flavours.indexOf('');
  const complete = !p.soldOut && missingFlavour === -1 && choicesComplete(p.options, choices);
  const totalCents = lineTotalCents({ basePriceCents, selectedOptions: options, quantity });
  const blocker = p.soldOut
    ? 'Esgotado hoje'
    : missingFlavour !== -1
      ? `Escolha o ${missingFlavour + 2}º sabor`
      : pendingChoice(p.options, choices);
  return { parts, basePriceCents, totalCents, complete, blocker };
}

/** The choices boxes already hold (ticked on the server's HTML before the script took over). */
export function choicesFromInputs(inputs: Iterable<HTMLInputElement>): Choices {
  let choices: Choices = {};
  for (const input of inputs) choices = { ...choices, [input.name]: { ...choices[input.name], [input.value]: 1 } };
  return choices;
}
