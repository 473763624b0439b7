import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { OptionGroupFieldset } from './option-group-fieldset';
import { emptyGroup, type DraftErrors, type GroupDraft, type VariationDraft } from './product-draft';

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
        <OptionGroupFieldset
          key={g.key}
          group={g}
          index={gi}
          errors={errors}
          onChange={(patch) => setGroup(gi, patch)}
          onRemove={() => onChange(groups.filter((_, j) => j !== gi))}
          variationExtra={variationExtra}
        />
      ))}
    </section>
  );
}
