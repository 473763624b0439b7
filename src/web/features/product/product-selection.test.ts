import { describe, expect, it } from 'vitest';
import { lineTotalCents } from '@shared/pricing';
import type { ProductOptionGroup } from '@shared/menu';
import { choose, requiredMet, selectedOptions } from './product-selection';

const groups: ProductOptionGroup[] = [
  {
    id: 'g1',
    title: 'Sabor',
    required: true,
    variations: [
      { id: 'v1', name: 'Coca-Cola', priceCents: 0 },
      { id: 'v2', name: 'Coca-Cola Zero', priceCents: 50 },
    ],
  },
  { id: 'g2', title: 'Extras', required: false, variations: [{ id: 'v3', name: 'Gelo e limão', priceCents: 150 }] },
];

describe('product selection', () => {
  it('gates on required groups only', () => {
    expect(requiredMet(groups, {})).toBe(false);
    expect(requiredMet(groups, { g2: 'v3' })).toBe(false);
    expect(requiredMet(groups, { g1: 'v1' })).toBe(true);
  });

  it('replaces the earlier choice in a group and keeps whole names', () => {
    const c = choose(choose({}, 'g1', 'v1'), 'g1', 'v2');
    expect(selectedOptions(groups, c)).toEqual([
      { optionId: 'g1', title: 'Sabor', variationId: 'v2', name: 'Coca-Cola Zero', priceCents: 50 },
    ]);
    expect(choose(choose(c, 'g2', 'v3'), 'g2', undefined)).toEqual({ g1: 'v2' });
  });

  it('prices the line with the shared pricing code', () => {
    const opts = selectedOptions(groups, { g1: 'v2', g2: 'v3' });
    expect(lineTotalCents({ basePriceCents: 600, selectedOptions: opts, quantity: 3 })).toBe((600 + 50 + 150) * 3);
  });
});
