import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { fieldAria, FieldMessage } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { ChoiceLimitsFields } from './choice-limits-fields';
import {
  emptyVariation,
  optionMessageId,
  type DraftErrors,
  type GroupDraft,
  type VariationDraft,
} from './product-draft';
import { VariationRow } from './variation-row';

/** One option group of the product form: its title, how many choices it takes, and its variations. */
export function OptionGroupFieldset({
  group: g,
  index: gi,
  errors,
  onChange,
  onRemove,
  variationExtra,
}: {
  group: GroupDraft;
  index: number;
  errors: DraftErrors;
  onChange: (patch: Partial<GroupDraft>) => void;
  onRemove: () => void;
  variationExtra?: (v: VariationDraft) => ReactNode;
}) {
  const setVariation = (vi: number, patch: Partial<VariationDraft>) =>
    onChange({ variations: g.variations.map((x, k) => (k === vi ? { ...x, ...patch } : x)) });
  const titleErr = errors[`options.${gi}.title`];
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-line bg-canvas/60 p-3" data-testid="option-group">
      <legend className="sr-only">Opção {gi + 1}</legend>
      <div className="flex items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <Input
            aria-label={`Título da opção ${gi + 1}`}
            placeholder="Título (ex: Tamanho)"
            value={g.title}
            onChange={(e) => onChange({ title: e.target.value })}
            {...fieldAria(optionMessageId(g, 'title'), titleErr)}
          />
          <FieldMessage id={optionMessageId(g, 'title')} error={titleErr} />
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="text-danger"
          aria-label={`Remover opção ${gi + 1}`}
          onClick={onRemove}
        >
          <Trash2 className="size-5" />
        </Button>
      </div>
      <ChoiceLimitsFields group={g} index={gi} onChange={onChange} errors={errors} />
      <ul className="flex flex-col gap-2">
        {g.variations.map((v, vi) => (
          <VariationRow
            key={v.key}
            group={g}
            groupIndex={gi}
            variation={v}
            index={vi}
            errors={errors}
            onChange={(patch) => setVariation(vi, patch)}
            onRemove={() => onChange({ variations: g.variations.filter((_, k) => k !== vi) })}
            extra={variationExtra?.(v)}
          />
        ))}
      </ul>
      <FieldMessage id={optionMessageId(g, 'variations')} error={errors[`options.${gi}.variations`]} />
      <Button
        variant="ghost"
        size="sm"
        className="self-start text-primary"
        onClick={() => onChange({ variations: [...g.variations, emptyVariation()] })}
      >
        <Plus className="size-4" aria-hidden /> Adicionar variante
      </Button>
    </fieldset>
  );
}
