import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import type { CustomerOrder, CustomerOrderPage } from '@shared/contract/orders';
import type { Fulfilment } from '@shared/order-status';
import { api } from '@web/lib/api';

// What GET /api/customer/orders answers: the API contract's types (src/shared/contract/orders.ts).
export type { CustomerOrder, CustomerOrderItem, CustomerOrderPage } from '@shared/contract/orders';

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

/** How a listed order is fulfilled, for a live event's toast (the event does not say it). */
export function listedFulfilment(data: InfiniteData<CustomerOrderPage> | undefined, orderId: string): Fulfilment {
  for (const page of data?.pages ?? []) {
    const found = page.orders.find((o) => o.id === orderId);
    if (found) return found.fulfilment;
  }
  return 'delivery';
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
