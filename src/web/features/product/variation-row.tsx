import { Minus, Plus } from 'lucide-react';
import type { ProductOptionGroup } from '@shared/menu';
import { formatBRL } from '@shared/money';
import { isRequired } from '@shared/option-choices';
import { ChoiceName } from './choice-labels';

type Props = {
  group: ProductOptionGroup;
  variation: ProductOptionGroup['variations'][number];
  /** How many times the variation is taken now. */
  times: number;
  /** The group holds as many choices as it may. */
  full: boolean;
  /** Sets how many times the variation is taken (0 takes it back). */
  onTake: (times: number) => void;
};

/**
 * One variation of an option group: − n + where it may be taken more than once, else a radio for
 * one choice (an optional one is taken back by choosing it again) or a box for several.
 */
export function VariationRow({ group, variation: v, times, full, onTake }: Props) {
  const price = v.priceCents > 0 && <span className="text-sm text-muted">+ {formatBRL(v.priceCents)}</span>;
  const name = <ChoiceName name={v.name} soldOut={v.soldOut} />;
  if (group.repeatable)
    return (
      <div className={`flex min-h-14 items-center gap-3 px-4 py-2 ${v.soldOut ? 'opacity-60' : ''}`}>
        {name}
        {price}
        <ChoiceStepper name={v.name} times={times} canAdd={!full && !v.soldOut} onChange={onTake} />
      </div>
    );
  const single = group.maxChoices === 1;
  const disabled = v.soldOut || (!single && full && times === 0);
  return (
    <label
      className={`flex min-h-14 items-center gap-3 px-4 py-2 ${disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:bg-canvas/60'}`}
    >
      {name}
      {price}
      <input
        type={single ? 'radio' : 'checkbox'}
        name={group.id}
        value={v.id}
        checked={times > 0}
        disabled={disabled}
        onChange={(e) => onTake(single || e.target.checked ? 1 : 0)}
        onClick={() => single && !isRequired(group) && times > 0 && onTake(0)}
        className="size-5 accent-[var(--color-primary)]"
      />
    </label>
  );
}

/** '+' alone until taken, then − n +; '+' stops at the group's maximum. */
function ChoiceStepper({
  name,
  times,
  canAdd,
  onChange,
}: {
  name: string;
  times: number;
  canAdd: boolean;
  onChange: (n: number) => void;
}) {
  const btn =
    'flex size-9 items-center justify-center rounded-lg text-primary hover:bg-primary-soft disabled:cursor-not-allowed disabled:text-muted/50 disabled:hover:bg-transparent';
  return (
    <div role="group" aria-label={name} className="inline-flex items-center gap-1">
      {times > 0 && (
        <>
          <button type="button" aria-label={`Menos ${name}`} onClick={() => onChange(times - 1)} className={btn}>
            <Minus className="size-4" aria-hidden />
          </button>
          <output aria-live="polite" className="min-w-6 text-center font-semibold tabular-nums">
            {times}
          </output>
        </>
      )}
      <button
        type="button"
        aria-label={`Mais ${name}`}
        disabled={!canAdd}
        onClick={() => onChange(times + 1)}
        className={`${btn} ${times === 0 ? 'ring-1 ring-line' : ''}`}
      >
        <Plus className="size-4" aria-hidden />
      </button>
    </div>
  );
}
