import { useQuery } from '@tanstack/react-query';
import type { StoreInfo } from '@shared/contract/store';
import { STORE_DEFAULTS } from '../store-info/use-store-info';
import { menuQuery } from './menu-api';

/**
 * The store for the shared header, from the menu: index.html preloads /api/menu, so every
 * storefront page gets its store from that one early request (which also seeds the store
 * query for the cart and the checkout) and the product page finds its product there.
 */
export function useStorefrontStore(): StoreInfo & { loaded: boolean } {
  const menu = useQuery(menuQuery());
  const loaded = menu.data?.store;
  return { ...(loaded ?? STORE_DEFAULTS), loaded: Boolean(loaded) || menu.isError };
}
