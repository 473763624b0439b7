import { formatBRL } from '@shared/money';
import { PAID_ON_DELIVERY, paymentStateLabel, type Fulfilment, type PaymentState } from '@shared/order-status';

// What a payment badge says (docs/product.md#payment-status), for the customer's Meus Pedidos
// and the staff's order list. The colour follows the state, like the order status badges.

export type PaymentBadgeTone = 'green' | 'amber' | 'grey' | 'red';
export type PaymentBadge = { label: string; tone: PaymentBadgeTone };

type Payment = {
  status: string;
  paymentMethod: string;
  paymentStatus: PaymentState;
  totalCents: number;
  changeForCents: number | null;
  /** A pickup order is paid at the counter (docs/product.md#pickup). */
  fulfilment?: Fulfilment;
};

const TONES: Record<PaymentState, PaymentBadgeTone> = {
  paid: 'green',
  awaiting: 'amber',
  failed: 'red',
  refunded: 'grey',
};

/**
 * The customer's words: what is still to pay and how. None for an unpaid order that was
 * cancelled (nothing is owed) or one whose status already says 'Aguardando pagamento'.
 */
export function customerPaymentBadge(o: Payment): PaymentBadge | null {
  if (o.paymentStatus !== 'awaiting')
    return { label: paymentStateLabel(o.paymentStatus), tone: TONES[o.paymentStatus] };
  if (o.status === 'cancelled' || o.status === 'awaiting_payment') return null;
  if (PAID_ON_DELIVERY.includes(o.paymentMethod)) {
    const change =
      o.changeForCents && o.changeForCents > o.totalCents ? ` (troco para ${formatBRL(o.changeForCents)})` : '';
    const at = o.fulfilment === 'pickup' ? 'na retirada' : 'na entrega';
    return { label: `A pagar ${at}: ${formatBRL(o.totalCents)}${change}`, tone: 'grey' };
  }
  return { label: 'Aguardando pagamento', tone: 'amber' };
}

/** The staff's words ('Não pago', 'Pago'…); none for an unpaid cancelled order, nothing to collect. */
export function staffPaymentBadge(o: Pick<Payment, 'status' | 'paymentStatus'>): PaymentBadge | null {
  if (o.paymentStatus === 'awaiting' && o.status === 'cancelled') return null;
  return { label: paymentStateLabel(o.paymentStatus), tone: TONES[o.paymentStatus] };
}
