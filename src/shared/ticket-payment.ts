import type { AdminOrderDetail } from './contract/admin-orders';
import { formatBRL } from './money';
import { paymentMethodLabel } from './order-status';

/** An amount that never breaks between "R$" and the number on the 72 mm ticket. */
const money = (cents: number) => formatBRL(cents).replace(' ', '\u00a0');

type PaidOrder = Pick<AdminOrderDetail, 'paymentMethod' | 'paymentStatus' | 'totalCents' | 'changeForCents'> &
  Partial<Pick<AdminOrderDetail, 'fulfilment'>>;

/** How loud the headline prints: `stop` is white on black, the courier must not hand over yet. */
export type TicketPaymentTone = 'paid' | 'collect' | 'stop';

/**
 * What the courier does about the money, for the printed ticket (docs/product.md#admin-area):
 * `headline` in large type, then the method and, for cash, the change to take along. It follows
 * the payment state, not the method: only money that came in prints 'PAGO'.
 */
export function ticketPayment(order: PaidOrder): { headline: string; tone: TicketPaymentTone; details: string[] } {
  // A pickup order is paid at the counter (docs/product.md#pickup), as is one eaten there.
  const pickup = order.fulfilment === 'pickup' || order.fulfilment === 'dine_in';
  const at = order.fulfilment === 'dine_in' ? 'NO BALCÃO' : pickup ? 'NA RETIRADA' : 'NA ENTREGA';
  const method = `Pagamento: ${paymentMethodLabel(order.paymentMethod, order.fulfilment)}`;
  switch (order.paymentStatus) {
    case 'paid':
      return {
        headline: 'PAGO',
        tone: 'paid',
        details: [method, pickup ? 'Não cobrar na retirada' : 'Não cobrar na entrega'],
      };
    case 'refunded':
      return {
        headline: 'ESTORNADO — NÃO ENTREGAR',
        tone: 'stop',
        details: [method, 'O valor foi devolvido ao cliente'],
      };
    case 'failed':
      return { headline: 'PAGAMENTO RECUSADO', tone: 'stop', details: [method, 'Não entregar sem pagamento'] };
    case 'awaiting':
      break;
  }
  switch (order.paymentMethod) {
    case 'cash': {
      const change = order.changeForCents ?? 0;
      const details =
        change > order.totalCents
          ? [`Troco para ${money(change)} (${pickup ? 'separar' : 'levar'} ${money(change - order.totalCents)})`]
          : ['Sem troco'];
      return {
        headline: `COBRAR ${at}: ${money(order.totalCents)}`,
        tone: 'collect',
        details: [method, ...details],
      };
    }
    case 'credit_card':
      return {
        headline: `COBRAR ${at}: ${money(order.totalCents)}`,
        tone: 'collect',
        details: [method, pickup ? 'Maquininha no balcão' : 'Levar a maquininha'],
      };
    case 'pix':
      return {
        headline: 'PIX NÃO CONFIRMADO',
        tone: 'stop',
        details: [method, 'Confirmar o pagamento antes de entregar'],
      };
    default:
      // Card online: the admin screens do not print an unpaid one; the line still says so if it happens.
      return {
        headline: 'PAGAMENTO ONLINE NÃO CONFIRMADO',
        tone: 'stop',
        details: [method, 'Não entregar sem pagamento'],
      };
  }
}

/**
 * The courier page's one line about the money (docs/product.md#couriers): what to charge and the
 * change to take, 'Pago — não cobrar', or the ticket's warning when the order must not go out.
 */
export function courierCollect(order: PaidOrder): { text: string; tone: TicketPaymentTone } {
  const ticket = ticketPayment(order);
  if (ticket.tone !== 'collect')
    return { text: ticket.tone === 'paid' ? 'Pago — não cobrar' : ticket.headline, tone: ticket.tone };
  if (order.paymentMethod === 'credit_card')
    return { text: `Cobrar ${money(order.totalCents)} na maquininha`, tone: 'collect' };
  const change = (order.changeForCents ?? 0) - order.totalCents;
  const take = change > 0 ? `levar troco de ${money(change)}` : 'sem troco';
  return { text: `Cobrar ${money(order.totalCents)} — ${take}`, tone: 'collect' };
}
