import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { StoreSettings } from '@shared/contract/store';
import { invalidateStorefront } from '@web/features/storefront/menu-api';
import { api } from '@web/lib/api';

const ADMIN_STORE_KEY = ['admin', 'store'] as const;

/** The store settings as the admin edits them (PIX key included), for /admin/settings and /admin/hours. */
export function useAdminStore() {
  return useQuery({ queryKey: ADMIN_STORE_KEY, queryFn: () => api<StoreSettings>('/api/admin/store') });
}

/** After a save: the admin pages show what the server kept, the storefront fetches it again. */
export function storeSaved(qc: QueryClient, saved: StoreSettings) {
  qc.setQueryData(ADMIN_STORE_KEY, saved);
  invalidateStorefront(qc);
}
