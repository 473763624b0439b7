import { shortOrderId } from '@shared/order-number';
import type { WhatsappKind } from '@shared/whatsapp-messages';

/**
 * The template each moment sends, as registered in WhatsApp Manager (README "WhatsApp
 * messages" has their body texts): Meta only lets a business start a conversation with an
 * approved template. Their body takes, in order, the customer's first name, the order number
 * and the link to Meus Pedidos ('avaliar_pedido': to the order's review page).
 */
export const WHATSAPP_TEMPLATES: Record<WhatsappKind, string> = {
  received: 'pedido_recebido',
  delivering: 'pedido_saiu_para_entrega',
  pickup_ready: 'pedido_pronto_para_retirada',
  cancelled: 'pedido_cancelado',
  review: 'avaliar_pedido',
};

/** The templates' language, as registered. */
export const WHATSAPP_LANGUAGE = 'pt_BR';

/** Meta refuses an empty parameter, and one with line breaks or tabs. */
const FALLBACK_NAME = 'cliente';

/** The body's parameters of an order's message: first name, '#3f2a9c1b', the link. */
export function templateParameters(order: { id: string; customerName: string }, link: string): string[] {
  const first = order.customerName.trim().split(/\s+/)[0]?.slice(0, 40) ?? '';
  return [first || FALLBACK_NAME, `#${shortOrderId(order.id)}`, link];
}
