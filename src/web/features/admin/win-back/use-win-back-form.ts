import { useQueryClient } from '@tanstack/react-query';
import type { WinBackTerms } from '@shared/win-back';
import { toast } from '@web/lib/toast';
import { useTermsForm, type TermsFormFields } from '../ui/use-terms-form';
import { saveWinBackTerms, WIN_BACK_KEY } from './win-back-api';
import { draftFrom, validateDraft, type WinBackDraft } from './win-back-draft';

export type WinBackFormFields = TermsFormFields<WinBackDraft>;

/** The 'Sentimos sua falta' form. */
export function useWinBackForm(saved: WinBackTerms) {
  const qc = useQueryClient();
  return useTermsForm({
    saved,
    idPrefix: 'win-back',
    draftFrom,
    validate: validateDraft,
    save: saveWinBackTerms,
    termsOf: (next) => next,
    onSaved: (next) => {
      void qc.invalidateQueries({ queryKey: WIN_BACK_KEY });
      toast.success(next.enabled ? 'Mensagens ativadas' : 'Mensagens desativadas');
    },
    failure: 'Erro ao salvar',
  });
}
