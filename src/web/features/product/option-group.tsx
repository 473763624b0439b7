import { Minus, Plus } from 'lucide-react';
import type { ProductOptionGroup } from '@shared/menu';
import { formatBRL } from '@shared/money';
import { choiceHint, isRequired, missingHint } from '@shared/option-choices';
import { groupCheck, takenIn, type Choices } from './product-selection';

type Props = {
  group: ProductOptionGroup;
  choices: Choices;
  /** Sets how many times a variation is taken (0 takes it back). */
  onTake: (variationId: string, times: number) => void;
};

/**
 * One option group (docs/look-and-feel.md#storefront): title, how many to choose, 'Obrigatório'
 * until it is satisfied, then rows: radios for one choice (an optional one is taken back by
 * choosing it again), boxes for several, − n + where one choice may be taken more than once.
 * A sold-out choice shows 'Esgotado' and cannot be taken.
 */
export function OptionGroup({ group, choices, onTake }: Props) {
  const taken = choices[group.id] ?? {};
  const total = takenIn(choices, group.id);
  const check = groupCheck(group, choices);
  const full = total >= group.maxChoices;
  const hint = check.ok || check.problem !== 'missing' || total === 0 ? null : missingHint(check.missing);
  return (
    <fieldset className="border-t border-line" data-testid="option-group">
      <legend className="sr-only">
        {group.title}, {choiceHint(group).toLowerCase()}
      </legend>
      <div className="flex items-center justify-between gap-3 bg-canvas px-4 py-3 sm:rounded-t-xl">
        <div>
          <p className="font-bold" aria-hidden>
            {group.title}
          </p>
          <p className="text-xs text-muted" aria-live="polite">
            {choiceHint(group)}
            {group.maxChoices > 1 && total > 0 && ` · ${total} de ${group.maxChoices}`}
            {hint && <span className="font-semibold text-primary"> · {hint}</span>}
          </p>
        </div>
        {isRequired(group) ? (
          <span
            className={`shrink-0 rounded-md px-2 py-1 text-[11px] font-bold tracking-wide uppercase ${check.ok ? 'bg-green-100 text-success' : 'bg-ink text-white'}`}
          >
            {check.ok ? 'Ok' : 'Obrigatório'}
          </span>
        ) : (
          <span className="shrink-0 rounded-md bg-surface px-2 py-1 text-[11px] font-semibold text-muted ring-1 ring-line">
            Opcional
          </span>
        )}
      </div>
      <div className="divide-y divide-line">
        {group.variations.map((v) => {
          const times = taken[v.id] ?? 0;
          const price = v.priceCents > 0 && <span className="text-sm text-muted">+ {formatBRL(v.priceCents)}</span>;
          const name = (
            <span className="flex-1 text-sm">
              {v.name}
              {v.soldOut && <span className="ml-2 text-xs font-semibold text-muted uppercase">Esgotado</span>}
            </span>
          );
          if (group.repeatable)
            return (
              <div key={v.id} className={`flex min-h-14 items-center gap-3 px-4 py-2 ${v.soldOut ? 'opacity-60' : ''}`}>
                {name}
                {price}
                <ChoiceStepper
                  name={v.name}
                  times={times}
                  canAdd={!full && !v.soldOut}
                  onChange={(n) => onTake(v.id, n)}
                />
              </div>
            );
          const single = group.maxChoices === 1;
          const disabled = v.soldOut || (!single && full && times === 0);
          return (
            <label
              key={v.id}
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
                onChange={(e) => onTake(v.id, single || e.target.checked ? 1 : 0)}
                onClick={() => single && !isRequired(group) && times > 0 && onTake(v.id, 0)}
                className="size-5 accent-[var(--color-primary)]"
              />
            </label>
          );
        })}
      </div>
    </fieldset>
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
