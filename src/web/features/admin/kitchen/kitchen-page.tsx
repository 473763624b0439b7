import { ChefHat } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { KitchenOrder } from '@shared/contract/kitchen';
import { LoadingState } from '@web/components/ui/spinner';
import { useLiveOrders } from '@web/features/live/admin-live-orders';
import { cn } from '@web/lib/cn';
import { useWakeLock } from '@web/lib/use-wake-lock';
import { PageHeader } from '../ui/page-header';
import { useKitchenBoard } from './kitchen-api';
import { ordersFor } from './kitchen-board';
import { KitchenOrderCard } from './kitchen-order-card';
import { StationFilter } from './station-filter';
import { useKitchenActions } from './use-kitchen-actions';
import { useNow } from './use-now';

/** /admin/kitchen (docs/product.md#kitchen-display): the orders in preparation on the kitchen's tablet. */
export function KitchenPage() {
  // A tablet on the wall must not sleep (asked again whenever the page shows).
  useWakeLock();
  const board = useKitchenBoard();
  const actions = useKitchenActions();
  const now = useNow();
  // The station stays in the address, so a tablet reloaded at the bar still shows the bar.
  const [params, setParams] = useSearchParams();
  const stations = board.data?.stations ?? [];
  const station = stations.find((s) => s.id === params.get('estacao')) ?? null;
  const chooseStation = (id: string | null) => setParams(id ? { estacao: id } : {}, { replace: true });
  const all = board.data?.orders ?? [];
  const orders = ordersFor(all, station);
  // 'Pronto' moves the whole order, whatever the station shows of it.
  const whole = (order: KitchenOrder) => all.find((o) => o.id === order.id) ?? order;

  return (
    <div className="flex flex-col">
      <PageHeader
        title="Cozinha"
        subtitle="Pedidos em preparação, os mais antigos primeiro. Toque num item quando ficar pronto."
        actions={<LiveState count={all.length} loaded={board.isSuccess} />}
      />
      {stations.length > 0 && (
        <div className="mb-5">
          <StationFilter stations={stations} value={station?.id ?? null} onChange={chooseStation} />
        </div>
      )}
      {board.isPending ? (
        <LoadingState text="Carregando pedidos..." />
      ) : board.isError ? (
        <p role="alert" className="text-lg text-danger">
          Falha ao buscar os pedidos. Tentando de novo...
        </p>
      ) : orders.length === 0 ? (
        <Empty station={station?.name} />
      ) : (
        <ol
          aria-label="Pedidos em preparação"
          className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,19rem),1fr))] items-start gap-4"
        >
          {orders.map((order) => (
            <li key={order.id} className="min-w-0">
              <KitchenOrderCard
                order={order}
                board={board.data}
                now={now}
                onItem={(item) => void actions.setItemReady(item, item.readyAt === null)}
                onReady={() => void actions.orderReady(whole(order))}
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** How many orders, and whether the live stream is open (else the list refreshes every 30 s). */
function LiveState({ count, loaded }: { count: number; loaded: boolean }) {
  const live = useLiveOrders();
  const connected = live?.connected ?? false;
  return (
    <div className="flex items-center gap-3 text-base">
      {loaded && (
        <span className="font-semibold tabular-nums">
          {count} {count === 1 ? 'pedido' : 'pedidos'}
        </span>
      )}
      <span
        className={cn(
          'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset',
          connected ? 'bg-green-50 text-green-900 ring-green-200' : 'bg-stone-100 text-stone-800 ring-stone-200',
        )}
      >
        <span aria-hidden className={cn('size-2 rounded-full', connected ? 'bg-green-600' : 'bg-stone-400')} />
        {connected ? 'Ao vivo' : 'Reconectando...'}
      </span>
    </div>
  );
}

function Empty({ station }: { station?: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-12 text-center">
      <ChefHat className="size-14 text-muted" aria-hidden />
      <p className="text-2xl font-semibold">Nenhum pedido em preparação</p>
      <p className="text-lg text-muted">
        {station ? `Nada para ${station} agora.` : 'Os pedidos aceitos aparecem aqui sozinhos.'}
      </p>
    </div>
  );
}
