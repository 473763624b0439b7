import { ShoppingBag } from 'lucide-react';
import { TextField } from '@web/components/ui/field';
import { cn } from '@web/lib/cn';
import type { SettingsFields } from './settings-form';
import { SwitchTrack } from './switch-track';

/**
 * 'Retirada no local' (docs/product.md#pickup): on, checkout offers 'Retirar no local' beside
 * 'Entrega', with the store's address and the ready time below.
 */
export function PickupSettings({ draft, set, errors }: SettingsFields) {
  const on = draft.pickupEnabled;
  return (
    <section className="flex flex-col gap-3">
      <h2 className="font-semibold">Retirada no local</h2>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        onClick={() => set({ pickupEnabled: !on })}
        className={cn(
          'flex min-h-14 items-center gap-3 rounded-xl border px-3 py-2 text-left',
          on ? 'border-primary/40 bg-primary/5' : 'border-line bg-surface',
        )}
      >
        <ShoppingBag className="size-5 shrink-0 text-primary" aria-hidden />
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold">Oferecer retirada no local</span>
          <span className="block text-xs text-muted">
            O cliente escolhe entre entrega e retirar no balcão, sem taxa de entrega.
          </span>
        </span>
        <SwitchTrack on={on} />
      </button>
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
