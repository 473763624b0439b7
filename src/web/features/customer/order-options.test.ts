import { describe, expect, it } from 'vitest';
import { optionsText } from './order-options';

const opt = (title: string, name: string) => ({
  optionId: title,
  title,
  variationId: name,
  name,
  priceCents: 0,
  quantity: 1,
});

describe('optionsText', () => {
  it('groups the chosen options by title, in the order chosen', () => {
    expect(
      optionsText({
        selectedOptions: [
          opt('Borda', 'Borda de catupiry'),
          opt('Molhos extras', 'Tahine'),
          opt('Molhos extras', 'Pimenta síria'),
        ],
        parts: [],
      }),
    ).toBe('Borda: Borda de catupiry · Molhos extras: Tahine, Pimenta síria');
  });

  it('names the flavours of a half-and-half item first', () => {
    const part = (name: string) => ({ productId: name, name, priceCents: 5000 });
    expect(
      optionsText({
        selectedOptions: [opt('Molhos extras', 'Tahine')],
        parts: [part('Pizza de Zaatar'), part('Pizza de Calabresa')],
      }),
    ).toBe('Sabores: 1/2 Pizza de Zaatar, 1/2 Pizza de Calabresa · Molhos extras: Tahine');
  });

  it('is empty for an item without options', () => {
    expect(optionsText({ selectedOptions: [], parts: [] })).toBe('');
  });
});
