import { useState } from 'react';
import { flushSync } from 'react-dom';
import { formatDateTime } from '@shared/format-date';
import { shortOrderId } from '@shared/order-number';
import type { OrderStatus } from '@shared/order-status';
import { isPaidOnline } from '@shared/refund';
import { CancelReason } from '@web/components/cancel-reason';
import { OrderStatusBadge } from '@web/components/order-status-badge';
import { LoadingState } from '@web/components/ui/spinner';
import { useCurrentUser } from '@web/features/auth/use-current-user';
import { useStoreInfo } from '@web/features/store-info/use-store-info';
import { ApiError } from '@web/lib/api';
import { AdminDialog } from '../ui/admin-dialog';
import { OrderDetailBody } from './order-detail-body';
import { OrderDetailFooter } from './order-detail-footer';
import { OrderTags } from './order-tags';
import { OrderTicket } from './order-ticket';
import { useAdminOrder, useOrderActions, type AdminOrderDetail } from './orders-api';
import { RefundDialog } from './refund-dialog';
import { ScheduledBadge } from './scheduled-badge';
import { useKitchenPrint } from './use-kitchen-print';

/** The order's details with print, the status buttons and 'Confirmar Saída para Entrega' ('Pronto para retirada' for pickup). */
export function OrderDetailDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const store = useStoreInfo();
  // With WhatsApp messages, their receipts come in while the detail is open (docs/product.md#whatsapp-messages).
  const { data: order, isPending, isError } = useAdminOrder(orderId, store.whatsappUpdates);
  const { setStatus, markPrinted } = useOrderActions();
  const [printing, setPrinting] = useState<AdminOrderDetail | null>(null);
  const [askingCancel, setAskingCancel] = useState(false);
  const { can } = useCurrentUser();
  const kitchen = useKitchenPrint();

  const print = async () => {
    if (!order) return;
    // The kitchen printers when the store has them (docs/product.md#kitchen-printers), else the browser.
    if (kitchen.hasPrinters) return void kitchen.send.mutate(order.id);
    // Prints even when the record fails (the network, say), but not what the server refused:
    // an online payment not yet confirmed.
    const fresh = await markPrinted
      .mutateAsync(order.id)
      .catch((e: unknown) => (e instanceof ApiError && e.status === 409 ? null : order));
    if (!fresh) return;
    flushSync(() => setPrinting(fresh));
    window.print();
  };
  // Cancelling an order paid online first asks whether to refund it too.
  const changeStatus = (o: AdminOrderDetail, s: OrderStatus) =>
    s === 'cancelled' && isPaidOnline(o) && can('refunds')
      ? setAskingCancel(true)
      : setStatus.mutate({ id: o.id, status: s });

  return (
    <AdminDialog
      open
      wide
      onOpenChange={(o) => !o && onClose()}
      title={`Pedido #${shortOrderId(orderId)}`}
      subtitle={order && <OrderDetailSubtitle order={order} />}
      footer={
        order && (
          <OrderDetailFooter
            order={order}
            busy={setStatus.isPending || markPrinted.isPending || kitchen.send.isPending}
            reprints={kitchen.hasPrinters}
            onStatus={(s) => changeStatus(order, s)}
            onPrint={() => void print()}
          />
        )
      }
    >
      {isPending ? (
        <LoadingState text="Carregando pedido..." />
      ) : isError || !order ? (
        <p role="alert">Erro ao buscar pedidos</p>
      ) : (
        <OrderDetailBody order={order} storeAddress={store.address} />
      )}
      {printing && <OrderTicket order={printing} storeName={store.name} storeAddress={store.address} />}
      {order && askingCancel && (
        <RefundDialog
          order={order}
          mode="cancel"
          open
          onOpenChange={setAskingCancel}
          onCancelOnly={() => setStatus.mutate({ id: order.id, status: 'cancelled' })}
        />
      )}
    </AdminDialog>
  );
}

/** Under the title: status, why it was cancelled, pickup, when it is scheduled for, when it came in. */
function OrderDetailSubtitle({ order }: { order: AdminOrderDetail }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <OrderStatusBadge status={order.status} fulfilment={order.fulfilment} />
      <CancelReason reason={order.cancelReason} />
      <OrderTags order={order} />
      {order.scheduledFor && <ScheduledBadge at={order.scheduledFor} />}
      <span className="text-sm text-muted">{formatDateTime(order.createdAt)}</span>
    </div>
  );
}
