import { useState } from 'react';
import { addDays, localTime, type SpecialDate } from '@shared/schedule';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { SpecialDateRow } from './special-date-row';

/** Holidays and days with special hours; a date without intervals is closed all day. */
export function SpecialDatesEditor({
  value,
  onChange,
}: {
  value: SpecialDate[];
  onChange: (v: SpecialDate[]) => void;
}) {
  const today = localTime(new Date()).date;
  const update = (date: string, patch: Partial<SpecialDate>) =>
    onChange(value.map((d) => (d.date === date ? { ...d, ...patch } : d)));
  const add = (date: string) =>
    onChange([...value, { date, intervals: [], label: '' }].sort((a, b) => a.date.localeCompare(b.date)));

  return (
    <div className="flex flex-col gap-4">
      {value.length === 0 && <p className="text-sm text-muted">Nenhuma data especial.</p>}
      <ul className="flex flex-col gap-3">
        {value.map((d) => (
          <SpecialDateRow
            key={d.date}
            value={d}
            past={d.date < today}
            onChange={(patch) => update(d.date, patch)}
            onRemove={() => onChange(value.filter((x) => x.date !== d.date))}
          />
        ))}
      </ul>
      <NewDate today={today} taken={(date) => value.some((d) => d.date === date)} onAdd={add} />
    </div>
  );
}

/** 'Nova data': tomorrow to start with; a date already on the list cannot be added again. */
function NewDate({
  today,
  taken,
  onAdd,
}: {
  today: string;
  taken: (date: string) => boolean;
  onAdd: (date: string) => void;
}) {
  const [newDate, setNewDate] = useState(() => addDays(localTime(new Date()).date, 1));
  const refused = !newDate || taken(newDate);
  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className="flex flex-col gap-1.5 text-sm font-medium">
        Nova data
        <Input type="date" value={newDate} min={today} onChange={(e) => setNewDate(e.target.value)} className="w-44" />
      </label>
      <Button
        variant="outline"
        onClick={() => {
          if (!refused) onAdd(newDate);
        }}
        disabled={refused}
      >
        Adicionar data
      </Button>
    </div>
  );
}
