import type { OrderStatus } from './order-status';

// iFood's orders on our board (docs/product.md#ifood): which of iFood's calls each status
// change owes, and how their state reads to staff.

/** The calls to iFood's order API a status change of ours makes. */
export const IFOOD_ACTIONS = ['confirm', 'startPreparation', 'readyToPickup', 'dispatch'] as const;
export type IfoodAction = (typeof IFOOD_ACTIONS)[number];

export const IFOOD_ACTION_LABELS: Record<IfoodAction, string> = {
  confirm: 'Pedido confirmado',
  startPreparation: 'Preparo iniciado',
  readyToPickup: 'Pronto',
  dispatch: 'Saiu para entrega',
};

/** How iFood delivers it: its 'orderType', and for a delivery, whose courier ('IFOOD' or 'MERCHANT'). */
export type IfoodDelivery = { orderType: string; deliveredBy: string | null };

/**
 * Accepting confirms and starts preparation; ready says so, and a courier of the store's own then
 * dispatches (iFood asks for ready before dispatch). Delivered owes nothing (iFood concludes by
 * itself), nor does going back, which iFood cannot; a status skipped over owes what it would have.
 */
export function ifoodActionsFor(from: OrderStatus, to: OrderStatus, delivery: IfoodDelivery): IfoodAction[] {
  const left = (s: OrderStatus) => ['processing', 'delivering', 'delivered'].includes(s);
  const ready = (s: OrderStatus) => s === 'delivering' || s === 'delivered';
  const actions: IfoodAction[] = [];
  if (from === 'pending' && left(to)) actions.push('confirm', 'startPreparation');
  if ((from === 'pending' || from === 'processing') && ready(to)) {
    actions.push('readyToPickup');
    if (delivery.orderType === 'DELIVERY' && delivery.deliveredBy === 'MERCHANT') actions.push('dispatch');
  }
  return actions;
}

export const IFOOD_CANCEL_HERE_MESSAGE =
  'Pedidos do iFood são cancelados pelo iFood: peça o cancelamento no Gestor de Pedidos do iFood.';
export const IFOOD_CANCELLED_STAYS_MESSAGE = 'O iFood cancelou este pedido: ele não pode ser reaberto.';

export const IFOOD_NOT_EDITABLE_MESSAGE = 'Pedidos do iFood são alterados pelo iFood: os preços e itens são os dele.';

/** Whether staff may move an order to `to` as far as iFood goes: an iFood order is never cancelled nor reopened here. */
export function ifoodAllows(order: { channel: string; status: string }, to: string): boolean {
  return order.channel !== 'ifood' || to === order.status || (to !== 'cancelled' && order.status !== 'cancelled');
}

export const NOT_AN_IFOOD_ORDER = 'Pedido do iFood não encontrado.';
export const IFOOD_UNREACHABLE_MESSAGE = 'O iFood não respondeu agora: tente de novo em instantes.';

/** How a staff's cancellation request to iFood stands (docs/product.md#ifood). */
export const IFOOD_CANCELLATION_LABELS = {
  requested: 'Cancelamento pedido ao iFood: aguardando a resposta.',
  failed: 'O iFood recusou o cancelamento',
} as const;

/** Why staff refuse a customer's request on iFood, when iFood gives no list of its own. */
export const IFOOD_REJECT_REASONS = [
  'O pedido já está em preparo',
  'O pedido já está pronto',
  'O pedido já saiu para entrega',
  'O pedido está dentro do prazo combinado',
] as const;

/** The reasons iFood lets the store refuse a customer's request with, when it sends them; else the store's own. */
export function rejectReasonsOf(metadata: Record<string, unknown>): string[] {
  const given = metadata.negotiationReasons ?? metadata.rejectReasons;
  const list = Array.isArray(given) ? given.filter((r): r is string => typeof r === 'string' && r.length <= 200) : [];
  return list.length ? list.slice(0, 20) : [...IFOOD_REJECT_REASONS];
}

/** What an iFood order's row on the board calls staff to. */
export const IFOOD_ALERTS = ['dispute', 'refused'] as const;
export type IfoodAlert = (typeof IFOOD_ALERTS)[number];
export const IFOOD_ALERT_LABELS: Record<IfoodAlert, string> = {
  dispute: 'Cliente pediu cancelamento',
  refused: 'iFood recusou um aviso',
};
