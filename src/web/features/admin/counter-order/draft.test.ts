import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, quoteInput, taxIdError, type Draft } from './draft';

// What 'Novo pedido' asks the quote for (docs/product.md#phone-and-counter-orders).

const address = {
  zipCode: '01304-001',
  street: 'Rua Augusta',
  number: '1500',
  neighborhood: 'Consolação',
  city: 'São Paulo',
  state: 'SP',
};
const line = {
  key: 'l1',
  productId: 'p1',
  name: 'Kibe',
  variationIds: ['v1'],
  flavourIds: [],
  quantity: 2,
  options: [],
  parts: [],
};
const draft = (over: Partial<Draft>): Draft => ({ ...EMPTY_DRAFT, lines: [line], ...over });

describe('quoteInput', () => {
  it('waits for a line and, for delivery, a whole address', () => {
    expect(quoteInput(EMPTY_DRAFT)).toBeNull();
    expect(quoteInput(draft({ address: { ...address, number: '' } }))).toBeNull();
    expect(quoteInput(draft({ address }))).toMatchObject({ fulfilment: 'delivery', address });
  });

  it('sends ids and quantities only, a saved address when chosen, and no address off delivery', () => {
    const saved = quoteInput(draft({ saved: [address], addressChoice: 0 }));
    expect(saved).toEqual({
      items: [{ productId: 'p1', variationIds: ['v1'], flavourIds: [], quantity: 2 }],
      fulfilment: 'delivery',
      address,
      discount: null,
    });
    expect(quoteInput(draft({ fulfilment: 'dine_in' }))?.address).toBeNull();
  });

  it('takes a discount once its value and reason are typed', () => {
    const typed = { fulfilment: 'pickup' as const, discountValue: '5,50' };
    expect(quoteInput(draft(typed))?.discount).toBeNull();
    expect(quoteInput(draft({ ...typed, discountReason: 'Atraso' }))?.discount).toEqual({
      kind: 'amount',
      value: 550,
      reason: 'Atraso',
    });
    expect(
      quoteInput(draft({ fulfilment: 'pickup', discountKind: 'percent', discountValue: '10', discountReason: 'Amigo' }))
        ?.discount,
    ).toEqual({ kind: 'percent', value: 10, reason: 'Amigo' });
  });
});

describe('taxIdError', () => {
  it("takes no CPF or a valid one, and says 'CPF inválido' otherwise", () => {
    expect(taxIdError(EMPTY_DRAFT)).toBeNull();
    expect(taxIdError(draft({ taxId: '  ' }))).toBeNull();
    expect(taxIdError(draft({ taxId: '123.456.789-09' }))).toBeNull();
    expect(taxIdError(draft({ taxId: '123.456.789-00' }))).toBe('CPF inválido');
    expect(taxIdError(draft({ taxId: '123.456' }))).toBe('CPF inválido');
    expect(taxIdError(draft({ taxId: '111.111.111-11' }))).toBe('CPF inválido');
  });

  it('leaves the quote alone: the CPF goes only with the order', () => {
    expect(quoteInput(draft({ fulfilment: 'pickup', taxId: '123.456.789-09' }))).not.toHaveProperty('taxId');
  });
});
