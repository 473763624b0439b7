import { Plus } from 'lucide-react';
import type { OpeningInterval } from '@shared/schedule';
import { Button } from '@web/components/ui/button';
import { IntervalRow } from './interval-row';

/** One weekday of the 'Horário de funcionamento' list: its intervals, or 'Fechado' ('Aberto 24 horas' with no schedule). */
export function WeekdayHours({
  day,
  alwaysOpen,
  name,
  intervals,
  onChange,
  onCopyToAll,
}: {
  day: number;
  /** No day has hours: the store has no schedule and is always open. */
  alwaysOpen: boolean;
  /** 'Segunda', as the row and its labels say it. */
  name: string;
  intervals: OpeningInterval[];
  onChange: (intervals: OpeningInterval[]) => void;
  onCopyToAll: () => void;
}) {
  const closed = intervals.length === 0;
  const none = alwaysOpen ? 'Aberto 24 horas' : 'Fechado';
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start" data-testid={`hours-day-${day}`}>
      <div className="flex items-center justify-between sm:w-32 sm:pt-2.5">
        <span className="font-medium">{name}</span>
        {closed && <span className="text-sm text-muted sm:hidden">{none}</span>}
      </div>
      <div className="flex flex-1 flex-col gap-2">
        {closed && <span className="hidden pt-2.5 text-sm text-muted sm:block">{none}</span>}
        {intervals.map((interval, idx) => (
          <IntervalRow
            key={idx}
            of={name}
            index={idx}
            open={interval.open}
            close={interval.close}
            onChange={(open, close) => onChange(intervals.map((i, j) => (j === idx ? { ...i, open, close } : i)))}
            onRemove={() => onChange(intervals.filter((_, j) => j !== idx))}
          />
        ))}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="soft"
            size="sm"
            aria-label={`Adicionar horário em ${name}`}
            onClick={() => onChange([...intervals, nextInterval(day, intervals)])}
          >
            <Plus className="size-4" /> Horário
          </Button>
          {!closed && (
            <Button variant="ghost" size="sm" onClick={onCopyToAll}>
              Copiar para todos os dias
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}

/** Lunch first, then dinner: what most restaurants add next. */
function nextInterval(day: number, intervals: OpeningInterval[]): OpeningInterval {
  return intervals.length ? { day, open: '18:00', close: '23:00' } : { day, open: '11:00', close: '15:00' };
}
