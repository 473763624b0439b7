import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductDetail, PublicMenu } from '@shared/menu';
import { api } from '../../lib/api';
import { MENU_KEY } from '../storefront/menu-api';

/** One product with its option groups; the menu already loaded fills the page meanwhile. */
export function useProduct(id: string) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: ['product', id],
    queryFn: () => api<ProductDetail>(`/api/products/${encodeURIComponent(id)}`),
    placeholderData: () => {
      const p = qc.getQueryData<PublicMenu>(MENU_KEY)?.products.find((x) => x.id === id);
      return p && !p.hasOptions ? { ...p, categoryName: null, options: [] } : undefined;
    },
    staleTime: 60_000,
  });
}
