import { addDays, localTime } from './schedule';

// The period a report covers (docs/product.md#reports): whole São Paulo days, both ends included.

/** The longest period one report reads: a year, a leap one included. */
export const MAX_REPORT_DAYS = 366;

export type ReportRange = { from: string; to: string };

export const REPORT_PRESETS = [
  { id: 'today', label: 'Hoje' },
  { id: 'yesterday', label: 'Ontem' },
  { id: 'last7', label: 'Últimos 7 dias' },
  { id: 'thisMonth', label: 'Este mês' },
  { id: 'lastMonth', label: 'Mês passado' },
] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number]['id'];

/** The days a preset covers, counted from São Paulo's today ("YYYY-MM-DD"). */
export function presetRange(preset: ReportPreset, today: string): ReportRange {
  const monthStart = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'thisMonth':
      return { from: monthStart, to: today };
    case 'lastMonth': {
      const lastDay = addDays(monthStart, -1);
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
    }
  }
}

/** São Paulo's date now. */
export const storeToday = (now: Date) => localTime(now).date;

/** How many days the period holds, both ends counted. */
export function rangeDays({ from, to }: ReportRange): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}
