import { CalendarClock, ChevronRight, QrCode, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '@shared/format-date';
import { formatBRL } from '@shared/money';
import { shortOrderId } from '@shared/order-number';
import { scheduledForLabel } from '@shared/order-slots';
import { paymentMethodLabel } from '@shared/order-status';
import { CancelReason } from '@web/components/cancel-reason';
import { OrderStatusBadge } from '@web/components/order-status-badge';
import { PaymentBadge } from '@web/components/payment-badge';
import { customerPaymentBadge } from '@web/components/payment-badge-text';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { OrderDetailsDialog } from './order-details-dialog';
import { OrderEditsNote } from './order-edits-note';
import { ItemPreview } from './order-lines';
import { OrderReview } from './order-review';
import { type CustomerOrder } from './orders-api';
import { PayOnlineLink } from './pay-online-link';
import { ReceiptLink } from './receipt-link';
import { ReorderButton } from './reorder-button';

/** One order in Meus Pedidos, like a delivery app's 'Pedidos' tab; 'Pedir de novo' unless it waits for its payment. */
export function OrderCard({ order, reviewNow = false }: { order: CustomerOrder; reviewNow?: boolean }) {
  const [open, setOpen] = useState(false);
  const awaiting = order.status === 'awaiting_payment';
  return (
    <Card data-testid="order-card" className="flex flex-col gap-3 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-bold">Pedido #{shortOrderId(order.id)}</h2>
          <p className="text-sm text-muted">{formatDateTime(order.createdAt)}</p>
        </div>
        <OrderStatusBadge status={order.status} fulfilment={order.fulfilment} />
      </div>
      {/* its own row, so a long 'A pagar na entrega…' never squeezes the order number */}
      <PaymentBadge badge={customerPaymentBadge(order)} className="-mt-1 self-start" />
      <CancelReason reason={order.cancelReason} className="-mt-1" />
      <OrderEditsNote edits={order.edits} />
      {order.scheduledFor && (
        <p data-testid="order-scheduled" className="-mt-1 flex items-center gap-1.5 text-xs font-semibold text-primary">
          <CalendarClock className="size-3.5" aria-hidden /> Agendado para {scheduledForLabel(order.scheduledFor)}
        </p>
      )}
      {order.fulfilment === 'pickup' && (
        <p className="-mt-1 flex items-center gap-1.5 text-xs font-medium text-muted">
          <ShoppingBag className="size-3.5 text-primary" aria-hidden /> Retirada no local
        </p>
      )}

      <ItemPreview items={order.items} />

      {order.pixCode && (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="flex min-h-11 items-center gap-2 rounded-xl bg-primary-soft px-3 text-left text-sm font-medium text-primary"
        >
          <QrCode className="size-4 shrink-0" aria-hidden />
          <span className="flex-1">Ver código PIX para pagar</span>
          <ChevronRight className="size-4" aria-hidden />
        </button>
      )}

      <ReceiptLink url={order.receiptUrl} />

      <div className="flex items-end justify-between gap-3 border-t border-line pt-3">
        <div>
          <p className="text-xs text-muted">{paymentMethodLabel(order.paymentMethod, order.fulfilment)}</p>
          <p className="text-lg font-bold" data-testid="order-total">
            {formatBRL(order.totalCents)}
          </p>
        </div>
        <div className="flex gap-2">
          {awaiting && <PayOnlineLink orderId={order.id} className="hidden sm:inline-flex" />}
          {!awaiting && <ReorderButton order={order} className="hidden sm:inline-flex" />}
          <Button variant="outline" size="sm" className="min-h-11" onClick={() => setOpen(true)}>
            Ver detalhes
          </Button>
        </div>
      </div>
      {awaiting && <PayOnlineLink orderId={order.id} className="sm:hidden" />}
      {!awaiting && <ReorderButton order={order} className="sm:hidden" />}
      <OrderReview order={order} startOpen={reviewNow} />
      {open && <OrderDetailsDialog order={order} open={open} onOpenChange={setOpen} />}
    </Card>
  );
}
