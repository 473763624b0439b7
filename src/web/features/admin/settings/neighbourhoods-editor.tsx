import { Plus, Trash2 } from 'lucide-react';
import { MAX_NEIGHBOURHOODS } from '@shared/delivery-neighbourhoods';
import { Button } from '@web/components/ui/button';
import { fieldAria, FieldMessage, TextField } from '@web/components/ui/field';
import { Input, MoneyInput } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { emptyNeighbourhood, type NeighbourhoodDraft, type NeighbourhoodErrors } from './neighbourhood-draft';

function Row({
  index,
  row,
  errors,
  change,
  remove,
}: {
  index: number;
  row: NeighbourhoodDraft;
  errors: NeighbourhoodErrors;
  change: (p: Partial<NeighbourhoodDraft>) => void;
  remove: () => void;
}) {
  const n = index + 1;
  const id = (f: string) => `nb-${row.key}-${f}`;
  const err = (f: string) => errors[`${index}.${f}`];
  const label = row.name.trim() || `bairro ${n}`;
  return (
    <li
      data-testid="neighbourhood-row"
      className={cn('flex flex-col gap-3 rounded-xl border border-line p-3', !row.served && 'bg-canvas')}
    >
      {/* Phone: the name beside the bin, fee and 'Atende' below; wider: all four on one line. */}
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-x-2 gap-y-3 sm:grid-cols-[minmax(0,1fr)_8rem_auto_auto]">
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor={id('name')} className="text-sm font-medium">
            Bairro
          </label>
          <Input
            id={id('name')}
            value={row.name}
            onChange={(e) => change({ name: e.target.value })}
            {...fieldAria(id('name'), err('name'))}
            placeholder="Ex.: Bela Vista"
            maxLength={80}
          />
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="text-muted hover:text-danger sm:order-last"
          aria-label={`Remover ${label}`}
          onClick={remove}
        >
          <Trash2 className="size-5" aria-hidden />
        </Button>
        <div className="col-span-2 flex items-end gap-3 sm:contents">
          <div className="flex w-32 flex-col gap-1.5 sm:w-auto">
            <label htmlFor={id('fee')} className="text-sm font-medium">
              Taxa (R$)
            </label>
            <MoneyInput
              id={id('fee')}
              value={row.fee}
              onChange={(e) => change({ fee: e.target.value })}
              {...fieldAria(id('fee'), err('fee'))}
              disabled={!row.served}
              placeholder="0,00"
              className="disabled:opacity-50"
            />
          </div>
          <button
            type="button"
            role="switch"
            aria-checked={row.served}
            aria-label={`Atende ${label}`}
            onClick={() => change({ served: !row.served })}
            className="flex min-h-11 w-32 items-center gap-2 rounded-xl px-1 text-sm font-medium whitespace-nowrap"
          >
            <span
              aria-hidden
              className={cn(
                'relative inline-flex h-6 w-10 shrink-0 items-center rounded-full transition-colors',
                row.served ? 'bg-primary' : 'bg-line',
              )}
            >
              <span
                className={cn(
                  'absolute size-5 rounded-full bg-white shadow transition-transform',
                  row.served ? 'translate-x-[18px]' : 'translate-x-0.5',
                )}
              />
            </span>
            <span className={row.served ? '' : 'text-danger'}>{row.served ? 'Atende' : 'Não atende'}</span>
          </button>
        </div>
      </div>
      <FieldMessage id={id('name')} error={err('name')} />
      <FieldMessage id={id('fee')} error={err('fee')} />
      <TextField
        id={id('ceps')}
        label={
          <>
            Faixas de CEP <span className="font-normal text-muted">(opcional)</span>
          </>
        }
        error={err('ceps')}
        inputMode="numeric"
        value={row.ceps}
        onChange={(e) => change({ ceps: e.target.value })}
        placeholder="01000-000 a 01099-999"
      />
    </li>
  );
}

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
          <Row
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
