import { Plus, Trash2 } from 'lucide-react';
import type { OpeningInterval } from '@shared/schedule';
import { Button } from '@web/components/ui/button';
import { TimeRange } from './time-range';

const DAYS = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'];
// Monday first, as restaurants write their hours.
const ORDER = [1, 2, 3, 4, 5, 6, 0];

/** Several intervals per weekday; an empty day is closed. */
export function WeeklyHoursEditor({
  value,
  onChange,
}: {
  value: OpeningInterval[];
  onChange: (v: OpeningInterval[]) => void;
}) {
  const ofDay = (day: number) => value.filter((i) => i.day === day);
  const setDay = (day: number, intervals: OpeningInterval[]) =>
    onChange(
      [...value.filter((i) => i.day !== day), ...intervals].sort(
        (a, b) => a.day - b.day || a.open.localeCompare(b.open),
      ),
    );

  const copyToAll = (day: number) => {
    const source = ofDay(day);
    onChange(ORDER.flatMap((d) => source.map((i) => ({ ...i, day: d }))));
  };

  return (
    <ul className="flex flex-col divide-y divide-line">
      {ORDER.map((day) => {
        const intervals = ofDay(day);
        return (
          <li
            key={day}
            className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start"
            data-testid={`hours-day-${day}`}
          >
            <div className="flex items-center justify-between sm:w-32 sm:pt-2.5">
              <span className="font-medium">{DAYS[day]}</span>
              {intervals.length === 0 && <span className="text-sm text-muted sm:hidden">Fechado</span>}
            </div>
            <div className="flex flex-1 flex-col gap-2">
              {intervals.length === 0 && <span className="hidden pt-2.5 text-sm text-muted sm:block">Fechado</span>}
              {intervals.map((interval, idx) => (
                <div key={idx} className="flex items-center gap-2">
                  <TimeRange
                    label={`${DAYS[day]} ${idx + 1}`}
                    open={interval.open}
                    close={interval.close}
                    onChange={(open, close) =>
                      setDay(
                        day,
                        intervals.map((i, j) => (j === idx ? { ...i, open, close } : i)),
                      )
                    }
                  />
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remover horário ${idx + 1} de ${DAYS[day]}`}
                    onClick={() =>
                      setDay(
                        day,
                        intervals.filter((_, j) => j !== idx),
                      )
                    }
                  >
                    <Trash2 className="size-4" />
                  </Button>
                </div>
              ))}
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="soft"
                  size="sm"
                  aria-label={`Adicionar horário em ${DAYS[day]}`}
                  onClick={() =>
                    setDay(day, [
                      ...intervals,
                      { day, open: intervals.length ? '18:00' : '11:00', close: intervals.length ? '23:00' : '15:00' },
                    ])
                  }
                >
                  <Plus className="size-4" /> Horário
                </Button>
                {intervals.length > 0 && (
                  <Button variant="ghost" size="sm" onClick={() => copyToAll(day)}>
                    Copiar para todos os dias
                  </Button>
                )}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
