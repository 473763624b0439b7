import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { FiscalNotesPage, FiscalSettingsView, FiscalVoid } from '@shared/contract/fiscal';
import type { NoteStatus } from '@shared/fiscal';
import type { noteVoidSchema } from '@shared/schemas/fiscal';
import { api } from '@web/lib/api';
import { isMonth } from './notes-month';

// The owner's 'Fiscal' (docs/product.md#nfc-e): the settings and what is missing, the month's
// notes and their XMLs, the numbers voided.

export const FISCAL_SETTINGS_KEY = ['admin', 'fiscal', 'settings'] as const;
export const FISCAL_VOIDS_KEY = ['admin', 'fiscal', 'voids'] as const;

export function useFiscalSettings() {
  return useQuery({
    queryKey: FISCAL_SETTINGS_KEY,
    queryFn: () => api<FiscalSettingsView>('/api/admin/fiscal/settings'),
  });
}

/** Saves the settings; the answer is the page's view again (what is missing may have changed). */
export const saveFiscalSettings = (settings: FiscalSettingsView['settings']) =>
  api<FiscalSettingsView>('/api/admin/fiscal/settings', { method: 'PUT', json: settings });

/** A month's notes ('2026-11'), of one status or all; the counts are always the whole month's. */
export function useFiscalNotes(month: string, status: NoteStatus | null) {
  const query = new URLSearchParams({ month, ...(status ? { status } : {}) });
  return useQuery({
    queryKey: ['admin', 'fiscal', 'notes', month, status],
    queryFn: () => api<FiscalNotesPage>(`/api/admin/fiscal/notes?${query}`),
    enabled: isMonth(month),
    // Another month or chip keeps the list until its notes come.
    placeholderData: keepPreviousData,
    // Notes on their way to SEFAZ are asked again until they settle.
    refetchInterval: (q) =>
      q.state.data?.notes.some((n) => n.status === 'queued' || n.status === 'processing') ? 10_000 : false,
  });
}

/** The accountant's zip of a month: a plain link, the session's cookie goes with it. */
export const notesZipUrl = (month: string) => `/api/admin/fiscal/notes.zip?${new URLSearchParams({ month })}`;

export function useFiscalVoids() {
  return useQuery({
    queryKey: FISCAL_VOIDS_KEY,
    queryFn: async () => (await api<{ voids: FiscalVoid[] }>('/api/admin/fiscal/voids')).voids,
  });
}

/** 'Inutilizar numeração': SEFAZ's answer, or its refusal as a 422 with its words. */
export const voidNumbers = (range: z.output<typeof noteVoidSchema>) =>
  api<FiscalVoid>('/api/admin/fiscal/voids', { method: 'POST', json: range });
