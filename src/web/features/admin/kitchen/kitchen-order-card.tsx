import { Bike, CalendarClock, CheckCheck, MessageSquareText, ShoppingBag, UtensilsCrossed } from 'lucide-react';
import type { KitchenBoard, KitchenItem, KitchenOrder } from '@shared/contract/kitchen';
import { scheduledForLabel } from '@shared/order-slots';
import type { Fulfilment } from '@shared/order-status';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { elapsedMinutes, timerTone, type TimerTone } from './kitchen-board';
import { KitchenItemButton } from './kitchen-item-button';
import { KitchenTimer } from './kitchen-timer';

const BORDER: Record<TimerTone, string> = {
  normal: 'border-line',
  amber: 'border-amber-400',
  red: 'border-danger',
};

/** The card's top carries the timer's colour, seen across the kitchen. */
const HEADER: Record<TimerTone, string> = {
  normal: 'bg-stone-100 text-ink',
  amber: 'bg-amber-100 text-amber-950',
  red: 'bg-danger text-white',
};

/** One order on the display: number, how it leaves, the timer, its items to tap, notes and 'Pronto'. */
export function KitchenOrderCard({
  order,
  board,
  now,
  onItem,
  onReady,
}: {
  order: KitchenOrder;
  board: Pick<KitchenBoard, 'amberMinutes' | 'redMinutes'>;
  now: number;
  onItem: (item: KitchenItem) => void;
  onReady: () => void;
}) {
  const minutes = elapsedMinutes(order.acceptedAt, now);
  const tone = timerTone(minutes, board);
  const ready = order.items.filter((i) => i.readyAt !== null).length;
  const titleId = `kitchen-order-${order.id}`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="kitchen-order"
      className={cn('flex min-w-0 flex-col rounded-[var(--radius-card)] border-2 bg-surface shadow-sm', BORDER[tone])}
    >
      <header className={cn('rounded-t-[calc(var(--radius-card)-2px)] px-4 pt-3 pb-3', HEADER[tone])}>
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <h2 id={titleId} className="text-3xl font-bold tracking-tight tabular-nums">
            #{order.number}
          </h2>
          <KitchenTimer minutes={minutes} tone={tone} />
        </div>
      </header>
      <div className="flex flex-col gap-1.5 border-b border-line px-4 py-3">
        <p className="truncate text-lg font-medium">{order.customerName}</p>
        <div className="flex flex-wrap gap-1.5">
          <FulfilmentTag fulfilment={order.fulfilment} />
          {order.externalDisplayId && (
            <span className="rounded-full bg-red-50 px-2.5 py-0.5 text-sm font-bold text-red-800 ring-1 ring-red-600/25 ring-inset">
              iFood #{order.externalDisplayId}
            </span>
          )}
          {order.scheduledFor && (
            <span className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2.5 py-0.5 text-sm font-semibold text-sky-800 ring-1 ring-sky-200 ring-inset">
              <CalendarClock className="size-4" aria-hidden />
              Agendado · {scheduledForLabel(order.scheduledFor)}
            </span>
          )}
        </div>
      </div>
      <ul className="flex flex-col gap-1 p-2" aria-label={`Itens do pedido #${order.number}`}>
        {order.items.map((item) => (
          <li key={item.id}>
            <KitchenItemButton item={item} onToggle={() => onItem(item)} />
          </li>
        ))}
      </ul>
      {order.notes && (
        <p className="mx-4 mb-3 flex gap-2 rounded-xl bg-amber-50 px-3 py-2 text-base font-medium [overflow-wrap:anywhere] text-amber-950 ring-1 ring-amber-200 ring-inset">
          <MessageSquareText className="mt-0.5 size-5 shrink-0" aria-hidden />
          <span>
            <span className="font-bold">Obs:</span> {order.notes}
          </span>
        </p>
      )}
      <footer className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-line p-3 pl-4">
        <p className="text-base whitespace-nowrap text-muted tabular-nums">
          {ready} de {order.items.length} {order.items.length === 1 ? 'pronto' : 'prontos'}
        </p>
        <Button
          size="lg"
          className="min-h-14 px-5 text-lg"
          onClick={onReady}
          aria-label={`Pronto: pedido #${order.number}`}
        >
          <CheckCheck className="size-6" aria-hidden /> Pronto
        </Button>
      </footer>
    </article>
  );
}

function FulfilmentTag({ fulfilment }: { fulfilment: Fulfilment }) {
  const pickup = fulfilment !== 'delivery';
  const Icon = fulfilment === 'dine_in' ? UtensilsCrossed : pickup ? ShoppingBag : Bike;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset',
        pickup ? 'bg-primary-soft text-primary ring-primary/20' : 'bg-violet-50 text-violet-900 ring-violet-200',
      )}
    >
      <Icon className="size-4" aria-hidden />
      {fulfilment === 'dine_in' ? 'Comer no local' : pickup ? 'Retirada' : 'Entrega'}
    </span>
  );
}
