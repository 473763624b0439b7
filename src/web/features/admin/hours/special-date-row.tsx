import { Plus, Trash2 } from 'lucide-react';
import type { SpecialDate } from '@shared/schedule';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { IntervalRow } from './interval-row';

const formatDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};

/** One date of 'Feriados e datas especiais': its description and its own hours, or 'Fechado o dia todo'. */
export function SpecialDateRow({
  value,
  past,
  onChange,
  onRemove,
}: {
  value: SpecialDate;
  /** Before today: kept, and marked '(já passou)'. */
  past: boolean;
  onChange: (patch: Partial<SpecialDate>) => void;
  onRemove: () => void;
}) {
  const date = formatDate(value.date);
  const intervals = value.intervals;
  return (
    <li className="rounded-xl border border-line p-3" data-testid={`special-${value.date}`}>
      <div className="flex items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <span className="font-semibold">
            {date}
            {past && <span className="ml-2 text-xs font-normal text-muted">(já passou)</span>}
          </span>
          <Input
            aria-label={`Descrição de ${date}`}
            placeholder="Ex.: Natal"
            value={value.label ?? ''}
            maxLength={60}
            onChange={(e) => onChange({ label: e.target.value })}
          />
        </div>
        <Button variant="ghost" size="icon" aria-label={`Remover ${date}`} onClick={onRemove}>
          <Trash2 className="size-4" />
        </Button>
      </div>
      <div className="mt-3 flex flex-col gap-2">
        {intervals.length === 0 && <p className="text-sm font-medium text-danger">Fechado o dia todo</p>}
        {intervals.map((i, idx) => (
          <IntervalRow
            key={idx}
            of={date}
            index={idx}
            open={i.open}
            close={i.close}
            onChange={(open, close) =>
              onChange({ intervals: intervals.map((x, j) => (j === idx ? { open, close } : x)) })
            }
            onRemove={() => onChange({ intervals: intervals.filter((_, j) => j !== idx) })}
          />
        ))}
        <Button
          variant="soft"
          size="sm"
          className="self-start"
          onClick={() => onChange({ intervals: [...intervals, { open: '11:00', close: '15:00' }] })}
        >
          <Plus className="size-4" /> Horário especial
        </Button>
      </div>
    </li>
  );
}
