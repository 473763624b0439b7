import { useQueryClient } from '@tanstack/react-query';
import type { CashbackTerms } from '@shared/cashback';
import { toast } from '@web/lib/toast';
import { useTermsForm, type TermsFormFields } from '../ui/use-terms-form';
import { CASHBACK_KEY, saveCashbackTerms } from './cashback-api';
import { draftFrom, validateDraft, type CashbackDraft } from './cashback-draft';

export type CashbackFormFields = TermsFormFields<CashbackDraft>;

/** The 'Cashback' form; after a save '2.50' reads '2,5' again. */
export function useCashbackForm(saved: CashbackTerms) {
  const qc = useQueryClient();
  return useTermsForm({
    saved,
    idPrefix: 'cashback',
    draftFrom,
    validate: validateDraft,
    save: saveCashbackTerms,
    termsOf: (next) => next.terms,
    onSaved: (next) => {
      qc.setQueryData(CASHBACK_KEY, next);
      toast.success(next.terms.enabled ? 'Cashback salvo e ativo' : 'Cashback salvo (desativado)');
    },
    failure: 'Erro ao salvar o cashback',
  });
}
