import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { fieldAria, FieldMessage } from '@web/components/ui/field';
import { Input, MoneyInput } from '@web/components/ui/input';
import { optionMessageId, type DraftErrors, type GroupDraft, type VariationDraft } from './product-draft';

/** One variation of an option group: its name, its extra price and its remove button; the last one stays. */
export function VariationRow({
  group: g,
  groupIndex: gi,
  variation: v,
  index: vi,
  errors,
  onChange,
  onRemove,
  extra,
}: {
  group: GroupDraft;
  groupIndex: number;
  variation: VariationDraft;
  index: number;
  errors: DraftErrors;
  onChange: (patch: Partial<VariationDraft>) => void;
  onRemove: () => void;
  /** Drawn under the row's fields (its 'Esgotado hoje' switch once saved). */
  extra?: ReactNode;
}) {
  const nameErr = errors[`options.${gi}.variations.${vi}.name`];
  const priceErr = errors[`options.${gi}.variations.${vi}.priceCents`];
  // One message under the row: its name's, else its price's.
  const message = optionMessageId(g, `variation-${v.key}`);
  const last = g.variations.length <= 1;
  return (
    <li className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <Input
          aria-label={`Nome da variante ${vi + 1} da opção ${gi + 1}`}
          placeholder="Nome (ex: Grande)"
          value={v.name}
          onChange={(e) => onChange({ name: e.target.value })}
          {...fieldAria(message, nameErr)}
          className="min-w-0 flex-1"
        />
        <MoneyInput
          prefix="+R$"
          boxClassName="w-28 shrink-0"
          aria-label={`Preço adicional da variante ${vi + 1} da opção ${gi + 1}`}
          placeholder="0,00"
          value={v.price}
          onChange={(e) => onChange({ price: e.target.value })}
          {...fieldAria(message, priceErr)}
          className="pl-11"
        />
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Remover variante ${vi + 1} da opção ${gi + 1}`}
          disabled={last}
          title={last ? 'Uma opção precisa de ao menos uma variante' : undefined}
          onClick={onRemove}
        >
          <X className="size-5" />
        </Button>
      </div>
      <FieldMessage id={message} error={nameErr ?? priceErr} />
      {extra}
    </li>
  );
}
