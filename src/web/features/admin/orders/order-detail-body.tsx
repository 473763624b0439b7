import { History, MapPin, MessageSquareText, PencilLine, Phone, Store, User } from 'lucide-react';
import { formatDateTime } from '@shared/format-date';
import { formatBRL } from '@shared/money';
import { editLine } from '@shared/order-edit';
import { orderStatusLabel } from '@shared/order-status';
import { CustomerWhatsappLink } from './customer-whatsapp-link';
import { DetailSection } from './detail-section';
import { OrderCourierSection } from './order-courier-section';
import { OrderFiscalSection } from './order-fiscal-section';
import { OrderIfoodSection } from './order-ifood-section';
import { OrderItemsSection } from './order-items-section';
import { OrderPaymentSection } from './order-payment-section';
import { OrderWhatsappSection } from './order-whatsapp-section';
import type { AdminOrderDetail } from './orders-api';

type Props = { order: AdminOrderDetail };

/** The order's detail, section by section: who, where, what, how it is paid, notes, history. */
export function OrderDetailBody({ order, storeAddress }: Props & { storeAddress: string }) {
  return (
    <div className="flex flex-col gap-3">
      <OrderIfoodSection order={order} />
      <CustomerSection order={order} />
      {order.address ? (
        <AddressSection order={order} address={order.address} />
      ) : (
        <DetailSection title="Retirada no local" icon={Store}>
          <p className="font-medium">O cliente vem buscar no balcão.</p>
          {storeAddress && <p className="text-muted">{storeAddress}</p>}
        </DetailSection>
      )}
      <OrderCourierSection order={order} />
      <OrderItemsSection order={order} />
      <OrderPaymentSection order={order} />
      <OrderFiscalSection order={order} />
      {order.notes && (
        <DetailSection title="Observações" icon={MessageSquareText}>
          <p className="whitespace-pre-line">{order.notes}</p>
        </DetailSection>
      )}
      <OrderWhatsappSection order={order} />
      {order.edits.length > 0 && <EditsSection order={order} />}
      {order.history.length > 0 && <HistorySection order={order} />}
    </div>
  );
}

function CustomerSection({ order }: Props) {
  return (
    <DetailSection title="Cliente" icon={User}>
      <p className="font-medium">{order.customerName}</p>
      <p className="flex items-center gap-1 text-muted">
        <Phone className="size-3.5" aria-hidden />
        {/* iFood gives its number and, after it, the localizer to type once the call connects. */}
        <a
          href={`tel:${order.customerPhone.replace(/\s*\(localizador.*$/, '').replace(/\D/g, '')}`}
          className="underline-offset-2 hover:underline"
        >
          {order.customerPhone}
        </a>
        {order.customerEmail && (
          <>
            <span aria-hidden>·</span> {order.customerEmail}
          </>
        )}
      </p>
      <CustomerWhatsappLink order={order} />
    </DetailSection>
  );
}

/** A delivery's address and distance; a warning when the maps were down and the flat fee charged. */
function AddressSection({ order, address: a }: Props & { address: NonNullable<AdminOrderDetail['address']> }) {
  return (
    <DetailSection title="Endereço" icon={MapPin}>
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
          Distância não verificada: o serviço de mapas estava fora do ar e foi cobrada a taxa fixa. Confirme o endereço
          com o cliente antes de sair para a entrega.
        </p>
      )}
    </DetailSection>
  );
}

function HistorySection({ order }: Props) {
  return (
    <DetailSection title="Histórico" icon={History}>
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
    </DetailSection>
  );
}

/** What a difference paid back became, after the totals of an edit. */
const REFUND_TEXT = {
  refunded: (v: string) => `${v} estornados no cartão`,
  failed: (v: string) => `Estorno de ${v} falhou: estorne pelo painel do Stripe`,
  manual: (v: string) => `Devolver ${v} ao cliente`,
  none: (v: string) => `${v} de diferença não estornados`,
};

/** 'Alterações' (docs/product.md#editing-an-order): who changed what, when, and the totals. */
function EditsSection({ order }: Props) {
  return (
    <DetailSection title="Alterações" icon={PencilLine}>
      <ol className="flex flex-col gap-2" data-testid="order-edits">
        {order.edits.map((e, i) => (
          <li key={i}>
            <p>{editLine({ changedAt: e.changedAt, changes: e.changes }, e.changedByName)}</p>
            <p className="text-muted">
              Total {formatBRL(e.fromTotalCents)} → {formatBRL(e.toTotalCents)}
              {e.refundCents > 0 && ` · ${REFUND_TEXT[e.refundStatus](formatBRL(e.refundCents))}`}
            </p>
          </li>
        ))}
      </ol>
    </DetailSection>
  );
}
