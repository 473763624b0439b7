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
