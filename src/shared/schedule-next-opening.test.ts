import { describe, expect, it } from 'vitest';
import { instantAt, nextOpeningAfter, type Schedule } from './schedule';

// Instants in UTC; São Paulo is UTC-3 since 2019. 2026-11-23 is a Monday.
const at = (iso: string) => new Date(iso);
const iso = (d: Date) => d.toISOString();

const week: Schedule = {
  openingHours: [
    ...[1, 2, 3, 4].flatMap((day) => [
      { day, open: '11:00', close: '15:00' },
      { day, open: '18:00', close: '23:00' },
    ]),
    // Friday and Saturday nights cross midnight
    { day: 5, open: '18:00', close: '02:00' },
    { day: 6, open: '18:00', close: '02:00' },
  ],
  specialDates: [],
  ordersPaused: false,
  pausedUntil: null,
};

describe('instantAt', () => {
  it('reads the wall clock of São Paulo, daylight saving included', () => {
    expect(iso(instantAt('2026-11-23', 11 * 60))).toBe('2026-11-23T14:00:00.000Z');
    expect(iso(instantAt('2026-11-23', 23 * 60 + 30))).toBe('2026-11-24T02:30:00.000Z');
    // 2018-12-01 was on daylight saving time (UTC-2)
    expect(iso(instantAt('2018-12-01', 12 * 60))).toBe('2018-12-01T14:00:00.000Z');
  });
});

describe('nextOpeningAfter', () => {
  it('during lunch, is the dinner opening of the same day', () => {
    expect(iso(nextOpeningAfter(week, at('2026-11-23T15:00:00Z')))).toBe('2026-11-23T21:00:00.000Z'); // Mon 12:00 → 18:00
  });

  it('before opening, is that morning; after closing, the next day', () => {
    expect(iso(nextOpeningAfter(week, at('2026-11-23T10:00:00Z')))).toBe('2026-11-23T14:00:00.000Z'); // Mon 07:00 → 11:00
    expect(iso(nextOpeningAfter(week, at('2026-11-24T02:30:00Z')))).toBe('2026-11-24T14:00:00.000Z'); // Mon 23:30 → Tue 11:00
  });

  it('skips the days the store does not open', () => {
    // Thursday 23:30 → Friday has only the night: 18:00
    expect(iso(nextOpeningAfter(week, at('2026-11-27T02:30:00Z')))).toBe('2026-11-27T21:00:00.000Z');
    // Sunday (closed) 10:00 → Monday 11:00
    expect(iso(nextOpeningAfter(week, at('2026-11-29T13:00:00Z')))).toBe('2026-11-30T14:00:00.000Z');
  });

  it('crossing midnight: marked at 01:00 in Friday night, it ends at Saturday 18:00', () => {
    expect(iso(nextOpeningAfter(week, at('2026-11-28T04:00:00Z')))).toBe('2026-11-28T21:00:00.000Z');
    // Saturday 23:00 (open until 02:00) → Sunday is closed, Monday 11:00
    expect(iso(nextOpeningAfter(week, at('2026-11-29T02:00:00Z')))).toBe('2026-11-30T14:00:00.000Z');
  });

  it('a special date closed all day is skipped, a special date with hours replaces the weekday', () => {
    const s: Schedule = {
      ...week,
      specialDates: [
        { date: '2026-11-24', intervals: [], label: 'Feriado' },
        { date: '2026-11-25', intervals: [{ open: '16:00', close: '20:00' }] },
      ],
    };
    // Monday 23:30 → Tuesday closed → Wednesday's special 16:00
    expect(iso(nextOpeningAfter(s, at('2026-11-24T02:30:00Z')))).toBe('2026-11-25T19:00:00.000Z');
  });

  it('an interval that continues the one before is no opening', () => {
    const s: Schedule = {
      ...week,
      openingHours: [
        { day: 1, open: '11:00', close: '15:00' },
        { day: 1, open: '15:00', close: '22:00' },
        { day: 2, open: '11:00', close: '22:00' },
      ],
    };
    expect(iso(nextOpeningAfter(s, at('2026-11-23T15:00:00Z')))).toBe('2026-11-24T14:00:00.000Z');
  });

  it('a timed pause ending inside the hours is the opening; one ending at night waits for the hours', () => {
    const paused = (until: string): Schedule => ({ ...week, ordersPaused: true, pausedUntil: until });
    // Monday 12:00 paused until 13:00 → 13:00
    expect(iso(nextOpeningAfter(paused('2026-11-23T16:00:00Z'), at('2026-11-23T15:00:00Z')))).toBe(
      '2026-11-23T16:00:00.000Z',
    );
    // paused until Monday 19:00 → the dinner that began at 18:00 resumes at 19:00
    expect(iso(nextOpeningAfter(paused('2026-11-23T22:00:00Z'), at('2026-11-23T15:00:00Z')))).toBe(
      '2026-11-23T22:00:00.000Z',
    );
    // paused until Monday 23:30 (closed by then) → Tuesday 11:00
    expect(iso(nextOpeningAfter(paused('2026-11-24T02:30:00Z'), at('2026-11-23T15:00:00Z')))).toBe(
      '2026-11-24T14:00:00.000Z',
    );
    // paused with no end: the hours decide
    expect(iso(nextOpeningAfter({ ...week, ordersPaused: true, pausedUntil: null }, at('2026-11-23T15:00:00Z')))).toBe(
      '2026-11-23T21:00:00.000Z',
    );
  });

  it('with no opening hours, is the next midnight in São Paulo', () => {
    const none: Schedule = { openingHours: [], specialDates: [], ordersPaused: false, pausedUntil: null };
    expect(iso(nextOpeningAfter(none, at('2026-11-23T15:00:00Z')))).toBe('2026-11-24T03:00:00.000Z');
    // 01:30Z is still Monday 22:30 in São Paulo
    expect(iso(nextOpeningAfter(none, at('2026-11-24T01:30:00Z')))).toBe('2026-11-24T03:00:00.000Z');
  });
});
