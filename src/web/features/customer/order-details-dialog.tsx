import { MapPin, MessageSquareText, Store, Wallet, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { formatDateTime } from '@shared/format-date';
import { formatBRL } from '@shared/money';
import { shortOrderId } from '@shared/order-number';
import { paymentMethodLabel } from '@shared/order-status';
import { CancelReason } from '@web/components/cancel-reason';
import { CouponDiscountRow } from '@web/components/coupon-discount-row';
import { OrderStatusBadge } from '@web/components/order-status-badge';
import { PaymentBadge } from '@web/components/payment-badge';
import { customerPaymentBadge } from '@web/components/payment-badge-text';
import { PixCodePanel } from '../payment/pix-code-panel';
import { useStoreQuery } from '../store-info/use-store-info';
import { StoreWhatsappLink } from '../store-info/whatsapp-link';
import { OrderEditsNote } from './order-edits-note';
import { optionsText } from './order-options';
import { OrderProgress } from './order-progress';
import { useCustomerOrder, type CustomerOrder } from './orders-api';
import { PayOnlineLink } from './pay-online-link';
import { ReceiptLink } from './receipt-link';
import { ReorderButton } from './reorder-button';

function Section({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2 border-t border-line pt-4">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between text-base font-bold' : 'flex justify-between text-sm text-muted'}>
      <dt>{label}</dt>
      <dd className={strong ? '' : 'text-ink'}>{value}</dd>
    </div>
  );
}

/** A pickup order (docs/product.md#pickup): where to collect it, from the store's settings. */
function PickupSection() {
  const store = useStoreQuery().data;
  return (
    <Section title="Retirada no local" icon={<Store className="size-4 text-primary" aria-hidden />}>
      <p className="text-sm" data-testid="pickup-address">
        {store?.address || 'No endereço da loja'}
      </p>
    </Section>
  );
}

function Details({ order }: { order: CustomerOrder }) {
  const a = order.address;
  return (
    <div className="flex flex-col gap-4">
      <OrderProgress status={order.status} fulfilment={order.fulfilment} />
      <StoreWhatsappLink whatsapp={useStoreQuery().data?.whatsapp} orderNumber={shortOrderId(order.id)} />
      {order.status === 'awaiting_payment' && <PayOnlineLink orderId={order.id} className="w-full" />}
      {order.pixCode && <PixCodePanel code={order.pixCode} totalCents={order.totalCents} />}
      <OrderEditsNote edits={order.edits} all />

      <Section title="Itens">
        <ul className="flex flex-col gap-3">
          {order.items.map((i) => {
            const opts = optionsText(i);
            return (
              <li key={i.id} className="flex gap-3 text-sm">
                <span className="font-semibold text-muted">{i.quantity}x</span>
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{i.name}</p>
                  {opts && <p className="text-muted">{opts}</p>}
                </div>
                <span className="whitespace-nowrap">{formatBRL(i.totalPriceCents)}</span>
              </li>
            );
          })}
        </ul>
        <dl className="mt-2 flex flex-col gap-1.5 rounded-xl bg-canvas p-3">
          <Row label="Subtotal" value={formatBRL(order.subtotalCents)} />
          {order.fulfilment === 'delivery' && (
            <Row
              label="Taxa de entrega"
              value={order.deliveryFeeCents === 0 ? 'Grátis' : formatBRL(order.deliveryFeeCents)}
            />
          )}
          <CouponDiscountRow order={order} className="text-sm text-muted" />
          <Row label="Total" value={formatBRL(order.totalCents)} strong />
        </dl>
        {order.status !== 'awaiting_payment' && <ReorderButton order={order} className="mt-1 w-full" />}
      </Section>

      <Section title="Pagamento" icon={<Wallet className="size-4 text-primary" aria-hidden />}>
        <dl className="flex flex-col gap-1.5">
          <Row label="Forma de pagamento" value={paymentMethodLabel(order.paymentMethod, order.fulfilment)} />
          {order.paidAt && order.paymentStatus === 'paid' && (
            <Row label="Pago em" value={formatDateTime(order.paidAt)} />
          )}
          {order.changeForCents != null && order.changeForCents > 0 && (
            <Row label="Troco para" value={formatBRL(order.changeForCents)} />
          )}
        </dl>
        <ReceiptLink url={order.receiptUrl} />
      </Section>

      {a ? (
        <Section title="Endereço de entrega" icon={<MapPin className="size-4 text-primary" aria-hidden />}>
          <address className="text-sm not-italic">
            <p>
              {a.street}, {a.number}
            </p>
            <p className="text-muted">
              {a.neighborhood} · {a.city}/{a.state} · <span className="whitespace-nowrap">CEP {a.zipCode}</span>
            </p>
            <p className="mt-1 text-muted">
              {a.customer_name} · {a.customer_phone}
            </p>
          </address>
        </Section>
      ) : (
        <PickupSection />
      )}

      {order.notes && (
        <Section title="Observações" icon={<MessageSquareText className="size-4 text-primary" aria-hidden />}>
          <p className="text-sm whitespace-pre-line">{order.notes}</p>
        </Section>
      )}
    </div>
  );
}

/** 'Ver detalhes': a bottom sheet on the phone, a centred dialog on wider screens. */
export function OrderDetailsDialog({
  order: initial,
  open,
  onOpenChange,
}: {
  order: CustomerOrder;
  open: boolean;
  onOpenChange: (v: boolean) => void;
}) {
  const { data } = useCustomerOrder(initial.id, initial);
  const order = data ?? initial;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/45" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl bg-surface shadow-xl focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
        >
          <header className="flex items-start gap-2 border-b border-line py-3 pr-2 pl-5">
            <div className="min-w-0 flex-1 pt-1">
              <Dialog.Title className="text-lg font-bold">Pedido #{shortOrderId(order.id)}</Dialog.Title>
              <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
                <OrderStatusBadge status={order.status} fulfilment={order.fulfilment} />
                <PaymentBadge badge={customerPaymentBadge(order)} />
                <CancelReason reason={order.cancelReason} />
                <span className="text-sm text-muted">{formatDateTime(order.createdAt)}</span>
              </div>
            </div>
            <Dialog.Close
              className="flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-canvas"
              aria-label="Fechar"
            >
              <X className="size-5" />
            </Dialog.Close>
          </header>
          <div className="overflow-y-auto px-5 pt-4 pb-[max(1.25rem,env(safe-area-inset-bottom))]">
            <Details order={order} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
