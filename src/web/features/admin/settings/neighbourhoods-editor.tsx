import { Plus } from 'lucide-react';
import { MAX_NEIGHBOURHOODS } from '@shared/delivery-neighbourhoods';
import { Button } from '@web/components/ui/button';
import { FieldMessage } from '@web/components/ui/field';
import { emptyNeighbourhood, type NeighbourhoodDraft, type NeighbourhoodErrors } from './neighbourhood-draft';
import { NeighbourhoodRow } from './neighbourhood-row';

/**
 * 'Taxa por bairro' (docs/product.md#delivery-by-neighbourhood): each bairro with its fee, on or
 * off ('Não atende' refuses it at checkout) and, optionally, its CEP ranges.
 */
export function NeighbourhoodsEditor({
  rows,
  onChange,
  errors,
}: {
  rows: NeighbourhoodDraft[];
  onChange: (rows: NeighbourhoodDraft[]) => void;
  errors: NeighbourhoodErrors;
}) {
  return (
    <section className="flex flex-col gap-2" aria-labelledby="nb-title">
      <h2 id="nb-title" className="font-semibold">
        Taxa por bairro
      </h2>
      <p className="text-sm text-muted">
        O checkout procura o CEP do cliente nas faixas de CEP e, se não achar, o nome do bairro (sem diferença de
        acentos ou maiúsculas). Separe várias faixas com vírgula. Um bairro fora da lista não recebe entregas.
      </p>
      {rows.length === 0 && (
        <p className="rounded-xl border border-dashed border-line px-4 py-6 text-center text-sm text-muted">
          Nenhum bairro ainda. Adicione os bairros que a loja atende.
        </p>
      )}
      <ul className="flex flex-col gap-3">
        {rows.map((r, i) => (
          <NeighbourhoodRow
            key={r.key}
            index={i}
            row={r}
            errors={errors}
            change={(p) => onChange(rows.map((x, j) => (j === i ? { ...x, ...p } : x)))}
            remove={() => onChange(rows.filter((_, j) => j !== i))}
          />
        ))}
      </ul>
      <FieldMessage id="nb-list" error={errors.list} />
      {rows.length < MAX_NEIGHBOURHOODS && (
        <Button variant="soft" className="self-start" onClick={() => onChange([...rows, emptyNeighbourhood()])}>
          <Plus className="size-4" aria-hidden /> Adicionar bairro
        </Button>
      )}
    </section>
  );
}
