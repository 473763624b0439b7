// Time slots a customer may schedule an order for (docs/product.md#scheduled-orders). Pure code:
// the checkout lists them and the server accepts only one of them, from the same rules.
import { addDays, hasHours, instantAt, intervalsOn, localTime, STORE_TIME_ZONE, type Schedule } from './schedule';

export type OrderSlot = { start: string; end: string; label: string };
export type OrderSlotDay = { date: string; label: string; slots: OrderSlot[] };
export type SlotRules = { slotMinutes: number; scheduleDaysAhead: number };

const DAY = 24 * 60;

const hhmm = (minutes: number) => {
  const m = ((minutes % DAY) + DAY) % DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

const weekdayFormatter = new Intl.DateTimeFormat('pt-BR', { weekday: 'short', timeZone: 'UTC' });

/** 'qui., 26/11' for "2026-11-26". */
export function shortDateLabel(date: string): string {
  const [, m, d] = date.split('-');
  return `${weekdayFormatter.format(new Date(`${date}T12:00:00Z`))}, ${d}/${m}`;
}

/** 'Hoje', 'Amanhã' or 'qui., 26/11'. */
function dayLabel(date: string, today: string): string {
  if (date === today) return 'Hoje';
  if (date === addDays(today, 1)) return 'Amanhã';
  return shortDateLabel(date);
}

/**
 * The slots offered at `now`: from today to today + `scheduleDaysAhead` (São Paulo dates), slots
 * of `slotMinutes` from the start of each opening interval (special dates replace the weekly
 * hours; an interval crossing midnight runs on into the next date), each entirely inside its
 * interval, starting at least one slot's length after `now` (time to prepare) and not while
 * orders are paused. A store without hours is open all day. Days with no slot are left out.
 */
export function offeredSlots(s: Schedule, rules: SlotRules, now: Date): OrderSlotDay[] {
  const today = localTime(now).date;
  const last = addDays(today, rules.scheduleDaysAhead);
  const earliest = now.getTime() + rules.slotMinutes * 60_000;
  // A pause without an end offers nothing; a timed one nothing before it ends.
  if (s.ordersPaused && s.pausedUntil === null) return [];
  const pausedUntil = s.ordersPaused && s.pausedUntil ? new Date(s.pausedUntil).getTime() : 0;

  const byDate = new Map<string, Map<number, OrderSlot>>();
  // Yesterday's interval may run past midnight into today.
  for (let offset = -1; offset <= rules.scheduleDaysAhead; offset++) {
    const day = addDays(today, offset);
    const intervals = hasHours(s) ? intervalsOn(s, day) : [{ open: 0, close: 0 }];
    for (const i of intervals) {
      const close = i.close <= i.open ? i.close + DAY : i.close;
      for (let m = i.open; m + rules.slotMinutes <= close; m += rules.slotMinutes) {
        const start = instantAt(day, m);
        const date = m >= DAY ? addDays(day, 1) : day;
        if (date < today || date > last) continue;
        if (start.getTime() < earliest || start.getTime() < pausedUntil) continue;
        const end = instantAt(day, m + rules.slotMinutes);
        const slots = byDate.get(date) ?? new Map<number, OrderSlot>();
        slots.set(start.getTime(), {
          start: start.toISOString(),
          end: end.toISOString(),
          label: `${hhmm(m)}–${hhmm(m + rules.slotMinutes)}`,
        });
        byDate.set(date, slots);
      }
    }
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, slots]) => ({
      date,
      label: dayLabel(date, today),
      slots: [...slots.entries()].sort(([a], [b]) => a - b).map(([, slot]) => slot),
    }));
}

/** The offered slot starting at `iso`, or null: what the server accepts for an order. */
export function findOfferedSlot(days: OrderSlotDay[], iso: string): OrderSlot | null {
  const t = new Date(iso).getTime();
  if (Number.isNaN(t)) return null;
  for (const day of days) for (const slot of day.slots) if (new Date(slot.start).getTime() === t) return slot;
  return null;
}

const timeFormatter = new Intl.DateTimeFormat('pt-BR', {
  timeZone: STORE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});

/** '19:00' in São Paulo. */
export const scheduledTime = (iso: string) => timeFormatter.format(new Date(iso));

/** 'qui., 26/11, 19:00': when a scheduled order is due, as the customer and staff read it. */
export function scheduledForLabel(iso: string): string {
  return `${shortDateLabel(localTime(new Date(iso)).date)}, ${scheduledTime(iso)}`;
}
