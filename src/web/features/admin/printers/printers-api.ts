import { useQuery } from '@tanstack/react-query';
import type { OkResponse } from '@shared/contract/common';
import type { AdminPrinter, PrinterTestResult } from '@shared/contract/printers';
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
