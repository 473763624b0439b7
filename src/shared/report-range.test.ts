import { describe, expect, it } from 'vitest';
import { presetRange, rangeDays, storeToday } from './report-range';

describe('report periods', () => {
  it('counts the presets from São Paulo’s today', () => {
    // 04:30Z is 01:30 on the 1st there; 02:30Z is 23:30 on the 28th.
    expect(storeToday(new Date('2026-03-01T04:30:00Z'))).toBe('2026-03-01');
    expect(storeToday(new Date('2026-03-01T02:30:00Z'))).toBe('2026-02-28');
    const today = '2026-03-01';
    expect(presetRange('today', today)).toEqual({ from: today, to: today });
    expect(presetRange('yesterday', today)).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(presetRange('last7', today)).toEqual({ from: '2026-02-23', to: today });
    expect(presetRange('thisMonth', today)).toEqual({ from: today, to: today });
    expect(presetRange('lastMonth', today)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('lastMonth', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('counts both ends of a period', () => {
    expect(rangeDays({ from: '2026-03-10', to: '2026-03-10' })).toBe(1);
    expect(rangeDays({ from: '2024-01-01', to: '2024-12-31' })).toBe(366);
  });
});
