import { useQuery } from '@tanstack/react-query';
import type { MenuSearchResponse } from '@shared/contract/menu';
import { api } from '@web/lib/api';

export const SEARCH_DEBOUNCE_MS = 400;

/** Blank text runs no query (docs/product.md#search). */
export function useProductSearch(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: ['menu-search', q],
    queryFn: ({ signal }) => api<MenuSearchResponse>(`/api/menu/search?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q.length > 0,
    staleTime: 60_000,
  });
}
