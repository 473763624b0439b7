import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendOrderTickets, usePrinterStatus } from '@web/features/admin/printers/printers-api';
import { failureMessage } from '@web/lib/failure-message';
import { toast } from '@web/lib/toast';

const names = (list: string[]) =>
  list.length > 1 ? `${list.slice(0, -1).join(', ')} e ${list.at(-1)}` : (list[0] ?? '');

/**
 * 'Imprimir' when the store has kitchen printers (docs/product.md#kitchen-printers): the server
 * accepts the order and sends its tickets; the browser's print dialog stays for stores without.
 */
export function useKitchenPrint() {
  const qc = useQueryClient();
  const status = usePrinterStatus();
  const send = useMutation({
    mutationFn: sendOrderTickets,
    onSuccess: (r) => {
      toast.success(`${r.reprint ? 'Reimpressão enviada' : 'Pedido enviado'} para ${names(r.printers)}`);
      void qc.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (e) => toast.error(failureMessage('Erro ao enviar para a impressora', e)),
  });
  return { hasPrinters: (status.data?.printers.length ?? 0) > 0, send };
}

/** With kitchen printers, an order the kitchen already has prints again marked so: 'Reimprimir'. */
export function printLabel(order: { status: string }, reprints: boolean) {
  return reprints && !['pending', 'awaiting_payment'].includes(order.status) ? 'Reimprimir' : 'Imprimir';
}
