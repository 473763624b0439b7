import { afterEach, describe, expect, it } from 'vitest';
import {
  closedMessage,
  knowZoneSpan,
  localTime,
  statusLabel,
  storeStatus,
  zoneSpanAt,
  type Schedule,
} from './schedule';

// Instants are written in UTC; São Paulo is UTC-3 since 2019 (no daylight saving).
const at = (iso: string) => new Date(iso);

// 2026-11-23 is a Monday.
const week: Schedule = {
  openingHours: [
    // Monday to Thursday lunch and dinner
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

describe('zone spans', () => {
  afterEach(() => knowZoneSpan(null));

  it('gives the offset and 48 hours ahead while it holds', () => {
    expect(zoneSpanAt(at('2026-11-24T22:00:30Z'))).toEqual({
      offsetMinutes: -180,
      from: '2026-11-24T22:00:30.000Z',
      until: '2026-11-26T22:00:30.000Z',
    });
  });

  it('ends before a change of offset (daylight saving began 2018-11-04 00:00 local)', () => {
    expect(zoneSpanAt(at('2018-11-03T12:00:00Z'))).toEqual({
      offsetMinutes: -180,
      from: '2018-11-03T12:00:00.000Z',
      until: '2018-11-04T02:00:00.000Z',
    });
    expect(zoneSpanAt(at('2018-11-04T03:00:00Z')).offsetMinutes).toBe(-120);
  });

  it('lets localTime answer from the span while it lasts, and from the database after', () => {
    // A span with a deliberately wrong offset shows which way the answer came.
    knowZoneSpan({ offsetMinutes: 0, from: '2026-11-24T00:00:00Z', until: '2026-11-25T00:00:00Z' });
    expect(localTime(at('2026-11-24T23:59:00Z'))).toEqual({ date: '2026-11-24', minutes: 23 * 60 + 59 });
    expect(localTime(at('2026-11-25T00:01:00Z'))).toEqual({ date: '2026-11-24', minutes: 21 * 60 + 1 });
    knowZoneSpan(zoneSpanAt(at('2026-11-24T02:30:00Z')));
    expect(localTime(at('2026-11-25T02:30:00Z'))).toEqual({ date: '2026-11-24', minutes: 23 * 60 + 30 });
  });
});

describe('localTime', () => {
  it('uses the time-zone database, not a fixed offset', () => {
    // 2018-12-01 São Paulo was on daylight saving time (UTC-2): 14:00Z is 12:00 local.
    expect(localTime(at('2018-12-01T14:00:00Z'))).toEqual({ date: '2018-12-01', minutes: 12 * 60 });
    // The same wall clock in 2026 is UTC-3: 14:00Z is 11:00 local.
    expect(localTime(at('2026-12-01T14:00:00Z'))).toEqual({ date: '2026-12-01', minutes: 11 * 60 });
  });

  it('rolls the date at São Paulo midnight, not UTC midnight', () => {
    // 2026-11-24T01:30Z is still Monday 22:30 in São Paulo
    expect(localTime(at('2026-11-24T01:30:00Z'))).toEqual({ date: '2026-11-23', minutes: 22 * 60 + 30 });
  });
});

describe('storeStatus', () => {
  it('is open inside an interval and says until when', () => {
    const now = at('2026-11-23T15:00:00Z'); // Monday 12:00
    const s = storeStatus(week, now);
    expect(s).toEqual({ state: 'open', closesAt: { time: '15:00', dayOffset: 0 } });
    expect(statusLabel(s, now)).toBe('Aberto até 15:00');
  });

  it('is open in the last minute before closing and closed at the closing minute', () => {
    expect(storeStatus(week, at('2026-11-23T17:59:00Z')).state).toBe('open'); // 14:59
    expect(storeStatus(week, at('2026-11-23T17:59:59Z')).state).toBe('open'); // 14:59:59
    expect(storeStatus(week, at('2026-11-23T18:00:00Z')).state).toBe('closed'); // 15:00
  });

  it('opens exactly at the opening minute', () => {
    expect(storeStatus(week, at('2026-11-23T13:59:00Z')).state).toBe('closed'); // 10:59
    expect(storeStatus(week, at('2026-11-23T14:00:00Z')).state).toBe('open'); // 11:00
  });

  it('between two intervals tells when it opens again today', () => {
    const now = at('2026-11-23T19:00:00Z'); // Monday 16:00
    const s = storeStatus(week, now);
    expect(s).toEqual({ state: 'closed', nextOpen: { date: '2026-11-23', time: '18:00', dayOffset: 0 } });
    expect(statusLabel(s, now)).toBe('Fechado · abre hoje às 18:00');
  });

  it('at 3 a.m. on a weekday it is closed and opens later that day', () => {
    const now = at('2026-11-24T06:00:00Z'); // Tuesday 03:00
    expect(statusLabel(storeStatus(week, now), now)).toBe('Fechado · abre hoje às 11:00');
  });

  it('after the last interval of the day opens tomorrow', () => {
    const now = at('2026-11-24T02:30:00Z'); // Monday 23:30
    expect(statusLabel(storeStatus(week, now), now)).toBe('Fechado · abre amanhã às 11:00');
  });

  it('keeps an overnight interval open after midnight, into the next day', () => {
    // Friday 2026-11-27 18:00 to Saturday 02:00
    const friNight = at('2026-11-28T02:00:00Z'); // Friday 23:00
    expect(storeStatus(week, friNight)).toEqual({ state: 'open', closesAt: { time: '02:00', dayOffset: 1 } });
    const satEarly = at('2026-11-28T04:59:00Z'); // Saturday 01:59
    expect(storeStatus(week, satEarly)).toEqual({ state: 'open', closesAt: { time: '02:00', dayOffset: 0 } });
    expect(storeStatus(week, at('2026-11-28T05:00:00Z')).state).toBe('closed'); // Saturday 02:00
  });

  it('Sunday has no hours: Saturday night spills over, then next opening is Monday', () => {
    expect(storeStatus(week, at('2026-11-29T04:00:00Z')).state).toBe('open'); // Sunday 01:00
    const sunNoon = at('2026-11-29T15:00:00Z');
    expect(statusLabel(storeStatus(week, sunNoon), sunNoon)).toBe('Fechado · abre amanhã às 11:00');
  });

  it('names the weekday when the next opening is days away', () => {
    const onlyFriday: Schedule = { ...week, openingHours: [{ day: 5, open: '18:00', close: '23:00' }] };
    const now = at('2026-11-24T15:00:00Z'); // Tuesday
    expect(statusLabel(storeStatus(onlyFriday, now), now)).toBe('Fechado · abre sexta às 18:00');
  });

  it('a holiday closes the whole day; its eve overnight interval still runs past midnight', () => {
    const holiday: Schedule = {
      ...week,
      specialDates: [
        { date: '2026-11-28', intervals: [], label: 'Feriado' }, // Saturday closed
        { date: '2026-12-25', intervals: [], label: 'Natal' },
      ],
    };
    expect(storeStatus(holiday, at('2026-11-28T04:00:00Z')).state).toBe('open'); // Sat 01:00 (Friday's night)
    expect(storeStatus(holiday, at('2026-11-28T22:00:00Z')).state).toBe('closed'); // Sat 19:00
    const christmas = at('2026-12-25T15:00:00Z'); // Friday 12:00 (would be closed anyway until 18:00)
    expect(storeStatus(holiday, at('2026-12-25T22:00:00Z')).state).toBe('closed'); // 19:00, normally open
    expect(statusLabel(storeStatus(holiday, christmas), christmas)).toBe('Fechado · abre amanhã às 18:00');
  });

  it('a special date can have its own hours', () => {
    const special: Schedule = {
      ...week,
      specialDates: [{ date: '2026-11-29', intervals: [{ open: '12:00', close: '16:00' }] }],
    };
    expect(storeStatus(special, at('2026-11-29T16:00:00Z')).state).toBe('open'); // Sunday 13:00
    const sat = at('2026-11-28T15:00:00Z'); // Saturday noon: next is Saturday 18:00
    expect(statusLabel(storeStatus(special, sat), sat)).toBe('Fechado · abre hoje às 18:00');
  });

  it('00:00 to 00:00 means the whole day', () => {
    const allDay: Schedule = { ...week, openingHours: [{ day: 1, open: '00:00', close: '00:00' }] };
    expect(storeStatus(allDay, at('2026-11-23T03:00:00Z')).state).toBe('open'); // Monday 00:00
    expect(storeStatus(allDay, at('2026-11-24T02:59:00Z')).state).toBe('open'); // Monday 23:59
    expect(storeStatus(allDay, at('2026-11-24T03:00:00Z')).state).toBe('closed'); // Tuesday 00:00
  });

  it('with no hours configured the store is always open', () => {
    const none: Schedule = { openingHours: [], specialDates: [], ordersPaused: false, pausedUntil: null };
    expect(storeStatus(none, at('2026-11-24T06:00:00Z'))).toEqual({ state: 'open', closesAt: null });
  });

  it('a pause wins over the hours until its reopening time, then lapses by itself', () => {
    const paused: Schedule = { ...week, ordersPaused: true, pausedUntil: '2026-11-23T23:30:00Z' }; // 20:30
    const now = at('2026-11-23T22:00:00Z'); // Monday 19:00, normally open
    const s = storeStatus(paused, now);
    expect(s.state).toBe('paused');
    expect(statusLabel(s, now)).toBe('Pedidos pausados · voltamos às 20:30');
    expect(closedMessage(s, now)).toMatch(/não está aceitando pedidos/);
    expect(storeStatus(paused, at('2026-11-23T23:30:00Z')).state).toBe('open');
  });

  it('a pause without a reopening time lasts until switched off', () => {
    const paused: Schedule = { ...week, ordersPaused: true, pausedUntil: null };
    const now = at('2027-01-01T15:00:00Z');
    expect(statusLabel(storeStatus(paused, now), now)).toBe('Pedidos pausados no momento');
  });
});
