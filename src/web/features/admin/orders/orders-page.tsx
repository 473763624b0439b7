import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@web/components/ui/button';
import { LiveOrdersBar } from '@web/features/live/admin-live-orders';
import { useScheduledOrders } from '@web/features/live/scheduled-alarm';
import { useStoreInfo } from '@web/features/store-info/use-store-info';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useWakeLock } from '@web/lib/use-wake-lock';
import { PageHeader } from '../ui/page-header';
import { OrderDetailDialog } from './order-detail-dialog';
import { OrderTicket } from './order-ticket';
import { useAdminOrders } from './orders-api';
import { OrdersList } from './orders-list';
import { OrdersToolbar } from './orders-toolbar';
import { PrinterAlerts } from './printer-alerts';
import { useNewOrderKey } from './use-new-order-key';
import { useOrderFilters } from './use-order-filters';
import { useOrderRows } from './use-order-rows';

/** /admin/orders (docs/product.md#admin-area, Pedidos): the screen staff keep open all day. */
export function OrdersPage() {
  // A tablet showing the orders stays awake, so the new-order alarm is heard (docs/product.md#admin-area).
  useWakeLock();
  useNewOrderKey();
  const filters = useOrderFilters();
  const { scheduledView } = filters;
  const scheduled = useScheduledOrders();
  const q = useDebouncedValue(filters.search.trim(), 300);
  const all = useAdminOrders(q, filters.status, filters.unpaid);
  const list = scheduledView ? scheduled : all;
  const orders = scheduledView ? (scheduled.data?.orders ?? []) : (all.data?.pages.flatMap((p) => p.orders) ?? []);
  const { actions, openId, closeDetail, ticket } = useOrderRows();
  const store = useStoreInfo();

  return (
    <div className="mx-auto flex max-w-6xl flex-col">
      <PageHeader
        title="Pedidos"
        subtitle="Mais recentes primeiro. Atualiza sozinho."
        actions={
          // Phone and counter orders (docs/product.md#phone-and-counter-orders).
          <Link to="/admin/orders/new" className={buttonVariants()} aria-keyshortcuts="N" title="Atalho: tecla N">
            <Plus className="size-4" aria-hidden />
            Novo pedido
          </Link>
        }
      />
      <LiveOrdersBar />
      <PrinterAlerts />
      <OrdersToolbar filters={filters} scheduledCount={scheduled.data?.orders.length ?? 0} />
      <OrdersList
        isPending={list.isPending}
        isError={list.isError}
        orders={orders}
        scheduledView={scheduledView}
        actions={actions}
      />
      {!scheduledView && all.hasNextPage && (
        <Button
          variant="outline"
          className="mx-auto mt-4"
          disabled={all.isFetchingNextPage}
          onClick={() => void all.fetchNextPage()}
        >
          {all.isFetchingNextPage ? 'Carregando...' : 'Carregar mais pedidos'}
        </Button>
      )}
      {openId && <OrderDetailDialog key={openId} orderId={openId} onClose={closeDetail} />}
      {ticket && !openId && <OrderTicket order={ticket} storeName={store.name} storeAddress={store.address} />}
    </div>
  );
}
