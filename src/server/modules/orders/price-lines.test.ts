import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { priceEachLine, priceLines, type MenuPrices } from './price-lines';
import { quoteFrom } from './quote';

// One pricing for quotes and orders (docs/product.md#pricing): each line on its own, the order refused on its first bad line.

const P = { burger: '10000000-0000-4000-8000-000000000001', juice: '10000000-0000-4000-8000-000000000002' };
const O = { size: '20000000-0000-4000-8000-000000000001', extra: '20000000-0000-4000-8000-000000000002' };
const V = {
  normal: '30000000-0000-4000-8000-000000000001',
  big: '30000000-0000-4000-8000-000000000002',
  bacon: '30000000-0000-4000-8000-000000000003',
};
const GONE = '10000000-0000-4000-8000-00000000dead';

const menu: MenuPrices = {
  products: [
    { id: P.burger, name: 'X-Burguer', priceCents: 2500, active: true },
    { id: P.juice, name: 'Suco', priceCents: 900, active: false },
  ],
  options: [
    { id: O.size, productId: P.burger, title: 'Tamanho', required: true, sortOrder: 0 },
    { id: O.extra, productId: P.burger, title: 'Extra', required: false, sortOrder: 1 },
  ],
  variations: [
    { id: V.normal, name: 'Normal', priceCents: 0, optionId: O.size, productId: P.burger },
    { id: V.big, name: 'Grande', priceCents: 500, optionId: O.size, productId: P.burger },
    { id: V.bacon, name: 'Bacon', priceCents: 300, optionId: O.extra, productId: P.burger },
  ],
};
const burger = (variationIds: string[], quantity = 1) => ({ productId: P.burger, variationIds, quantity });

describe('priceEachLine', () => {
  it('prices a line from the menu rows: base + chosen variations, times the quantity', () => {
    const [r] = priceEachLine(menu, [burger([V.bacon, V.big], 2)]);
    expect(r).toEqual({
      ok: true,
      line: {
        productId: P.burger,
        name: 'X-Burguer',
        quantity: 2,
        // In the groups' order, whatever the order of the ids.
        selectedOptions: [
          { optionId: O.size, title: 'Tamanho', variationId: V.big, name: 'Grande', priceCents: 500 },
          { optionId: O.extra, title: 'Extra', variationId: V.bacon, name: 'Bacon', priceCents: 300 },
        ],
        unitPriceCents: 3300,
        totalPriceCents: 6600,
      },
    });
  });

  it('says why each line it cannot price is refused, and prices the others', () => {
    const results = priceEachLine(menu, [
      { productId: GONE, variationIds: [], quantity: 1 },
      { productId: P.juice, variationIds: [], quantity: 1 },
      burger([V.normal, '30000000-0000-4000-8000-00000000beef']),
      burger([V.normal, V.big]),
      burger([V.bacon]),
      burger([V.normal]),
    ]);
    expect(results.map((r) => (r.ok ? r.line.totalPriceCents : [r.reason, r.name, r.message]))).toEqual([
      ['product_unavailable', null, 'Um produto do seu carrinho não está mais disponível. Remova-o e tente novamente.'],
      ['product_unavailable', 'Suco', '"Suco" não está mais disponível. Remova-o do carrinho e tente novamente.'],
      ['invalid_option', 'X-Burguer', 'Opção inválida para "X-Burguer". Monte o item de novo.'],
      ['too_many_choices', 'X-Burguer', 'Escolha apenas uma opção em "Tamanho" para "X-Burguer".'],
      ['missing_choice', 'X-Burguer', 'Escolha uma opção em "Tamanho" para "X-Burguer".'],
      2500,
    ]);
  });
});

describe('priceLines (an order)', () => {
  it('sums the lines', () => {
    expect(priceLines(menu, [burger([V.big], 2), burger([V.normal])]).subtotalCents).toBe(8500);
  });

  it('refuses the order with a 400 on its first bad line', () => {
    const refusal = (() => {
      try {
        priceLines(menu, [burger([V.normal]), { productId: P.juice, variationIds: [], quantity: 1 }, burger([])]);
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
  const store = { minOrderCents: 2500, freeDeliveryThresholdCents: 8000 } as Parameters<typeof quoteFrom>[0];
  const fee = { status: 'distance' as const, feeCents: 500, distanceKm: 0.7, message: null };

  it('counts the available lines only, and applies free delivery as an order does', () => {
    const q = quoteFrom(store, menu, [burger([V.big]), { productId: P.juice, variationIds: [], quantity: 1 }], fee);
    expect(q).toMatchObject({ subtotalCents: 3000, deliveryFeeCents: 500, totalCents: 3500, minOrderCents: 2500 });
    expect(q.lines[1]).toMatchObject({ available: false, productId: P.juice, name: 'Suco', quantity: 1 });
    expect(quoteFrom(store, menu, [burger([V.big], 3)], fee)).toMatchObject({ deliveryFeeCents: 0, totalCents: 9000 });
    expect(quoteFrom(store, menu, [burger([V.big])], null)).toMatchObject({ deliveryFeeCents: null, totalCents: 3000 });
  });
});
