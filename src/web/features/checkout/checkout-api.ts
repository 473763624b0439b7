import type { CepAddress, FeePreview } from '@shared/contract/geo';
import type { PlaceOrderResult } from '@shared/contract/orders';
import type { FeePreviewInput, PlaceOrderInput } from '@shared/schemas/checkout';
import { api } from '../../lib/api';

export { fetchPaymentsConfig, PAYMENTS_CONFIG_KEY } from '../payment/payment-api';

export const placeOrder = (input: PlaceOrderInput) =>
  api<PlaceOrderResult>('/api/orders', { method: 'POST', json: input });
export const lookupCep = (digits: string, signal?: AbortSignal) => api<CepAddress>(`/api/cep/${digits}`, { signal });
export const previewFee = (address: FeePreviewInput, signal?: AbortSignal) =>
  api<FeePreview>('/api/delivery-fee', { method: 'POST', json: address, signal });
