import type { ProductDetail } from '@shared/contract/menu';
import { formatBRL } from '@shared/money';
import type { PartsPricing } from '@shared/pricing';

/** The flavours chosen for parts 2, 3… of a product sold in parts; '' for a part not chosen yet. */
export type PartChoice = string[];

/** The name of the radios for the number of flavours. */
export const PARTS_COUNT = 'parts-count';

/** The flavours (none chosen yet) for the number of them ticked in `input`, a PARTS_COUNT radio. */
export function partsFromInput(input: HTMLInputElement | null | undefined): PartChoice {
  const count = Number(input?.value ?? 1);
  return Array.from({ length: Math.max(0, count - 1) }, () => '');
}

const PRICING_HINT: Record<PartsPricing, string> = {
  max: 'Cobrado pelo sabor mais caro',
  average: 'Cobrado pela média dos sabores',
};

/**
 * Half-and-half (docs/product.md#half-and-half): how many flavours, then one flavour per extra
 * part among those the product may be split into. The product itself is the first flavour.
 */
export function PartsPicker({
  product,
  pricing,
  value,
  onChange,
}: {
  product: ProductDetail & { parts: NonNullable<ProductDetail['parts']> };
  pricing: PartsPricing;
  value: PartChoice;
  onChange: (next: PartChoice) => void;
}) {
  const { max, flavours } = product.parts;
  const count = value.length + 1;
  const setCount = (n: number) => onChange(Array.from({ length: n - 1 }, (_, i) => value[i] ?? ''));
  return (
    <>
      <fieldset className="border-t border-line" data-testid="parts-count">
        <legend className="sr-only">Quantos sabores</legend>
        <div className="bg-canvas px-4 py-3 sm:rounded-t-xl">
          <p className="font-bold" aria-hidden>
            Quantos sabores?
          </p>
          <p className="text-xs text-muted">{PRICING_HINT[pricing]}</p>
        </div>
        <div className="flex gap-2 px-4 py-3">
          {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
            <label
              key={n}
              className={`flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-xl border px-2 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary ${n === count ? 'border-primary bg-primary-soft text-primary' : 'border-line bg-surface text-ink'}`}
            >
              <input
                type="radio"
                name={PARTS_COUNT}
                value={n}
                checked={n === count}
                onChange={() => setCount(n)}
                className="sr-only"
              />
              {n === 1 ? '1 sabor' : `${n} sabores`}
            </label>
          ))}
        </div>
      </fieldset>
      {value.map((chosen, i) => (
        <fieldset key={i} className="border-t border-line" data-testid="part-flavour">
          <legend className="sr-only">{`${i + 2}º sabor`}</legend>
          <div className="flex items-center justify-between gap-3 bg-canvas px-4 py-3">
            <div>
              <p className="font-bold" aria-hidden>
                {`${i + 2}º sabor`}
              </p>
              <p className="text-xs text-muted">1º sabor: {product.name}</p>
            </div>
            <span
              className={`shrink-0 rounded-md px-2 py-1 text-[11px] font-bold tracking-wide uppercase ${chosen ? 'bg-green-100 text-success' : 'bg-ink text-white'}`}
            >
              {chosen ? 'Ok' : 'Obrigatório'}
            </span>
          </div>
          <div className="divide-y divide-line">
            {flavours.map((f) => {
              const taken = value.some((v, j) => j !== i && v === f.id);
              const disabled = f.soldOut || taken;
              return (
                <label
                  key={f.id}
                  className={`flex min-h-14 items-center gap-3 px-4 py-2 ${disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:bg-canvas/60'}`}
                >
                  <span className="flex-1 text-sm">
                    {f.name}
                    {f.soldOut && <span className="ml-2 text-xs font-semibold text-muted uppercase">Esgotado</span>}
                  </span>
                  <span className="text-sm text-muted">{formatBRL(f.priceCents)}</span>
                  <input
                    type="radio"
                    name={`part-${i + 2}`}
                    value={f.id}
                    checked={chosen === f.id}
                    disabled={disabled}
                    onChange={() => onChange(value.map((v, j) => (j === i ? f.id : v)))}
                    className="size-5 accent-[var(--color-primary)]"
                  />
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </>
  );
}
