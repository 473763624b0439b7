import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DeliveryNeighbourhood } from '@shared/contract/delivery-neighbourhoods';
import type { StoreSettings } from '@shared/contract/store';
import type { NeighbourhoodListInput } from '@shared/schemas/delivery-neighbourhoods';
import { api } from '@web/lib/api';
import { failureMessage } from '@web/lib/failure-message';
import { toast } from '@web/lib/toast';
import {
  neighbourhoodDrafts,
  validateNeighbourhoods,
  type NeighbourhoodDraft,
  type NeighbourhoodErrors,
} from './neighbourhood-draft';
import { NEIGHBOURHOODS_KEY, saveNeighbourhoods } from './neighbourhoods-api';
import { draftFrom, FIELD_TAB, validateSettings, type SettingsDraft, type SettingsErrors } from './settings-form';
import { storeSaved } from './store-settings-api';

type Patch = { store: Partial<StoreSettings>; neighbourhoods: NeighbourhoodListInput | null };

/**
 * The Configurações form: the store's draft and, for 'Taxa por bairro' (docs/product.md#delivery-by-neighbourhood),
 * its own list, saved by the same button; the tab shown, opened at the first message of a refused save.
 */
export function useSettingsForm(initial: StoreSettings, initialNeighbourhoods: DeliveryNeighbourhood[]) {
  const [draft, setDraft] = useState<SettingsDraft>(() => draftFrom(initial));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const list = useNeighbourhoodList(initialNeighbourhoods);
  const [tab, setTab] = useState('geral');
  const set = (p: Partial<SettingsDraft>) => setDraft((d) => ({ ...d, ...p }));
  const save = useSaveSettings(list.saved);
  const submit = () => {
    const r = validateSettings(draft);
    const nb = list.changed ? validateNeighbourhoods(list.rows) : null;
    list.setErrors(nb && 'errors' in nb ? nb.errors : {});
    if ('errors' in r) {
      setErrors(r.errors);
      const first = Object.keys(r.errors)[0];
      if (first && FIELD_TAB[first]) setTab(FIELD_TAB[first]);
      toast.error(Object.values(r.errors)[0] ?? 'Erro ao salvar configurações. Tente novamente.');
      return;
    }
    setErrors({});
    if (nb && 'errors' in nb) {
      setTab('entrega');
      toast.error(Object.values(nb.errors)[0] ?? 'Confira a lista de bairros.');
      return;
    }
    save.mutate({ store: r.data, neighbourhoods: nb ? nb.data : null });
  };
  return { fields: { draft, set, errors }, list, tab, setTab, submit, saving: save.isPending };
}

/** The bairro rows as typed; only a list that was changed is checked and sent. */
function useNeighbourhoodList(initial: DeliveryNeighbourhood[]) {
  const [rows, setRows] = useState<NeighbourhoodDraft[]>(() => neighbourhoodDrafts(initial));
  const [changed, setChanged] = useState(false);
  const [errors, setErrors] = useState<NeighbourhoodErrors>({});
  const change = (next: NeighbourhoodDraft[]) => {
    setRows(next);
    setChanged(true);
  };
  return { rows, change, changed, saved: () => setChanged(false), errors, setErrors };
}

function useSaveSettings(onListSaved: () => void) {
  const qc = useQueryClient();
  return useMutation({
    // The list first: a store switched to 'Por bairro' prices from the list it was saved with.
    mutationFn: async (patch: Patch) => {
      if (patch.neighbourhoods) qc.setQueryData(NEIGHBOURHOODS_KEY, await saveNeighbourhoods(patch.neighbourhoods));
      onListSaved();
      return api<StoreSettings>('/api/admin/store', { method: 'PUT', json: patch.store });
    },
    onSuccess: (s) => {
      storeSaved(qc, s);
      toast.success('Configurações salvas com sucesso!');
    },
    onError: (e) => toast.error(failureMessage('Erro ao salvar configurações', e)),
  });
}
