import { Wallet } from 'lucide-react';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@shared/order-status';
import { cn } from '@web/lib/cn';
import { SearchInput } from '../ui/search-input';
import { FilterToggle } from './filter-toggle';
import { ScheduledFilter } from './scheduled-badge';
import type { OrderFilters } from './use-order-filters';

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
      <div className="mb-4 flex flex-col gap-2 md:flex-row md:items-start">
        <div className="flex gap-2">
          <ScheduledFilter pressed={scheduledView} count={scheduledCount} onChange={filters.setScheduledView} />
          {!scheduledView && <UnpaidFilter pressed={filters.unpaid} onChange={filters.setUnpaid} />}
        </div>
        {scheduledView ? (
          <p className="text-sm text-muted md:self-center">
            Pedidos agendados que ainda não chegaram no horário, do mais próximo ao mais distante.
          </p>
        ) : (
          <StatusFilter value={filters.status} onChange={filters.setStatus} />
        )}
      </div>
    </>
  );
}

function StatusFilter({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const chips = [['', 'Todos'] as const, ...ORDER_STATUSES.map((s) => [s, ORDER_STATUS_LABELS[s]] as const)];
  return (
    <div
      className="-mx-4 no-scrollbar flex gap-2 overflow-x-auto px-4 md:mx-0 md:flex-wrap md:px-0"
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
