import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { WinBackTerms } from '@shared/win-back';
import { ApiError } from '@web/lib/api';
import { failureMessage } from '@web/lib/failure-message';
import { toast } from '@web/lib/toast';
import { saveWinBackTerms, WIN_BACK_KEY } from './win-back-api';
import { draftFrom, validateDraft, type WinBackDraft, type WinBackDraftErrors } from './win-back-draft';

/** What the form's fields read and change: the terms as typed and the messages on them. */
export type WinBackFormFields = {
  draft: WinBackDraft;
  errors: WinBackDraftErrors;
  set: (patch: Partial<WinBackDraft>) => void;
};

/** The 'Sentimos sua falta' form: its draft, checked by the shared schema before saving. */
export function useWinBackForm(saved: WinBackTerms) {
  const qc = useQueryClient();
  const [draft, setDraft] = useState<WinBackDraft>(() => draftFrom(saved));
  const [errors, setErrors] = useState<WinBackDraftErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const set = (patch: Partial<WinBackDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const save = useMutation({
    mutationFn: saveWinBackTerms,
    onSuccess: (next) => {
      void qc.invalidateQueries({ queryKey: WIN_BACK_KEY });
      setDraft(draftFrom(next));
      toast.success(next.enabled ? 'Mensagens ativadas' : 'Mensagens desativadas');
    },
    onError: (e) => {
      if (e instanceof ApiError && e.status === 400) setRefusal(e.message);
      toast.error(failureMessage('Erro ao salvar', e));
    },
  });
  const submit = () => {
    setRefusal(null);
    const result = validateDraft(draft);
    if ('errors' in result) {
      setErrors(result.errors);
      const first = Object.keys(result.errors)[0];
      return document.getElementById(`win-back-${first}`)?.focus();
    }
    setErrors({});
    save.mutate(result.data);
  };
  const checked = validateDraft(draft);
  const fields: WinBackFormFields = { draft, errors, set };
  return { fields, preview: 'data' in checked ? checked.data : null, submit, saving: save.isPending, refusal };
}
