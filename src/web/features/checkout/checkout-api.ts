import type { CepAddress } from '@shared/contract/geo';
import type { OrderQuote, PlaceOrderResult } from '@shared/contract/orders';
import type { OrderQuoteInput, PlaceOrderInput } from '@shared/schemas/checkout';
import { api, ApiError } from '@web/lib/api';
import { keepClaimToken } from '@web/lib/claim-token';

export { fetchPaymentsConfig, PAYMENTS_CONFIG_KEY } from '../payment/payment-api';

/**
 * Our checkout always sends the total the customer saw (docs/product.md#pricing). An order left
 * for its owner to claim keeps its claim token in this browser (docs/decisions/016).
 */
export async function placeOrder(input: PlaceOrderInput & { quotedTotalCents: number }) {
  const result = await api<PlaceOrderResult>('/api/orders', { method: 'POST', json: input });
  if (result.claimToken) keepClaimToken(result.order.id, result.claimToken);
  return result;
}
export const lookupCep = (digits: string, signal?: AbortSignal) => api<CepAddress>(`/api/cep/${digits}`, { signal });
export const fetchQuote = (input: OrderQuoteInput, signal?: AbortSignal) =>
  api<OrderQuote>('/api/orders/quote', { method: 'POST', json: input, signal });

/** What a refusal says on screen: the server's pt-BR message (or the connection's); `fallback` for an internal error. */
export const refusalMessage = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.status !== 500 ? err.message : fallback;
