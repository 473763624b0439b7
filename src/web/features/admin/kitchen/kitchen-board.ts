import type { KitchenBoard, KitchenOrder, KitchenStation } from '@shared/contract/kitchen';

// What the display draws from the board: the timer's colour, a station's share of each order.

export type TimerTone = 'normal' | 'amber' | 'red';

/** Whole minutes since the order was accepted (never below 0, whatever the tablet's clock says). */
export function elapsedMinutes(acceptedAt: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(acceptedAt)) / 60_000));
}

/** '4 min', '1 h 05 min': what the timer reads. */
export function elapsedLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** Amber from `amberMinutes`, red from `redMinutes` (the owner's kitchen settings). */
export function timerTone(minutes: number, board: Pick<KitchenBoard, 'amberMinutes' | 'redMinutes'>): TimerTone {
  if (minutes >= board.redMinutes) return 'red';
  if (minutes >= board.amberMinutes) return 'amber';
  return 'normal';
}

/** The word beside the colour, so the timer never speaks by colour alone. */
export const TONE_WORDS: Record<TimerTone, string | null> = { normal: null, amber: 'Atenção', red: 'Atrasado' };

/** The orders as a station sees them: its categories' items only, and the orders that have some. */
export function ordersFor(orders: KitchenOrder[], station: KitchenStation | null): KitchenOrder[] {
  if (!station) return orders;
  return orders.flatMap((o) => {
    const items = o.items.filter((i) => i.categoryId !== null && station.categoryIds.includes(i.categoryId));
    return items.length ? [{ ...o, items }] : [];
  });
}

/** The board with one item marked ready (an ISO time) or not (null). */
export function withItemReady(board: KitchenBoard, itemId: string, readyAt: string | null): KitchenBoard {
  return {
    ...board,
    orders: board.orders.map((o) =>
      o.items.some((i) => i.id === itemId)
        ? { ...o, items: o.items.map((i) => (i.id === itemId ? { ...i, readyAt } : i)) }
        : o,
    ),
  };
}

/** The board without an order ('Pronto'), or with it back in its place ('Desfazer'). */
export function withoutOrder(board: KitchenBoard, orderId: string): KitchenBoard {
  return { ...board, orders: board.orders.filter((o) => o.id !== orderId) };
}

export function withOrder(board: KitchenBoard, order: KitchenOrder): KitchenBoard {
  const rest = board.orders.filter((o) => o.id !== order.id);
  const at = rest.findIndex((o) => o.acceptedAt > order.acceptedAt);
  return { ...board, orders: at < 0 ? [...rest, order] : [...rest.slice(0, at), order, ...rest.slice(at)] };
}
