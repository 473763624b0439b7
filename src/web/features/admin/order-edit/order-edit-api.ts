import type { OrderEditQuote, OrderEditResult } from '@shared/contract/order-edits';
import type { OrderEditInput, OrderEditQuoteInput } from '@shared/schemas/order-edit';
import { api } from '@web/lib/api';

// 'Alterar pedido' (docs/product.md#editing-an-order): the change priced, then saved.

export const fetchEditQuote = (orderId: string, input: OrderEditQuoteInput, signal?: AbortSignal) =>
  api<OrderEditQuote>(`/api/admin/orders/${orderId}/edit/quote`, { method: 'POST', json: input, signal });

export const saveOrderEdit = (orderId: string, input: OrderEditInput) =>
  api<OrderEditResult>(`/api/admin/orders/${orderId}/edit`, { method: 'POST', json: input });
