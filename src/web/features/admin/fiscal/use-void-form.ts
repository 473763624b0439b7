import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import type { noteVoidSchema } from '@shared/schemas/fiscal';
import { ApiError } from '@web/lib/api';
import { failureMessage } from '@web/lib/failure-message';
import { toast } from '@web/lib/toast';
import { FISCAL_VOIDS_KEY, voidNumbers } from './fiscal-api';
import { rangeText, validateVoid, type VoidDraft, type VoidDraftErrors } from './void-draft';

type VoidRange = z.output<typeof noteVoidSchema>;

/**
 * 'Inutilizar numeração': the range checked by the shared rules, confirmed (SEFAZ never undoes
 * it), then sent. SEFAZ's refusal (422, kept in the list too) or no provider stays beside the
 * button; every failure is also a toast.
 */
export function useVoidForm(defaultSeries: number) {
  const qc = useQueryClient();
  const [draft, setDraft] = useState<VoidDraft>({ series: String(defaultSeries), from: '', to: '', reason: '' });
  const [errors, setErrors] = useState<VoidDraftErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [asking, setAsking] = useState<VoidRange | null>(null);
  const send = useMutation({
    mutationFn: voidNumbers,
    onSuccess: (done) => {
      toast.success(`Numeração inutilizada: ${rangeText(done)} da série ${done.series}`);
      setDraft((d) => ({ ...d, from: '', to: '', reason: '' }));
    },
    onError: (e) => {
      if (e instanceof ApiError && [400, 409, 422].includes(e.status)) setRefusal(e.message);
      toast.error(failureMessage('Erro ao inutilizar', e));
    },
    onSettled: () => {
      setAsking(null);
      return qc.invalidateQueries({ queryKey: FISCAL_VOIDS_KEY });
    },
  });
  const submit = () => {
    setRefusal(null);
    const result = validateVoid(draft);
    if ('errors' in result) {
      setErrors(result.errors);
      return document.getElementById(`void-${Object.keys(result.errors)[0]}`)?.focus();
    }
    setErrors({});
    setAsking(result.data);
  };
  return {
    draft,
    errors,
    set: (patch: Partial<VoidDraft>) => setDraft((d) => ({ ...d, ...patch })),
    submit,
    refusal,
    asking,
    cancel: () => setAsking(null),
    confirm: () => asking && send.mutate(asking),
    sending: send.isPending,
  };
}
