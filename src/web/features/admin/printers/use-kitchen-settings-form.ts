import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { kitchenSettingsSchema, type KitchenSettings } from '@shared/schemas/kitchen-settings';
import { failureMessage } from '@web/lib/failure-message';
import { toast } from '@web/lib/toast';
import { KITCHEN_SETTINGS_KEY, saveKitchenSettings } from './printers-api';

/** The minutes as typed, so a field can be emptied while editing. */
export type KitchenDraft = Omit<KitchenSettings, 'amberMinutes' | 'redMinutes'> & {
  amberMinutes: string;
  redMinutes: string;
};
export type KitchenDraftErrors = Partial<Record<keyof KitchenSettings, string>>;

const draftFrom = (s: KitchenSettings): KitchenDraft => ({
  ...s,
  amberMinutes: String(s.amberMinutes),
  redMinutes: String(s.redMinutes),
});

/** 'Cozinha' on the printers page: its draft, checked by the server's own schema before saving. */
export function useKitchenSettingsForm(saved: KitchenSettings) {
  const qc = useQueryClient();
  const [draft, setDraft] = useState<KitchenDraft>(() => draftFrom(saved));
  const [errors, setErrors] = useState<KitchenDraftErrors>({});
  const set = (patch: Partial<KitchenDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const save = useMutation({
    mutationFn: saveKitchenSettings,
    onSuccess: (next) => {
      qc.setQueryData(KITCHEN_SETTINGS_KEY, next);
      toast.success('Configurações da cozinha salvas');
    },
    onError: (e) => toast.error(failureMessage('Erro ao salvar as configurações da cozinha', e)),
  });
  const submit = () => {
    const minutes = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));
    const result = kitchenSettingsSchema.safeParse({
      ...draft,
      amberMinutes: minutes(draft.amberMinutes),
      redMinutes: minutes(draft.redMinutes),
    });
    if (!result.success) {
      const found: KitchenDraftErrors = {};
      for (const issue of result.error.issues) found[issue.path[0] as keyof KitchenSettings] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    save.mutate(result.data);
  };
  return { draft, errors, set, submit, saving: save.isPending };
}
