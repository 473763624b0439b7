import { ShoppingBag } from 'lucide-react';
import { TextField } from '@web/components/ui/field';
import { SettingSwitch } from '@web/features/admin/ui/setting-switch';
import type { SettingsFields } from './settings-form';

/**
 * 'Retirada no local' (docs/product.md#pickup): on, checkout offers 'Retirar no local' beside
 * 'Entrega', with the store's address and the ready time below.
 */
export function PickupSettings({ draft, set, errors }: SettingsFields) {
  const on = draft.pickupEnabled;
  return (
    <section className="flex flex-col gap-3">
      <h2 className="font-semibold">Retirada no local</h2>
      <SettingSwitch
        on={on}
        onChange={(pickupEnabled) => set({ pickupEnabled })}
        icon={ShoppingBag}
        title="Oferecer retirada no local"
        description="O cliente escolhe entre entrega e retirar no balcão, sem taxa de entrega."
      />
      {on && (
        <TextField
          id="s-pickup-time"
          label="Tempo até ficar pronto"
          error={errors.pickupTime}
          hint={
            draft.address.trim()
              ? 'Mostrado no checkout com o endereço da loja.'
              : 'Preencha o endereço da loja acima: é ele que o cliente vê para retirar.'
          }
          value={draft.pickupTime}
          onChange={(e) => set({ pickupTime: e.target.value })}
          placeholder="15-25 min"
        />
      )}
    </section>
  );
}
