import { useQuery } from '@tanstack/react-query';
import { CalendarClock, CalendarDays, Zap, type LucideIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { OrderSlots } from '@shared/contract/orders';
import type { StoreInfo } from '@shared/contract/store';
import { api } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { useStoreStatus } from '../store-info/use-store-status';
import { ChoiceCard } from './choice-card';
import { SectionCard } from './section-card';

export const ORDER_SLOTS_KEY = ['order-slots'] as const;

/** What the customer chose: now, or the start of a slot (null until one is picked). */
export type When = { scheduled: boolean; slot: string | null };

/**
 * What the customer chose and what it makes the order (docs/product.md#scheduled-orders): a
 * closed store takes only scheduled orders, so while it is closed every order is scheduled.
 */
export function useWhen(store: StoreInfo) {
  const { open, label } = useStoreStatus(store);
  const [value, set] = useState<When>({ scheduled: false, slot: null });
  const scheduling = store.schedulingEnabled && (value.scheduled || !open);
  return { open, nextOpenLabel: label, value, set, scheduling, scheduledFor: scheduling ? value.slot : null };
}

export function useOrderSlots(enabled: boolean) {
  return useQuery({
    queryKey: ORDER_SLOTS_KEY,
    queryFn: () => api<OrderSlots>('/api/orders/slots'),
    enabled,
    // Slots pass and fill up: asked again every minute while the checkout is open.
    refetchInterval: 60_000,
  });
}

const chip =
  'flex min-h-11 shrink-0 items-center justify-center rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-primary/40 focus-visible:outline-none';

/**
 * 'Quando?' (docs/product.md#scheduled-orders): 'Agora' while the store is open, or 'Agendar'
 * with day chips and the day's slots; a full slot shows 'Lotado' and cannot be chosen.
 */
export function WhenChoice({
  open,
  nextOpenLabel,
  value,
  onChange,
}: {
  open: boolean;
  /** 'Fechado · abre amanhã às 18:00', shown while closed. */
  nextOpenLabel: string;
  value: When;
  onChange: (w: When) => void;
}) {
  const slots = useOrderSlots(true);
  const days = slots.data?.days ?? [];
  const [dayIndex, setDayIndex] = useState(0);
  const chosenDay = value.slot ? days.findIndex((d) => d.slots.some((s) => s.start === value.slot)) : -1;
  const day = days[chosenDay >= 0 ? chosenDay : Math.min(dayIndex, Math.max(days.length - 1, 0))];
  const scheduled = value.scheduled || !open;

  // A chosen slot that is no longer offered, or filled up, is let go.
  useEffect(() => {
    if (!value.slot || !slots.data) return;
    const slot = slots.data.days.flatMap((d) => d.slots).find((s) => s.start === value.slot);
    if (!slot || slot.full) onChange({ ...value, slot: null });
  }, [slots.data, value, onChange]);

  const modes: { scheduled: boolean; title: string; detail: string; icon: LucideIcon; disabled: boolean }[] = [
    {
      scheduled: false,
      title: 'Agora',
      detail: open ? 'O quanto antes' : 'Loja fechada',
      icon: Zap,
      disabled: !open,
    },
    { scheduled: true, title: 'Agendar', detail: 'Escolha dia e horário', icon: CalendarDays, disabled: false },
  ];
  return (
    <SectionCard icon={CalendarClock} title="Quando?" id="checkout-when">
      <div role="radiogroup" aria-label="Quando?" className="grid grid-cols-2 gap-2.5">
        {modes.map(({ scheduled: mode, title, detail, icon: Icon, disabled }) => {
          return (
            <ChoiceCard
              key={title}
              input={
                <input
                  type="radio"
                  name="checkout-when"
                  className="sr-only"
                  checked={scheduled === mode}
                  disabled={disabled}
                  onChange={() => onChange({ scheduled: mode, slot: mode ? value.slot : null })}
                />
              }
              checked={scheduled === mode}
              disabled={disabled}
              icon={Icon}
              title={title}
              detail={detail}
              stacked
            />
          );
        })}
      </div>
      {!open && <p className="mt-3 text-sm text-muted">{nextOpenLabel}. Agende seu pedido para um horário abaixo.</p>}
      {scheduled && (
        <div className="mt-4 flex flex-col gap-3" data-testid="slot-picker">
          {slots.isPending ? (
            <p className="text-sm text-muted">Carregando horários...</p>
          ) : days.length === 0 ? (
            <p role="status" className="text-sm text-danger">
              Nenhum horário disponível para agendamento nos próximos dias.
            </p>
          ) : (
            <>
              <div
                role="radiogroup"
                aria-label="Dia"
                className="-mx-1 no-scrollbar flex gap-2 overflow-x-auto px-1 pb-1"
              >
                {days.map((d, i) => {
                  const checked = d === day;
                  return (
                    <button
                      key={d.date}
                      type="button"
                      role="radio"
                      aria-checked={checked}
                      onClick={() => {
                        setDayIndex(i);
                        if (value.slot && !d.slots.some((s) => s.start === value.slot))
                          onChange({ scheduled: true, slot: null });
                      }}
                      className={cn(
                        chip,
                        checked
                          ? 'border-ink bg-ink text-white'
                          : 'border-line bg-surface text-ink hover:border-muted/40',
                      )}
                    >
                      {d.label}
                    </button>
                  );
                })}
              </div>
              <div role="radiogroup" aria-label="Horário" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                {day?.slots.map((s) => {
                  const checked = value.slot === s.start;
                  return (
                    <button
                      key={s.start}
                      type="button"
                      role="radio"
                      aria-checked={checked}
                      disabled={s.full}
                      onClick={() => onChange({ scheduled: true, slot: s.start })}
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
            </>
          )}
        </div>
      )}
    </SectionCard>
  );
}
