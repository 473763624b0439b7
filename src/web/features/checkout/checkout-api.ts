import type { CepAddress } from '@shared/contract/geo';
import type { OrderQuote, PlaceOrderResult } from '@shared/contract/orders';
import type { OrderQuoteInput, PlaceOrderInput } from '@shared/schemas/checkout';
import { api } from '../../lib/api';

export { fetchPaymentsConfig, PAYMENTS_CONFIG_KEY } from '../payment/payment-api';

/** Our checkout always sends the total the customer saw (docs/product.md#pricing). */
export const placeOrder = (input: PlaceOrderInput & { quotedTotalCents: number }) =>
  api<PlaceOrderResult>('/api/orders', { method: 'POST', json: input });
export const lookupCep = (digits: string, signal?: AbortSignal) => api<CepAddress>(`/api/cep/${digits}`, { signal });
export const fetchQuote = (input: OrderQuoteInput, signal?: AbortSignal) =>
  api<OrderQuote>('/api/orders/quote', { method: 'POST', json: input, signal });
