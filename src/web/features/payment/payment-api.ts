import type { OrderPayment, PaymentsConfig } from '@shared/contract/payments';
import { api } from '@web/lib/api';

export const fetchOrderPayment = (orderId: string) => api<OrderPayment>(`/api/orders/${orderId}/payment`);
export const ORDER_PAYMENT_KEY = ['order-payment'] as const;

/** Whether card online is offered, and Stripe.js's key (checkout and the payment page). */
export const fetchPaymentsConfig = () => api<PaymentsConfig>('/api/payments/config');
export const PAYMENTS_CONFIG_KEY = ['payments-config'] as const;

/** The checkout passes the client secret and total in the URL fragment (never sent to a server). */
export function paymentFromHash(hash: string): { clientSecret: string; totalCents: number | null } | null {
  const p = new URLSearchParams(hash.replace(/^#/, ''));
  const clientSecret = p.get('cs');
  if (!clientSecret) return null;
  const total = Number(p.get('total'));
  return { clientSecret, totalCents: Number.isInteger(total) && total > 0 ? total : null };
}

export const payPageUrl = (orderId: string, clientSecret: string, totalCents: number) =>
  `/pay/${orderId}#${new URLSearchParams({ cs: clientSecret, total: String(totalCents) }).toString()}`;
