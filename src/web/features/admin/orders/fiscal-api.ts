import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderFiscal } from '@shared/contract/fiscal';
import { api } from '@web/lib/api';
import { failureMessage } from '@web/lib/failure-message';
import { toast } from '@web/lib/toast';
import { noteInProgress } from './fiscal-note-text';

// An order's NFC-e (docs/product.md#nfc-e): the note as staff see it and what they may do with it.

/**
 * Under 'admin', which every live order event refreshes ('order.fiscal_changed' when the note is
 * authorised or cancelled); apart from the order's detail, so the order is not read again for it.
 */
const fiscalKey = (orderId: string) => ['admin', 'fiscal', 'orders', orderId] as const;
const base = (orderId: string) => `/api/admin/fiscal/orders/${orderId}`;

/** How often a note on its way (sent, waiting for SEFAZ, cancelling) is read again: a refusal has no event. */
const IN_PROGRESS_POLL_MS = 5_000;

/** The order's note, or null before one is asked for; `enabled`: whether the store issues notes. */
export function useOrderFiscal(orderId: string) {
  return useQuery({
    queryKey: fiscalKey(orderId),
    queryFn: () => api<OrderFiscal>(base(orderId)),
    refetchInterval: (q) => (noteInProgress(q.state.data?.note ?? null) ? IN_PROGRESS_POLL_MS : false),
  });
}

/** 'Tentar novamente', 'Imprimir DANFE' and 'Cancelar NFC-e', each with its toast. */
export function useFiscalActions(orderId: string) {
  const qc = useQueryClient();
  // The order's note, and the month's list on 'Fiscal' it may be in.
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: fiscalKey(orderId) });
    void qc.invalidateQueries({ queryKey: ['admin', 'fiscal', 'notes'] });
  };
  const retry = useMutation({
    mutationFn: () => api(`${base(orderId)}/retry`, { method: 'POST' }),
    onSuccess: () => {
      refresh();
      toast.success('NFC-e enviada de novo à SEFAZ');
    },
    onError: (e) => toast.error(failureMessage('Erro ao enviar a NFC-e de novo', e)),
  });
  const print = useMutation({
    mutationFn: () => api(`${base(orderId)}/print`, { method: 'POST' }),
    onSuccess: () => toast.success('DANFE enviado para a impressora'),
    onError: (e) => toast.error(failureMessage('Erro ao imprimir o DANFE', e)),
  });
  const cancel = useMutation({
    mutationFn: (reason: string) => api(`${base(orderId)}/cancel`, { method: 'POST', json: { reason } }),
    onSuccess: () => {
      refresh();
      toast.success('Cancelamento da NFC-e pedido à SEFAZ');
    },
    onError: (e) => toast.error(failureMessage('Erro ao cancelar a NFC-e', e)),
  });
  return { retry, print, cancel };
}
