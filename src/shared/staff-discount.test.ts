import { describe, expect, it } from 'vitest';
import { staffDiscountCents, staffDiscountLabel, staffDiscountRefusal } from './staff-discount';

describe('a staff discount', () => {
  it('takes an amount, or a percentage of the subtotal rounded to the cent', () => {
    expect(staffDiscountCents({ kind: 'amount', value: 500, reason: 'Atraso' }, 3680)).toBe(500);
    expect(staffDiscountCents({ kind: 'percent', value: 10, reason: 'Cliente antigo' }, 3685)).toBe(369);
    expect(staffDiscountCents(null, 3680)).toBe(0);
  });

  it('is refused above the subtotal, in pt-BR, and reads with its reason', () => {
    expect(staffDiscountRefusal(3680, 3680)).toBeNull();
    expect(staffDiscountRefusal(3681, 3680)).toMatch(/^O desconto não pode passar do subtotal \(R\$\s3\d,80\)\.$/);
    expect(staffDiscountLabel('Atraso')).toBe('Desconto (Atraso)');
    expect(staffDiscountLabel(null)).toBe('Desconto');
  });
});
