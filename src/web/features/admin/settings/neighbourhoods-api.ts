import { useQuery } from '@tanstack/react-query';
import type { NeighbourhoodList } from '@shared/contract/delivery-neighbourhoods';
import type { NeighbourhoodListInput } from '@shared/schemas/delivery-neighbourhoods';
import { api } from '@web/lib/api';

// 'Taxa por bairro' (docs/product.md#delivery-by-neighbourhood): the store's list, read and saved whole.
export const NEIGHBOURHOODS_KEY = ['admin', 'delivery-neighbourhoods'] as const;

export function useAdminNeighbourhoods() {
  return useQuery({
    queryKey: NEIGHBOURHOODS_KEY,
    queryFn: () => api<NeighbourhoodList>('/api/admin/delivery-neighbourhoods'),
  });
}

export const saveNeighbourhoods = (body: NeighbourhoodListInput) =>
  api<NeighbourhoodList>('/api/admin/delivery-neighbourhoods', { method: 'PUT', json: body });
