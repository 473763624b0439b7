import { formatDateTime } from '@shared/format-date';
import { formatBRL } from '@shared/money';
import { itemChoiceLines } from '@shared/option-choices';
import { shortOrderId } from '@shared/order-number';
import { scheduledForLabel } from '@shared/order-slots';
import { ORDER_CHANNEL_LABELS } from '@shared/order-status';
import { ticketPayment } from '@shared/ticket-payment';
import type { AdminOrderDetail } from './orders-api';
import { TicketCouponLine } from './ticket-coupon-line';

// The parts of the printed ticket (order-ticket.tsx), top to bottom; ticket.css styles their classes.

type Props = { order: AdminOrderDetail };

/** The store, the order's number and time; when scheduled, pickup or eaten there, and the channel, where the kitchen looks first. */
export function TicketHeader({ order, storeName }: Props & { storeName: string }) {
  return (
    <>
      <p className="store">{storeName}</p>
      <h1>PEDIDO #{shortOrderId(order.id).toUpperCase()}</h1>
      <p className="center">{formatDateTime(order.createdAt)}</p>
      {order.scheduledFor && (
        <p className="fulfilment">AGENDADO PARA {scheduledForLabel(order.scheduledFor).toUpperCase()}</p>
      )}
      {!order.address && (
        <p className="fulfilment">{order.fulfilment === 'dine_in' ? 'COMER NO LOCAL' : 'RETIRADA NO LOCAL'}</p>
      )}
      {/* taken by staff (docs/product.md#phone-and-counter-orders) */}
      {order.channel !== 'site' && <p className="center">{ORDER_CHANNEL_LABELS[order.channel].toUpperCase()}</p>}
    </>
  );
}

export function TicketItems({ order }: Props) {
  return order.items.map((i) => (
    <div key={i.id}>
      <div className="line item">
        <span>
          {i.quantity}x {i.name}
        </span>
        <span>{formatBRL(i.totalPriceCents)}</span>
      </div>
      {itemChoiceLines(i.parts, i.selectedOptions).map((g) => (
        <div key={g.title} className="opt">
          - {g.title}: {g.names}
          {g.priceCents > 0 ? ` (+${formatBRL(g.priceCents)})` : ''}
        </div>
      ))}
    </div>
  ));
}

export function TicketTotals({ order }: Props) {
  return (
    <>
      <div className="line">
        <span>Subtotal</span>
        <span>{formatBRL(order.subtotalCents)}</span>
      </div>
      {order.address && (
        <div className="line">
          <span>Taxa de entrega</span>
          <span>{order.deliveryFeeCents === 0 ? 'Grátis' : formatBRL(order.deliveryFeeCents)}</span>
        </div>
      )}
      <TicketCouponLine order={order} />
      <div className="line strong">
        <span>TOTAL</span>
        <span>{formatBRL(order.totalCents)}</span>
      </div>
    </>
  );
}

/** Paid or to collect, in big letters, then what the courier needs (ticketPayment). */
export function TicketPaymentLines({ order }: Props) {
  const payment = ticketPayment(order);
  return (
    <div className="payment" data-testid="ticket-payment">
      <p className={`payment-headline ${payment.tone}`}>{payment.headline}</p>
      {payment.details.map((d) => (
        <p key={d} className="strong">
          {d}
        </p>
      ))}
    </div>
  );
}

/** Who and where: the delivery address, or the counter the customer picks it up from. */
export function TicketCustomer({ order, storeAddress }: Props & { storeAddress: string }) {
  const a = order.address;
  return (
    <>
      <p className="strong">{order.customerName}</p>
      <p>{order.customerPhone}</p>
      {a ? (
        <>
          <p>
            {a.street}, {a.number}
          </p>
          <p>
            {a.neighborhood} - {a.city}/{a.state}
          </p>
          <p>CEP {a.zipCode}</p>
        </>
      ) : (
        <>
          <p className="strong">Retira no balcão</p>
          {storeAddress && <p>{storeAddress}</p>}
        </>
      )}
    </>
  );
}
