import { useQueryClient } from '@tanstack/react-query';
import type { FiscalSettingsView } from '@shared/contract/fiscal';
import { toast } from '@web/lib/toast';
import { useTermsForm, type TermsFormFields } from '../ui/use-terms-form';
import { FISCAL_SETTINGS_KEY, saveFiscalSettings } from './fiscal-api';
import { draftFrom, validateDraft, type FiscalDraft } from './fiscal-draft';

export type FiscalFormFields = TermsFormFields<FiscalDraft>;

/**
 * The 'Fiscal' settings form: checked by the shared rules before saving; turning issuing on while
 * something is missing is the server's 422, kept beside 'Salvar'. Saved, the status card reads
 * the server's new view (what is missing, the warnings).
 */
export function useFiscalForm(saved: FiscalSettingsView['settings']) {
  const qc = useQueryClient();
  return useTermsForm({
    saved,
    idPrefix: 'fiscal',
    draftFrom,
    validate: validateDraft,
    save: saveFiscalSettings,
    termsOf: (view) => view.settings,
    onSaved: (view) => {
      qc.setQueryData(FISCAL_SETTINGS_KEY, view);
      toast.success('Configurações fiscais salvas');
    },
    failure: 'Erro ao salvar',
  });
}
