import type { AdminReviews } from '@shared/contract/reviews';
import { formatAverage } from '@shared/reviews';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';

const dayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/** The last 12 weeks: each week's average as a bar's height, and how many rated under it. */
export function ReviewTrend({ weeks }: { weeks: AdminReviews['weeks'] }) {
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h2 className="font-semibold">Nota média por semana</h2>
      <ol className="flex h-40 items-end gap-1.5" aria-label="Nota média das últimas 12 semanas">
        {weeks.map((w, i) => (
          <li
            key={w.start}
            className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1"
            aria-label={`Semana de ${dayMonth(w.start)}: ${w.count ? `nota ${formatAverage(w.average)}, ${w.count} avaliações` : 'sem avaliações'}`}
          >
            <span className="text-[10px] font-semibold tabular-nums sm:text-xs">
              {w.count ? formatAverage(w.average) : ''}
            </span>
            <span className="flex w-full flex-1 items-end">
              <span
                className={w.count ? 'w-full rounded-t-md bg-primary' : 'w-full rounded-t-md bg-canvas'}
                style={{ height: `${w.average ? (w.average / 5) * 100 : 4}%` }}
              />
            </span>
            {/* On a phone every other week is named: twelve dates do not fit side by side. */}
            <span className={cn('text-[10px] text-muted tabular-nums sm:text-xs', i % 2 === 0 && 'max-sm:invisible')}>
              {dayMonth(w.start)}
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
