import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { OrderPayment, PaymentsConfig } from '@shared/contract/payments';
import {
  fetchOrderPayment,
  fetchPaymentsConfig,
  ORDER_PAYMENT_KEY,
  PAYMENTS_CONFIG_KEY,
  paymentFromHash,
} from './payment-api';

/** What Stripe's Payment Element needs, and the total to show when known. */
export type Ready = { clientSecret: string; publishableKey: string; totalCents: number | null };
type Pix = { code: string; expiresAt: string | null; totalCents: number };
type PaymentState =
  | { status: 'loading' }
  | { status: 'ready'; data: Ready }
  | { status: 'pix'; pix: Pix }
  | { status: 'paid' }
  | { status: 'error'; message: string };

export const LOAD_FAILED = 'Não foi possível carregar o pagamento seguro. Verifique sua conexão e tente novamente.';
export const PAYMENT_FAILED = 'Erro ao processar pagamento. Tente novamente.';

/** What to show from the query that applies: a failed read shows the server's message. */
function failed(error: Error): PaymentState {
  return { status: 'error', message: error.message || LOAD_FAILED };
}

/** Straight from the checkout: the fragment's client secret and total, with Stripe's key from the config. */
function stateFromHash(
  fromHash: { clientSecret: string; totalCents: number | null },
  config: UseQueryResult<PaymentsConfig>,
): PaymentState {
  if (config.isError) return failed(config.error);
  if (config.data && !config.data.publishableKey) return { status: 'error', message: 'Pagamento online indisponível.' };
  if (config.data?.publishableKey)
    return {
      status: 'ready',
      data: {
        clientSecret: fromHash.clientSecret,
        publishableKey: config.data.publishableKey,
        totalCents: fromHash.totalCents,
      },
    };
  return { status: 'loading' };
}

/** Opened later: the order's payment says PIX, paid, or card online with its client secret. */
function stateFromOrder(payment: UseQueryResult<OrderPayment>): PaymentState {
  if (payment.isError) return failed(payment.error);
  const p = payment.data;
  if (!p) return { status: 'loading' };
  if (p.pixCode)
    return { status: 'pix', pix: { code: p.pixCode, expiresAt: p.pixExpiresAt, totalCents: p.totalCents } };
  if (p.status !== 'awaiting_payment') return { status: 'paid' };
  if (!p.clientSecret || !p.publishableKey) return { status: 'error', message: PAYMENT_FAILED };
  return {
    status: 'ready',
    data: { clientSecret: p.clientSecret, publishableKey: p.publishableKey, totalCents: p.totalCents },
  };
}

/**
 * What the payment page of `orderId` shows; `reading` is false once Stripe has sent the customer
 * back paid, and nothing more is asked.
 */
export function usePaymentState(orderId: string, reading: boolean): PaymentState {
  // Straight from the checkout, the client secret and total come in the URL fragment; the
  // order's payment is asked only when the page is opened later ("Completar Pagamento").
  const [fromHash] = useState(() => paymentFromHash(window.location.hash));
  const config = useQuery({
    queryKey: PAYMENTS_CONFIG_KEY,
    queryFn: fetchPaymentsConfig,
    enabled: reading && !!fromHash,
    staleTime: 5 * 60_000,
  });
  const payment = useQuery({
    queryKey: [...ORDER_PAYMENT_KEY, orderId],
    queryFn: () => fetchOrderPayment(orderId),
    enabled: reading && !fromHash,
    retry: false,
    staleTime: Infinity,
  });
  return fromHash ? stateFromHash(fromHash, config) : stateFromOrder(payment);
}
