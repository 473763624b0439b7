import type { AdminOrderDetail } from '@shared/contract/admin-orders';
import { formatBRL } from '@shared/money';
import { canGoToKitchen, paymentMethodLabel } from '@shared/order-status';

/** An amount that never breaks between "R$" and the number on the 72 mm ticket. */
const money = (cents: number) => formatBRL(cents).replace(' ', '\u00a0');

type PaidOrder = Pick<AdminOrderDetail, 'status' | 'paymentMethod' | 'totalCents' | 'changeForCents'>;

/**
 * What the courier does about the money, for the printed ticket: `headline` in large type, then
 * the method and, for cash, the change to take along.
 */
export function ticketPayment(order: PaidOrder): { headline: string; details: string[] } {
  const method = `Pagamento: ${paymentMethodLabel(order.paymentMethod)}`;
  switch (order.paymentMethod) {
    case 'cash': {
      const change = order.changeForCents ?? 0;
      const details =
        change > 0 ? [`Troco para ${money(change)} (levar ${money(Math.max(0, change - order.totalCents))})`] : [];
      return { headline: `COBRAR NA ENTREGA: ${money(order.totalCents)}`, details: [method, ...details] };
    }
    case 'credit_card':
      return { headline: `COBRAR NA ENTREGA: ${money(order.totalCents)}`, details: [method, 'Levar a maquininha'] };
    case 'stripe':
      // The admin screens do not print an unpaid one; the line still says so if it happens.
      return canGoToKitchen(order)
        ? { headline: 'PAGO ONLINE', details: [method, 'Não cobrar na entrega'] }
        : { headline: 'PAGAMENTO ONLINE NÃO CONFIRMADO', details: [method] };
    case 'pix':
      return { headline: 'PIX — confirmar recebimento', details: [method] };
    default:
      return { headline: method, details: [] };
  }
}
