import type { ProductOptionGroup } from '@shared/menu';
import { choiceHint, isRequired, missingHint, type GroupCheck } from '@shared/option-choices';
import { RequiredBadge } from './choice-labels';
import { groupCheck, takenIn, type Choices } from './product-selection';
import { VariationRow } from './variation-row';

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
  const full = total >= group.maxChoices;
  return (
    <fieldset className="border-t border-line" data-testid="option-group">
      <legend className="sr-only">
        {group.title}, {choiceHint(group).toLowerCase()}
      </legend>
      <GroupHeading group={group} total={total} check={groupCheck(group, choices)} />
      <div className="divide-y divide-line">
        {group.variations.map((v) => (
          <VariationRow
            key={v.id}
            group={group}
            variation={v}
            times={taken[v.id] ?? 0}
            full={full}
            onTake={(times) => onTake(v.id, times)}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** The group's title, how many to choose and how many are taken, what is missing, and 'Obrigatório' or 'Opcional'. */
function GroupHeading({ group, total, check }: { group: ProductOptionGroup; total: number; check: GroupCheck }) {
  const hint = check.ok || check.problem !== 'missing' || total === 0 ? null : missingHint(check.missing);
  return (
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
        <RequiredBadge ok={check.ok} />
      ) : (
        <span className="shrink-0 rounded-md bg-surface px-2 py-1 text-[11px] font-semibold text-muted ring-1 ring-line">
          Opcional
        </span>
      )}
    </div>
  );
}
