import { useQuery } from '@tanstack/react-query';
import type { OkResponse } from '@shared/contract/common';
import type { CourierPage } from '@shared/contract/couriers';
import { api } from '@web/lib/api';

export const courierPageKey = (token: string) => ['courier', token] as const;

/** The courier's deliveries; asked again every 15 s, so orders given to them appear by themselves. */
export function useCourierPage(token: string) {
  return useQuery({
    queryKey: courierPageKey(token),
    queryFn: () => api<CourierPage>(`/api/courier/${encodeURIComponent(token)}`),
    refetchInterval: 15_000,
    retry: false,
  });
}

export const markDelivered = (token: string, orderId: string) =>
  api<OkResponse>(`/api/courier/${encodeURIComponent(token)}/orders/${orderId}/delivered`, { method: 'POST' });
