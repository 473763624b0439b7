import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BellRing, Volume2, VolumeX } from 'lucide-react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { LiveSummary } from '@shared/contract/live';
import { formatBRL } from '@shared/money';
import { shortOrderId } from '@shared/order-number';
import { api } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import {
  chimeOnce,
  enableSound,
  soundPreference,
  soundUnlocked,
  startAlarm,
  stopAlarm,
  unlockSound,
} from './new-order-alarm';
import { useScheduledAlarm } from './scheduled-alarm';
import { useOrderEvents, type LiveOrderEvent } from './use-order-events';

type LiveOrders = {
  /** New orders not yet opened or acknowledged by staff in this browser. */
  unseen: string[];
  waiting: number;
  connected: boolean;
  soundOn: boolean;
  /** Sound is switched on but the browser waits for a click after a reload. */
  soundBlocked: boolean;
  /** The alarm is repeating now (new orders and sound on). */
  ringing: boolean;
  setSoundOn: (on: boolean) => void;
  acknowledge: (orderId?: string) => void;
  /** The page shows the live bar itself (the floating alert then stays hidden). */
  registerBar: () => () => void;
};

const LiveOrdersContext = createContext<LiveOrders | null>(null);

export const WAITING_KEY = ['admin', 'live', 'summary'] as const;

/** The tab title: "(2) pedidos aguardando · Painel · Loja" while orders wait for the kitchen. */
export function liveTitle(waiting: number, storeName: string): string {
  const base = `Painel · ${storeName}`;
  return waiting > 0 ? `(${waiting}) ${waiting === 1 ? 'pedido aguardando' : 'pedidos aguardando'} · ${base}` : base;
}

type ProviderProps = {
  children: ReactNode;
  storeName: string;
  /** Who is signed in on this screen: an order they took themselves does not ring here. */
  userId: string | null;
};

/**
 * What iFood asks staff to notice at once (docs/product.md#ifood): one chime, not the new-order
 * alarm, and a message: iFood cancelled an order the kitchen may be cooking, or its customer asked
 * iFood to cancel and staff have minutes to answer.
 */
function announceIfood(e: LiveOrderEvent) {
  const text: Record<string, string> = {
    ifood_cancelled: `O iFood cancelou o pedido #${shortOrderId(e.orderId)} · ${e.customerName}`,
    ifood_dispute: `O cliente pediu para cancelar o pedido #${shortOrderId(e.orderId)} pelo iFood`,
  };
  if (!Object.hasOwn(text, e.alert!)) return;
  chimeOnce();
  toast.error(text[e.alert!]!);
}

/** Keeps every admin screen live: refreshes admin data on each order event and rings for new orders. */
export function AdminLiveOrdersProvider({ children, storeName, userId }: ProviderProps) {
  const qc = useQueryClient();
  const [unseen, setUnseen] = useState<string[]>([]);
  const [soundOn, setSound] = useState(soundPreference);
  const [unlocked, setUnlocked] = useState(soundUnlocked);
  const [bars, setBars] = useState(0);
  const summary = useQuery({
    queryKey: WAITING_KEY,
    queryFn: () => api<LiveSummary>('/api/admin/live/summary'),
    refetchInterval: 60_000,
  });
  const waiting = summary.data?.waiting ?? 0;

  const onEvent = useCallback(
    (e: LiveOrderEvent) => {
      void qc.invalidateQueries({ queryKey: ['admin'] });
      if (e.type === 'order.created') {
        // An order this staff member just took on the phone or at the counter: no alarm on their screen.
        if (e.by && e.by === userId) return;
        setUnseen((u) => (u.includes(e.orderId) ? u : [...u, e.orderId]));
        toast.info(`Novo pedido #${shortOrderId(e.orderId)} · ${e.customerName} · ${formatBRL(e.totalCents)}`);
      } else if (e.alert) {
        announceIfood(e);
        if (e.alert === 'ifood_cancelled') setUnseen((u) => u.filter((id) => id !== e.orderId));
      } else if (e.status !== 'pending') {
        // Someone (maybe at another screen) already took it: it no longer needs the alarm.
        setUnseen((u) => u.filter((id) => id !== e.orderId));
      }
    },
    [qc, userId],
  );
  const { connected } = useOrderEvents('/api/admin/events', onEvent);
  // A scheduled order rings again shortly before it is due.
  useScheduledAlarm(useCallback((id: string) => setUnseen((u) => (u.includes(id) ? u : [...u, id])), []));

  // After a reload the browser keeps audio locked until the first click or key press.
  useEffect(() => {
    if (!soundOn || unlocked) return;
    const unlock = () => void unlockSound().then(setUnlocked);
    window.addEventListener('pointerdown', unlock);
    window.addEventListener('keydown', unlock);
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, [soundOn, unlocked]);

  const ringing = unseen.length > 0 && soundOn;
  useEffect(() => {
    if (ringing) startAlarm();
    else stopAlarm();
  }, [ringing]);
  useEffect(() => () => stopAlarm(), []);

  useEffect(() => {
    document.title = liveTitle(waiting, storeName);
  }, [waiting, storeName]);

  const registerBar = useCallback(() => {
    setBars((n) => n + 1);
    return () => setBars((n) => n - 1);
  }, []);

  const value = useMemo<LiveOrders>(
    () => ({
      unseen,
      waiting,
      connected,
      soundOn,
      soundBlocked: soundOn && !unlocked,
      ringing,
      setSoundOn: (on) => {
        setSound(on);
        void enableSound(on).then(setUnlocked);
      },
      acknowledge: (orderId) => setUnseen((u) => (orderId ? u.filter((id) => id !== orderId) : [])),
      registerBar,
    }),
    [unseen, waiting, connected, soundOn, unlocked, ringing, registerBar],
  );
  return (
    <LiveOrdersContext.Provider value={value}>
      {children}
      {bars === 0 && <NewOrdersPopup />}
    </LiveOrdersContext.Provider>
  );
}

export function useLiveOrders(): LiveOrders | null {
  return useContext(LiveOrdersContext);
}

function SoundSwitch({ live, compact = false }: { live: LiveOrders; compact?: boolean }) {
  const label = live.soundBlocked
    ? 'Toque para liberar o som'
    : live.soundOn
      ? 'Som ligado'
      : 'Ativar som de novos pedidos';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={live.soundOn}
      aria-label="Som de novos pedidos"
      // After a reload the first tap only unlocks the audio the staff already switched on.
      onClick={() => (live.soundBlocked ? void unlockSound() : live.setSoundOn(!live.soundOn))}
      className={cn(
        'flex min-h-11 items-center gap-2 rounded-xl border px-3 text-sm font-medium',
        live.soundOn ? 'border-primary/40 bg-primary/5' : 'border-line bg-surface',
        compact && 'bg-white text-ink',
      )}
    >
      <span
        className={cn(
          'relative inline-flex h-6 w-10 shrink-0 items-center rounded-full transition-colors',
          live.soundOn ? 'bg-primary' : 'bg-line',
        )}
        aria-hidden
      >
        <span
          className={cn(
            'absolute size-5 rounded-full bg-white shadow transition-transform',
            live.soundOn ? 'translate-x-[18px]' : 'translate-x-0.5',
          )}
        />
      </span>
      {live.soundOn && !live.soundBlocked ? (
        <Volume2 className="size-5 text-primary" aria-hidden />
      ) : (
        <VolumeX className="size-5 text-muted" aria-hidden />
      )}
      <span>{label}</span>
    </button>
  );
}

/** The sound switch and the "new orders" banner staff acknowledge (on the orders page). */
export function LiveOrdersBar() {
  const live = useLiveOrders();
  const register = live?.registerBar;
  useEffect(() => register?.(), [register]);
  if (!live) return null;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2" data-testid="live-bar">
      {live.unseen.length > 0 && (
        <div
          role="alert"
          className={cn(
            'flex w-full items-center gap-3 rounded-xl bg-amber-100 px-4 py-2 text-amber-950 sm:w-auto sm:flex-1',
            live.ringing && 'animate-pulse',
          )}
        >
          <BellRing className="size-5 shrink-0" aria-hidden />
          <span className="font-semibold">
            {live.unseen.length === 1 ? '1 novo pedido' : `${live.unseen.length} novos pedidos`}
          </span>
          <button
            type="button"
            className="ml-auto min-h-11 rounded-lg bg-amber-950 px-4 text-sm font-semibold text-white"
            onClick={() => live.acknowledge()}
          >
            Ciente
          </button>
        </div>
      )}
      <SoundSwitch live={live} />
      <span className={live.connected ? 'text-xs text-success' : 'text-xs text-muted'} aria-live="polite">
        {live.connected ? '● Ao vivo' : '○ Reconectando...'}
      </span>
      {live.ringing && <span className="sr-only">Alarme de novo pedido tocando</span>}
    </div>
  );
}

/** On the other admin screens (dashboard, menu...): a floating alert so a new order is not missed. */
function NewOrdersPopup() {
  const live = useLiveOrders();
  const navigate = useNavigate();
  if (!live || live.unseen.length === 0) return null;
  const n = live.unseen.length;
  return (
    <div
      role="alert"
      className="fixed right-4 bottom-4 left-4 z-50 flex flex-col gap-3 rounded-2xl bg-amber-950 p-4 text-white shadow-2xl sm:left-auto sm:w-96"
    >
      <div className="flex items-center gap-3">
        <BellRing className={cn('size-6 shrink-0 text-amber-300', live.ringing && 'animate-bounce')} aria-hidden />
        <span className="text-base font-bold">{n === 1 ? '1 novo pedido' : `${n} novos pedidos`}</span>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => navigate('/admin/orders')}
          className="flex min-h-11 flex-1 items-center justify-center rounded-lg bg-amber-300 px-4 text-sm font-bold text-amber-950"
        >
          Ver pedidos
        </button>
        <button
          type="button"
          className="min-h-11 rounded-lg border border-white/40 px-4 text-sm font-semibold"
          onClick={() => live.acknowledge()}
        >
          Ciente
        </button>
      </div>
      {!live.soundOn && <SoundSwitch live={live} compact />}
    </div>
  );
}
