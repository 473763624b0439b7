import { ClipboardList } from 'lucide-react';
import { Card } from '@web/components/ui/card';
import { LoadingState } from '@web/components/ui/spinner';
import { OrderCards } from './order-cards';
import { OrderTable } from './order-table';
import type { AdminOrderRow } from './orders-api';
import type { OrderRowActions } from './use-order-rows';

/** The orders, or why there are none: still loading, the fetch failed, nothing matches. */
export function OrdersList({
  isPending,
  isError,
  orders,
  scheduledView,
  actions,
}: {
  isPending: boolean;
  isError: boolean;
  orders: AdminOrderRow[];
  scheduledView: boolean;
  actions: OrderRowActions;
}) {
  if (isPending) return <LoadingState text="Carregando pedidos..." />;
  if (isError)
    return (
      <p role="alert" className="text-danger">
        Erro ao buscar pedidos
      </p>
    );
  if (orders.length === 0)
    return (
      <Card className="flex flex-col items-center gap-2 p-10 text-center text-muted">
        <ClipboardList className="size-10" aria-hidden />
        <p>{scheduledView ? 'Nenhum pedido agendado.' : 'Nenhum pedido encontrado.'}</p>
      </Card>
    );
  // Cards or the table by the list's own width, which the sidebar narrows (a container query).
  return (
    <div className="@container">
      <OrderCards orders={orders} actions={actions} />
      <OrderTable orders={orders} actions={actions} />
    </div>
  );
}
