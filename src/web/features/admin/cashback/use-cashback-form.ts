import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CashbackTerms } from '@shared/cashback';
import { ApiError } from '@web/lib/api';
import { failureMessage } from '@web/lib/failure-message';
import { toast } from '@web/lib/toast';
import { CASHBACK_KEY, saveCashbackTerms } from './cashback-api';
import { draftFrom, validateDraft, type CashbackDraft, type CashbackDraftErrors } from './cashback-draft';

/** What the form's fields read and change: the terms as typed and the messages on them. */
export type CashbackFormFields = {
  draft: CashbackDraft;
  errors: CashbackDraftErrors;
  set: (patch: Partial<CashbackDraft>) => void;
};

/**
 * The 'Cashback' form: its draft, checked by the shared schema before saving; after a save the
 * fields show the terms as the server kept them ('2.50' reads '2,5' again).
 */
export function useCashbackForm(saved: CashbackTerms) {
  const qc = useQueryClient();
  const [draft, setDraft] = useState<CashbackDraft>(() => draftFrom(saved));
  const [errors, setErrors] = useState<CashbackDraftErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const set = (patch: Partial<CashbackDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const save = useMutation({
    mutationFn: saveCashbackTerms,
    onSuccess: (next) => {
      qc.setQueryData(CASHBACK_KEY, next);
      setDraft(draftFrom(next.terms));
      toast.success(next.terms.enabled ? 'Cashback salvo e ativo' : 'Cashback salvo (desativado)');
    },
    onError: (e) => {
      // A rule the server refused stays on the form, beside the button; other failures are a toast's.
      if (e instanceof ApiError && e.status === 400) setRefusal(e.message);
      toast.error(failureMessage('Erro ao salvar o cashback', e));
    },
  });
  const submit = () => {
    setRefusal(null);
    const result = validateDraft(draft);
    if ('errors' in result) {
      setErrors(result.errors);
      // On a phone the first message may be above the fold: take the person to it.
      const first = Object.keys(result.errors)[0];
      return document.getElementById(`cashback-${first}`)?.focus();
    }
    setErrors({});
    save.mutate(result.data);
  };
  const fields: CashbackFormFields = { draft, errors, set };
  const checked = validateDraft(draft);
  // What customers would read with the terms as typed, once they are valid.
  const preview = 'data' in checked ? checked.data : null;
  return { fields, preview, submit, saving: save.isPending, refusal };
}
