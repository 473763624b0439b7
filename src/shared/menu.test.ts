import { describe, expect, it } from 'vitest';
import { featuredProducts } from './menu';
import { foldText } from './search';

describe('featuredProducts', () => {
  it('gives the popular products, or the first three when none is popular', () => {
    const ps = ['a', 'b', 'c', 'd'].map((id) => ({ id, popular: id === 'b' || id === 'd' }));
    expect(featuredProducts(ps).map((p) => p.id)).toEqual(['b', 'd']);
    const none = ps.map((p) => ({ ...p, popular: false }));
    expect(featuredProducts(none).map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(featuredProducts([])).toEqual([]);
  });
});

describe('foldText', () => {
  it('ignores case and accents', () => {
    expect(foldText('  Pão   de AÇÚCAR ')).toBe('pao de acucar');
    expect(foldText('Chá Gelado')).toBe(foldText('CHA gelado'));
  });
});
