import { sql, type SQL } from 'drizzle-orm';
import { lineTotalCents, subtotalCents, unitPriceCents, type SelectedOption } from '@shared/pricing';
import type { UnavailableReason } from '@shared/contract/orders';
import type { OrderLineInput } from '@shared/schemas/checkout';
import { AppError } from '../../http/errors';

export type PricedOrderLine = {
  productId: string;
  name: string;
  quantity: number;
  selectedOptions: SelectedOption[];
  unitPriceCents: number;
  totalPriceCents: number;
};

/** The menu rows that price a cart: its products, their option groups and those groups' variations. */
export type MenuPrices = {
  products: { id: string; name: string; priceCents: number; active: boolean }[];
  options: { id: string; productId: string; title: string; required: boolean; sortOrder: number }[];
  variations: { id: string; name: string; priceCents: number; optionId: string; productId: string }[];
};

/** The cart's distinct product ids as one PostgreSQL array literal (the ids are uuids, checked by the schema). */
export const productIdsParam = (items: OrderLineInput[]) =>
  `{${[...new Set(items.map((i) => i.productId))].join(',')}}`;

/**
 * The menu rows of the given products (`ids`: productIdsParam, or a placeholder for it) as
 * one JSON value, to put in a select list: one statement however many lines the cart has.
 * Each list in a fixed order, so two reads of unchanged rows give equal values (write-order.ts).
 */
export function menuPricesSql(ids: unknown): SQL<MenuPrices> {
  return sql<MenuPrices>`json_build_object(
    'products', coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name, 'priceCents', p.price_cents, 'active', p.active) order by p.id)
      from products p where p.id = any(${ids}::uuid[])), '[]'::json),
    'options', coalesce((select json_agg(json_build_object('id', o.id, 'productId', o.product_id, 'title', o.title, 'required', o.required, 'sortOrder', o.sort_order) order by o.sort_order, o.id)
      from product_options o where o.product_id = any(${ids}::uuid[])), '[]'::json),
    'variations', coalesce((select json_agg(json_build_object('id', v.id, 'name', v.name, 'priceCents', v.price_cents, 'optionId', v.option_id, 'productId', o.product_id) order by v.id)
      from option_variations v join product_options o on o.id = v.option_id where o.product_id = any(${ids}::uuid[])), '[]'::json))`;
}

/** A cart line the menu cannot price as it is, with the pt-BR refusal placing it would give. */
export type LineRefusal = { reason: UnavailableReason; message: string; name: string | null };
export type LinePrice = { ok: true; line: PricedOrderLine } | ({ ok: false } & LineRefusal);

/**
 * Every line of a cart priced from the menu rows (docs/product.md#pricing), each on its own: the
 * browser sends ids and quantities only. A line is refused for an unknown or inactive product,
 * a variation of another product, a missing required choice or two choices in one group. A
 * quote reports each refusal; an order refuses on the first (priceLines).
 */
export function priceEachLine(menu: MenuPrices, items: OrderLineInput[]): LinePrice[] {
  const productById = new Map(menu.products.map((p) => [p.id, p]));
  const variationById = new Map(menu.variations.map((v) => [v.id, v]));

  return items.map((item): LinePrice => {
    const refuse = (reason: UnavailableReason, message: string, name: string | null): LinePrice => ({
      ok: false,
      reason,
      message,
      name,
    });
    const p = productById.get(item.productId);
    if (!p)
      return refuse(
        'product_unavailable',
        'Um produto do seu carrinho não está mais disponível. Remova-o e tente novamente.',
        null,
      );
    if (!p.active)
      return refuse(
        'product_unavailable',
        `"${p.name}" não está mais disponível. Remova-o do carrinho e tente novamente.`,
        p.name,
      );
    const chosen = [];
    for (const id of item.variationIds) {
      const v = variationById.get(id);
      if (!v || v.productId !== p.id)
        return refuse('invalid_option', `Opção inválida para "${p.name}". Monte o item de novo.`, p.name);
      chosen.push(v);
    }
    const options = menu.options.filter((o) => o.productId === p.id).sort((a, b) => a.sortOrder - b.sortOrder);
    const selectedOptions: SelectedOption[] = [];
    for (const o of options) {
      const inGroup = chosen.filter((v) => v.optionId === o.id);
      if (inGroup.length > 1)
        return refuse('too_many_choices', `Escolha apenas uma opção em "${o.title}" para "${p.name}".`, p.name);
      if (o.required && inGroup.length === 0)
        return refuse('missing_choice', `Escolha uma opção em "${o.title}" para "${p.name}".`, p.name);
      const v = inGroup[0];
      if (v)
        selectedOptions.push({
          optionId: o.id,
          title: o.title,
          variationId: v.id,
          name: v.name,
          priceCents: v.priceCents,
        });
    }
    const priced = { basePriceCents: p.priceCents, selectedOptions, quantity: item.quantity };
    return {
      ok: true,
      line: {
        productId: p.id,
        name: p.name,
        quantity: item.quantity,
        selectedOptions,
        unitPriceCents: unitPriceCents(priced),
        totalPriceCents: lineTotalCents(priced),
      },
    };
  });
}

/** The sum of priced lines. */
export const linesSubtotalCents = (lines: PricedOrderLine[]) =>
  subtotalCents(lines.map((l) => ({ basePriceCents: l.unitPriceCents, selectedOptions: [], quantity: l.quantity })));

/** Every line of an order priced (priceEachLine), refusing the order with a 400 on its first bad line. */
export function priceLines(
  menu: MenuPrices,
  items: OrderLineInput[],
): { lines: PricedOrderLine[]; subtotalCents: number } {
  const lines = priceEachLine(menu, items).map((r) => {
    if (!r.ok) throw new AppError(400, r.message, r.reason);
    return r.line;
  });
  return { lines, subtotalCents: linesSubtotalCents(lines) };
}
