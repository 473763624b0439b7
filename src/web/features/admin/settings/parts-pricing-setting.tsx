import { PARTS_PRICINGS, type PartsPricing } from '@shared/pricing';

const LABELS: Record<PartsPricing, { title: string; example: string }> = {
  max: { title: 'Pelo sabor mais caro', example: 'Zaatar R$ 49,90 + Kafta R$ 59,90 → R$ 59,90' },
  average: { title: 'Pela média dos sabores', example: 'Zaatar R$ 49,90 + Kafta R$ 59,90 → R$ 54,90' },
};

/** 'Preço do meio a meio' (docs/product.md#half-and-half): what a product split into flavours costs. */
export function PartsPricingSetting({ value, onChange }: { value: PartsPricing; onChange: (v: PartsPricing) => void }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-semibold">Preço do meio a meio</legend>
      <p className="text-sm text-muted">Quando o cliente divide um produto em sabores, o item custa:</p>
      <div className="grid gap-2 sm:grid-cols-2">
        {PARTS_PRICINGS.map((p) => (
          <label
            key={p}
            className="flex min-h-14 cursor-pointer items-start gap-3 rounded-xl border border-line bg-surface px-3 py-2.5 has-[:checked]:border-primary/40 has-[:checked]:bg-primary/5"
          >
            <input
              type="radio"
              name="parts-pricing"
              className="mt-0.5 size-5 shrink-0 accent-[var(--color-primary)]"
              checked={value === p}
              onChange={() => onChange(p)}
            />
            <span className="min-w-0 text-sm font-semibold">
              {LABELS[p].title}
              <span className="block text-xs font-normal text-muted">{LABELS[p].example}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
