import type { KitchenStation } from '@shared/contract/kitchen';
import { cn } from '@web/lib/cn';

/** 'Todas' and each station (a printer with categories): the display shows that station's items only. */
export function StationFilter({
  stations,
  value,
  onChange,
}: {
  stations: KitchenStation[];
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const chips = [{ id: null, name: 'Todas' }, ...stations];
  return (
    <div role="group" aria-label="Estação" className="flex flex-wrap gap-2">
      {chips.map((s) => (
        <button
          key={s.id ?? 'all'}
          type="button"
          aria-pressed={value === s.id}
          onClick={() => onChange(s.id)}
          className={cn(
            'min-h-12 rounded-full border px-5 text-base font-semibold transition-colors',
            value === s.id
              ? 'border-primary bg-primary text-primary-foreground'
              : 'border-line bg-surface text-ink hover:bg-primary-soft',
          )}
        >
          {s.name}
        </button>
      ))}
    </div>
  );
}
