import { describe, expect, it } from 'vitest';
import type { ProductDetail, ProductOptionGroup } from '@shared/menu';
import { lineTotalCents, variationIdsOf } from '@shared/pricing';
import {
  choicesComplete,
  pendingChoice,
  productLine,
  selectedOptions,
  setTaken,
  type Choices,
} from './product-selection';

const v = (id: string, name: string, priceCents: number) => ({ id, name, priceCents, soldOut: false });
const size: ProductOptionGroup = {
  id: 'g1',
  title: 'Sabor',
  minChoices: 1,
  maxChoices: 1,
  repeatable: false,
  variations: [v('v1', 'Coca-Cola', 0), v('v2', 'Coca-Cola Zero', 50)],
};
const sauces: ProductOptionGroup = {
  id: 'g2',
  title: 'Molhos',
  minChoices: 0,
  maxChoices: 3,
  repeatable: true,
  variations: [v('v3', 'Tahine', 300), v('v4', 'Alho', 250)],
};
const extras: ProductOptionGroup = {
  id: 'g3',
  title: 'Extras',
  minChoices: 2,
  maxChoices: 3,
  repeatable: false,
  variations: [v('v5', 'Gelo', 0), v('v6', 'Limão', 100), v('v7', 'Hortelã', 100), v('v8', 'Canudo', 0)],
};
const groups = [size, sauces, extras];

describe('product selection', () => {
  it('says what the first unsatisfied group still needs, and gates the add button on all', () => {
    let c: Choices = {};
    expect(pendingChoice(groups, c)).toBe('Escolha mais 1 em Sabor');
    c = setTaken(c, size, 'v1', 1);
    expect(pendingChoice(groups, c)).toBe('Escolha mais 2 em Extras');
    c = setTaken(c, extras, 'v5', 1);
    expect(pendingChoice(groups, c)).toBe('Escolha mais 1 em Extras');
    expect(choicesComplete(groups, c)).toBe(false);
    c = setTaken(c, extras, 'v6', 1);
    expect(pendingChoice(groups, c)).toBeNull();
    expect(choicesComplete(groups, c)).toBe(true);
  });

  it('replaces the earlier choice in a one-choice group, adds in the others', () => {
    let c = setTaken(setTaken({}, size, 'v1', 1), size, 'v2', 1);
    expect(c.g1).toEqual({ v2: 1 });
    c = setTaken(setTaken(c, extras, 'v5', 1), extras, 'v6', 1);
    expect(c.g3).toEqual({ v5: 1, v6: 1 });
    expect(setTaken(c, extras, 'v5', 0).g3).toEqual({ v6: 1 });
  });

  it('counts a repeated choice in the price and in the ids the cart sends', () => {
    let c = setTaken({}, size, 'v2', 1);
    c = setTaken(c, sauces, 'v3', 2);
    c = setTaken(setTaken(c, extras, 'v5', 1), extras, 'v6', 1);
    const opts = selectedOptions(groups, c);
    expect(opts.map((o) => [o.name, o.quantity])).toEqual([
      ['Coca-Cola Zero', 1],
      ['Tahine', 2],
      ['Gelo', 1],
      ['Limão', 1],
    ]);
    expect(lineTotalCents({ basePriceCents: 600, selectedOptions: opts, quantity: 3 })).toBe(
      (600 + 50 + 2 * 300 + 0 + 100) * 3,
    );
    expect(variationIdsOf(opts)).toEqual(['v2', 'v3', 'v3', 'v5', 'v6']);
  });

  it('holds a group to its maximum', () => {
    const c = setTaken({}, sauces, 'v3', 4);
    expect(pendingChoice([sauces], c)).toBe('Escolha no máximo 3 em Molhos');
  });
});

describe('product line', () => {
  const flavour = (id: string, priceCents: number) => ({ id, name: id, priceCents, soldOut: false });
  const pizza: ProductDetail = {
    id: 'p1',
    categoryId: 'c1',
    name: 'Calabresa',
    description: '',
    priceCents: 4000,
    imageUrl: null,
    popular: false,
    vegetarian: false,
    hasOptions: true,
    soldOut: false,
    categoryName: 'Pizzas',
    options: [size],
    parts: { max: 3, flavours: [flavour('f1', 5000), flavour('f2', 4500)] },
  };
  const chosen = { choices: setTaken({}, size, 'v2', 1), quantity: 2 };
  const options = selectedOptions(pizza.options, chosen.choices);

  it('prices the parts as the store says, then the options and the quantity', () => {
    const line = productLine(pizza, { ...chosen, flavours: ['f1', 'f2'], options }, 'average');
    expect(line.parts.map((x) => x.productId)).toEqual(['p1', 'f1', 'f2']);
    expect(line.basePriceCents).toBe(4500);
    expect(line.totalCents).toBe((4500 + 50) * 2);
    expect(line).toMatchObject({ complete: true, blocker: null });
    expect(productLine(pizza, { ...chosen, flavours: [], options }, 'max').basePriceCents).toBe(4000);
  });

  it('names what keeps it from the cart: sold out first, then a flavour, then an option', () => {
    const none = { flavours: ['f1', ''], choices: {}, options: [], quantity: 1 };
    expect(productLine({ ...pizza, soldOut: true }, none, 'max')).toMatchObject({
      complete: false,
      blocker: 'Esgotado hoje',
    });
    expect(productLine(pizza, none, 'max').blocker).toBe('Escolha o 3º sabor');
    expect(productLine(pizza, { ...none, flavours: ['f1'] }, 'max').blocker).toBe('Escolha mais 1 em Sabor');
  });
});
