import { shortOrderId } from './order-number';
import type { Fulfilment } from './order-status';

/**
 * What a customer's browser shows when their order moves (docs/product.md#order-notifications):
 * the one place for these pt-BR texts. The server sends them as the push payload; the service
 * worker shows them as they come.
 */
export type OrderPushMessage = { title: string; body: string; url: string; tag: string };

/** The order event that changed something the customer sees. */
export type OrderPushEvent = {
  type: string;
  orderId: string;
  /** The status the event moved the order to (the event's payload). */
  status?: string;
  fulfilment: Fulfilment;
};

/** Where a notification's click lands: Meus Pedidos, where the order's progress shows. */
export const orderPageUrl = (publicUrl: string) => `${publicUrl.replace(/\/$/, '')}/customer/orders`;

function statusBody(status: string | undefined, fulfilment: Fulfilment): string | null {
  switch (status) {
    case 'processing':
      return 'Seu pedido está sendo preparado.';
    case 'delivering':
      return fulfilment === 'pickup' ? 'Pronto para retirada! Pode vir buscar.' : 'Seu pedido saiu para entrega!';
    case 'delivered':
      return fulfilment === 'pickup' ? 'Pedido retirado. Bom apetite!' : 'Pedido entregue. Bom apetite!';
    case 'cancelled':
      return 'Seu pedido foi cancelado.';
    default:
      return null;
  }
}

/** The notification for an order event, or null when the event says nothing to the customer. */
export function orderPushMessage(e: OrderPushEvent, publicUrl: string): OrderPushMessage | null {
  const number = shortOrderId(e.orderId);
  let body: string | null = null;
  if (e.type === 'order.status_changed') body = statusBody(e.status, e.fulfilment);
  else if (e.type === 'order.paid') body = 'Pagamento confirmado.';
  // Staff changed it before it left (docs/product.md#editing-an-order): what changed is on the order.
  else if (e.type === 'order.edited') body = 'A loja alterou seu pedido. Toque para ver o que mudou.';
  // Reviews (docs/product.md#reviews): Meus Pedidos opens the order's rating.
  else if (e.type === 'order.review_invited') body = 'Como foi seu pedido? Toque para avaliar.';
  else if (e.type === 'order.review_answered') body = 'A loja respondeu sua avaliação.';
  if (!body) return null;
  const url =
    e.type === 'order.review_invited' ? `${orderPageUrl(publicUrl)}?avaliar=${e.orderId}` : orderPageUrl(publicUrl);
  // One notification per order on the screen: a newer one replaces the older.
  return { title: `Pedido #${number}`, body, url, tag: `pedido-${number}` };
}

/** The card on Meus Pedidos (web features/customer/order-push-card.tsx). */
export const PUSH_TEXTS = {
  title: 'Receber avisos do pedido',
  explain:
    'Avisamos neste aparelho quando seu pedido for preparado, sair para entrega ou chegar, mesmo com o app fechado.',
  enable: 'Ativar avisos',
  enabling: 'Ativando...',
  retry: 'Tentar novamente',
  enabled: 'Avisos ativados',
  enabledExplain: 'Você será avisado neste aparelho a cada etapa dos seus pedidos.',
  disable: 'Desativar avisos',
  blockedTitle: 'Avisos bloqueados',
  blocked:
    'As notificações deste site estão bloqueadas no navegador. Para receber avisos, permita as notificações nas configurações do site (o cadeado ao lado do endereço) e recarregue a página.',
  failed: 'Não foi possível ativar os avisos neste navegador agora.',
} as const;
