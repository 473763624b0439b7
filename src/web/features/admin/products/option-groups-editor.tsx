import { Plus, Trash2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { fieldAria, FieldMessage } from '@web/components/ui/field';
import { Input, MoneyInput } from '@web/components/ui/input';
import { emptyGroup, emptyVariation, type DraftErrors, type GroupDraft, type VariationDraft } from './product-draft';

/** The ids of the messages under a group's inputs (`fieldAria` points its inputs at them). */
const messageId = (g: GroupDraft, what: string) => `option-${g.key}-${what}`;

/** Option groups and their variations; the last variation of a group cannot be removed (docs/product.md#admin-area). */
export function OptionGroupsEditor({
  groups,
  onChange,
  errors,
  variationExtra,
}: {
  groups: GroupDraft[];
  onChange: (g: GroupDraft[]) => void;
  errors: DraftErrors;
  /** Drawn under a variation's fields: its 'Esgotado hoje' switch once saved (docs/product.md#sold-out-today). */
  variationExtra?: (v: VariationDraft) => ReactNode;
}) {
  const setGroup = (i: number, g: Partial<GroupDraft>) =>
    onChange(groups.map((x, j) => (j === i ? { ...x, ...g } : x)));
  return (
    <section className="flex flex-col gap-3" aria-label="Opções do produto">
      <div className="flex items-center justify-between">
        <h3 className="font-semibold">Opções</h3>
        <Button variant="soft" size="sm" onClick={() => onChange([...groups, emptyGroup()])}>
          <Plus className="size-4" aria-hidden /> Adicionar opção
        </Button>
      </div>
      {groups.length === 0 && (
        <p className="text-sm text-muted">Sem variantes. Adicione opções como tamanho, borda ou molhos.</p>
      )}
      {groups.map((g, gi) => (
        <fieldset
          key={g.key}
          className="flex flex-col gap-3 rounded-xl border border-line bg-canvas/60 p-3"
          data-testid="option-group"
        >
          <legend className="sr-only">Opção {gi + 1}</legend>
          <div className="flex items-start gap-2">
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <Input
                aria-label={`Título da opção ${gi + 1}`}
                placeholder="Título (ex: Tamanho)"
                value={g.title}
                onChange={(e) => setGroup(gi, { title: e.target.value })}
                {...fieldAria(messageId(g, 'title'), errors[`options.${gi}.title`])}
              />
              <FieldMessage id={messageId(g, 'title')} error={errors[`options.${gi}.title`]} />
            </div>
            <Button
              variant="ghost"
              size="icon"
              className="text-danger"
              aria-label={`Remover opção ${gi + 1}`}
              onClick={() => onChange(groups.filter((_, j) => j !== gi))}
            >
              <Trash2 className="size-5" />
            </Button>
          </div>
          <ChoiceLimitsFields group={g} index={gi} onChange={(patch) => setGroup(gi, patch)} errors={errors} />
          <ul className="flex flex-col gap-2">
            {g.variations.map((v, vi) => {
              const setVar = (patch: Partial<typeof v>) =>
                setGroup(gi, { variations: g.variations.map((x, k) => (k === vi ? { ...x, ...patch } : x)) });
              const nameErr = errors[`options.${gi}.variations.${vi}.name`];
              const priceErr = errors[`options.${gi}.variations.${vi}.priceCents`];
              // One message under the row: its name's, else its price's.
              const message = messageId(g, `variation-${v.key}`);
              return (
                <li key={v.key} className="flex flex-col gap-1">
                  <div className="flex items-center gap-2">
                    <Input
                      aria-label={`Nome da variante ${vi + 1} da opção ${gi + 1}`}
                      placeholder="Nome (ex: Grande)"
                      value={v.name}
                      onChange={(e) => setVar({ name: e.target.value })}
                      {...fieldAria(message, nameErr)}
                      className="min-w-0 flex-1"
                    />
                    <MoneyInput
                      prefix="+R$"
                      boxClassName="w-28 shrink-0"
                      aria-label={`Preço adicional da variante ${vi + 1} da opção ${gi + 1}`}
                      placeholder="0,00"
                      value={v.price}
                      onChange={(e) => setVar({ price: e.target.value })}
                      {...fieldAria(message, priceErr)}
                      className="pl-11"
                    />
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remover variante ${vi + 1} da opção ${gi + 1}`}
                      disabled={g.variations.length <= 1}
                      title={g.variations.length <= 1 ? 'Uma opção precisa de ao menos uma variante' : undefined}
                      onClick={() => setGroup(gi, { variations: g.variations.filter((_, k) => k !== vi) })}
                    >
                      <X className="size-5" />
                    </Button>
                  </div>
                  <FieldMessage id={message} error={nameErr ?? priceErr} />
                  {variationExtra?.(v)}
                </li>
              );
            })}
          </ul>
          <FieldMessage id={messageId(g, 'variations')} error={errors[`options.${gi}.variations`]} />
          <Button
            variant="ghost"
            size="sm"
            className="self-start text-primary"
            onClick={() => setGroup(gi, { variations: [...g.variations, emptyVariation()] })}
          >
            <Plus className="size-4" aria-hidden /> Adicionar variante
          </Button>
        </fieldset>
      ))}
    </section>
  );
}

/** How many choices the group takes: 'Mínimo' 0 makes it optional; repeats allow '2x Tahine'. */
function ChoiceLimitsFields({
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
        {...fieldAria(messageId(g, 'choices'), err)}
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
      <FieldMessage id={messageId(g, 'choices')} error={minErr ?? maxErr} />
    </div>
  );
}
