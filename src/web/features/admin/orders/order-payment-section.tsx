import { Wallet } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '@shared/format-date';
import { formatBRL } from '@shared/money';
import { paymentMethodLabel, paymentSourceLabel, paymentStateLabel } from '@shared/order-status';
import { canRefund } from '@shared/refund';
import { Button } from '@web/components/ui/button';
import { useCurrentUser } from '@web/features/auth/use-current-user';
import { cn } from '@web/lib/cn';
import { DetailSection } from './detail-section';
import { useOrderActions, type AdminOrderDetail } from './orders-api';
import { RefundDialog } from './refund-dialog';

/** The payment badge: paid green, refunded grey, refused red, not yet paid amber. */
const PAYMENT_TONE: Record<string, string> = {
  paid: 'bg-green-100 text-green-800',
  refunded: 'bg-stone-100 text-stone-800',
  failed: 'bg-red-100 text-red-800',
};

/** 'Pagamento': method, state and its history; confirming a PIX by hand, the refund, the change to take. */
export function OrderPaymentSection({ order }: { order: AdminOrderDetail }) {
  return (
    <DetailSection title="Pagamento" icon={Wallet}>
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{paymentMethodLabel(order.paymentMethod, order.fulfilment)}</span>
        <span
          data-testid="payment-status"
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-semibold',
            PAYMENT_TONE[order.paymentStatus] ?? 'bg-amber-100 text-amber-900',
          )}
        >
          {paymentStateLabel(order.paymentStatus)}
        </span>
      </p>
      {order.paymentHistory.map((h) => (
        <p key={h.changedAt} className="text-xs text-muted">
          {paymentStateLabel(h.toStatus)} em {formatDateTime(h.changedAt)}
          {paymentSourceLabel(h.source) && ` (${paymentSourceLabel(h.source)})`}
          {h.changedByName && ` por ${h.changedByName}`}
        </p>
      ))}
      <PaymentActions order={order} />
      {order.changeForCents != null && order.changeForCents > 0 && (
        <p>
          Troco para <strong>{formatBRL(order.changeForCents)}</strong> (levar{' '}
          {formatBRL(Math.max(0, order.changeForCents - order.totalCents))})
        </p>
      )}
    </DetailSection>
  );
}

/** 'Confirmar pagamento' on a PIX still awaited, 'Estornar pagamento' when the money can go back. */
function PaymentActions({ order }: { order: AdminOrderDetail }) {
  const { confirmPayment } = useOrderActions();
  const [refunding, setRefunding] = useState(false);
  const { can } = useCurrentUser();
  return (
    <>
      {order.paymentMethod === 'pix' && order.paymentStatus === 'awaiting' && (
        <Button
          size="sm"
          className="mt-2 self-start"
          disabled={confirmPayment.isPending}
          onClick={() => confirmPayment.mutate(order.id)}
        >
          Confirmar pagamento
        </Button>
      )}
      {canRefund(order) && can('refunds') && (
        <>
          <Button variant="outline" size="sm" className="mt-2 self-start" onClick={() => setRefunding(true)}>
            Estornar pagamento
          </Button>
          {refunding && <RefundDialog order={order} mode="refund" open onOpenChange={setRefunding} />}
        </>
      )}
    </>
  );
}
