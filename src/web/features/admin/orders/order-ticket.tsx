import { createPortal } from 'react-dom';
import { type AdminOrderDetail } from './orders-api';
import { TicketCustomer, TicketHeader, TicketItems, TicketPaymentLines, TicketTotals } from './ticket-sections';
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
  return createPortal(
    <div className="order-ticket-root" data-testid="order-ticket">
      <div className="order-ticket">
        <TicketHeader order={order} storeName={storeName} />
        <hr />
        <TicketItems order={order} />
        {order.notes && (
          <>
            <hr />
            <p className="strong">OBS: {order.notes}</p>
          </>
        )}
        <hr />
        <TicketTotals order={order} />
        <hr />
        <TicketPaymentLines order={order} />
        <hr />
        <TicketCustomer order={order} storeAddress={storeAddress} />
        <hr />
        <p className="center">Obrigado pela preferência!</p>
      </div>
    </div>,
    document.body,
  );
}
