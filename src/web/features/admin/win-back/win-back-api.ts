import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminWinBack } from '@shared/contract/win-back';
import type { ReportRange } from '@shared/report-range';
import type { WinBackTerms } from '@shared/win-back';
import { api } from '@web/lib/api';

// The admin's 'Sentimos sua falta' (docs/product.md#sentimos-sua-falta): the terms and a period's figures.

export const WIN_BACK_KEY = ['admin', 'win-back'] as const;

export function useAdminWinBack(range: ReportRange) {
  return useQuery({
    queryKey: [...WIN_BACK_KEY, range.from, range.to],
    queryFn: () => api<AdminWinBack>(`/api/admin/win-back?${new URLSearchParams(range)}`),
    // Another period keeps the page (and the form being typed) until its figures come.
    placeholderData: keepPreviousData,
  });
}

/** Saves the terms; the answer is the terms as kept. */
export const saveWinBackTerms = (terms: WinBackTerms) =>
  api<WinBackTerms>('/api/admin/win-back', { method: 'PUT', json: terms });
