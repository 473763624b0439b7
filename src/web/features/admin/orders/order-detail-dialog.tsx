import {
  Bike,
  CreditCard,
  History,
  MapPin,
  MessageSquareText,
  Phone,
  Printer,
  ShoppingBag,
  Store,
  User,
  UtensilsCrossed,
  Wallet,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { formatDateTime } from '@shared/format-date';
import { formatBRL } from '@shared/money';
import { itemChoiceLines } from '@shared/option-choices';
import { shortOrderId } from '@shared/order-number';
import {
  canGoToKitchen,
  canSetStatus,
  ORDER_STATUSES,
  orderStatusLabel,
  paymentMethodLabel,
  paymentSourceLabel,
  paymentStateLabel,
  UNPAID_ONLINE_MESSAGE,
} from '@shared/order-status';
import { canLeaveCancelled, canRefund, isPaidOnline } from '@shared/refund';
import { CancelReason } from '@web/components/cancel-reason';
import { CouponDiscountRow } from '@web/components/coupon-discount-row';
import { OrderStatusBadge } from '@web/components/order-status-badge';
import { Button } from '@web/components/ui/button';
import { LoadingState } from '@web/components/ui/spinner';
import { useStoreInfo } from '@web/features/store-info/use-store-info';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { AdminDialog } from '../ui/admin-dialog';
import { CustomerWhatsappLink } from './customer-whatsapp-link';
import { OrderTicket } from './order-ticket';
import { useAdminOrder, useOrderActions, type AdminOrderDetail } from './orders-api';
import { PickupBadge } from './pickup-badge';
import { RefundDialog } from './refund-dialog';
import { ScheduledBadge } from './scheduled-badge';

function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-1.5 border-t border-line pt-3 first:border-t-0 first:pt-0">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        {icon}
        {title}
      </h3>
      <div className="text-sm">{children}</div>
    </section>
  );
}

function Money({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between text-base font-bold' : 'flex justify-between text-muted'}>
      <dt>{label}</dt>
      <dd className={strong ? '' : 'text-ink'}>
        {cents === 0 && label === 'Taxa de entrega' ? 'Grátis' : formatBRL(cents)}
      </dd>
    </div>
  );
}

/** The payment badge: paid green, refunded grey, refused red, not yet paid amber. */
const PAYMENT_TONE: Record<string, string> = {
  paid: 'bg-green-100 text-green-800',
  refunded: 'bg-stone-100 text-stone-800',
  failed: 'bg-red-100 text-red-800',
};

function Body({ order, storeAddress }: { order: AdminOrderDetail; storeAddress: string }) {
  const { confirmPayment } = useOrderActions();
  const [refunding, setRefunding] = useState(false);
  const a = order.address;
  const icon = 'size-4 text-primary';
  return (
    <div className="flex flex-col gap-3">
      <Section title="Cliente" icon={<User className={icon} aria-hidden />}>
        <p className="font-medium">{order.customerName}</p>
        <p className="flex items-center gap-1 text-muted">
          <Phone className="size-3.5" aria-hidden />
          <a href={`tel:${order.customerPhone.replace(/\D/g, '')}`} className="underline-offset-2 hover:underline">
            {order.customerPhone}
          </a>
          <span aria-hidden>·</span> {order.customerEmail}
        </p>
        <CustomerWhatsappLink order={order} />
      </Section>
      {a ? (
        <Section title="Endereço" icon={<MapPin className={icon} aria-hidden />}>
          <p>
            {a.street}, {a.number} · {a.neighborhood}
          </p>
          <p className="text-muted">
            {a.city}/{a.state} · CEP {a.zipCode}
          </p>
          {order.distanceKm !== null && (
            <p className="text-muted">{order.distanceKm.toFixed(1).replace('.', ',')} km da loja</p>
          )}
          {order.distanceUnverified && (
            <p role="note" className="mt-1 rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
              Distância não verificada: o serviço de mapas estava fora do ar e foi cobrada a taxa fixa. Confirme o
              endereço com o cliente antes de sair para a entrega.
            </p>
          )}
        </Section>
      ) : (
        <Section title="Retirada no local" icon={<Store className={icon} aria-hidden />}>
          <p className="font-medium">O cliente vem buscar no balcão.</p>
          {storeAddress && <p className="text-muted">{storeAddress}</p>}
        </Section>
      )}
      <Section title="Itens" icon={<UtensilsCrossed className={icon} aria-hidden />}>
        <ul className="flex flex-col gap-2">
          {order.items.map((i) => (
            <li key={i.id} className="flex gap-2">
              <span className="font-semibold text-muted">{i.quantity}x</span>
              <div className="min-w-0 flex-1">
                <p className="font-medium">{i.name}</p>
                {itemChoiceLines(i.parts, i.selectedOptions).map((g) => (
                  <p key={g.title} className="pl-2 text-muted">
                    {g.title}: {g.names}
                    {g.priceCents > 0 && ` (+${formatBRL(g.priceCents)})`}
                  </p>
                ))}
              </div>
              <span className="whitespace-nowrap">{formatBRL(i.totalPriceCents)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-3 flex flex-col gap-1 rounded-xl bg-canvas p-3">
          <Money label="Subtotal" cents={order.subtotalCents} />
          {order.fulfilment === 'delivery' && <Money label="Taxa de entrega" cents={order.deliveryFeeCents} />}
          <CouponDiscountRow order={order} className="text-muted" />
          <Money label="Total" cents={order.totalCents} strong />
        </dl>
      </Section>
      <Section title="Pagamento" icon={<Wallet className={icon} aria-hidden />}>
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
        {canRefund(order) && (
          <>
            <Button variant="outline" size="sm" className="mt-2 self-start" onClick={() => setRefunding(true)}>
              Estornar pagamento
            </Button>
            {refunding && <RefundDialog order={order} mode="refund" open onOpenChange={setRefunding} />}
          </>
        )}
        {order.changeForCents != null && order.changeForCents > 0 && (
          <p>
            Troco para <strong>{formatBRL(order.changeForCents)}</strong> (levar{' '}
            {formatBRL(Math.max(0, order.changeForCents - order.totalCents))})
          </p>
        )}
      </Section>
      {order.notes && (
        <Section title="Observações" icon={<MessageSquareText className={icon} aria-hidden />}>
          <p className="whitespace-pre-line">{order.notes}</p>
        </Section>
      )}
      {order.history.length > 0 && (
        <Section title="Histórico" icon={<History className={icon} aria-hidden />}>
          <ol className="flex flex-col gap-1 text-muted">
            {order.history.map((h, i) => (
              <li key={i}>
                {formatDateTime(h.changedAt)} ·{' '}
                {h.fromStatus ? `${orderStatusLabel(h.fromStatus, order.fulfilment)} → ` : ''}
                <span className="text-ink">{orderStatusLabel(h.toStatus, order.fulfilment)}</span>
                {h.changedByName && ` · ${h.changedByName}`}
              </li>
            ))}
          </ol>
        </Section>
      )}
    </div>
  );
}

/** The order's details with print, the status buttons and 'Confirmar Saída para Entrega' ('Pronto para retirada' for pickup). */
export function OrderDetailDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { data: order, isPending, isError } = useAdminOrder(orderId);
  const { setStatus, markPrinted } = useOrderActions();
  const store = useStoreInfo();
  const [printing, setPrinting] = useState<AdminOrderDetail | null>(null);
  const [askingCancel, setAskingCancel] = useState(false);

  const print = async () => {
    if (!order) return;
    // Prints even when the record fails (the network, say), but not what the server refused:
    // an online payment not yet confirmed.
    const fresh = await markPrinted
      .mutateAsync(order.id)
      .catch((e: unknown) => (e instanceof ApiError && e.status === 409 ? null : order));
    if (!fresh) return;
    flushSync(() => setPrinting(fresh));
    window.print();
  };
  const busy = setStatus.isPending || markPrinted.isPending;
  const held = order && !canGoToKitchen(order);

  return (
    <AdminDialog
      open
      wide
      onOpenChange={(o) => !o && onClose()}
      title={`Pedido #${shortOrderId(orderId)}`}
      subtitle={
        order && (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <OrderStatusBadge status={order.status} fulfilment={order.fulfilment} />
            <CancelReason reason={order.cancelReason} />
            {order.fulfilment === 'pickup' && <PickupBadge />}
            {order.scheduledFor && <ScheduledBadge at={order.scheduledFor} />}
            <span className="text-sm text-muted">{formatDateTime(order.createdAt)}</span>
          </div>
        )
      }
      footer={
        order && (
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
                  disabled={s === order.status || busy || !canSetStatus(order, s) || !canLeaveCancelled(order, s)}
                  aria-describedby={held && s !== 'cancelled' ? 'unpaid-note' : undefined}
                  onClick={() =>
                    s === 'cancelled' && isPaidOnline(order)
                      ? setAskingCancel(true)
                      : setStatus.mutate({ id: order.id, status: s })
                  }
                >
                  {orderStatusLabel(s, order.fulfilment)}
                </Button>
              ))}
            </div>
            <div className="flex gap-2 sm:justify-end">
              <Button
                variant="outline"
                className="shrink-0"
                onClick={() => void print()}
                disabled={busy || held}
                aria-label="Imprimir"
                aria-describedby={held ? 'unpaid-note' : undefined}
              >
                <Printer className="size-5" aria-hidden />{' '}
                <span className={order.status === 'processing' ? 'hidden sm:inline' : ''}>Imprimir</span>
              </Button>
              {order.status === 'processing' && (
                <Button
                  className="flex-1 px-3 whitespace-nowrap sm:flex-none sm:px-4"
                  onClick={() => setStatus.mutate({ id: order.id, status: 'delivering' })}
                  disabled={busy}
                >
                  {order.fulfilment === 'pickup' ? (
                    <>
                      <ShoppingBag className="hidden size-5 sm:block" aria-hidden /> Pronto para retirada
                    </>
                  ) : (
                    <>
                      <Bike className="hidden size-5 sm:block" aria-hidden /> Confirmar Saída para Entrega
                    </>
                  )}
                </Button>
              )}
            </div>
          </div>
        )
      }
    >
      {isPending ? (
        <LoadingState text="Carregando pedido..." />
      ) : isError || !order ? (
        <p role="alert">Erro ao buscar pedidos</p>
      ) : (
        <Body order={order} storeAddress={store.address} />
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
