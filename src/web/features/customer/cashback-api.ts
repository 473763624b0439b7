import { useQuery } from '@tanstack/react-query';
import type { CustomerCashback } from '@shared/contract/cashback';
import { api } from '@web/lib/api';
import { CUSTOMER_ORDERS_KEY } from './orders-api';

// 'Seu saldo' (docs/product.md#cashback): GET /api/customer/cashback.

/**
 * Under the orders' key: the live order events that refresh Meus Pedidos refresh the balance
 * too, as an order delivered earns and one cancelled gives back or takes back.
 */
const CASHBACK_KEY = [...CUSTOMER_ORDERS_KEY, 'cashback'] as const;

export function useCustomerCashback() {
  return useQuery({ queryKey: CASHBACK_KEY, queryFn: () => api<CustomerCashback>('/api/customer/cashback') });
}
