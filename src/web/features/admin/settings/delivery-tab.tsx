import { DeliveryValuesSection } from './delivery-values-section';
import { DistanceTiersEditor } from './distance-tiers-editor';
import { FeeModeChoice } from './fee-mode-choice';
import type { NeighbourhoodDraft, NeighbourhoodErrors } from './neighbourhood-draft';
import { NeighbourhoodsEditor } from './neighbourhoods-editor';
import { PickupSettings } from './pickup-settings';
import type { SettingsFields } from './settings-form';
import { StoreAddressSection } from './store-address-section';

type Props = SettingsFields & {
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
  return (
    <div className="flex flex-col gap-6">
      <StoreAddressSection draft={draft} set={set} errors={errors} />
      <PickupSettings draft={draft} set={set} errors={errors} />
      <FeeModeChoice value={draft.deliveryFeeMode} onChange={(deliveryFeeMode) => set({ deliveryFeeMode })} />
      <DeliveryValuesSection draft={draft} set={set} errors={errors} />
      {byDistance ? (
        <DistanceTiersEditor
          tiers={draft.feeTiers}
          onChange={(feeTiers) => set({ feeTiers })}
          error={errors.feeTiers}
        />
      ) : (
        <NeighbourhoodsEditor rows={neighbourhoods} onChange={setNeighbourhoods} errors={neighbourhoodErrors} />
      )}
    </div>
  );
}
