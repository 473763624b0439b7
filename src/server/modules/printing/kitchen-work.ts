import type { KitchenSettings } from '@shared/schemas/kitchen-settings';

/** An order event as the kitchen reads it, with where its order is now. */
export type KitchenEvent = {
  type: string;
  payload: Record<string, unknown>;
  order: { status: string; scheduledFor: Date | null };
};

/**
 * What an order event asks of the kitchen (docs/product.md#kitchen-printers): accept the order
 * (it arrived cleared for the kitchen, the store accepts automatically, it is for now rather
 * than scheduled, and nobody has touched it since), and print it (when accepted, or on arrival
 * when the store prints then), or say it was cancelled. An order waiting for its online payment
 * arrives only when paid.
 */
export function kitchenWork(
  e: KitchenEvent,
  settings: KitchenSettings,
): { accept: boolean; print: boolean; cancelled: boolean } {
  const arrived =
    (e.type === 'order.created' && e.payload.status === 'pending') ||
    (e.type === 'order.paid' && e.payload.from === 'awaiting_payment');
  // Staff's phone and counter orders are written accepted: they print as an accepted one does.
  const accepted =
    (e.type === 'order.status_changed' || e.type === 'order.created') && e.payload.status === 'processing';
  const forNow = e.order.scheduledFor === null;
  return {
    accept: settings.autoAccept && arrived && forNow && e.order.status === 'pending',
    print:
      settings.printOn !== 'never' &&
      e.order.status !== 'cancelled' &&
      (accepted || (settings.printOn === 'arrival' && arrived && forNow)),
    // Cancelled after the kitchen had it: 'CANCELADO' is printed where its ticket was.
    cancelled:
      e.type === 'order.status_changed' &&
      e.payload.status === 'cancelled' &&
      ['pending', 'processing', 'delivering'].includes(String(e.payload.from)),
  };
}
