import { describe, expect, it } from 'vitest';
import type { Schedule } from '@shared/schedule';
import { storeLineMemo } from './store-line';

// Monday 2026-11-30 in São Paulo (UTC-3); open Mondays 18:00-23:00.
const hours: Schedule = {
  openingHours: [{ day: 1, open: '18:00', close: '23:00' }],
  specialDates: [],
  ordersPaused: false,
  pausedUntil: null,
};

describe('the open/closed line kept per minute', () => {
  it('changes at the closing minute', () => {
    const line = storeLineMemo();
    expect(line(hours, new Date('2026-12-01T01:59:59.900Z'))).toBe('Aberto até 23:00');
    expect(line(hours, new Date('2026-12-01T02:00:00.000Z'))).toBe('Fechado · abre em 07/12 às 18:00');
  });

  it('changes the moment a pause ends, even mid-minute', () => {
    const line = storeLineMemo();
    const paused = { ...hours, ordersPaused: true, pausedUntil: '2026-11-30T23:30:30.000Z' };
    expect(line(paused, new Date('2026-11-30T23:30:10Z'))).toMatch(/^Pedidos pausados · voltamos às 20:30/);
    expect(line(paused, new Date('2026-11-30T23:30:31Z'))).toBe('Aberto até 23:00');
  });

  it('works it out again for new settings', () => {
    const line = storeLineMemo();
    const at = new Date('2026-11-30T23:00:00Z');
    expect(line(hours, at)).toBe('Aberto até 23:00');
    expect(line({ ...hours, ordersPaused: true }, at)).toBe('Pedidos pausados no momento');
  });
});
