import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '@web/lib/failure-message';
import { toast } from '@web/lib/toast';
import { deletePrinter, PRINTERS_KEY, testPrinter } from './printers-api';

/** 'Imprimir teste' (what each printer said last, by id) and 'Remover'. */
export function usePrinterActions(onRemoved: () => void) {
  const qc = useQueryClient();
  const [tests, setTests] = useState<Record<string, { text: string; sent: boolean }>>({});
  const test = useMutation({
    mutationFn: testPrinter,
    onSuccess: (result, id) => setTests((t) => ({ ...t, [id]: { text: result.message, sent: result.sent } })),
    onError: (e, id) => setTests((t) => ({ ...t, [id]: { text: e.message, sent: false } })),
  });
  const remove = useMutation({
    mutationFn: deletePrinter,
    onSuccess: () => {
      toast.success('Impressora removida');
      void qc.invalidateQueries({ queryKey: PRINTERS_KEY });
      onRemoved();
    },
    onError: (e) => toast.error(failureMessage('Erro ao remover a impressora', e)),
  });
  return { tests, test, remove };
}
