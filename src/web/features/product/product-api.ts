import { useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@shared/contract/menu';
import { api } from '@web/lib/api';
import { menuQuery, PRODUCT_KEY } from '../storefront/menu-api';

/**
 * One product with its option groups. Meanwhile a product without options shows from the menu
 * (which the header loads anyway, preloaded with the HTML), so its page does not wait for a
 * second request; one with options waits for them.
 */
export function useProduct(id: string) {
  const menu = useQuery(menuQuery());
  const fromMenu = menu.data?.products.find((x) => x.id === id);
  return useQuery({
    queryKey: [...PRODUCT_KEY, id],
    queryFn: () => api<ProductDetail>(`/api/products/${encodeURIComponent(id)}`),
    placeholderData:
      fromMenu && !fromMenu.hasOptions ? { ...fromMenu, categoryName: null, options: [], parts: null } : undefined,
    staleTime: 60_000,
  });
}
