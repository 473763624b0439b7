import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LocateFixed, Plus, X } from 'lucide-react';
import type { StoreSettings } from '@shared/contract/store';
import { Button } from '@web/components/ui/button';
import { MoneyField, TextField } from '@web/components/ui/field';
import { Input, MoneyInput } from '@web/components/ui/input';
import { api } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { FeeModeChoice } from './fee-mode-choice';
import type { NeighbourhoodDraft, NeighbourhoodErrors } from './neighbourhood-draft';
import { NeighbourhoodsEditor } from './neighbourhoods-editor';
import { PickupSettings } from './pickup-settings';
import type { SettingsDraft, SettingsErrors } from './settings-form';
import { storeSaved } from './store-settings-api';

type Props = {
  draft: SettingsDraft;
  set: (p: Partial<SettingsDraft>) => void;
  errors: SettingsErrors;
  /** 'Taxa por bairro': its rows, edited here and saved with the rest (docs/product.md#delivery-by-neighbourhood). */
  neighbourhoods: NeighbourhoodDraft[];
  setNeighbourhoods: (rows: NeighbourhoodDraft[]) => void;
  neighbourhoodErrors: NeighbourhoodErrors;
};

/**
 * Entrega: address (geocoded by the server, or coordinates typed in), pickup, how the fee is charged,
 * minimum, free delivery, and the distance tiers or the bairro list.
 */
export function DeliveryTab({ draft, set, errors, neighbourhoods, setNeighbourhoods, neighbourhoodErrors }: Props) {
  const byDistance = draft.deliveryFeeMode === 'distance';
  const qc = useQueryClient();
  const geocode = useMutation({
    mutationFn: (address: string) =>
      api<StoreSettings>('/api/admin/store/address', { method: 'PUT', json: { address } }),
    onSuccess: (s) => {
      set({ lat: String(s.lat ?? ''), lng: String(s.lng ?? '') });
      storeSaved(qc, s);
      toast.success('Endereço e coordenadas salvos!');
    },
    onError: (e) => toast.error(e.message || 'Erro ao salvar endereço.'),
  });
  const tiers = draft.feeTiers;
  return (
    <div className="flex flex-col gap-6">
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

      <PickupSettings draft={draft} set={set} errors={errors} />

      <FeeModeChoice value={draft.deliveryFeeMode} onChange={(deliveryFeeMode) => set({ deliveryFeeMode })} />

      <section className="grid gap-4 sm:grid-cols-2">
        <h2 className="font-semibold sm:col-span-2">Valores</h2>
        {byDistance && (
          <MoneyField
            id="s-fee"
            label="Taxa de entrega (R$)"
            value={draft.deliveryFee}
            onChange={(e) => set({ deliveryFee: e.target.value })}
            error={errors.deliveryFeeCents}
            hint="Usada quando a distância não pode ser calculada."
          />
        )}
        <MoneyField
          id="s-min"
          label="Pedido mínimo (R$)"
          value={draft.minOrder}
          onChange={(e) => set({ minOrder: e.target.value })}
          error={errors.minOrderCents}
        />
        <MoneyField
          id="s-free"
          label="Entrega grátis acima de (R$)"
          value={draft.freeDeliveryThreshold}
          onChange={(e) => set({ freeDeliveryThreshold: e.target.value })}
          error={errors.freeDeliveryThresholdCents}
          hint="Deixe vazio para não oferecer."
        />
        {byDistance && (
          <TextField
            id="s-radius"
            label="Raio de entrega (km)"
            error={errors.deliveryRadiusKm}
            inputMode="decimal"
            value={draft.deliveryRadiusKm}
            onChange={(e) => set({ deliveryRadiusKm: e.target.value })}
          />
        )}
      </section>

      {!byDistance && (
        <NeighbourhoodsEditor rows={neighbourhoods} onChange={setNeighbourhoods} errors={neighbourhoodErrors} />
      )}

      {byDistance && (
        <section className="flex flex-col gap-2">
          <h2 className="font-semibold">Taxa por distância</h2>
          <p className="text-sm text-muted">
            Até quantos km cada taxa vale. Além da última faixa, o endereço fica fora da área.
          </p>
          <ul className="flex flex-col gap-2">
            {tiers.map((t, i) => (
              <li key={i} className="flex items-center gap-2">
                <span className="text-sm text-muted">até</span>
                <div className="relative w-20 shrink-0">
                  <Input
                    aria-label={`Distância da faixa ${i + 1} (km)`}
                    inputMode="decimal"
                    value={t.maxKm}
                    onChange={(e) =>
                      set({ feeTiers: tiers.map((x, j) => (j === i ? { ...x, maxKm: e.target.value } : x)) })
                    }
                    className="pr-9"
                  />
                  <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-muted">
                    km
                  </span>
                </div>
                <MoneyInput
                  boxClassName="min-w-0 flex-1 sm:w-32 sm:flex-none"
                  aria-label={`Taxa da faixa ${i + 1} (R$)`}
                  value={t.fee}
                  onChange={(e) =>
                    set({ feeTiers: tiers.map((x, j) => (j === i ? { ...x, fee: e.target.value } : x)) })
                  }
                />
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remover faixa ${i + 1}`}
                  onClick={() => set({ feeTiers: tiers.filter((_, j) => j !== i) })}
                >
                  <X className="size-5" />
                </Button>
              </li>
            ))}
          </ul>
          {errors.feeTiers && (
            <p role="alert" className="text-sm text-danger">
              {errors.feeTiers}
            </p>
          )}
          <Button
            variant="ghost"
            size="sm"
            className="self-start text-primary"
            onClick={() => set({ feeTiers: [...tiers, { maxKm: '', fee: '' }] })}
          >
            <Plus className="size-4" aria-hidden /> Adicionar faixa
          </Button>
        </section>
      )}
    </div>
  );
}
