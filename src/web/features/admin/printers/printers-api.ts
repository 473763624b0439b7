import { useQuery } from '@tanstack/react-query';
import type { OkResponse } from '@shared/contract/common';
import type { AdminPrinter, OrderPrintResult, PrinterStatusList, PrinterTestResult } from '@shared/contract/printers';
import type { KitchenSettings } from '@shared/schemas/kitchen-settings';
import type { PrinterInput } from '@shared/schemas/printers';
import { api } from '@web/lib/api';

// The admin's 'Impressoras' (docs/product.md#kitchen-printers).

export const PRINTERS_KEY = ['admin', 'printers'] as const;

export function useAdminPrinters() {
  return useQuery({
    queryKey: PRINTERS_KEY,
    queryFn: async () => (await api<{ printers: AdminPrinter[] }>('/api/admin/printers')).printers,
  });
}

export const savePrinter = (data: PrinterInput, id?: string) =>
  id
    ? api<AdminPrinter>(`/api/admin/printers/${id}`, { method: 'PUT', json: data })
    : api<AdminPrinter>('/api/admin/printers', { method: 'POST', json: data });

export const deletePrinter = (id: string) => api<OkResponse>(`/api/admin/printers/${id}`, { method: 'DELETE' });

export const testPrinter = (id: string) => api<PrinterTestResult>(`/api/admin/printers/${id}/test`, { method: 'POST' });

export const PRINTER_STATUS_KEY = [...PRINTERS_KEY, 'status'] as const;

/**
 * The active printers, whether each answers and the tickets waiting for it: asked again every
 * 5 s (30 s while the store has none), as a printer coming back is no order event the live
 * stream would tell.
 */
export function usePrinterStatus() {
  return useQuery({
    queryKey: PRINTER_STATUS_KEY,
    queryFn: () => api<PrinterStatusList>('/api/admin/printers/status'),
    refetchInterval: (q) => (q.state.data?.printers.length ? 5_000 : 30_000),
  });
}

export const KITCHEN_SETTINGS_KEY = ['admin', 'kitchen', 'settings'] as const;

export function useKitchenSettings() {
  return useQuery({
    queryKey: KITCHEN_SETTINGS_KEY,
    queryFn: () => api<KitchenSettings>('/api/admin/kitchen/settings'),
  });
}

export const saveKitchenSettings = (data: KitchenSettings) =>
  api<KitchenSettings>('/api/admin/kitchen/settings', { method: 'PUT', json: data });

/** 'Imprimir' on the kitchen printers: the printers that got the ticket, and whether it was a reprint. */
export const sendOrderTickets = (orderId: string) =>
  api<OrderPrintResult>(`/api/admin/orders/${orderId}/tickets`, { method: 'POST' });
