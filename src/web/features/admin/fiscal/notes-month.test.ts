import { describe, expect, it } from 'vitest';
import { isMonth, shiftMonth, storeMonth } from './notes-month';

describe("'Notas do mês' month", () => {
  it("is São Paulo's month, not the browser's", () => {
    // 02:30 UTC on the 1st is still the last day of the month before in São Paulo (UTC-3).
    expect(storeMonth(new Date('2026-12-01T02:30:00Z'))).toBe('2026-11');
    expect(storeMonth(new Date('2026-12-01T03:30:00Z'))).toBe('2026-12');
  });

  it('steps across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-05', -17)).toBe('2024-12');
  });

  it('takes only what the API takes', () => {
    expect(isMonth('2026-11')).toBe(true);
    expect(['2026-13', '2026-1', 'nov/2026', ''].some(isMonth)).toBe(false);
  });
});
