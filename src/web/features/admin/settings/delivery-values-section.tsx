import { MoneyField, TextField } from '@web/components/ui/field';
import type { SettingsFields } from './settings-form';

/** 'Valores': minimum and free delivery always; the fallback fee and the radius only when charging by distance. */
export function DeliveryValuesSection({ draft, set, errors }: SettingsFields) {
  const byDistance = draft.deliveryFeeMode === 'distance';
  return (
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
  );
}
