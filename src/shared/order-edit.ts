import { formatTime } from './format-date';
import type { Fulfilment, OrderStatus } from './order-status';

// Editing an order before it leaves (docs/product.md#editing-an-order): which orders may change,
// and how a change reads in the admin's history and on the customer's order.

/**
 * Whether staff may still change the order: new or in the kitchen; a pickup or counter order
 * also while it waits at the counter. Not once it left, was cancelled, or waits for an online
 * payment (its charge is for the total it was placed with).
 */
export function canEditOrder(order: { status: OrderStatus; fulfilment: Fulfilment; channel?: string }): boolean {
  if (order.channel === 'ifood') return false;
  if (order.status === 'pending' || order.status === 'processing') return true;
  return order.status === 'delivering' && order.fulfilment !== 'delivery';
}

/** How a paid order's lowered total went back: through Stripe, by hand (staff return it), or not at all. */
export const EDIT_REFUND_STATUSES = ['refunded', 'failed', 'manual', 'none'] as const;
export type EditRefundStatus = (typeof EDIT_REFUND_STATUSES)[number];

export const NOT_EDITABLE_MESSAGE = 'Este pedido não pode mais ser alterado: ele já saiu, foi entregue ou cancelado.';

/** 'Alterado por Ana às 19:42: +1 Esfiha de Carne; −1 Coca-Cola Lata' (no name: 'pela loja'). */
export function editLine(edit: { changedAt: string; changes: readonly string[] }, byName?: string | null): string {
  const who = byName === undefined ? 'pela loja' : `por ${byName || 'alguém da equipe'}`;
  return `Alterado ${who} às ${formatTime(edit.changedAt)}: ${edit.changes.join('; ')}`;
}
