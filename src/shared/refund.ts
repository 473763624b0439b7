// Giving a card-online payment back when staff cancel the order, and keeping a cancelled card
// order without its money out of the kitchen (docs/product.md#payment-status): the server
// refuses with these rules and the admin screens ask them before offering a button.

type OrderPayment = { status: string; paymentMethod: string; paymentStatus: string };

/**
 * Money Stripe holds for the order: only card online is refunded from here (cash and the card
 * machine are handed back by the courier, a PIX from the bank).
 */
export function isPaidOnline(order: Omit<OrderPayment, 'status'>): boolean {
  return order.paymentMethod === 'stripe' && order.paymentStatus === 'paid';
}

/** 'Estornar pagamento': only a cancelled order, so the food and the money never both leave. */
export function canRefund(order: OrderPayment): boolean {
  return order.status === 'cancelled' && isPaidOnline(order);
}

/**
 * A cancelled card-online order is reopened only while its payment is in: refunded, or never
 * paid, it would send food nobody paid for to the kitchen.
 */
export function canLeaveCancelled(order: OrderPayment, to: string): boolean {
  return order.status !== 'cancelled' || to === 'cancelled' || order.paymentMethod !== 'stripe' || isPaidOnline(order);
}

export const REFUNDED_STAYS_CANCELLED = 'O pagamento deste pedido foi estornado: ele continua cancelado.';

/** The staff's note on a refund, sent to Stripe with it (`metadata[reason]`). */
export const REFUND_REASON_MAX = 200;
