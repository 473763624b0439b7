import { useQuery } from '@tanstack/react-query';
import type { AdminOrderDetail } from '@shared/contract/admin-orders';
import type { KitchenBoard, KitchenItemReady } from '@shared/contract/kitchen';
import type { OrderStatus } from '@shared/order-status';
import { api } from '@web/lib/api';

// The kitchen display (docs/product.md#kitchen-display). Under ['admin']: every order event of
// the admin's live stream refreshes it (features/live/admin-live-orders.tsx).

export const KITCHEN_KEY = ['admin', 'kitchen'] as const;

export function useKitchenBoard() {
  return useQuery({
    queryKey: KITCHEN_KEY,
    queryFn: () => api<KitchenBoard>('/api/admin/kitchen'),
    // The live stream refreshes it on every order event; this is the fallback when it is down.
    refetchInterval: 30_000,
  });
}

export const markItemReady = (id: string, ready: boolean) =>
  api<KitchenItemReady>(`/api/admin/kitchen/items/${id}/ready`, { method: 'POST', json: { ready } });

/** The orders screen's own status change ('Pronto' and its 'Desfazer'). */
export const moveOrder = (id: string, status: OrderStatus) =>
  api<AdminOrderDetail>(`/api/admin/orders/${id}/status`, { method: 'PUT', json: { status } });
