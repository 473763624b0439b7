import type { FeePreview, FeePreviewInput, PlaceOrderInput, PlaceOrderResult } from '@shared/schemas/checkout';
import { api } from '../../lib/api';

export type CepAddress = { zipCode: string; street: string; neighborhood: string; city: string; state: string };
export type PaymentsConfig = { stripeEnabled: boolean; publishableKey: string | null };

export const placeOrder = (input: PlaceOrderInput) =>
  api<PlaceOrderResult>('/api/orders', { method: 'POST', json: input });
export const lookupCep = (digits: string, signal?: AbortSignal) => api<CepAddress>(`/api/cep/${digits}`, { signal });
export const previewFee = (address: FeePreviewInput, signal?: AbortSignal) =>
  api<FeePreview>('/api/delivery-fee', { method: 'POST', json: address, signal });
export const fetchPaymentsConfig = () => api<PaymentsConfig>('/api/payments/config');
export const PAYMENTS_CONFIG_KEY = ['payments-config'] as const;
