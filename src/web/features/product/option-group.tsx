import type { ProductOptionGroup } from '@shared/menu';
import { formatBRL } from '@shared/money';

/** One option group (docs/look-and-feel.md#storefront): title, 'Escolha 1', 'Obrigatório' badge, full-width radio rows. */
/** An optional group's choice can be taken back by choosing it again. */
export function OptionGroup({
  group,
  value,
  onChange,
}: {
  group: ProductOptionGroup;
  value: string | undefined;
  onChange: (variationId: string | undefined) => void;
}) {
  const done = Boolean(value);
  return (
    <fieldset className="border-t border-line" data-testid="option-group">
      <legend className="sr-only">{group.title}</legend>
      <div className="flex items-center justify-between gap-3 bg-canvas px-4 py-3 sm:rounded-t-xl">
        <div>
          <p className="font-bold" aria-hidden>
            {group.title}
          </p>
          <p className="text-xs text-muted">Escolha 1</p>
        </div>
        {group.required ? (
          <span
            className={`rounded-md px-2 py-1 text-[11px] font-bold tracking-wide uppercase ${done ? 'bg-green-100 text-success' : 'bg-ink text-white'}`}
          >
            {done ? 'Ok' : 'Obrigatório'}
          </span>
        ) : (
          <span className="rounded-md bg-surface px-2 py-1 text-[11px] font-semibold text-muted ring-1 ring-line">
            Opcional
          </span>
        )}
      </div>
      <div className="divide-y divide-line">
        {group.variations.map((v) => (
          <label key={v.id} className="flex min-h-14 cursor-pointer items-center gap-3 px-4 py-2 hover:bg-canvas/60">
            <span className="flex-1 text-sm">{v.name}</span>
            {v.priceCents > 0 && <span className="text-sm text-muted">+ {formatBRL(v.priceCents)}</span>}
            <input
              type="radio"
              name={group.id}
              value={v.id}
              checked={value === v.id}
              onChange={() => onChange(v.id)}
              onClick={() => !group.required && value === v.id && onChange(undefined)}
              className="size-5 accent-[var(--color-primary)]"
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
