import { Bike, CreditCard, PencilLine, Printer, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { ifoodAllows } from '@shared/ifood';
import { canEditOrder } from '@shared/order-edit';
import {
  canGoToKitchen,
  canSetStatus,
  ORDER_STATUSES,
  orderStatusLabel,
  UNPAID_ONLINE_MESSAGE,
  type OrderStatus,
} from '@shared/order-status';
import { canLeaveCancelled } from '@shared/refund';
import { Button, buttonVariants } from '@web/components/ui/button';
import type { AdminOrderDetail } from './orders-api';
import { printLabel } from './use-kitchen-print';

type Props = {
  order: AdminOrderDetail;
  /** A status change or print on its way: every button waits. */
  busy: boolean;
  onStatus: (s: OrderStatus) => void;
};

/**
 * Under the order's detail: why an unpaid online order is held, the status buttons, print and
 * 'Confirmar Saída para Entrega' ('Pronto para retirada' for pickup).
 */
export function OrderDetailFooter({
  order,
  busy,
  onStatus,
  onPrint,
  reprints,
}: Props & { onPrint: () => void; reprints: boolean }) {
  const held = !canGoToKitchen(order);
  const label = printLabel(order, reprints);
  return (
    <div className="flex w-full flex-col gap-3">
      {held && (
        <p
          id="unpaid-note"
          role="note"
          className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm font-medium text-amber-900"
        >
          <CreditCard className="mt-0.5 size-4 shrink-0" aria-hidden />
          {UNPAID_ONLINE_MESSAGE}
        </p>
      )}
      <StatusButtons order={order} busy={busy} onStatus={onStatus} />
      <div className="flex gap-2 sm:justify-end">
        {canEditOrder(order) && (
          // 'Alterar pedido' (docs/product.md#editing-an-order): before it leaves.
          <Link
            to={`/admin/orders/${order.id}/edit`}
            className={buttonVariants({ variant: 'outline', className: 'shrink-0' })}
            aria-label="Alterar pedido"
          >
            <PencilLine className="size-5" aria-hidden />{' '}
            <span className={order.status === 'processing' ? 'hidden sm:inline' : ''}>Alterar</span>
          </Link>
        )}
        <Button
          variant="outline"
          className="shrink-0"
          onClick={onPrint}
          disabled={busy || held}
          aria-label={label}
          aria-describedby={held ? 'unpaid-note' : undefined}
        >
          <Printer className="size-5" aria-hidden />{' '}
          <span className={order.status === 'processing' ? 'hidden sm:inline' : ''}>{label}</span>
        </Button>
        {order.status === 'processing' && <DispatchButton order={order} busy={busy} onStatus={onStatus} />}
      </div>
    </div>
  );
}

/** 'Mudar status': one button a status, the current one pressed, the ones it cannot take greyed out. */
function StatusButtons({ order, busy, onStatus }: Props) {
  const held = !canGoToKitchen(order);
  return (
    <div
      className="-mx-5 no-scrollbar flex gap-1.5 overflow-x-auto px-5 sm:mx-0 sm:flex-wrap sm:px-0"
      role="group"
      aria-label="Mudar status"
    >
      {ORDER_STATUSES.map((s) => (
        <Button
          key={s}
          size="sm"
          variant={s === order.status ? 'primary' : 'outline'}
          className="shrink-0 whitespace-nowrap"
          disabled={
            s === order.status ||
            busy ||
            !canSetStatus(order, s) ||
            !canLeaveCancelled(order, s) ||
            !ifoodAllows(order, s)
          }
          aria-describedby={held && s !== 'cancelled' ? 'unpaid-note' : undefined}
          onClick={() => onStatus(s)}
        >
          {orderStatusLabel(s, order.fulfilment)}
        </Button>
      ))}
    </div>
  );
}

/** The next step of an order in preparation: out for delivery, or ready at the counter. */
function DispatchButton({ order, busy, onStatus }: Props) {
  return (
    <Button
      className="flex-1 px-3 whitespace-nowrap sm:flex-none sm:px-4"
      onClick={() => onStatus('delivering')}
      disabled={busy}
    >
      {order.fulfilment !== 'delivery' ? (
        <>
          <ShoppingBag className="hidden size-5 sm:block" aria-hidden />{' '}
          {orderStatusLabel('delivering', order.fulfilment)}
        </>
      ) : (
        <>
          <Bike className="hidden size-5 sm:block" aria-hidden /> Confirmar Saída para Entrega
        </>
      )}
    </Button>
  );
}
