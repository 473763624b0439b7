import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminPrinter } from '@shared/contract/printers';
import type { PrinterInput } from '@shared/schemas/printers';
import { failureMessage } from '@web/lib/failure-message';
import { toast } from '@web/lib/toast';
import { draftFrom, validateDraft, type PrinterDraft, type PrinterDraftErrors } from './printer-draft';
import { PRINTERS_KEY, savePrinter } from './printers-api';

export type PrinterFormFields = {
  draft: PrinterDraft;
  errors: PrinterDraftErrors;
  set: (patch: Partial<PrinterDraft>) => void;
};

/** The 'Nova impressora' / 'Editar impressora' form: its draft, and the save that closes it. */
export function usePrinterForm(printer: AdminPrinter | undefined, onClose: () => void) {
  const qc = useQueryClient();
  const [draft, setDraft] = useState<PrinterDraft>(() => draftFrom(printer));
  const [errors, setErrors] = useState<PrinterDraftErrors>({});
  const set = (patch: Partial<PrinterDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const save = useMutation({
    mutationFn: (data: PrinterInput) => savePrinter(data, printer?.id),
    onSuccess: () => {
      toast.success(printer ? 'Impressora salva' : 'Impressora adicionada');
      void qc.invalidateQueries({ queryKey: PRINTERS_KEY });
      onClose();
    },
    onError: (e) => toast.error(failureMessage('Erro ao salvar a impressora', e)),
  });
  const submit = () => {
    const result = validateDraft(draft);
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    save.mutate(result.data);
  };
  const fields: PrinterFormFields = { draft, errors, set };
  return { fields, submit, saving: save.isPending };
}
