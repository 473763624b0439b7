import { cn } from '@web/lib/cn';

/**
 * A row of choices as native radios drawn as chips: Tab reaches the group, ← → choose
 * (docs/product.md#phone-and-counter-orders, keyboard first).
 */
export function ChoiceChips<V extends string>({
  name,
  label,
  value,
  options,
  onChange,
}: {
  name: string;
  label: string;
  value: V | '';
  options: readonly (readonly [V, string])[];
  onChange: (v: V) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-ink">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map(([v, text]) => (
          <label
            key={v}
            className={cn(
              'flex min-h-11 cursor-pointer items-center rounded-xl border px-4 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary/40',
              value === v
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-line bg-surface hover:bg-canvas',
            )}
          >
            <input
              type="radio"
              name={name}
              value={v}
              checked={value === v}
              onChange={() => onChange(v)}
              onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
              className="sr-only"
            />
            {text}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
