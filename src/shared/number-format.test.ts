import { describe, expect, it } from 'vitest';
import { formatInteger, formatOneDecimal } from './number-format';

describe('number format', () => {
  it('writes integers and one decimal as Intl does in pt-BR', () => {
    const integer = new Intl.NumberFormat('pt-BR');
    const oneDecimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    for (const n of [0, 7, 12, 999, 1000, 1234, 98_765, 1_000_000, 1_234_567_890, -5, -1234])
      expect(formatInteger(n)).toBe(integer.format(n));
    for (const n of [0, 4, 4.8, 4.75, 4.96, 5, 12.34, 1234.5, -1.2])
      expect(formatOneDecimal(n)).toBe(oneDecimal.format(n));
  });
});
