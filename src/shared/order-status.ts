export const ORDER_STATUSES = [
  'pending',
  'processing',
  'delivering',
  'delivered',
  'cancelled',
  'awaiting_payment',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pendente',
  processing: 'Em preparação',
  delivering: 'Em entrega',
  delivered: 'Entregue',
  cancelled: 'Cancelado',
  awaiting_payment: 'Aguardando pagamento',
};

export function orderStatusLabel(status: string): string {
  return (ORDER_STATUS_LABELS as Record<string, string>)[status] ?? 'Status desconhecido';
}

export const PAYMENT_METHODS = ['pix', 'stripe', 'credit_card', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Badge colours of ui.md (Admin): one fixed colour per status, everywhere a status shows. */
export type OrderStatusTone = 'amber' | 'blue' | 'violet' | 'green' | 'red' | 'grey';
export const ORDER_STATUS_TONES: Record<OrderStatus, OrderStatusTone> = {
  pending: 'amber',
  processing: 'blue',
  delivering: 'violet',
  delivered: 'green',
  cancelled: 'red',
  awaiting_payment: 'grey',
};

export function orderStatusTone(status: string): OrderStatusTone {
  return (ORDER_STATUS_TONES as Record<string, OrderStatusTone>)[status] ?? 'grey';
}

/** spec.md §2 Checkout: pix, stripe (card online), credit_card (card on delivery), cash. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  pix: 'PIX',
  stripe: 'Cartão online',
  credit_card: 'Cartão na entrega',
  cash: 'Dinheiro na entrega',
};

export function paymentMethodLabel(method: string): string {
  return (PAYMENT_METHOD_LABELS as Record<string, string>)[method] ?? method;
}
