import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BellRing, Volume2, VolumeX } from 'lucide-react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { formatBRL } from '@shared/money';
import { api } from '../../lib/api';
import { alarmRinging, enableSound, soundPreference, startAlarm, stopAlarm } from './new-order-alarm';
import { useOrderEvents, type LiveOrderEvent } from './use-order-events';

type LiveOrders = {
  /** New orders not yet opened or acknowledged by staff in this browser. */
  unseen: string[];
  waiting: number;
  connected: boolean;
  soundOn: boolean;
  setSoundOn: (on: boolean) => void;
  acknowledge: (orderId?: string) => void;
};

const LiveOrdersContext = createContext<LiveOrders | null>(null);

export const WAITING_KEY = ['admin', 'live', 'summary'] as const;

/** Keeps every admin screen live: refreshes admin data on each order event and rings for new orders. */
export function AdminLiveOrdersProvider({ children, storeName }: { children: ReactNode; storeName: string }) {
  const qc = useQueryClient();
  const [unseen, setUnseen] = useState<string[]>([]);
  const [soundOn, setSound] = useState(soundPreference);
  const summary = useQuery({ queryKey: WAITING_KEY, queryFn: () => api<{ waiting: number }>('/api/admin/live/summary'), refetchInterval: 60_000 });
  const waiting = summary.data?.waiting ?? 0;

  const onEvent = useCallback(
    (e: LiveOrderEvent) => {
      void qc.invalidateQueries({ queryKey: ['admin'] });
      if (e.type === 'order.created') {
        setUnseen((u) => (u.includes(e.orderId) ? u : [...u, e.orderId]));
        toast.info(`Novo pedido #${e.orderId.slice(0, 8)} · ${e.customerName} · ${formatBRL(e.totalCents)}`);
      }
    },
    [qc],
  );
  const { connected } = useOrderEvents('/api/admin/events', onEvent);

  useEffect(() => {
    if (unseen.length > 0 && soundOn) startAlarm();
    else stopAlarm();
  }, [unseen.length, soundOn]);
  useEffect(() => () => stopAlarm(), []);

  useEffect(() => {
    const base = `Painel · ${storeName}`;
    document.title = waiting > 0 ? `(${waiting}) ${waiting === 1 ? 'pedido aguardando' : 'pedidos aguardando'} · ${base}` : base;
  }, [waiting, storeName]);

  const value = useMemo<LiveOrders>(
    () => ({
      unseen,
      waiting,
      connected,
      soundOn,
      setSoundOn: (on) => {
        setSound(on);
        void enableSound(on);
      },
      acknowledge: (orderId) => setUnseen((u) => (orderId ? u.filter((id) => id !== orderId) : [])),
    }),
    [unseen, waiting, connected, soundOn],
  );
  return <LiveOrdersContext.Provider value={value}>{children}</LiveOrdersContext.Provider>;
}

export function useLiveOrders(): LiveOrders | null {
  return useContext(LiveOrdersContext);
}

/** The sound switch and the "new orders" banner staff acknowledge. */
export function LiveOrdersBar() {
  const live = useLiveOrders();
  if (!live) return null;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      {live.unseen.length > 0 && (
        <div role="alert" className="flex flex-1 flex-wrap items-center gap-3 rounded-xl bg-amber-100 px-4 py-3 text-amber-950">
          <BellRing className="size-5 shrink-0" aria-hidden />
          <span className="font-semibold">
            {live.unseen.length === 1 ? '1 novo pedido' : `${live.unseen.length} novos pedidos`}
          </span>
          <button type="button" className="ml-auto min-h-11 rounded-lg bg-amber-950 px-4 text-sm font-semibold text-white" onClick={() => live.acknowledge()}>
            Ciente
          </button>
        </div>
      )}
      <button
        type="button"
        role="switch"
        aria-checked={live.soundOn}
        onClick={() => live.setSoundOn(!live.soundOn)}
        className="flex min-h-11 items-center gap-2 rounded-xl border border-line bg-surface px-3 text-sm font-medium"
      >
        {live.soundOn ? <Volume2 className="size-5 text-primary" aria-hidden /> : <VolumeX className="size-5 text-muted" aria-hidden />}
        {live.soundOn ? 'Som ligado' : 'Ativar som de novos pedidos'}
      </button>
      <span className={live.connected ? 'text-xs text-success' : 'text-xs text-muted'} aria-live="polite">
        {live.connected ? '● Ao vivo' : '○ Reconectando...'}
      </span>
      {alarmRinging() && <span className="sr-only">Alarme de novo pedido tocando</span>}
    </div>
  );
}
