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
  "Pedidos do iFood são cancelados pelo iFood: use 'Pedir cancelamento ao iFood' no pedido.";
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

/**
 * The codes iFood's negotiation platform takes as a refusal's `reason`, in our words. iFood may
 * send its own list with the request (`negotiationReasons`); these are offered when it does not.
 */
export const IFOOD_REJECT_REASON_LABELS: Record<string, string> = {
  HIGH_STORE_DEMAND: 'Muitos pedidos na loja agora',
  LATE_DELIVERY: 'A entrega está no prazo combinado',
  INVENTORY_CHECK: 'Conferindo o estoque',
  WRONG_ORDER: 'O pedido está correto',
  PRODUCT_QUALITY: 'A qualidade do produto está garantida',
  SYSTEM_ISSUE: 'Problema no sistema',
  CUSTOMER_SATISFACTION: 'Pela satisfação do cliente',
  CUSTOMER_REQUEST: 'Conforme o pedido do cliente',
  UNKNOWN_ISSUE: 'Outro motivo',
};

export type IfoodReason = { code: string; label: string };

const reasonList = (given: unknown): IfoodReason[] =>
  (Array.isArray(given) ? given : [])
    .filter((r): r is string => typeof r === 'string' && r.length > 0 && r.length <= 80)
    .slice(0, 20)
    .map((code) => ({ code, label: IFOOD_REJECT_REASON_LABELS[code] ?? code }));

/** The reasons a refusal may give: iFood's list with the request, else the codes above. */
export function rejectReasonsOf(metadata: Record<string, unknown>): IfoodReason[] {
  const given = reasonList(metadata.negotiationReasons ?? metadata.rejectReasons);
  return given.length ? given : Object.entries(IFOOD_REJECT_REASON_LABELS).map(([code, label]) => ({ code, label }));
}

/** What accepting must name, when iFood asks for one (`acceptCancellationReasons`): the first it offers. */
export function acceptReasonOf(metadata: Record<string, unknown>): string | null {
  return reasonList(metadata.acceptCancellationReasons)[0]?.code ?? null;
}

/** What iFood does when the store does not answer a customer's request in time. */
export function disputeTimeoutLine(timeoutAction: string | null): string {
  if (timeoutAction === 'ACCEPT_CANCELLATION') return 'sem resposta, o iFood cancela o pedido.';
  if (timeoutAction === 'REJECT_CANCELLATION') return 'sem resposta, o iFood recusa o pedido do cliente.';
  return 'sem resposta, o iFood decide sozinho.';
}

/** What an iFood order's row on the board calls staff to. */
export const IFOOD_ALERTS = ['dispute', 'refused'] as const;
export type IfoodAlert = (typeof IFOOD_ALERTS)[number];
export const IFOOD_ALERT_LABELS: Record<IfoodAlert, string> = {
  dispute: 'Cliente pediu cancelamento',
  refused: 'iFood recusou um aviso',
};

/** A cancellation asked of iFood and not answered in this long may be asked again. */
export const IFOOD_CANCELLATION_LAPSE_MS = 10 * 60_000;
export const requestLapsed = (at: Date | string | null, now: Date) =>
  !at || now.getTime() - new Date(at).getTime() > IFOOD_CANCELLATION_LAPSE_MS;
