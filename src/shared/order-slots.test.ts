import { describe, expect, it } from 'vitest';
import { findOfferedSlot, offeredSlots, scheduledForLabel, shortDateLabel } from './order-slots';
import type { Schedule } from './schedule';

// Instants in UTC; São Paulo is UTC-3. 2026-11-23 is a Monday.
const at = (iso: string) => new Date(iso);
const rules = { slotMinutes: 30, scheduleDaysAhead: 2 };

const week: Schedule = {
  openingHours: [
    { day: 1, open: '11:00', close: '14:00' },
    { day: 1, open: '18:00', close: '20:00' },
    { day: 2, open: '18:00', close: '19:30' },
    { day: 3, open: '18:00', close: '19:00' },
    { day: 5, open: '23:00', close: '01:00' },
  ],
  specialDates: [],
  ordersPaused: false,
  pausedUntil: null,
};

const labels = (days: ReturnType<typeof offeredSlots>) =>
  Object.fromEntries(days.map((d) => [d.label, d.slots.map((s) => s.label)]));

describe('offeredSlots', () => {
  it('lists the weekly hours of today and the next days in slots from each interval start, labelled in pt-BR', () => {
    const days = offeredSlots(week, rules, at('2026-11-23T12:00:00Z')); // Monday 09:00
    expect(labels(days)).toEqual({
      Hoje: [
        '11:00–11:30',
        '11:30–12:00',
        '12:00–12:30',
        '12:30–13:00',
        '13:00–13:30',
        '13:30–14:00',
        '18:00–18:30',
        '18:30–19:00',
        '19:00–19:30',
        '19:30–20:00',
      ],
      Amanhã: ['18:00–18:30', '18:30–19:00', '19:00–19:30'],
      'qua., 25/11': ['18:00–18:30', '18:30–19:00'],
    });
    expect(days[0]!.date).toBe('2026-11-23');
    // The slot's start is the São Paulo wall clock: 19:00 is 22:00 UTC.
    expect(days[1]!.slots[2]).toEqual({
      start: '2026-11-24T22:00:00.000Z',
      end: '2026-11-24T22:30:00.000Z',
      label: '19:00–19:30',
    });
  });

  it('keeps every slot inside its interval: a 45-minute slot never runs past closing', () => {
    const days = offeredSlots(week, { slotMinutes: 45, scheduleDaysAhead: 1 }, at('2026-11-23T12:00:00Z'));
    expect(labels(days)).toEqual({
      Hoje: ['11:00–11:45', '11:45–12:30', '12:30–13:15', '13:15–14:00', '18:00–18:45', '18:45–19:30'],
      Amanhã: ['18:00–18:45', '18:45–19:30'],
    });
  });

  it('starts at least one slot length after now (time to prepare)', () => {
    const days = offeredSlots(week, rules, at('2026-11-23T21:10:00Z')); // Monday 18:10
    expect(days[0]!.slots.map((s) => s.label)).toEqual(['19:00–19:30', '19:30–20:00']);
    // At 19:31 nothing is left today: 20:00 is closing time.
    expect(offeredSlots(week, rules, at('2026-11-23T22:31:00Z'))[0]!.label).toBe('Amanhã');
  });

  it('lets a special date replace the weekly hours, and a date closed all day offer nothing', () => {
    const special: Schedule = {
      ...week,
      specialDates: [
        { date: '2026-11-24', intervals: [{ open: '12:00', close: '13:00' }] },
        { date: '2026-11-25', intervals: [], label: 'Feriado' },
      ],
    };
    // Monday 20:00: today is over, Tuesday has the special hours, Wednesday is closed.
    expect(labels(offeredSlots(special, rules, at('2026-11-23T23:00:00Z')))).toEqual({
      Amanhã: ['12:00–12:30', '12:30–13:00'],
    });
  });

  it('follows an interval across midnight onto the next date', () => {
    // Friday 27/11 23:00–01:00; now Thursday 12:00, two days ahead reaches Saturday.
    const days = offeredSlots(week, rules, at('2026-11-26T15:00:00Z'));
    expect(labels(days)).toEqual({
      Amanhã: ['23:00–23:30', '23:30–00:00'],
      'sáb., 28/11': ['00:00–00:30', '00:30–01:00'],
    });
    expect(days[1]!.slots[0]!.start).toBe('2026-11-28T03:00:00.000Z');
    // At Saturday 00:00 Friday's interval still offers today's 00:30.
    const saturday = offeredSlots(week, rules, at('2026-11-28T03:00:00Z'))[0]!;
    expect(saturday).toMatchObject({ label: 'Hoje', date: '2026-11-28' });
    expect(saturday.slots.map((x) => x.label)).toEqual(['00:30–01:00']);
  });

  it('offers nothing past the days ahead: an interval crossing into the day after the last is cut at midnight', () => {
    // Thursday, 1 day ahead: Friday 23:00–00:00 only, Saturday's half is beyond.
    const days = offeredSlots(week, { slotMinutes: 30, scheduleDaysAhead: 1 }, at('2026-11-26T15:00:00Z'));
    expect(labels(days)).toEqual({ Amanhã: ['23:00–23:30', '23:30–00:00'] });
    // 0 days ahead: only today (Monday).
    expect(
      offeredSlots(week, { slotMinutes: 30, scheduleDaysAhead: 0 }, at('2026-11-23T12:00:00Z')).map((d) => d.label),
    ).toEqual(['Hoje']);
  });

  it('offers nothing while paused without an end, and nothing before a timed pause ends', () => {
    const now = at('2026-11-23T12:00:00Z');
    expect(offeredSlots({ ...week, ordersPaused: true }, rules, now)).toEqual([]);
    const timed = { ...week, ordersPaused: true, pausedUntil: '2026-11-23T21:40:00.000Z' }; // until 18:40
    expect(offeredSlots(timed, rules, now)[0]!.slots.map((s) => s.label)).toEqual(['19:00–19:30', '19:30–20:00']);
  });

  it('a store without hours is open all day', () => {
    const days = offeredSlots(
      { openingHours: [], specialDates: [], ordersPaused: false, pausedUntil: null },
      { slotMinutes: 60, scheduleDaysAhead: 0 },
      at('2026-11-24T00:30:00Z'), // Monday 21:30: 22:00 is too soon
    );
    expect(labels(days)).toEqual({ Hoje: ['23:00–00:00'] });
  });
});

describe('findOfferedSlot and labels', () => {
  it('finds an offered slot by its instant, whatever the ISO spelling, and nothing else', () => {
    const days = offeredSlots(week, rules, at('2026-11-23T12:00:00Z'));
    expect(findOfferedSlot(days, '2026-11-24T19:00:00-03:00')?.label).toBe('19:00–19:30');
    expect(findOfferedSlot(days, '2026-11-24T19:10:00-03:00')).toBeNull();
    expect(findOfferedSlot(days, 'amanhã')).toBeNull();
  });

  it('says when in pt-BR', () => {
    expect(shortDateLabel('2026-11-26')).toBe('qui., 26/11');
    expect(scheduledForLabel('2026-11-26T22:00:00.000Z')).toBe('qui., 26/11, 19:00');
  });
});
