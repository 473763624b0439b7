import { useEffect, useState } from 'react';
import { statusLabel, storeStatus, type Schedule, type StoreStatus } from '@shared/schedule';

/**
 * Whether the store takes orders now, re-evaluated every 30 s so "Aberto até 23:00" turns
 * into "Fechado" at 23:00 without a reload. The server applies the same rules at checkout.
 */
export function useStoreStatus(store: Schedule): { status: StoreStatus; label: string; open: boolean } {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(id);
  }, []);
  const status = storeStatus(store, now);
  return { status, label: statusLabel(status, now), open: status.state === 'open' };
}
