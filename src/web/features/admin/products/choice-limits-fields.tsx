import { fieldAria, FieldMessage } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { optionMessageId, type DraftErrors, type GroupDraft } from './product-draft';

/** How many choices the group takes: 'Mínimo' 0 makes it optional; repeats allow '2x Tahine'. */
export function ChoiceLimitsFields({
  group: g,
  index: gi,
  onChange,
  errors,
}: {
  group: GroupDraft;
  index: number;
  onChange: (patch: Partial<GroupDraft>) => void;
  errors: DraftErrors;
}) {
  const minErr = errors[`options.${gi}.minChoices`];
  const maxErr = errors[`options.${gi}.maxChoices`];
  const limit = (label: string, value: string, key: 'minChoices' | 'maxChoices', err?: string) => (
    <label className="flex items-center gap-2 text-sm">
      {label}
      <Input
        aria-label={`${label} de escolhas da opção ${gi + 1}`}
        inputMode="numeric"
        value={value}
        onChange={(e) => onChange({ [key]: e.target.value })}
        {...fieldAria(optionMessageId(g, 'choices'), err)}
        className="w-16 text-center"
      />
    </label>
  );
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {limit('Mínimo', g.minChoices, 'minChoices', minErr)}
        {limit('Máximo', g.maxChoices, 'maxChoices', maxErr)}
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-5 accent-[var(--color-primary)]"
            checked={g.repeatable}
            onChange={(e) => onChange({ repeatable: e.target.checked })}
          />
          Repetir a mesma variante (ex: 2x Tahine)
        </label>
      </div>
      <p className="text-xs text-muted">Mínimo 0 deixa a opção opcional; 1 ou mais a torna obrigatória.</p>
      <FieldMessage id={optionMessageId(g, 'choices')} error={minErr ?? maxErr} />
    </div>
  );
}
