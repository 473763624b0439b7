import { useQuery } from '@tanstack/react-query';
import type { OkResponse } from '@shared/contract/common';
import type { AdminCourier, CourierLink, ReadyDeliveries, Settlement } from '@shared/contract/couriers';
import type { CourierInput } from '@shared/schemas/couriers';
import { api } from '@web/lib/api';

// The admin's 'Entregadores' (docs/product.md#couriers). Keys under ['admin'], which every live
// order event refreshes: a courier's 'Entregue' shows here by itself.

export const COURIERS_KEY = ['admin', 'couriers'] as const;

export function useCouriers() {
  return useQuery({
    queryKey: COURIERS_KEY,
    queryFn: async () => (await api<{ couriers: AdminCourier[] }>('/api/admin/couriers')).couriers,
  });
}

export function useDeliveriesBoard() {
  return useQuery({
    queryKey: [...COURIERS_KEY, 'board'],
    queryFn: async () => (await api<ReadyDeliveries>('/api/admin/deliveries')).orders,
  });
}

export function useSettlement(courierId: string) {
  return useQuery({
    queryKey: [...COURIERS_KEY, courierId, 'settlement'],
    queryFn: () => api<Settlement>(`/api/admin/couriers/${courierId}/settlement`),
  });
}

export function useSettlements(courierId: string) {
  return useQuery({
    queryKey: [...COURIERS_KEY, courierId, 'settlements'],
    queryFn: async () =>
      (await api<{ settlements: Settlement[] }>(`/api/admin/couriers/${courierId}/settlements`)).settlements,
  });
}

export const saveCourier = (id: string | null, body: CourierInput) =>
  id
    ? api<OkResponse>(`/api/admin/couriers/${id}`, { method: 'PUT', json: body })
    : api<OkResponse>('/api/admin/couriers', { method: 'POST', json: body });

export const openLink = (id: string) => api<CourierLink>(`/api/admin/couriers/${id}/link`, { method: 'POST' });
export const endLink = (id: string) => api<OkResponse>(`/api/admin/couriers/${id}/link`, { method: 'DELETE' });

export const assignOrders = (courierId: string, orderIds: string[]) =>
  api<{ assigned: number; courierName: string }>('/api/admin/deliveries', {
    method: 'POST',
    json: { courierId, orderIds },
  });

export const closeSettlement = (courierId: string) =>
  api<Settlement>(`/api/admin/couriers/${courierId}/settlements`, { method: 'POST' });
