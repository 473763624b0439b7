import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { PublicMenu } from '@shared/contract/menu';
import { api } from '@web/lib/api';
import { queryClient } from '@web/lib/query-client';
import { STORE_KEY } from '../store-info/use-store-info';

export const MENU_KEY = ['menu'] as const;
/** One product's page data is `[...PRODUCT_KEY, id]`. */
export const PRODUCT_KEY = ['product'] as const;

/**
 * The whole public menu (store, categories, products) in one request. Its store part seeds
 * the store query, so the header, the cart and the checkout do not ask again.
 */
export function menuQuery(client: QueryClient = queryClient) {
  return queryOptions({
    queryKey: MENU_KEY,
    queryFn: async () => {
      const menu = await api<PublicMenu>('/api/menu');
      client.setQueryData(STORE_KEY, menu.store);
      return menu;
    },
    staleTime: 60_000,
  });
}

/**
 * After an admin changes the store or the menu: the storefront's copies in this browser are
 * fetched again when next shown (the menu carries the store too; the header reads it there).
 */
export function invalidateStorefront(client: QueryClient) {
  void client.invalidateQueries({ queryKey: MENU_KEY });
  void client.invalidateQueries({ queryKey: STORE_KEY });
  void client.invalidateQueries({ queryKey: PRODUCT_KEY });
}

export function useMenuQuery() {
  return useQuery(menuQuery());
}
