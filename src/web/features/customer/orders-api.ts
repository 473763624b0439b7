import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import type { CustomerOrder, CustomerOrderPage } from '@shared/contract/orders';
import { api } from '../../lib/api';

// What GET /api/customer/orders answers: the API contract's types (src/shared/contract/orders.ts).
export type { CustomerOrder, CustomerOrderItem } from '@shared/contract/orders';

export const CUSTOMER_ORDERS_KEY = ['customer-orders'] as const;

/** `poll`: refetch every 20 s, for when the live stream is down (a proxy that drops SSE). */
export function useCustomerOrders({ poll = false }: { poll?: boolean } = {}) {
  return useInfiniteQuery<
    CustomerOrderPage,
    Error,
    InfiniteData<CustomerOrderPage>,
    typeof CUSTOMER_ORDERS_KEY,
    string | null
  >({
    queryKey: CUSTOMER_ORDERS_KEY,
    refetchInterval: poll ? 20_000 : false,
    refetchOnWindowFocus: true,
    queryFn: ({ pageParam }) =>
      api<CustomerOrderPage>(`/api/customer/orders${pageParam ? `?before=${pageParam}` : ''}`),
    initialPageParam: null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** One order, refreshed when opened; starts from what the list already holds. */
export function useCustomerOrder(id: string, initial?: CustomerOrder) {
  return useQuery({
    queryKey: [...CUSTOMER_ORDERS_KEY, 'detail', id],
    queryFn: () => api<CustomerOrder>(`/api/customer/orders/${id}`),
    initialData: initial,
    initialDataUpdatedAt: 0,
  });
}
