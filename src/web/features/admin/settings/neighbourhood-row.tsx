import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { fieldAria, FieldMessage, TextField } from '@web/components/ui/field';
import { Input, MoneyInput } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import type { NeighbourhoodDraft, NeighbourhoodErrors } from './neighbourhood-draft';
import { SwitchTrack } from './switch-track';

/** One bairro of the list: its name, fee, 'Atende' switch and optional CEP ranges. */
export function NeighbourhoodRow({
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
  const id = (f: string) => `nb-${row.key}-${f}`;
  const err = (f: string) => errors[`${index}.${f}`];
  const label = row.name.trim() || `bairro ${index + 1}`;
  return (
    <li
      data-testid="neighbourhood-row"
      className={cn('flex flex-col gap-3 rounded-xl border border-line p-3', !row.served && 'bg-canvas')}
    >
      {/* Phone: the name beside the bin, fee and 'Atende' below; wider: all four on one line. */}
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-x-2 gap-y-3 sm:grid-cols-[minmax(0,1fr)_8rem_auto_auto]">
        <LabelledControl id={id('name')} label="Bairro" className="flex min-w-0 flex-col gap-1.5">
          <Input
            id={id('name')}
            value={row.name}
            onChange={(e) => change({ name: e.target.value })}
            {...fieldAria(id('name'), err('name'))}
            placeholder="Ex.: Bela Vista"
            maxLength={80}
          />
        </LabelledControl>
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
          <LabelledControl id={id('fee')} label="Taxa (R$)" className="flex w-32 flex-col gap-1.5 sm:w-auto">
            <MoneyInput
              id={id('fee')}
              value={row.fee}
              onChange={(e) => change({ fee: e.target.value })}
              {...fieldAria(id('fee'), err('fee'))}
              disabled={!row.served}
              placeholder="0,00"
              className="disabled:opacity-50"
            />
          </LabelledControl>
          <ServedSwitch served={row.served} label={label} onToggle={() => change({ served: !row.served })} />
        </div>
      </div>
      {/* The name's and fee's messages sit under the whole line, not in the grid's narrow cells. */}
      <FieldMessage id={id('name')} error={err('name')} />
      <FieldMessage id={id('fee')} error={err('fee')} />
      <CepRangesField id={id('ceps')} error={err('ceps')} value={row.ceps} onChange={(ceps) => change({ ceps })} />
    </li>
  );
}

/** A label over its control, without the message a `Field` draws under it: the row draws those below. */
function LabelledControl({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

/** 'Atende' / 'Não atende': off, the checkout refuses the bairro. */
function ServedSwitch({ served, label, onToggle }: { served: boolean; label: string; onToggle: () => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={served}
      aria-label={`Atende ${label}`}
      onClick={onToggle}
      className="flex min-h-11 w-32 items-center gap-2 rounded-xl px-1 text-sm font-medium whitespace-nowrap"
    >
      <SwitchTrack on={served} />
      <span className={served ? '' : 'text-danger'}>{served ? 'Atende' : 'Não atende'}</span>
    </button>
  );
}

/** 'Faixas de CEP': the checkout looks the customer's CEP up here before the bairro's name. */
function CepRangesField({
  id,
  error,
  value,
  onChange,
}: {
  id: string;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      id={id}
      label={
        <>
          Faixas de CEP <span className="font-normal text-muted">(opcional)</span>
        </>
      }
      error={error}
      inputMode="numeric"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder="01000-000 a 01099-999"
    />
  );
}
