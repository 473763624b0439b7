import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '@shared/schemas/product';
import { menuGroups } from './menu-groups';

const product = (id: string, categoryId: string | null): AdminProduct => ({
  id,
  name: id,
  description: null,
  priceCents: 1000,
  categoryId,
  categoryName: null,
  imageUrl: null,
  popular: false,
  vegetarian: false,
  externalCode: null,
  active: true,
  soldOutUntil: null,
  optionCount: 0,
  maxParts: 1,
});

describe('menuGroups', () => {
  it('puts each category’s products under it in the categories’ order, then those without a known one', () => {
    const products = [product('p1', 'c2'), product('p2', null), product('p3', 'c1'), product('p4', 'gone')];
    const categories = [
      { id: 'c1', name: 'Esfihas' },
      { id: 'c2', name: 'Bebidas' },
      { id: 'c3', name: 'Vazia' },
    ];
    expect(menuGroups(products, categories).map((g) => [g.id, g.name, g.items.map((p) => p.id)])).toEqual([
      ['c1', 'Esfihas', ['p3']],
      ['c2', 'Bebidas', ['p1']],
      [null, 'Sem categoria', ['p2', 'p4']],
    ]);
  });
});
