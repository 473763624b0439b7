import { useQuery } from '@tanstack/react-query';
import type { FiscalSettingsView } from '@shared/contract/fiscal';
import { api } from '@web/lib/api';

// The owner's 'Fiscal' (docs/product.md#nfc-e): the settings and what is missing, the month's
// notes and their XMLs, the numbers voided.

export const FISCAL_SETTINGS_KEY = ['admin', 'fiscal', 'settings'] as const;

export function useFiscalSettings() {
  return useQuery({
    queryKey: FISCAL_SETTINGS_KEY,
    queryFn: () => api<FiscalSettingsView>('/api/admin/fiscal/settings'),
  });
}

/** Saves the settings; the answer is the page's view again (what is missing may have changed). */
export const saveFiscalSettings = (settings: FiscalSettingsView['settings']) =>
  api<FiscalSettingsView>('/api/admin/fiscal/settings', { method: 'PUT', json: settings });
