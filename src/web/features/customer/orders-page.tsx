import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { ReceiptText } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { shortOrderId } from '@shared/order-number';
import { orderStatusLabel } from '@shared/order-status';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { toast } from '@web/lib/toast';
import { useOrderEvents, type LiveOrderEvent } from '../live/use-order-events';
import { CashbackCard } from './cashback-card';
import { OrderCard } from './order-card';
import { OrderPushCard } from './order-push-card';
import { OrderWhatsappCard } from './order-whatsapp-card';
import { CUSTOMER_ORDERS_KEY, listedFulfilment, useCustomerOrders, type CustomerOrderPage } from './orders-api';

function Skeleton() {
  return (
    <div role="status" aria-label="Carregando pedidos..." className="flex flex-col gap-3">
      {[0, 1, 2].map((i) => (
        <Card key={i} className="flex animate-pulse flex-col gap-3 p-4">
          <div className="flex justify-between">
            <div className="h-5 w-32 rounded bg-canvas" />
            <div className="h-6 w-24 rounded-full bg-canvas" />
          </div>
          <div className="h-4 w-3/4 rounded bg-canvas" />
          <div className="h-4 w-1/2 rounded bg-canvas" />
          <div className="h-9 w-full rounded bg-canvas" />
        </Card>
      ))}
    </div>
  );
}

function EmptyState() {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary">
        <ReceiptText className="size-8" aria-hidden />
      </span>
      <p className="font-semibold">Você ainda não fez nenhum pedido.</p>
      <p className="text-sm text-muted">Quando você pedir, acompanhe aqui cada etapa até a entrega.</p>
      <Link to="/" className={buttonVariants({ size: 'md', className: 'mt-2' })}>
        Ver cardápio
      </Link>
    </Card>
  );
}

/** Meus Pedidos: own orders newest first; staff's status changes arrive live (docs/product.md#live-updates). */
export function OrdersPage() {
  const qc = useQueryClient();
  const onEvent = useCallback(
    (e: LiveOrderEvent) => {
      const fulfilment = listedFulfilment(
        qc.getQueryData<InfiniteData<CustomerOrderPage>>(CUSTOMER_ORDERS_KEY),
        e.orderId,
      );
      void qc.invalidateQueries({ queryKey: CUSTOMER_ORDERS_KEY });
      if (e.type === 'order.status_changed')
        toast.info(`Pedido #${shortOrderId(e.orderId)}: ${orderStatusLabel(e.status, fulfilment)}`);
      if (e.type === 'order.paid') toast.success(`Pedido #${shortOrderId(e.orderId)}: pagamento confirmado`);
      if (e.type === 'order.edited') toast.info(`Pedido #${shortOrderId(e.orderId)}: a loja alterou seu pedido`);
      if (e.type === 'order.review_answered')
        toast.info(`Pedido #${shortOrderId(e.orderId)}: a loja respondeu sua avaliação`);
    },
    [qc],
  );
  const { connected } = useOrderEvents('/api/customer/events', onEvent);
  const query = useCustomerOrders({ poll: !connected });
  // A review invitation's push opens the order's rating (docs/product.md#reviews).
  const reviewNow = useSearchParams()[0].get('avaliar');

  const orders = query.data?.pages.flatMap((p) => p.orders) ?? [];

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Meus Pedidos</h1>
      <CashbackCard />
      {query.isPending ? (
        <Skeleton />
      ) : query.isError ? (
        <Card className="flex flex-col items-center gap-3 p-6 text-center">
          <p role="alert">{query.error.message}</p>
          <Button variant="outline" onClick={() => query.refetch()}>
            Tentar novamente
          </Button>
        </Card>
      ) : orders.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <OrderPushCard orders={orders} />
          <OrderWhatsappCard orders={orders} />
          <ul className="flex flex-col gap-3" aria-label="Pedidos">
            {orders.map((o) => (
              <li key={o.id}>
                <OrderCard order={o} reviewNow={o.id === reviewNow} />
              </li>
            ))}
          </ul>
          {query.hasNextPage && (
            <Button
              variant="outline"
              className="self-center"
              disabled={query.isFetchingNextPage}
              onClick={() => query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? 'Carregando...' : 'Ver pedidos anteriores'}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
