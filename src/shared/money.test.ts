import { describe, expect, it } from 'vitest';
import { formatBRL, formatDecimal, parseReaisToCents } from './money';

describe('money', () => {
  it('formats cents as BRL with a decimal comma', () => {
    expect(formatBRL(1099)).toBe('R$ 10,99');
    expect(formatBRL(123456)).toBe('R$ 1.234,56');
    expect(formatDecimal(500)).toBe('5,00');
  });

  it('formats by hand exactly as Intl does in pt-BR', () => {
    const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    const decimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const values = [
      0, 1, 9, 10, 99, 100, 101, 999, 1000, 99_999, 100_000, 123_456_789, 100_000_000_00, -1, -1099, -123_456,
    ];
    for (const cents of values) {
      expect(formatBRL(cents)).toBe(brl.format(cents / 100).replace(/\u00a0/g, ' '));
      expect(formatDecimal(cents)).toBe(decimal.format(cents / 100));
    }
  });

  it('parses amounts typed in pt-BR or with a dot', () => {
    expect(parseReaisToCents('12,5')).toBe(1250);
    expect(parseReaisToCents('1.234,56')).toBe(123456);
    expect(parseReaisToCents('R$ 0,01')).toBe(1);
    expect(parseReaisToCents('10.99')).toBe(1099);
    expect(parseReaisToCents('-1')).toBeNull();
    expect(parseReaisToCents('abc')).toBeNull();
    expect(parseReaisToCents('1,234')).toBeNull();
  });
});
