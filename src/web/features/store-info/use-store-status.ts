import { createContext, useContext, useEffect, useState } from 'react';
import { statusLabel, storeStatus, type Schedule, type StoreStatus } from '@shared/schedule';
import { useHydrated } from '@web/lib/hydration';

/**
 * The moment a server-rendered page was rendered for: the server renders and the browser
 * hydrates the open/closed state of that moment, then the browser moves to its own clock.
 */
export const RenderedAt = createContext<Date | null>(null);

/**
 * Whether the store takes orders now, re-evaluated every 30 s so "Aberto até 23:00" turns
 * into "Fechado" at 23:00 without a reload. The server applies the same rules at checkout.
 */
export function useStoreStatus(store: Schedule): { status: StoreStatus; label: string; open: boolean } {
  const renderedAt = useContext(RenderedAt);
  const hydrated = useHydrated();
  const [clock, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(id);
  }, []);
  const now = !hydrated && renderedAt ? renderedAt : clock;
  const status = storeStatus(store, now);
  return { status, label: statusLabel(status, now), open: status.state === 'open' };
}
