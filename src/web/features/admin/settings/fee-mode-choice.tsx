import { MapPinned, Route } from 'lucide-react';
import type { DeliveryFeeMode } from '@shared/delivery-neighbourhoods';
import { cn } from '@web/lib/cn';

const MODES = [
  {
    value: 'distance',
    icon: Route,
    title: 'Por distância',
    detail: 'Pela distância até a loja, em faixas de km. Precisa do serviço de mapas.',
  },
  {
    value: 'neighbourhood',
    icon: MapPinned,
    title: 'Por bairro',
    detail: 'Uma taxa para cada bairro, pelo nome ou pelo CEP. Não precisa de mapas.',
  },
] as const;

/** 'Como cobrar a entrega' (docs/product.md#delivery-by-neighbourhood): by distance tiers or by the bairro list. */
export function FeeModeChoice({ value, onChange }: { value: DeliveryFeeMode; onChange: (v: DeliveryFeeMode) => void }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-semibold">Como cobrar a entrega</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {MODES.map((m) => {
          const checked = value === m.value;
          const Icon = m.icon;
          return (
            <label
              key={m.value}
              htmlFor={`fee-mode-${m.value}`}
              className={cn(
                'flex min-h-16 cursor-pointer items-center gap-3 rounded-xl border bg-surface p-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary/40',
                checked ? 'border-primary bg-primary-soft/60 ring-1 ring-primary' : 'border-line hover:border-muted/40',
              )}
            >
              <input
                id={`fee-mode-${m.value}`}
                type="radio"
                name="delivery-fee-mode"
                value={m.value}
                checked={checked}
                onChange={() => onChange(m.value)}
                className="sr-only"
              />
              <span
                className={cn(
                  'flex size-10 shrink-0 items-center justify-center rounded-full',
                  checked ? 'bg-primary text-primary-foreground' : 'bg-canvas text-ink',
                )}
              >
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="min-w-0">
                <span className="block leading-tight font-semibold">{m.title}</span>
                <span className="mt-0.5 block text-xs text-muted">{m.detail}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
