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
      }),
    ).toBe('Borda: Borda de catupiry · Molhos extras: Tahine, Pimenta síria');
  });

  it('is empty for an item without options', () => {
    expect(optionsText({ selectedOptions: [] })).toBe('');
  });
});
