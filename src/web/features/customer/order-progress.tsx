import { Bike, Check, ChefHat, CircleX, ReceiptText, ShoppingBag } from 'lucide-react';
import { orderStatusLabel, type Fulfilment } from '@shared/order-status';
import { cn } from '@web/lib/cn';

const steps = (fulfilment: Fulfilment) =>
  [
    { status: 'pending', label: 'Recebido', icon: ReceiptText },
    { status: 'processing', label: orderStatusLabel('processing', fulfilment), icon: ChefHat },
    {
      status: 'delivering',
      label: orderStatusLabel('delivering', fulfilment),
      icon: fulfilment === 'pickup' ? ShoppingBag : Bike,
    },
    { status: 'delivered', label: orderStatusLabel('delivered', fulfilment), icon: Check },
  ] as const;

/** Where the order is on its way, like a delivery app's tracker; nothing for unknown statuses. */
export function OrderProgress({ status, fulfilment }: { status: string; fulfilment: Fulfilment }) {
  const STEPS = steps(fulfilment);
  if (status === 'cancelled') {
    return (
      <p className="flex items-center gap-2 rounded-xl bg-red-50 px-3 py-2.5 text-sm font-medium text-red-900">
        <CircleX className="size-4 shrink-0" aria-hidden /> Este pedido foi cancelado.
      </p>
    );
  }
  const current = status === 'awaiting_payment' ? -1 : STEPS.findIndex((s) => s.status === status);
  if (current === -1 && status !== 'awaiting_payment') return null;
  return (
    <ol aria-label="Andamento do pedido" className="grid grid-cols-4 gap-1">
      {STEPS.map((step, i) => {
        const done = i <= current;
        const Icon = step.icon;
        return (
          <li
            key={step.status}
            aria-current={i === current ? 'step' : undefined}
            className="flex flex-col items-center gap-1.5 text-center"
          >
            <div className="flex w-full items-center">
              <span className={cn('h-0.5 flex-1', i === 0 ? 'invisible' : done ? 'bg-primary' : 'bg-line')} />
              <span
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full',
                  done ? 'bg-primary text-primary-foreground' : 'bg-canvas text-muted ring-1 ring-line',
                  i === current && 'ring-4 ring-primary/20',
                )}
              >
                <Icon className="size-4" aria-hidden />
              </span>
              <span
                className={cn(
                  'h-0.5 flex-1',
                  i === STEPS.length - 1 ? 'invisible' : i < current ? 'bg-primary' : 'bg-line',
                )}
              />
            </div>
            <span className={cn('text-[11px] leading-tight', done ? 'font-semibold text-ink' : 'text-muted')}>
              {step.label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
