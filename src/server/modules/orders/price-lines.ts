import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '@server/http/errors';
import type { UnavailableReason } from '@shared/contract/orders';
import { formatBRL } from '@shared/money';
import { checkGroup, countChoices, type GroupCheck } from '@shared/option-choices';
import {
  lineTotalCents,
  MAX_LINE_TOTAL_CENTS,
  partsPriceCents,
  subtotalCents,
  unitPriceCents,
  type OrderItemPart,
  type PartsPricing,
  type SelectedOption,
} from '@shared/pricing';
import type { OrderLineInput } from '@shared/schemas/checkout';

export type PricedOrderLine = {
  productId: string;
  name: string;
  quantity: number;
  selectedOptions: SelectedOption[];
  /** Half-and-half: every part, the product first; empty for a whole item. */
  parts: OrderItemPart[];
  unitPriceCents: number;
  totalPriceCents: number;
};

/** `sold_out_until` as JSON gives it: a timestamp string, or null. */
type SoldOutUntil = string | null;

/** The menu rows that price a cart: its products, their option groups and those groups' variations. */
export type MenuPrices = {
  products: {
    id: string;
    name: string;
    priceCents: number;
    active: boolean;
    soldOutUntil: SoldOutUntil;
    maxParts: number;
  }[];
  /** Which products each product sold in parts may be split into. */
  flavours: { productId: string; flavourId: string }[];
  options: {
    id: string;
    productId: string;
    title: string;
    minChoices: number;
    maxChoices: number;
    repeatable: boolean;
    sortOrder: number;
  }[];
  variations: {
    id: string;
    name: string;
    priceCents: number;
    optionId: string;
    productId: string;
    sortOrder: number;
    soldOutUntil: SoldOutUntil;
  }[];
};

/** 'Esgotado hoje' still holds at `now` (docs/product.md#sold-out-today). */
export const soldOutAt = (until: SoldOutUntil, now: Date) => until !== null && Date.parse(until) > now.getTime();

/** Every product a cart names: its lines' products and their parts' flavours. */
export const cartProductIds = (items: OrderLineInput[]) =>
  new Set(items.flatMap((i) => [i.productId, ...i.flavourIds]));

/** The cart's distinct product ids as one PostgreSQL array literal (the ids are uuids, checked by the schema). */
export const productIdsParam = (items: OrderLineInput[]) => `{${[...cartProductIds(items)].join(',')}}`;

/**
 * The menu rows of the given products (`ids`: productIdsParam, or a placeholder for it) as
 * one JSON value, to put in a select list: one statement however many lines the cart has.
 * Each list in a fixed order, so two reads of unchanged rows give equal values (write-order.ts).
 */
export function menuPricesSql(ids: unknown): SQL<MenuPrices> {
  return sql<MenuPrices>`json_build_object(
    'products', coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name, 'priceCents', p.price_cents, 'active', p.active, 'soldOutUntil', p.sold_out_until, 'maxParts', p.max_parts) order by p.id)
      from products p where p.id = any(${ids}::uuid[])), '[]'::json),
    'options', coalesce((select json_agg(json_build_object('id', o.id, 'productId', o.product_id, 'title', o.title, 'minChoices', o.min_choices, 'maxChoices', o.max_choices, 'repeatable', o.repeatable, 'sortOrder', o.sort_order) order by o.sort_order, o.id)
      from product_options o where o.product_id = any(${ids}::uuid[])), '[]'::json),
    'variations', coalesce((select json_agg(json_build_object('id', v.id, 'name', v.name, 'priceCents', v.price_cents, 'optionId', v.option_id, 'productId', o.product_id, 'sortOrder', v.sort_order, 'soldOutUntil', v.sold_out_until) order by v.id)
      from option_variations v join product_options o on o.id = v.option_id where o.product_id = any(${ids}::uuid[])), '[]'::json),
    'flavours', coalesce((select json_agg(json_build_object('productId', f.product_id, 'flavourId', f.flavour_id) order by f.product_id, f.flavour_id)
      from product_flavours f where f.product_id = any(${ids}::uuid[])), '[]'::json))`;
}

const lineLimitMessage = (name: string) =>
  `"${name}" passa do limite de ${formatBRL(MAX_LINE_TOTAL_CENTS)} por item. Diminua a quantidade.`;

/** A cart line the menu cannot price as it is, with the pt-BR refusal placing it would give. */
export type LineRefusal = { reason: UnavailableReason; message: string; name: string | null };
export type LinePrice = { ok: true; line: PricedOrderLine } | ({ ok: false } & LineRefusal);

/**
 * Every line of a cart priced from the menu rows (docs/product.md#pricing), each on its own: the
 * browser sends ids and quantities only. A line is refused for an unknown, inactive or sold-out
 * product, a variation of another product or sold out, choices outside a group's limits
 * (src/shared/option-choices.ts), or a total above MAX_LINE_TOTAL_CENTS. A quote reports each refusal; an order refuses on the first
 * (priceLines).
 */
export function priceEachLine(
  menu: MenuPrices,
  items: OrderLineInput[],
  now: Date,
  partsPricing: PartsPricing,
): LinePrice[] {
  const at = {
    menu,
    now,
    partsPricing,
    productById: new Map(menu.products.map((p) => [p.id, p])),
    variationById: new Map(menu.variations.map((v) => [v.id, v])),
  };
  return items.map((item) => priceLine(at, item));
}

type PricingContext = {
  menu: MenuPrices;
  now: Date;
  partsPricing: PartsPricing;
  productById: Map<string, MenuPrices['products'][number]>;
  variationById: Map<string, MenuPrices['variations'][number]>;
};

const refusal = (reason: UnavailableReason, message: string, name: string | null): LinePrice => ({
  ok: false,
  reason,
  message,
  name,
});

type MenuProduct = MenuPrices['products'][number];

function priceLine(at: PricingContext, item: OrderLineInput): LinePrice {
  const p = at.productById.get(item.productId);
  if (!p)
    return refusal(
      'product_unavailable',
      'Um produto do seu carrinho não está mais disponível. Remova-o e tente novamente.',
      null,
    );
  const unsold = productRefusal(p, at.now);
  if (unsold) return unsold;
  const parts = lineParts(at, p, item.flavourIds);
  if (!Array.isArray(parts)) return parts;
  const selectedOptions = lineOptions(at, p, item.variationIds);
  if (!Array.isArray(selectedOptions)) return selectedOptions;
  const basePriceCents = parts.length
    ? partsPriceCents(
        parts.map((part) => part.priceCents),
        at.partsPricing,
      )
    : p.priceCents;
  const priced = { basePriceCents, selectedOptions, quantity: item.quantity };
  if (lineTotalCents(priced) > MAX_LINE_TOTAL_CENTS) return refusal('line_limit', lineLimitMessage(p.name), p.name);
  return {
    ok: true,
    line: {
      productId: p.id,
      name: p.name,
      quantity: item.quantity,
      selectedOptions,
      parts,
      unitPriceCents: unitPriceCents(priced),
      totalPriceCents: lineTotalCents(priced),
    },
  };
}

/** Why a line's product cannot be sold (inactive, sold out today), or null when it can. */
function productRefusal(p: MenuProduct, now: Date): LinePrice | null {
  if (!p.active)
    return refusal(
      'product_unavailable',
      `"${p.name}" não está mais disponível. Remova-o do carrinho e tente novamente.`,
      p.name,
    );
  if (soldOutAt(p.soldOutUntil, now))
    return refusal('sold_out', `"${p.name}" esgotou por hoje. Remova-o do carrinho e tente novamente.`, p.name);
  return null;
}

/**
 * The line's chosen options, group by group in the product page's order: each variation must be
 * the product's and on sale today, and each group's choices within its limits; or the refusal.
 */
function lineOptions(at: PricingContext, p: MenuProduct, variationIds: string[]): SelectedOption[] | LinePrice {
  const { menu, now, variationById } = at;
  const counts = countChoices(variationIds);
  for (const id of counts.keys()) {
    const v = variationById.get(id);
    if (!v || v.productId !== p.id)
      return refusal('invalid_option', `Opção inválida para "${p.name}". Monte o item de novo.`, p.name);
    if (soldOutAt(v.soldOutUntil, now))
      return refusal('sold_out', `"${v.name}" esgotou por hoje. Escolha outra opção para "${p.name}".`, p.name);
  }
  const groups = menu.options.filter((o) => o.productId === p.id).sort((a, b) => a.sortOrder - b.sortOrder);
  const selectedOptions: SelectedOption[] = [];
  for (const g of groups) {
    // The group's chosen variations in the product page's order, each with the times it was taken.
    const taken = menu.variations
      .filter((v) => v.optionId === g.id && counts.has(v.id))
      .sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));
    const check = checkGroup(
      g,
      taken.map((v) => counts.get(v.id)!),
    );
    if (!check.ok) return groupRefusal(g, check, p.name);
    for (const v of taken)
      selectedOptions.push({
        optionId: g.id,
        title: g.title,
        variationId: v.id,
        name: v.name,
        priceCents: v.priceCents,
        quantity: counts.get(v.id)!,
      });
  }
  return selectedOptions;
}

/** The pt-BR refusal for a group whose choices are outside its limits. */
function groupRefusal(
  g: MenuPrices['options'][number],
  check: Extract<GroupCheck, { ok: false }>,
  name: string,
): LinePrice {
  if (check.problem === 'missing')
    return refusal(
      'missing_choice',
      g.minChoices === 1 && g.maxChoices === 1
        ? `Escolha uma opção em "${g.title}" para "${name}".`
        : `Escolha mais ${check.missing} em "${g.title}" para "${name}".`,
      name,
    );
  return refusal(
    'too_many_choices',
    check.problem === 'repeated'
      ? `Cada opção de "${g.title}" pode ser escolhida uma vez só em "${name}".`
      : g.maxChoices === 1
        ? `Escolha apenas uma opção em "${g.title}" para "${name}".`
        : `Escolha no máximo ${g.maxChoices} opções em "${g.title}" para "${name}".`,
    name,
  );
}

/**
 * The parts of a half-and-half line (docs/product.md#half-and-half): the product, then each
 * flavour, which must be one the product may be split into, on sale today, and no more parts
 * than the product allows; [] for a whole item, or the refusal.
 */
function lineParts(at: PricingContext, p: MenuProduct, flavourIds: string[]): OrderItemPart[] | LinePrice {
  if (flavourIds.length === 0) return [];
  const refuse = (reason: UnavailableReason, message: string): LinePrice => ({
    ok: false,
    reason,
    message,
    name: p.name,
  });
  if (1 + flavourIds.length > p.maxParts)
    return refuse(
      'too_many_choices',
      p.maxParts === 1
        ? `"${p.name}" não pode ser dividido em sabores.`
        : `"${p.name}" pode ser dividido em até ${p.maxParts} sabores.`,
    );
  if (new Set(flavourIds).size !== flavourIds.length)
    return refuse('invalid_option', `Escolha sabores diferentes para "${p.name}".`);
  const parts: OrderItemPart[] = [{ productId: p.id, name: p.name, priceCents: p.priceCents }];
  for (const id of flavourIds) {
    const f = at.productById.get(id);
    const allowed = at.menu.flavours.some((x) => x.productId === p.id && x.flavourId === id);
    if (!f || !f.active || !allowed)
      return refuse('invalid_option', `Sabor inválido para "${p.name}". Monte o item de novo.`);
    if (soldOutAt(f.soldOutUntil, at.now))
      return refuse('sold_out', `"${f.name}" esgotou por hoje. Escolha outro sabor para "${p.name}".`);
    parts.push({ productId: f.id, name: f.name, priceCents: f.priceCents });
  }
  return parts;
}

/** The sum of priced lines. */
export const linesSubtotalCents = (lines: PricedOrderLine[]) =>
  subtotalCents(lines.map((l) => ({ basePriceCents: l.unitPriceCents, selectedOptions: [], quantity: l.quantity })));

/** Every line of an order priced (priceEachLine), refusing the order with a 400 on its first bad line. */
export function priceLines(
  menu: MenuPrices,
  items: OrderLineInput[],
  now: Date,
  partsPricing: PartsPricing,
): { lines: PricedOrderLine[]; subtotalCents: number } {
  const lines = priceEachLine(menu, items, now, partsPricing).map((r) => {
    if (!r.ok) throw new AppError(400, r.message, r.reason);
    return r.line;
  });
  return { lines, subtotalCents: linesSubtotalCents(lines) };
}
