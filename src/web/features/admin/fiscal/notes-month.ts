import { storeToday } from '@shared/report-range';

// The month of 'Notas do mês' ('2026-11'), as the API takes it: São Paulo's calendar.

/** São Paulo's month now. */
export const storeMonth = (now: Date) => storeToday(now).slice(0, 7);

/** A month the API takes; a browser without a month picker lets anything be typed. */
export const isMonth = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** The month `delta` months after (or before) `month`. */
export function shiftMonth(month: string, delta: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
