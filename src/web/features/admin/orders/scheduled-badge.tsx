import { CalendarClock } from 'lucide-react';
import { scheduledForLabel } from '@shared/order-slots';
import { cn } from '@web/lib/cn';
import { FilterToggle } from './filter-toggle';

/** 'Agendado · qui., 26/11, 19:00': a scheduled order in the admin list and detail (docs/product.md#scheduled-orders). */
export function ScheduledBadge({ at, className }: { at: string; className?: string }) {
  return (
    <span
      data-testid="scheduled-badge"
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-sky-800 ring-1 ring-sky-200 ring-inset',
        className,
      )}
    >
      <CalendarClock className="size-3.5" aria-hidden />
      Agendado · {scheduledForLabel(at)}
    </span>
  );
}

/** 'Agendados': beside 'Não pagos', the scheduled orders not yet due, soonest first. */
export function ScheduledFilter({
  pressed,
  count,
  onChange,
}: {
  pressed: boolean;
  count: number;
  onChange: (v: boolean) => void;
}) {
  return (
    <FilterToggle
      pressed={pressed}
      onChange={onChange}
      tone={{
        pressed: 'border-sky-700 bg-sky-700 text-white',
        idle: 'border-sky-300 bg-surface text-ink hover:bg-sky-50',
      }}
    >
      <CalendarClock className="size-4" aria-hidden />
      Agendados
      {count > 0 && (
        <span
          className={cn(
            'rounded-full px-1.5 text-xs font-bold',
            pressed ? 'bg-white text-sky-800' : 'bg-sky-100 text-sky-900',
          )}
        >
          {count}
        </span>
      )}
    </FilterToggle>
  );
}
