import type { ProductDetail } from '@shared/contract/menu';
import type { PartsPricing } from '@shared/pricing';
import { PartFlavour } from './part-flavour';

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
  const setCount = (n: number) => onChange(Array.from({ length: n - 1 }, (_, i) => value[i] ?? ''));
  return (
    <>
      <PartsCount max={product.parts.max} count={value.length + 1} pricing={pricing} onCount={setCount} />
      {value.map((chosen, i) => (
        <PartFlavour
          key={i}
          part={i + 2}
          productName={product.name}
          flavours={product.parts.flavours}
          chosen={chosen}
          otherChoices={value.filter((_, j) => j !== i)}
          onChoose={(flavourId) => onChange(value.map((v, j) => (j === i ? flavourId : v)))}
        />
      ))}
    </>
  );
}

/** 'Quantos sabores?': a button-like radio per number of flavours, from 1 to the product's maximum. */
function PartsCount({
  max,
  count,
  pricing,
  onCount,
}: {
  max: number;
  count: number;
  pricing: PartsPricing;
  onCount: (n: number) => void;
}) {
  return (
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
              onChange={() => onCount(n)}
              className="sr-only"
            />
            {n === 1 ? '1 sabor' : `${n} sabores`}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
