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

/** How the customer's checkout may fulfil an order (docs/product.md#pickup): delivery or pickup. */
export const FULFILMENTS = ['delivery', 'pickup'] as const;
/** Every way an order is fulfilled: staff may also take one eaten at the counter ('Balcão', docs/product.md#phone-and-counter-orders). */
export const ORDER_FULFILMENTS = [...FULFILMENTS, 'dine_in'] as const;
export type Fulfilment = (typeof ORDER_FULFILMENTS)[number];
/** What the customer's checkout offers. */
export type CheckoutFulfilment = (typeof FULFILMENTS)[number];
export const FULFILMENT_LABELS: Record<Fulfilment, string> = {
  delivery: 'Entrega',
  pickup: 'Retirada',
  dine_in: 'Balcão',
};

/** A pickup order's last two steps happen at the counter, and read so (docs/product.md#pickup). */
const PICKUP_STATUS_LABELS: Partial<Record<OrderStatus, string>> = {
  delivering: 'Pronto para retirada',
  delivered: 'Retirado',
};
/** An order eaten at the counter is ready, then served. */
const DINE_IN_STATUS_LABELS: Partial<Record<OrderStatus, string>> = {
  delivering: 'Pronto',
  delivered: 'Servido',
};

/** The label of a status for an order fulfilled this way: every screen, ticket and toast asks here. */
export function orderStatusLabel(status: string, fulfilment: Fulfilment): string {
  const labels = fulfilment === 'pickup' ? PICKUP_STATUS_LABELS : fulfilment === 'dine_in' ? DINE_IN_STATUS_LABELS : {};
  return (
    labels[status as OrderStatus] ?? (ORDER_STATUS_LABELS as Record<string, string>)[status] ?? 'Status desconhecido'
  );
}

/** Where an order was taken: on the site, by staff for a phone call or at the counter, or on iFood. */
export const ORDER_CHANNELS = ['site', 'phone', 'counter', 'ifood'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];
/** The channels staff take orders on (docs/product.md#phone-and-counter-orders). */
export const STAFF_CHANNELS = ['phone', 'counter'] as const;
export const ORDER_CHANNEL_LABELS: Record<OrderChannel, string> = {
  site: 'Site',
  phone: 'Telefone',
  counter: 'Balcão',
  ifood: 'iFood',
};

/** How a customer may pay at our checkout. */
export const CHECKOUT_PAYMENT_METHODS = ['pix', 'stripe', 'credit_card', 'cash'] as const;
/** Every way an order was paid: the checkout's, and 'ifood' for an order paid online on iFood (docs/product.md#ifood). */
export const PAYMENT_METHODS = [...CHECKOUT_PAYMENT_METHODS, 'ifood'] as const;
export type CheckoutPaymentMethod = (typeof CHECKOUT_PAYMENT_METHODS)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Badge colours: one fixed colour per status, everywhere a status shows (docs/look-and-feel.md). */
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

/** The checkout's payment methods (docs/product.md#payments): pix, stripe (card online), credit_card (card on delivery), cash. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  pix: 'PIX',
  stripe: 'Cartão online',
  credit_card: 'Cartão na entrega',
  cash: 'Dinheiro na entrega',
  ifood: 'Pago no iFood',
};

/** Paid at the counter instead of to the courier (docs/product.md#pickup). */
const PICKUP_PAYMENT_METHOD_LABELS: Partial<Record<PaymentMethod, string>> = {
  credit_card: 'Cartão na retirada',
  cash: 'Dinheiro na retirada',
};

export function paymentMethodLabel(method: string, fulfilment: Fulfilment = 'delivery'): string {
  const pickup = fulfilment !== 'delivery' ? PICKUP_PAYMENT_METHOD_LABELS[method as PaymentMethod] : undefined;
  return pickup ?? (PAYMENT_METHOD_LABELS as Record<string, string>)[method] ?? method;
}

/** Why the store cancelled an order whose online payment never came (docs/product.md#payments). */
export const PAYMENT_NOT_COMPLETED = 'Pagamento não concluído';

/** Why staff cannot send a card-online order to the kitchen yet (server refusal and admin screens). */
export const UNPAID_ONLINE_MESSAGE =
  'Pagamento online ainda não confirmado. O pedido só vai para a cozinha depois do pagamento.';

type OrderPayment = { status: string; paymentMethod: string };

/** Paid before the kitchen: card online, and PIX when the bank confirms it (docs/decisions/008). */
const PAID_BEFORE_KITCHEN: readonly string[] = ['stripe', 'pix'];

/**
 * Whether the order may go to the kitchen: be printed or set to any status but cancelled.
 * An order paid online waits for its payment: Stripe's webhook, or the bank's PIX confirmation,
 * moves it from awaiting_payment to pending once paid (server/modules/payments). Server and
 * admin screens both ask here.
 */
export function canGoToKitchen(order: OrderPayment): boolean {
  return !(PAID_BEFORE_KITCHEN.includes(order.paymentMethod) && order.status === 'awaiting_payment');
}

/** Whether staff may set `to` by hand: an order not cleared for the kitchen can only be cancelled. */
export function canSetStatus(order: OrderPayment, to: string): boolean {
  return to === order.status || to === 'cancelled' || canGoToKitchen(order);
}

/**
 * Whether the order's money has come in, apart from where the order is
 * (docs/product.md#payment-status): awaiting, paid, failed, refunded.
 */
export const PAYMENT_STATES = ['awaiting', 'paid', 'failed', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  awaiting: 'Não pago',
  paid: 'Pago',
  failed: 'Pagamento recusado',
  refunded: 'Estornado',
};

export function paymentStateLabel(state: string): string {
  return (PAYMENT_STATE_LABELS as Record<string, string>)[state] ?? state;
}

/** Who or what moved a payment, as the order details say it (staff are named apart). */
const PAYMENT_SOURCE_LABELS: Record<string, string> = {
  stripe: 'Stripe',
  delivery: 'na entrega',
  pix_webhook: 'pelo banco',
  pix_sweep: 'pelo banco',
};

export function paymentSourceLabel(source: string): string | null {
  return PAYMENT_SOURCE_LABELS[source] ?? null;
}

/** Paid when the courier hands the order over: cash and card machine. */
export const PAID_ON_DELIVERY: readonly string[] = ['cash', 'credit_card'];
