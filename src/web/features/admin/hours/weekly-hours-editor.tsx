import type { OpeningInterval } from '@shared/schedule';
import { WeekdayHours } from './weekday-hours';

const DAYS = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'];
// Monday first, as restaurants write their hours.
const ORDER = [1, 2, 3, 4, 5, 6, 0];

/**
 * Several intervals per weekday; an empty day is closed, unless no day has hours at all: the
 * store then has no schedule and is always open, and every day says so.
 */
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

  const alwaysOpen = value.length === 0;
  return (
    <>
      {alwaysOpen && (
        <p role="note" className="rounded-xl border border-primary/20 bg-primary-soft p-3 text-sm text-ink">
          <span className="font-semibold">Sem horários: a loja fica sempre aberta.</span> Adicione um horário para ela
          abrir e fechar sozinha.
        </p>
      )}
      <ul className="flex flex-col divide-y divide-line">
        {ORDER.map((day) => (
          <WeekdayHours
            key={day}
            day={day}
            alwaysOpen={alwaysOpen}
            name={DAYS[day] ?? ''}
            intervals={ofDay(day)}
            onChange={(intervals) => setDay(day, intervals)}
            onCopyToAll={() => copyToAll(day)}
          />
        ))}
      </ul>
    </>
  );
}
