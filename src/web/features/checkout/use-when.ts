import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { OrderSlots } from '@shared/contract/orders';
import type { StoreInfo } from '@shared/contract/store';
import { api } from '@web/lib/api';
import { useStoreStatus } from '../store-info/use-store-status';

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

function useOrderSlots(enabled: boolean) {
  return useQuery({
    queryKey: ORDER_SLOTS_KEY,
    queryFn: () => api<OrderSlots>('/api/orders/slots'),
    enabled,
    // Slots pass and fill up: asked again every minute while the checkout is open.
    refetchInterval: 60_000,
  });
}

/**
 * The slots offered and the day whose slots show: the chosen slot's day, else the day tapped
 * (kept within the days offered). The slots are asked while 'Quando?' shows, whichever card
 * is chosen.
 */
export function useSlotDays(value: When, onChange: (w: When) => void) {
  const slots = useOrderSlots(true);
  const days = slots.data?.days ?? [];
  const [dayIndex, setDayIndex] = useState(0);
  const chosenDay = value.slot ? days.findIndex((d) => d.slots.some((s) => s.start === value.slot)) : -1;
  const day = days[chosenDay >= 0 ? chosenDay : Math.min(dayIndex, Math.max(days.length - 1, 0))];

  // A chosen slot that is no longer offered, or filled up, is let go.
  useEffect(() => {
    if (!value.slot || !slots.data) return;
    const slot = slots.data.days.flatMap((d) => d.slots).find((s) => s.start === value.slot);
    if (!slot || slot.full) onChange({ ...value, slot: null });
  }, [slots.data, value, onChange]);

  // Tapping another day lets go of a slot chosen on a different day.
  const pickDay = (i: number) => {
    setDayIndex(i);
    if (value.slot && !days[i]?.slots.some((s) => s.start === value.slot)) onChange({ scheduled: true, slot: null });
  };
  return { pending: slots.isPending, days, day, pickDay };
}
