// How many choices an option group takes (docs/product.md#option-groups): the product page says
// what is still missing and the server refuses anything else, both from these functions.

/** What the rule needs of a group (the storefront's, the admin's and the price rows all have it). */
export type ChoiceLimits = { minChoices: number; maxChoices: number; repeatable: boolean };

/** The group's instruction under its title: 'Escolha 1', 'Escolha até 3', 'Escolha de 2 a 4'. */
export function choiceHint({ minChoices, maxChoices }: ChoiceLimits): string {
  if (minChoices === maxChoices) return `Escolha ${maxChoices}`;
  if (minChoices === 0) return maxChoices === 1 ? 'Escolha até 1' : `Escolha até ${maxChoices}`;
  return `Escolha de ${minChoices} a ${maxChoices}`;
}

export const isRequired = (g: Pick<ChoiceLimits, 'minChoices'>) => g.minChoices > 0;

/** How many times each variation was taken, from the ids a cart line sends (one per time taken). */
export function countChoices(variationIds: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of variationIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

export type GroupCheck =
  | { ok: true }
  /** Fewer than the minimum: `missing` more to choose. */
  | { ok: false; problem: 'missing'; missing: number }
  /** More than the maximum in all. */
  | { ok: false; problem: 'too_many' }
  /** One variation taken twice where the group takes each once. */
  | { ok: false; problem: 'repeated' };

/** A group's choices against its limits; `taken` are the times each of its variations was chosen. */
export function checkGroup(group: ChoiceLimits, taken: readonly number[]): GroupCheck {
  const total = taken.reduce((sum, n) => sum + n, 0);
  if (!group.repeatable && taken.some((n) => n > 1)) return { ok: false, problem: 'repeated' };
  if (total > group.maxChoices) return { ok: false, problem: 'too_many' };
  if (total < group.minChoices) return { ok: false, problem: 'missing', missing: group.minChoices - total };
  return { ok: true };
}

/** 'Escolha mais 1', 'Escolha mais 2': what the product page shows while a group is short. */
export const missingHint = (missing: number) => `Escolha mais ${missing}`;

/** A chosen variation as orders, tickets and carts write it: 'Tahine', or '2x Tahine' when taken twice. */
export const choiceName = (o: { name: string; quantity: number }) =>
  o.quantity > 1 ? `${o.quantity}x ${o.name}` : o.name;

/** The choices of a line one group to a line, as carts, orders, tickets and emails list them. */
export type ChoiceGroupLine = { title: string; names: string; priceCents: number };

/** 'Molhos extras: 2x Tahine, Molho de alho' with what they add (+ R$ 8,50), groups in the order chosen. */
export function choicesByGroup(options: { title: string; name: string; priceCents: number; quantity: number }[]) {
  const groups = new Map<string, { names: string[]; priceCents: number }>();
  for (const o of options) {
    const g = groups.get(o.title) ?? { names: [], priceCents: 0 };
    g.names.push(choiceName(o));
    g.priceCents += o.priceCents * o.quantity;
    groups.set(o.title, g);
  }
  return [...groups].map(([title, g]): ChoiceGroupLine => ({
    title,
    names: g.names.join(', '),
    priceCents: g.priceCents,
  }));
}

/** 'Sabores: 1/2 Pizza de Zaatar, 1/2 Pizza de Calabresa' for an item in parts (docs/product.md#half-and-half). */
export function partsLine(parts: { name: string }[]): ChoiceGroupLine | null {
  if (parts.length < 2) return null;
  return { title: 'Sabores', names: parts.map((p) => `1/${parts.length} ${p.name}`).join(', '), priceCents: 0 };
}

/** Everything chosen for an item, one line each: its flavours when in parts, then its option groups. */
export function itemChoiceLines(
  parts: { name: string }[],
  options: Parameters<typeof choicesByGroup>[0],
): ChoiceGroupLine[] {
  const flavours = partsLine(parts);
  return [...(flavours ? [flavours] : []), ...choicesByGroup(options)];
}
