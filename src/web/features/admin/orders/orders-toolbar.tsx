import { Wallet } from 'lucide-react';
import { useEffect } from 'react';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@shared/order-status';
import { cn } from '@web/lib/cn';
import { SearchInput } from '../ui/search-input';
import { FilterToggle } from './filter-toggle';
import { ScheduledFilter } from './scheduled-badge';
import type { OrderFilters } from './use-order-filters';
import { useScrollEdges } from './use-scroll-edges';

/** Above the orders: the search by number, then 'Agendados', 'Não pagos' and the status chips. */
export function OrdersToolbar({ filters, scheduledCount }: { filters: OrderFilters; scheduledCount: number }) {
  const { scheduledView } = filters;
  return (
    <>
      <div className={cn('mb-3 flex', scheduledView && 'hidden')}>
        <SearchInput
          label="Buscar pedido pelo número"
          placeholder="Buscar pelo número do pedido..."
          value={filters.search}
          onChange={filters.setSearch}
        />
      </div>
      {/* the toggles on a row of their own, so the status chips below make one whole row */}
      <div className="mb-4 flex flex-col gap-2">
        <div className="flex flex-col gap-2 md:flex-row md:items-center">
          <div className="flex gap-2">
            <ScheduledFilter pressed={scheduledView} count={scheduledCount} onChange={filters.setScheduledView} />
            {!scheduledView && <UnpaidFilter pressed={filters.unpaid} onChange={filters.setUnpaid} />}
          </div>
          {scheduledView && (
            <p className="text-sm text-muted">
              Pedidos agendados que ainda não chegaram no horário, do mais próximo ao mais distante.
            </p>
          )}
        </div>
        {!scheduledView && <StatusFilter value={filters.status} onChange={filters.setStatus} />}
      </div>
    </>
  );
}

/**
 * The status chips: one row that scrolls sideways where it does not fit (a tablet upright, a
 * phone), out to the screen's edges, fading on the side where more chips hide; the chosen chip
 * is scrolled into view.
 */
function StatusFilter({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const chips = [['', 'Todos'] as const, ...ORDER_STATUSES.map((s) => [s, ORDER_STATUS_LABELS[s]] as const)];
  const { ref, hidden } = useScrollEdges<HTMLDivElement>();
  useEffect(() => {
    // Sideways only: scrollIntoView would also scroll the page.
    const row = ref.current;
    const chip = row?.querySelector<HTMLElement>('[aria-checked="true"]');
    if (!row || !chip) return;
    const r = row.getBoundingClientRect();
    const c = chip.getBoundingClientRect();
    if (c.left < r.left || c.right > r.right) row.scrollBy({ left: c.left - r.left - (r.width - c.width) / 2 });
  }, [ref, value]);
  return (
    <div className="relative -mx-4 md:-mx-6 lg:-mx-8">
      <div
        ref={ref}
        className="no-scrollbar flex gap-2 overflow-x-auto px-4 md:px-6 lg:px-8"
        role="radiogroup"
        aria-label="Filtrar por status"
      >
        {chips.map(([v, label]) => (
          <button
            key={v || 'all'}
            type="button"
            role="radio"
            aria-checked={value === v}
            onClick={() => onChange(v)}
            className={cn(
              'min-h-10 shrink-0 rounded-full border px-4 text-sm font-medium whitespace-nowrap',
              value === v
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-line bg-surface text-ink hover:bg-canvas',
            )}
          >
            {label}
          </button>
        ))}
      </div>
      <EdgeFade side="start" shown={hidden.start} />
      <EdgeFade side="end" shown={hidden.end} />
    </div>
  );
}

/** The fade over a chip row's edge while chips hide past it. */
function EdgeFade({ side, shown }: { side: 'start' | 'end'; shown: boolean }) {
  return (
    <span
      aria-hidden
      className={cn(
        'pointer-events-none absolute inset-y-0 w-10 from-canvas to-transparent transition-opacity',
        side === 'start' ? 'left-0 bg-linear-to-r' : 'right-0 bg-linear-to-l',
        shown ? 'opacity-100' : 'opacity-0',
      )}
    />
  );
}

/** 'Não pagos': a toggle beside the status chips, so it combines with any status. */
function UnpaidFilter({ pressed, onChange }: { pressed: boolean; onChange: (v: boolean) => void }) {
  return (
    <FilterToggle
      pressed={pressed}
      onChange={onChange}
      tone={{
        pressed: 'border-amber-600 bg-amber-100 text-amber-950',
        idle: 'border-dashed border-amber-400 bg-surface text-ink hover:bg-amber-50',
      }}
    >
      <Wallet className="size-4" aria-hidden />
      Não pagos
    </FilterToggle>
  );
}
