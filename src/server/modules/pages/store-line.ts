import { statusLabel, storeStatus, type Schedule } from '@shared/schedule';

const MINUTE_MS = 60_000;

/**
 * The store's open/closed line at a moment ('Aberto até 23:00'), worked out once per minute
 * rather than per page request (it formats the local time). Opening hours change it only on
 * a minute's turn; a pause may end mid-minute, so the line is kept only until then. A new menu
 * (an admin's change) brings a new settings object and a new line.
 */
export function storeLineMemo() {
  let memo: { store: Schedule; from: number; until: number; line: string } | null = null;
  return (store: Schedule, now: Date): string => {
    const t = now.getTime();
    if (memo && memo.store === store && t >= memo.from && t < memo.until) return memo.line;
    const line = statusLabel(storeStatus(store, now), now);
    const from = t - (t % MINUTE_MS);
    const pauseEnds = store.pausedUntil ? Date.parse(store.pausedUntil) : Number.NaN;
    const until = pauseEnds > t ? Math.min(from + MINUTE_MS, pauseEnds) : from + MINUTE_MS;
    memo = { store, from, until, line };
    return line;
  };
}
