import { inArray, eq } from 'drizzle-orm';
import { lineTotalCents, subtotalCents, unitPriceCents, type SelectedOption } from '@shared/pricing';
import type { OrderLineInput } from '@shared/schemas/checkout';
import type { Db } from '../../db/client';
import { optionVariations, productOptions, products } from '../../db/schema';
import { AppError } from '../../http/errors';

export type PricedOrderLine = {
  productId: string;
  name: string;
  quantity: number;
  selectedOptions: SelectedOption[];
  unitPriceCents: number;
  totalPriceCents: number;
};

const refuse = (message: string, code: string) => new AppError(400, message, code);

/**
 * Every price of an order from the database (design.md §5): the browser sends ids and
 * quantities only. Refuses unknown or inactive products, variations of another product, a
 * missing required choice and two choices in one group.
 */
export async function priceLines(db: Pick<Db, 'select'>, items: OrderLineInput[]): Promise<{ lines: PricedOrderLine[]; subtotalCents: number }> {
  const ids = [...new Set(items.map((i) => i.productId))];
  const [productRows, optionRows, variationRows] = await Promise.all([
    db.select({ id: products.id, name: products.name, priceCents: products.priceCents, active: products.active }).from(products).where(inArray(products.id, ids)),
    db.select().from(productOptions).where(inArray(productOptions.productId, ids)),
    db
      .select({ id: optionVariations.id, name: optionVariations.name, priceCents: optionVariations.priceCents, optionId: optionVariations.optionId, productId: productOptions.productId })
      .from(optionVariations)
      .innerJoin(productOptions, eq(optionVariations.optionId, productOptions.id))
      .where(inArray(productOptions.productId, ids)),
  ]);
  const productById = new Map(productRows.map((p) => [p.id, p]));
  const variationById = new Map(variationRows.map((v) => [v.id, v]));

  const lines = items.map((item): PricedOrderLine => {
    const p = productById.get(item.productId);
    if (!p) throw refuse('Um produto do seu carrinho não está mais disponível. Remova-o e tente novamente.', 'product_unavailable');
    if (!p.active) throw refuse(`"${p.name}" não está mais disponível. Remova-o do carrinho e tente novamente.`, 'product_unavailable');
    const chosen = item.variationIds.map((id) => {
      const v = variationById.get(id);
      if (!v || v.productId !== p.id) throw refuse(`Opção inválida para "${p.name}". Monte o item de novo.`, 'invalid_option');
      return v;
    });
    const options = optionRows.filter((o) => o.productId === p.id).sort((a, b) => a.sortOrder - b.sortOrder);
    const selectedOptions: SelectedOption[] = [];
    for (const o of options) {
      const inGroup = chosen.filter((v) => v.optionId === o.id);
      if (inGroup.length > 1) throw refuse(`Escolha apenas uma opção em "${o.title}" para "${p.name}".`, 'too_many_choices');
      if (o.required && inGroup.length === 0) throw refuse(`Escolha uma opção em "${o.title}" para "${p.name}".`, 'missing_choice');
      const v = inGroup[0];
      if (v) selectedOptions.push({ optionId: o.id, title: o.title, variationId: v.id, name: v.name, priceCents: v.priceCents });
    }
    const priced = { basePriceCents: p.priceCents, selectedOptions, quantity: item.quantity };
    return {
      productId: p.id,
      name: p.name,
      quantity: item.quantity,
      selectedOptions,
      unitPriceCents: unitPriceCents(priced),
      totalPriceCents: lineTotalCents(priced),
    };
  });
  return {
    lines,
    subtotalCents: subtotalCents(lines.map((l) => ({ basePriceCents: l.unitPriceCents, selectedOptions: [], quantity: l.quantity }))),
  };
}
