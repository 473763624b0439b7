import { createPortal } from 'react-dom';
import { formatDateTime } from '@shared/format-date';
import { formatBRL } from '@shared/money';
import { itemChoiceLines } from '@shared/option-choices';
import { shortOrderId } from '@shared/order-number';
import { scheduledForLabel } from '@shared/order-slots';
import { type AdminOrderDetail } from './orders-api';
import { TicketCouponLine } from './ticket-coupon-line';
import { ticketPayment } from './ticket-payment';
import './ticket.css';

/**
 * The printed ticket, rendered outside the app root so the print stylesheet can hide
 * everything else. Invisible on screen. A pickup order says so under its number, where the
 * kitchen looks first (docs/product.md#pickup).
 */
export function OrderTicket({
  order,
  storeName,
  storeAddress,
}: {
  order: AdminOrderDetail;
  storeName: string;
  storeAddress: string;
}) {
  const a = order.address;
  const payment = ticketPayment(order);
  return createPortal(
    <div className="order-ticket-root" data-testid="order-ticket">
      <div className="order-ticket">
        <p className="store">{storeName}</p>
        <h1>PEDIDO #{shortOrderId(order.id).toUpperCase()}</h1>
        <p className="center">{formatDateTime(order.createdAt)}</p>
        {order.scheduledFor && (
          <p className="fulfilment">AGENDADO PARA {scheduledForLabel(order.scheduledFor).toUpperCase()}</p>
        )}
        {!a && <p className="fulfilment">RETIRADA NO LOCAL</p>}
        <hr />
        {order.items.map((i) => (
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
        ))}
        {order.notes && (
          <>
            <hr />
            <p className="strong">OBS: {order.notes}</p>
          </>
        )}
        <hr />
        <div className="line">
          <span>Subtotal</span>
          <span>{formatBRL(order.subtotalCents)}</span>
        </div>
        {a && (
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
        <hr />
        <div className="payment" data-testid="ticket-payment">
          <p className={`payment-headline ${payment.tone}`}>{payment.headline}</p>
          {payment.details.map((d) => (
            <p key={d} className="strong">
              {d}
            </p>
          ))}
        </div>
        <hr />
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
        <hr />
        <p className="center">Obrigado pela preferência!</p>
      </div>
    </div>,
    document.body,
  );
}
