import { describe, expect, it } from 'vitest';
import type { OrderQuote, QuoteLine } from '@shared/contract/orders';
import { applyQuote } from './cart-quote';
import type { CartLine } from './cart-store';

// The checkout's quote brought into the cart (docs/product.md#checkout).

const bacon = { optionId: 'o1', title: 'Extra', variationId: 'v1', name: 'Bacon', priceCents: 300, quantity: 1 };
const line = (id: string, name: string, basePriceCents: number, selectedOptions = [bacon]): CartLine => ({
  id,
  productId: `p-${id}`,
  name,
  image: null,
  basePriceCents,
  selectedOptions,
  parts: [],
  quantity: 2,
});
const priced = (l: CartLine, unitPriceCents: number, over: Partial<QuoteLine> = {}): QuoteLine =>
  ({
    available: true,
    productId: l.productId,
    name: l.name,
    quantity: l.quantity,
    selectedOptions: l.selectedOptions,
    parts: l.parts,
    unitPriceCents,
    totalPriceCents: unitPriceCents * l.quantity,
    ...over,
  }) as QuoteLine;
const quoteOf = (lines: QuoteLine[]): OrderQuote => ({
  lines,
  cashback: null,
  subtotalCents: 0,
  delivery: null,
  deliveryFeeCents: null,
  totalCents: 0,
  minOrderCents: 0,
  coupon: null,
  discountCents: 0,
});

describe('applyQuote', () => {
  const burger = line('a', 'X-Burguer', 2200);
  const juice = line('b', 'Suco', 900, []);

  it('leaves the cart alone when the server agrees', () => {
    const cart = [burger, juice];
    const r = applyQuote(cart, quoteOf([priced(burger, 2500), priced(juice, 900)]));
    expect(r).toEqual({ lines: cart, changed: false, notices: [], problems: new Map() });
    expect(r.lines).toBe(cart);
  });

  it('takes the new prices and says so, per unit', () => {
    const r = applyQuote([burger, juice], quoteOf([priced(burger, 2800), priced(juice, 900)]));
    expect(r.notices).toEqual(['O preço de X-Burguer mudou de R$ 25,00 para R$ 28,00.']);
    expect(r.lines[0]).toMatchObject({ id: 'a', basePriceCents: 2500, quantity: 2 });
    expect(r.lines[1]).toBe(juice);
  });

  it('takes a choice taken twice twice off the unit price to find the base price', () => {
    const twice = line('l2', 'X-Burger', 2200, [{ ...bacon, quantity: 2 }]);
    const r = applyQuote([twice], quoteOf([priced(twice, 2200 + 2 * 300)]));
    expect(r.changed).toBe(false);
    expect(r.notices).toEqual([]);
  });

  it('follows an option whose price changed, and a renamed product without a notice', () => {
    const dearer = { ...bacon, priceCents: 500 };
    const r = applyQuote([burger], quoteOf([priced(burger, 2700, { name: 'X-Burger', selectedOptions: [dearer] })]));
    expect(r.notices).toEqual(['O preço de X-Burger mudou de R$ 25,00 para R$ 27,00.']);
    expect(r.lines[0]).toMatchObject({ name: 'X-Burger', basePriceCents: 2200, selectedOptions: [dearer] });
    const renamed = applyQuote([juice], quoteOf([priced(juice, 900, { name: 'Suco de laranja' })]));
    expect([renamed.changed, renamed.notices, renamed.lines[0]!.name]).toEqual([true, [], 'Suco de laranja']);
  });

  it('removes a product no longer sold and flags a line whose options no longer fit', () => {
    const r = applyQuote(
      [burger, juice],
      quoteOf([
        {
          available: false,
          productId: burger.productId,
          name: 'X-Burguer',
          quantity: 2,
          reason: 'invalid_option',
          message: 'Opção inválida para "X-Burguer". Monte o item de novo.',
        },
        {
          available: false,
          productId: juice.productId,
          name: null,
          quantity: 2,
          reason: 'product_unavailable',
          message: '…',
        },
      ]),
    );
    expect(r.lines).toEqual([burger]);
    expect(r.notices).toEqual(['"Suco" não está mais disponível e foi removido do carrinho.']);
    expect([...r.problems]).toEqual([['a', 'Opção inválida para "X-Burguer". Monte o item de novo.']]);
  });
});
