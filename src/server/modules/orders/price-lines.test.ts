import { describe, expect, it } from 'vitest';
import { AppError } from '@server/http/errors';
import { priceEachLine, priceLines, type MenuPrices } from './price-lines';
import { quoteFrom } from './quote';

// One pricing for quotes and orders (docs/product.md#pricing): each line on its own, the order refused on its first bad line.

const P = { burger: '10000000-0000-4000-8000-000000000001', juice: '10000000-0000-4000-8000-000000000002' };
const O = {
  size: '20000000-0000-4000-8000-000000000001',
  extra: '20000000-0000-4000-8000-000000000002',
  sauces: '20000000-0000-4000-8000-000000000003',
};
const V = {
  normal: '30000000-0000-4000-8000-000000000001',
  big: '30000000-0000-4000-8000-000000000002',
  bacon: '30000000-0000-4000-8000-000000000003',
  tahine: '30000000-0000-4000-8000-000000000004',
  garlic: '30000000-0000-4000-8000-000000000005',
  pepper: '30000000-0000-4000-8000-000000000006',
};
const NOW = new Date('2026-11-24T15:00:00Z');
const LATER = '2026-11-25T14:00:00+00:00';
const EARLIER = '2026-11-24T10:00:00+00:00';
const GONE = '10000000-0000-4000-8000-00000000dead';

const menu: MenuPrices = {
  products: [
    { id: P.burger, name: 'X-Burguer', priceCents: 2500, active: true, soldOutUntil: EARLIER, maxParts: 1 },
    { id: P.juice, name: 'Suco', priceCents: 900, active: false, soldOutUntil: null, maxParts: 1 },
  ],
  options: [
    {
      id: O.size,
      productId: P.burger,
      title: 'Tamanho',
      minChoices: 1,
      maxChoices: 1,
      repeatable: false,
      sortOrder: 0,
    },
    { id: O.extra, productId: P.burger, title: 'Extra', minChoices: 0, maxChoices: 1, repeatable: false, sortOrder: 1 },
    {
      id: O.sauces,
      productId: P.burger,
      title: 'Molhos',
      minChoices: 0,
      maxChoices: 3,
      repeatable: true,
      sortOrder: 2,
    },
  ],
  variations: [
    {
      id: V.normal,
      name: 'Normal',
      priceCents: 0,
      optionId: O.size,
      productId: P.burger,
      sortOrder: 0,
      soldOutUntil: null,
    },
    {
      id: V.big,
      name: 'Grande',
      priceCents: 500,
      optionId: O.size,
      productId: P.burger,
      sortOrder: 1,
      soldOutUntil: null,
    },
    {
      id: V.bacon,
      name: 'Bacon',
      priceCents: 300,
      optionId: O.extra,
      productId: P.burger,
      sortOrder: 0,
      soldOutUntil: null,
    },
    {
      id: V.tahine,
      name: 'Tahine',
      priceCents: 300,
      optionId: O.sauces,
      productId: P.burger,
      sortOrder: 0,
      soldOutUntil: null,
    },
    {
      id: V.garlic,
      name: 'Alho',
      priceCents: 250,
      optionId: O.sauces,
      productId: P.burger,
      sortOrder: 1,
      soldOutUntil: null,
    },
    {
      id: V.pepper,
      name: 'Pimenta',
      priceCents: 200,
      optionId: O.sauces,
      productId: P.burger,
      sortOrder: 2,
      soldOutUntil: LATER,
    },
  ],
  flavours: [],
};
const burger = (variationIds: string[], quantity = 1) => ({
  productId: P.burger,
  variationIds,
  flavourIds: [],
  quantity,
});

describe('priceEachLine', () => {
  it('prices a line from the menu rows: base + chosen variations, times the quantity', () => {
    const [r] = priceEachLine(menu, [burger([V.bacon, V.big], 2)], NOW, 'max');
    expect(r).toEqual({
      ok: true,
      line: {
        productId: P.burger,
        name: 'X-Burguer',
        quantity: 2,
        // In the groups' order, whatever the order of the ids.
        selectedOptions: [
          { optionId: O.size, title: 'Tamanho', variationId: V.big, name: 'Grande', priceCents: 500, quantity: 1 },
          { optionId: O.extra, title: 'Extra', variationId: V.bacon, name: 'Bacon', priceCents: 300, quantity: 1 },
        ],
        parts: [],
        unitPriceCents: 3300,
        totalPriceCents: 6600,
      },
    });
  });

  it('says why each line it cannot price is refused, and prices the others', () => {
    const results = priceEachLine(
      menu,
      [
        { productId: GONE, variationIds: [], flavourIds: [], quantity: 1 },
        { productId: P.juice, variationIds: [], flavourIds: [], quantity: 1 },
        burger([V.normal, '30000000-0000-4000-8000-00000000beef']),
        burger([V.normal, V.big]),
        burger([V.bacon]),
        burger([V.normal]),
      ],
      NOW,
      'max',
    );
    expect(results.map((r) => (r.ok ? r.line.totalPriceCents : [r.reason, r.name, r.message]))).toEqual([
      ['product_unavailable', null, 'Um produto do seu carrinho não está mais disponível. Remova-o e tente novamente.'],
      ['product_unavailable', 'Suco', '"Suco" não está mais disponível. Remova-o do carrinho e tente novamente.'],
      ['invalid_option', 'X-Burguer', 'Opção inválida para "X-Burguer". Monte o item de novo.'],
      ['too_many_choices', 'X-Burguer', 'Escolha apenas uma opção em "Tamanho" para "X-Burguer".'],
      ['missing_choice', 'X-Burguer', 'Escolha uma opção em "Tamanho" para "X-Burguer".'],
      2500,
    ]);
  });

  it('counts a choice taken twice where its group allows it, and holds every group to its limits', () => {
    const results = priceEachLine(
      menu,
      [
        burger([V.normal, V.tahine, V.garlic, V.tahine]),
        burger([V.normal, V.tahine, V.tahine, V.garlic, V.garlic]),
        burger([V.normal, V.bacon, V.bacon]),
        burger([V.normal, V.pepper]),
      ],
      NOW,
      'max',
    );
    expect(results[0]).toMatchObject({
      ok: true,
      line: {
        selectedOptions: [
          { name: 'Normal', quantity: 1 },
          { name: 'Tahine', priceCents: 300, quantity: 2 },
          { name: 'Alho', priceCents: 250, quantity: 1 },
        ],
        unitPriceCents: 2500 + 2 * 300 + 250,
      },
    });
    expect(results.slice(1).map((r) => (r.ok ? 'ok' : [r.reason, r.message]))).toEqual([
      ['too_many_choices', 'Escolha no máximo 3 opções em "Molhos" para "X-Burguer".'],
      ['too_many_choices', 'Cada opção de "Extra" pode ser escolhida uma vez só em "X-Burguer".'],
      ['sold_out', '"Pimenta" esgotou por hoje. Escolha outra opção para "X-Burguer".'],
    ]);
  });

  it('refuses a product sold out until later, and takes it again once the mark has passed', () => {
    const soldOut = { ...menu, products: menu.products.map((p) => ({ ...p, soldOutUntil: LATER })) };
    const [r] = priceEachLine(soldOut, [burger([V.normal])], NOW, 'max');
    expect(r).toMatchObject({
      ok: false,
      reason: 'sold_out',
      message: '"X-Burguer" esgotou por hoje. Remova-o do carrinho e tente novamente.',
    });
    expect(priceEachLine(soldOut, [burger([V.normal])], new Date(LATER), 'max')[0]!.ok).toBe(true);
  });

  it('asks for how many more a group with a minimum needs', () => {
    const atLeast2 = {
      ...menu,
      options: menu.options.map((o) => (o.id === O.sauces ? { ...o, minChoices: 2 } : o)),
    };
    const [r] = priceEachLine(atLeast2, [burger([V.normal, V.tahine])], NOW, 'max');
    expect(r).toMatchObject({ reason: 'missing_choice', message: 'Escolha mais 1 em "Molhos" para "X-Burguer".' });
  });
});

describe('priceLines (an order)', () => {
  it('sums the lines', () => {
    expect(priceLines(menu, [burger([V.big], 2), burger([V.normal])], NOW, 'max').subtotalCents).toBe(8500);
  });

  it('refuses the order with a 400 on its first bad line', () => {
    const refusal = (() => {
      try {
        priceLines(
          menu,
          [burger([V.normal]), { productId: P.juice, variationIds: [], flavourIds: [], quantity: 1 }, burger([])],
          NOW,
          'max',
        );
      } catch (err) {
        return err;
      }
    })() as AppError;
    expect(refusal).toBeInstanceOf(AppError);
    expect([refusal.status, refusal.code, refusal.message]).toEqual([
      400,
      'product_unavailable',
      '"Suco" não está mais disponível. Remova-o do carrinho e tente novamente.',
    ]);
  });
});

describe('quoteFrom', () => {
  const store = { minOrderCents: 2500, freeDeliveryThresholdCents: 8000, partsPricing: 'max' } as Parameters<
    typeof quoteFrom
  >[0];
  const fee = { status: 'distance' as const, feeCents: 500, distanceKm: 0.7, message: null };

  it('counts the available lines only, and applies free delivery as an order does', () => {
    const q = quoteFrom(
      store,
      menu,
      [burger([V.big]), { productId: P.juice, variationIds: [], flavourIds: [], quantity: 1 }],
      fee,
      NOW,
    );
    expect(q).toMatchObject({ subtotalCents: 3000, deliveryFeeCents: 500, totalCents: 3500, minOrderCents: 2500 });
    expect(q.lines[1]).toMatchObject({ available: false, productId: P.juice, name: 'Suco', quantity: 1 });
    expect(quoteFrom(store, menu, [burger([V.big], 3)], fee, NOW)).toMatchObject({
      deliveryFeeCents: 0,
      totalCents: 9000,
    });
    expect(quoteFrom(store, menu, [burger([V.big])], null, NOW)).toMatchObject({
      deliveryFeeCents: null,
      totalCents: 3000,
    });
  });
});

describe('half-and-half (docs/product.md#half-and-half)', () => {
  const Z = {
    zaatar: '40000000-0000-4000-8000-000000000001',
    calabresa: '40000000-0000-4000-8000-000000000002',
    kafta: '40000000-0000-4000-8000-000000000003',
    other: '40000000-0000-4000-8000-000000000004',
  };
  const pizza = (id: string, name: string, priceCents: number, extra: object = {}) => ({
    id,
    name,
    priceCents,
    active: true,
    soldOutUntil: null,
    maxParts: 3,
    ...extra,
  });
  const pizzas: MenuPrices = {
    products: [
      pizza(Z.zaatar, 'Pizza de Zaatar', 4990),
      pizza(Z.calabresa, 'Pizza de Calabresa', 5490),
      pizza(Z.kafta, 'Pizza de Kafta', 5990, { soldOutUntil: '2026-11-25T14:00:00+00:00' }),
      pizza(Z.other, 'Pizza de Atum', 5290),
    ],
    options: [],
    variations: [],
    flavours: [
      { productId: Z.zaatar, flavourId: Z.calabresa },
      { productId: Z.zaatar, flavourId: Z.kafta },
    ],
  };
  const half = (flavourIds: string[]) => ({ productId: Z.zaatar, variationIds: [], flavourIds, quantity: 2 });

  it('prices the parts at the dearest one or at their average, and keeps every part on the line', () => {
    const [dearest] = priceEachLine(pizzas, [half([Z.calabresa])], NOW, 'max');
    expect(dearest).toMatchObject({
      ok: true,
      line: {
        parts: [
          { productId: Z.zaatar, name: 'Pizza de Zaatar', priceCents: 4990 },
          { productId: Z.calabresa, name: 'Pizza de Calabresa', priceCents: 5490 },
        ],
        unitPriceCents: 5490,
        totalPriceCents: 10980,
      },
    });
    const [average] = priceEachLine(pizzas, [half([Z.calabresa])], NOW, 'average');
    expect(average).toMatchObject({ ok: true, line: { unitPriceCents: 5240 } });
    const [whole] = priceEachLine(pizzas, [half([])], NOW, 'average');
    expect(whole).toMatchObject({ ok: true, line: { parts: [], unitPriceCents: 4990 } });
  });

  it('refuses a flavour outside the set, sold out, repeated, or more parts than allowed', () => {
    const refusals = priceEachLine(
      { ...pizzas, products: pizzas.products.map((p) => ({ ...p, maxParts: p.id === Z.calabresa ? 1 : 2 })) },
      [
        half([Z.other]),
        half([Z.kafta]),
        half([Z.calabresa, Z.calabresa]),
        half([Z.calabresa, Z.other]),
        { productId: Z.calabresa, variationIds: [], flavourIds: [Z.zaatar], quantity: 1 },
      ],
      NOW,
      'max',
    );
    expect(refusals.map((r) => (r.ok ? 'ok' : [r.reason, r.message]))).toEqual([
      ['invalid_option', 'Sabor inválido para "Pizza de Zaatar". Monte o item de novo.'],
      ['sold_out', '"Pizza de Kafta" esgotou por hoje. Escolha outro sabor para "Pizza de Zaatar".'],
      ['too_many_choices', '"Pizza de Zaatar" pode ser dividido em até 2 sabores.'],
      ['too_many_choices', '"Pizza de Zaatar" pode ser dividido em até 2 sabores.'],
      ['too_many_choices', '"Pizza de Calabresa" não pode ser dividido em sabores.'],
    ]);
  });
});
