import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AdminOrderRow, AdminScheduledOrders } from '@shared/contract/admin-orders';
import { shortOrderId } from '@shared/order-number';
import { scheduledTime } from '@shared/order-slots';
import { api } from '@web/lib/api';
import { toast } from '@web/lib/toast';

export const SCHEDULED_ORDERS_KEY = ['admin', 'orders', 'scheduled'] as const;
const ALERTED_KEY = 'admin-scheduled-alerted';

/** Scheduled orders not yet due, soonest first (any admin write or order event refreshes it). */
export function useScheduledOrders() {
  return useQuery({
    queryKey: SCHEDULED_ORDERS_KEY,
    queryFn: () => api<AdminScheduledOrders>('/api/admin/orders/scheduled'),
    refetchInterval: 60_000,
  });
}

function alerted(): Set<string> {
  try {
    return new Set(JSON.parse(localStorage.getItem(ALERTED_KEY) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

function remember(ids: Set<string>, due: Set<string>) {
  try {
    // Only ids still on the list are kept: the set never grows past the upcoming orders.
    localStorage.setItem(ALERTED_KEY, JSON.stringify([...ids].filter((id) => due.has(id))));
  } catch {
    // storage may be unavailable: the alert may then ring again after a reload
  }
}

/** The orders whose alert time has come at `now` and that this browser has not rung for yet. */
export function ordersToAlert(list: AdminScheduledOrders, now: number, done: Set<string>): AdminOrderRow[] {
  return list.orders.filter((o) => {
    if (!o.scheduledFor || done.has(o.id)) return false;
    const due = new Date(o.scheduledFor).getTime();
    return now >= due - list.alertMinutes * 60_000 && now < due;
  });
}

/**
 * Rings the new-order alarm again for a scheduled order `alertMinutes` before it is due
 * (docs/product.md#scheduled-orders), once per order in this browser, with a toast saying for when.
 */
export function useScheduledAlarm(ring: (orderId: string) => void) {
  const { data } = useScheduledOrders();
  useEffect(() => {
    if (!data) return;
    const check = () => {
      const done = alerted();
      for (const o of ordersToAlert(data, Date.now(), done)) {
        done.add(o.id);
        ring(o.id);
        toast.info(`Pedido agendado #${shortOrderId(o.id)} para ${scheduledTime(o.scheduledFor!)}`);
      }
      remember(done, new Set(data.orders.map((o) => o.id)));
    };
    check();
    const id = setInterval(check, 30_000);
    return () => clearInterval(id);
  }, [data, ring]);
}
