import { useQuery } from '@tanstack/react-query';
import { useMatch } from 'react-router';
import type { StoreInfo } from '@shared/schemas/store';
import { api } from '../../lib/api';
import { STORE_DEFAULTS, STORE_KEY } from '../store/use-store-info';
import { menuQuery } from './menu-api';

/**
 * The store for the shared header. On the home page it comes with the menu (the page's one
 * request, which also seeds the store query); elsewhere from the store query.
 */
export function useStorefrontStore(): StoreInfo & { loaded: boolean } {
  const onHome = useMatch('/') !== null;
  const menu = useQuery({ ...menuQuery(), enabled: onHome });
  const store = useQuery({
    queryKey: STORE_KEY,
    queryFn: () => api<StoreInfo>('/api/store'),
    staleTime: 5 * 60_000,
    enabled: !onHome,
  });
  const loaded = menu.data?.store ?? store.data;
  return { ...(loaded ?? STORE_DEFAULTS), loaded: Boolean(loaded) || menu.isError || store.isError };
}
