// Opening hours in America/Sao_Paulo time, from the time-zone database (never a fixed offset).
// Pure code: the storefront shows the state, the server refuses orders with the same rules.

export const STORE_TIME_ZONE = 'America/Sao_Paulo';

export type OpeningInterval = { day: number; open: string; close: string };
export type SpecialDate = { date: string; intervals: { open: string; close: string }[]; label?: string };
export type Schedule = {
  openingHours: OpeningInterval[];
  specialDates: SpecialDate[];
  ordersPaused: boolean;
  /** ISO instant; null with ordersPaused = paused until switched back on. */
  pausedUntil: string | null;
};

export type NextOpening = { date: string; time: string; dayOffset: number };

export type StoreStatus =
  | { state: 'open'; closesAt: { time: string; dayOffset: number } | null }
  | { state: 'closed'; nextOpen: NextOpening | null }
  | { state: 'paused'; resumesAt: string | null };

const WEEKDAYS = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'];

let partsFormatter: Intl.DateTimeFormat | undefined;

/** São Paulo's wall clock from the time-zone database (its formatter made on first use). */
function zoneParts(instant: Date): { date: string; minutes: number } {
  partsFormatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: STORE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const p = Object.fromEntries(partsFormatter.formatToParts(instant).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, minutes: Number(p.hour) * 60 + Number(p.minute) };
}

/**
 * A stretch of time over which São Paulo's UTC offset does not change, worked out by the server
 * and sent with a rendered page: within it a browser reads the wall clock by arithmetic, without
 * loading Intl's time-zone data on the page's first render (docs/decisions/013).
 */
export type ZoneSpan = { offsetMinutes: number; from: string; until: string };

const SPAN_HOURS = 48;
let knownSpan: { offsetMs: number; from: number; until: number } | null = null;

/** The span around `instant`: its offset, and up to 48 hours ahead while the offset holds. */
export function zoneSpanAt(instant: Date): ZoneSpan {
  const offsetAt = (t: number) => {
    const wall = zoneParts(new Date(t));
    return (Date.parse(`${wall.date}T00:00:00Z`) + wall.minutes * 60_000 - Math.floor(t / 60_000) * 60_000) / 60_000;
  };
  const from = instant.getTime();
  const offsetMinutes = offsetAt(from);
  let until = from;
  // Offsets change on the hour or half hour, never twice within a day: hourly steps find the last
  // hour known to keep it.
  for (let h = 1; h <= SPAN_HOURS && offsetAt(from + h * 3_600_000) === offsetMinutes; h++)
    until = from + h * 3_600_000;
  return { offsetMinutes, from: new Date(from).toISOString(), until: new Date(until).toISOString() };
}

/** Takes the server's span for this page (`localTime` answers from it while it lasts); null forgets it. */
export function knowZoneSpan(span: ZoneSpan | null) {
  const from = span ? Date.parse(span.from) : Number.NaN;
  const until = span ? Date.parse(span.until) : Number.NaN;
  knownSpan =
    span && Number.isFinite(span.offsetMinutes) && from <= until
      ? { offsetMs: span.offsetMinutes * 60_000, from, until }
      : null;
}

/** The wall-clock date ("YYYY-MM-DD") and minute of the day in São Paulo at `instant`. */
export function localTime(instant: Date): { date: string; minutes: number } {
  const t = instant.getTime();
  if (!knownSpan || t < knownSpan.from || t > knownSpan.until) return zoneParts(instant);
  const wall = new Date(t + knownSpan.offsetMs);
  return { date: wall.toISOString().slice(0, 10), minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
}

export function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** Calendar arithmetic on "YYYY-MM-DD" (UTC noon avoids any offset surprise). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function weekday(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/** A schedule with no hours at all means "no schedule configured": always open. */
export function hasHours(s: Pick<Schedule, 'openingHours' | 'specialDates'>): boolean {
  return s.openingHours.length > 0 || s.specialDates.length > 0;
}

/** The intervals that START on `date`: a special date replaces the weekday's hours. */
export function intervalsOn(
  s: Pick<Schedule, 'openingHours' | 'specialDates'>,
  date: string,
): { open: number; close: number }[] {
  const special = s.specialDates.find((d) => d.date === date);
  const list = special ? special.intervals : s.openingHours.filter((i) => i.day === weekday(date));
  return list.map((i) => ({ open: toMinutes(i.open), close: toMinutes(i.close) }));
}

const crossesMidnight = (i: { open: number; close: number }) => i.close <= i.open;

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function isPaused(s: Schedule, now: Date): boolean {
  return s.ordersPaused && (s.pausedUntil === null || now.getTime() < new Date(s.pausedUntil).getTime());
}

/**
 * Whether the store takes orders at `now`. An interval runs from `open` up to but not
 * including `close`; close ≤ open crosses midnight (18:00–02:00) and still belongs to the
 * day it opened, even when the next day is a holiday.
 */
export function storeStatus(s: Schedule, now: Date): StoreStatus {
  if (isPaused(s, now)) return { state: 'paused', resumesAt: s.pausedUntil };
  if (!hasHours(s)) return { state: 'open', closesAt: null };
  const { date, minutes } = localTime(now);

  for (const i of intervalsOn(s, addDays(date, -1))) {
    if (crossesMidnight(i) && minutes < i.close)
      return { state: 'open', closesAt: { time: hhmm(i.close), dayOffset: 0 } };
  }
  for (const i of intervalsOn(s, date)) {
    if (crossesMidnight(i) ? minutes >= i.open : minutes >= i.open && minutes < i.close) {
      return { state: 'open', closesAt: { time: hhmm(i.close), dayOffset: crossesMidnight(i) ? 1 : 0 } };
    }
  }
  return { state: 'closed', nextOpen: nextOpening(s, date, minutes) };
}

function nextOpening(s: Schedule, date: string, minutes: number): NextOpening | null {
  for (let offset = 0; offset <= 14; offset++) {
    const day = addDays(date, offset);
    const starts = intervalsOn(s, day)
      .map((i) => i.open)
      .filter((open) => offset > 0 || open > minutes)
      .sort((a, b) => a - b);
    if (starts.length > 0) return { date: day, time: hhmm(starts[0]!), dayOffset: offset };
  }
  return null;
}

function whenLabel(n: { date: string; time: string; dayOffset: number }): string {
  if (n.dayOffset === 0) return `hoje às ${n.time}`;
  if (n.dayOffset === 1) return `amanhã às ${n.time}`;
  if (n.dayOffset < 7) return `${WEEKDAYS[weekday(n.date)]} às ${n.time}`;
  const [, m, d] = n.date.split('-');
  return `em ${d}/${m} às ${n.time}`;
}

/** One line for customers: "Aberto até 23:00", "Fechado · abre amanhã às 11:00"… */
export function statusLabel(status: StoreStatus, now: Date): string {
  switch (status.state) {
    case 'open':
      if (!status.closesAt) return 'Aberto agora';
      return status.closesAt.dayOffset === 0
        ? `Aberto até ${status.closesAt.time}`
        : `Aberto até ${status.closesAt.time} (madrugada)`;
    case 'paused': {
      if (!status.resumesAt) return 'Pedidos pausados no momento';
      const at = localTime(new Date(status.resumesAt));
      const [, month, day] = at.date.split('-');
      const sameDay = at.date === localTime(now).date;
      return `Pedidos pausados · voltamos ${sameDay ? `às ${hhmm(at.minutes)}` : `em ${day}/${month}, ${hhmm(at.minutes)}`}`;
    }
    case 'closed':
      return status.nextOpen ? `Fechado · abre ${whenLabel(status.nextOpen)}` : 'Fechado no momento';
  }
}

/** The server's refusal when an order arrives while the store does not take orders. */
export function closedMessage(status: StoreStatus, now: Date): string {
  if (status.state === 'open') return '';
  return `A loja não está aceitando pedidos agora (${statusLabel(status, now).toLowerCase()}). Seu carrinho foi mantido.`;
}

/** The instant São Paulo's wall clock reads `minutes` past midnight of `date` (from the time-zone database). */
export function instantAt(date: string, minutes: number): Date {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  let guess = wall;
  // Two corrections settle any offset, daylight saving included.
  for (let i = 0; i < 2; i++) {
    const local = localTime(new Date(guess));
    guess += wall - (Date.parse(`${local.date}T00:00:00Z`) + local.minutes * 60_000);
  }
  return new Date(guess);
}

const isOpen = (s: Schedule, at: Date) => storeStatus(s, at).state === 'open';

/**
 * When the store next opens after `now` (docs/product.md#sold-out-today): the first instant it
 * starts taking orders after being closed or paused; the end of a timed pause counts, an
 * interval that only continues the one before does not. A pause with no end is ignored (it
 * says nothing about when). With no opening hours at all: the next midnight in São Paulo.
 */
export function nextOpeningAfter(s: Schedule, now: Date): Date {
  const { date } = localTime(now);
  if (!hasHours(s)) return instantAt(addDays(date, 1), 0);
  const schedule = s.ordersPaused && s.pausedUntil === null ? { ...s, ordersPaused: false } : s;
  const candidates: Date[] = [];
  for (let offset = -1; offset <= 15; offset++) {
    const day = addDays(date, offset);
    for (const i of intervalsOn(schedule, day)) candidates.push(instantAt(day, i.open));
  }
  if (schedule.ordersPaused && schedule.pausedUntil) candidates.push(new Date(schedule.pausedUntil));
  const opening = candidates
    .filter((c) => c.getTime() > now.getTime())
    .sort((a, b) => a.getTime() - b.getTime())
    .find((c) => isOpen(schedule, c) && !isOpen(schedule, new Date(c.getTime() - 60_000)));
  return opening ?? instantAt(addDays(date, 1), 0);
}
