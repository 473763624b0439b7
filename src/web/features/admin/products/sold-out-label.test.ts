import { describe, expect, it } from 'vitest';
import { soldOutUntilLabel } from './sold-out-label';

// 2026-11-23 is a Monday; São Paulo is UTC-3.
const now = new Date('2026-11-23T15:00:00Z');

describe('soldOutUntilLabel', () => {
  it('says today, tomorrow or the day, in São Paulo time', () => {
    expect(soldOutUntilLabel('2026-11-23T21:00:00.000Z', now)).toBe('Esgotado até hoje às 18:00');
    expect(soldOutUntilLabel('2026-11-24T14:00:00.000Z', now)).toBe('Esgotado até amanhã às 11:00');
    expect(soldOutUntilLabel('2026-11-28T21:00:00.000Z', now)).toBe('Esgotado até sáb., 28/11 às 18:00');
    // 02:30Z on the 24th is still the 23rd, 23:30, in São Paulo
    expect(soldOutUntilLabel('2026-11-24T02:30:00.000Z', now)).toBe('Esgotado até hoje às 23:30');
  });
});
