import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { addDays, localTime, type SpecialDate } from '@shared/schedule';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { TimeRange } from './time-range';

const formatDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};

/** Holidays and days with special hours; a date without intervals is closed all day. */
export function SpecialDatesEditor({
  value,
  onChange,
}: {
  value: SpecialDate[];
  onChange: (v: SpecialDate[]) => void;
}) {
  const [newDate, setNewDate] = useState(() => addDays(localTime(new Date()).date, 1));
  const today = localTime(new Date()).date;
  const update = (date: string, patch: Partial<SpecialDate>) =>
    onChange(value.map((d) => (d.date === date ? { ...d, ...patch } : d)));

  const add = () => {
    if (!newDate || value.some((d) => d.date === newDate)) return;
    onChange([...value, { date: newDate, intervals: [], label: '' }].sort((a, b) => a.date.localeCompare(b.date)));
  };

  return (
    <div className="flex flex-col gap-4">
      {value.length === 0 && <p className="text-sm text-muted">Nenhuma data especial.</p>}
      <ul className="flex flex-col gap-3">
        {value.map((d) => (
          <li key={d.date} className="rounded-xl border border-line p-3" data-testid={`special-${d.date}`}>
            <div className="flex items-start justify-between gap-2">
              <div className="flex flex-col gap-1">
                <span className="font-semibold">
                  {formatDate(d.date)}
                  {d.date < today && <span className="ml-2 text-xs font-normal text-muted">(já passou)</span>}
                </span>
                <Input
                  aria-label={`Descrição de ${formatDate(d.date)}`}
                  placeholder="Ex.: Natal"
                  value={d.label ?? ''}
                  maxLength={60}
                  onChange={(e) => update(d.date, { label: e.target.value })}
                />
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remover ${formatDate(d.date)}`}
                onClick={() => onChange(value.filter((x) => x.date !== d.date))}
              >
                <Trash2 className="size-4" />
              </Button>
            </div>
            <div className="mt-3 flex flex-col gap-2">
              {d.intervals.length === 0 && <p className="text-sm font-medium text-danger">Fechado o dia todo</p>}
              {d.intervals.map((i, idx) => (
                <div key={idx} className="flex items-center gap-2">
                  <TimeRange
                    label={`${formatDate(d.date)} ${idx + 1}`}
                    open={i.open}
                    close={i.close}
                    onChange={(open, close) =>
                      update(d.date, { intervals: d.intervals.map((x, j) => (j === idx ? { open, close } : x)) })
                    }
                  />
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remover horário ${idx + 1} de ${formatDate(d.date)}`}
                    onClick={() => update(d.date, { intervals: d.intervals.filter((_, j) => j !== idx) })}
                  >
                    <Trash2 className="size-4" />
                  </Button>
                </div>
              ))}
              <Button
                variant="soft"
                size="sm"
                className="self-start"
                onClick={() => update(d.date, { intervals: [...d.intervals, { open: '11:00', close: '15:00' }] })}
              >
                <Plus className="size-4" /> Horário especial
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          Nova data
          <Input
            type="date"
            value={newDate}
            min={today}
            onChange={(e) => setNewDate(e.target.value)}
            className="w-44"
          />
        </label>
        <Button variant="outline" onClick={add} disabled={!newDate || value.some((d) => d.date === newDate)}>
          Adicionar data
        </Button>
      </div>
    </div>
  );
}
