import { TextareaField, TextField } from '@web/components/ui/field';
import { PartsPricingSetting } from './parts-pricing-setting';
import type { SettingsFields } from './settings-form';
import { WhatsappSetting } from './whatsapp-setting';

/** Geral: name, cuisine and description; what the storefront shows; WhatsApp; how parts are priced. */
export function GeneralTab({ draft, set, errors }: SettingsFields) {
  return (
    <>
      <TextField
        id="s-name"
        label="Nome da loja"
        value={draft.name}
        onChange={(e) => set({ name: e.target.value })}
        error={errors.name}
      />
      <TextField
        id="s-cuisine"
        label="Tipo de culinária"
        value={draft.cuisineType}
        onChange={(e) => set({ cuisineType: e.target.value })}
        error={errors.cuisineType}
        hint="Ex: Árabe, Italiana, Japonesa..."
      />
      <TextareaField
        id="s-desc"
        label="Descrição"
        error={errors.description}
        rows={3}
        value={draft.description}
        onChange={(e) => set({ description: e.target.value })}
      />
      <h2 className="mt-2 font-semibold">Exibido na vitrine</h2>
      <ShowcaseFields draft={draft} set={set} errors={errors} />
      <WhatsappSetting value={draft.whatsapp} onChange={(whatsapp) => set({ whatsapp })} error={errors.whatsapp} />
      <PartsPricingSetting value={draft.partsPricing} onChange={(partsPricing) => set({ partsPricing })} />
    </>
  );
}

/** 'Exibido na vitrine': the figures the storefront's header shows, as typed. */
function ShowcaseFields({ draft, set, errors }: SettingsFields) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        id="s-time"
        label="Tempo de entrega"
        value={draft.deliveryTime}
        onChange={(e) => set({ deliveryTime: e.target.value })}
        error={errors.deliveryTime}
        placeholder="55-65 min"
      />
      <TextField
        id="s-dist"
        label="Distância exibida"
        value={draft.distanceLabel}
        onChange={(e) => set({ distanceLabel: e.target.value })}
        error={errors.distanceLabel}
        placeholder="2,0 km"
      />
      <TextField
        id="s-rating"
        label="Avaliação (0 a 5)"
        value={draft.rating}
        onChange={(e) => set({ rating: e.target.value })}
        error={errors.rating}
      />
      <TextField
        id="s-reviews"
        label="Número de avaliações"
        value={draft.reviewCount}
        onChange={(e) => set({ reviewCount: e.target.value })}
        error={errors.reviewCount}
      />
    </div>
  );
}
