import type { CustomerMatches, StaffOrderPlaced, StaffQuote } from '@shared/contract/counter-orders';
import type { StaffOrderInput, StaffQuoteInput } from '@shared/schemas/staff-order';
import { api } from '@web/lib/api';

// 'Novo pedido' (docs/product.md#phone-and-counter-orders): the customer by phone, the quote and the order.

export const findCustomers = (phone: string, signal?: AbortSignal) =>
  api<CustomerMatches>(`/api/admin/customers?phone=${encodeURIComponent(phone)}`, { signal });

export const fetchStaffQuote = (input: StaffQuoteInput, signal?: AbortSignal) =>
  api<StaffQuote>('/api/admin/orders/quote', { method: 'POST', json: input, signal });

export const placeStaffOrder = (input: StaffOrderInput) =>
  api<StaffOrderPlaced>('/api/admin/orders', { method: 'POST', json: input });
