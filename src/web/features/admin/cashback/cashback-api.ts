import { useQuery } from '@tanstack/react-query';
import type { CashbackTerms } from '@shared/cashback';
import type { AdminCashback } from '@shared/contract/cashback';
import { api } from '@web/lib/api';

// The admin's 'Cashback' (docs/product.md#cashback): the terms and the program's figures.

export const CASHBACK_KEY = ['admin', 'cashback'] as const;

export function useAdminCashback() {
  return useQuery({ queryKey: CASHBACK_KEY, queryFn: () => api<AdminCashback>('/api/admin/cashback') });
}

/** Saves the terms; the answer is the page again, figures included. */
export const saveCashbackTerms = (terms: CashbackTerms) =>
  api<AdminCashback>('/api/admin/cashback', { method: 'PUT', json: terms });
