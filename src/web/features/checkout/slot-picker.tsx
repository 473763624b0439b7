import type { OrderSlots } from '@shared/contract/orders';
import { cn } from '@web/lib/cn';

type SlotDay = OrderSlots['days'][number];

const chip =
  'flex min-h-11 shrink-0 items-center justify-center rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-primary/40 focus-visible:outline-none';

/**
 * 'Agendar''s picker (docs/product.md#scheduled-orders): the day chips and the day's slots, or
 * that they are loading, or that none is offered in the next days.
 */
export function SlotPicker({
  pending,
  days,
  day,
  slot,
  onPickDay,
  onPickSlot,
}: {
  pending: boolean;
  days: SlotDay[];
  /** The day whose slots show. */
  day: SlotDay | undefined;
  /** The start of the chosen slot, if any. */
  slot: string | null;
  onPickDay: (index: number) => void;
  onPickSlot: (start: string) => void;
}) {
  return (
    <div className="mt-4 flex flex-col gap-3" data-testid="slot-picker">
      {pending ? (
        <p className="text-sm text-muted">Carregando horários...</p>
      ) : days.length === 0 ? (
        <p role="status" className="text-sm text-danger">
          Nenhum horário disponível para agendamento nos próximos dias.
        </p>
      ) : (
        <>
          <DayChips days={days} day={day} onPick={onPickDay} />
          <SlotGrid day={day} slot={slot} onPick={onPickSlot} />
        </>
      )}
    </div>
  );
}

/** 'Dia': one chip a day, the day shown checked. */
function DayChips({ days, day, onPick }: { days: SlotDay[]; day: SlotDay | undefined; onPick: (i: number) => void }) {
  return (
    <div role="radiogroup" aria-label="Dia" className="-mx-1 no-scrollbar flex gap-2 overflow-x-auto px-1 pb-1">
      {days.map((d, i) => {
        const checked = d === day;
        return (
          <button
            key={d.date}
            type="button"
            role="radio"
            aria-checked={checked}
            onClick={() => onPick(i)}
            className={cn(
              chip,
              checked ? 'border-ink bg-ink text-white' : 'border-line bg-surface text-ink hover:border-muted/40',
            )}
          >
            {d.label}
          </button>
        );
      })}
    </div>
  );
}

/** 'Horário': the day's slots; a full one shows 'Lotado' and cannot be chosen. */
function SlotGrid({
  day,
  slot,
  onPick,
}: {
  day: SlotDay | undefined;
  slot: string | null;
  onPick: (start: string) => void;
}) {
  return (
    <div role="radiogroup" aria-label="Horário" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {day?.slots.map((s) => {
        const checked = slot === s.start;
        return (
          <button
            key={s.start}
            type="button"
            role="radio"
            aria-checked={checked}
            disabled={s.full}
            onClick={() => onPick(s.start)}
            className={cn(
              'flex min-h-11 flex-col items-center justify-center rounded-xl border px-1 py-1.5 text-[13px] font-semibold tabular-nums transition-colors focus-visible:ring-2 focus-visible:ring-primary/40 focus-visible:outline-none sm:text-sm',
              s.full
                ? 'cursor-not-allowed border-dashed border-line bg-canvas text-muted'
                : checked
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-line bg-surface text-ink hover:border-primary/50',
            )}
          >
            {s.label}
            {s.full && <span className="text-[11px] font-medium">Lotado</span>}
          </button>
        );
      })}
    </div>
  );
}
