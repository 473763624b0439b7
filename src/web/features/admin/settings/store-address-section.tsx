import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LocateFixed } from 'lucide-react';
import type { StoreSettings } from '@shared/contract/store';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/field';
import { api } from '@web/lib/api';
import { failureMessage } from '@web/lib/failure-message';
import { toast } from '@web/lib/toast';
import type { SettingsFields } from './settings-form';
import { storeSaved } from './store-settings-api';

/**
 * 'Endereço da loja': 'Buscar coordenadas e salvar' has the server geocode and save the address
 * at once, apart from the form's button; or the coordinates are typed in.
 */
export function StoreAddressSection({ draft, set, errors }: SettingsFields) {
  const qc = useQueryClient();
  const geocode = useMutation({
    mutationFn: (address: string) =>
      api<StoreSettings>('/api/admin/store/address', { method: 'PUT', json: { address } }),
    onSuccess: (s) => {
      set({ lat: String(s.lat ?? ''), lng: String(s.lng ?? '') });
      storeSaved(qc, s);
      toast.success('Endereço e coordenadas salvos!');
    },
    onError: (e) => toast.error(failureMessage('Erro ao salvar endereço.', e)),
  });
  return (
    <section className="flex flex-col gap-3">
      <h2 className="font-semibold">Endereço da loja</h2>
      <TextField
        id="s-address"
        label="Endereço completo"
        error={errors.address}
        hint="Usado para calcular a distância e a taxa de entrega."
        value={draft.address}
        onChange={(e) => set({ address: e.target.value })}
        placeholder="Rua, número, bairro, cidade - UF"
      />
      <Button
        variant="soft"
        className="self-start"
        disabled={geocode.isPending}
        onClick={() => (draft.address.trim() ? geocode.mutate(draft.address) : toast.error('Digite o endereço.'))}
      >
        <LocateFixed className="size-5" aria-hidden />{' '}
        {geocode.isPending ? 'Buscando...' : 'Buscar coordenadas e salvar'}
      </Button>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id="s-lat"
          label="Latitude"
          error={errors.lat}
          inputMode="decimal"
          value={draft.lat}
          onChange={(e) => set({ lat: e.target.value })}
          placeholder="-23,5505"
        />
        <TextField
          id="s-lng"
          label="Longitude"
          error={errors.lng}
          inputMode="decimal"
          value={draft.lng}
          onChange={(e) => set({ lng: e.target.value })}
          placeholder="-46,6333"
        />
      </div>
    </section>
  );
}
