// Order messages through the WhatsApp Business Cloud API (docs/product.md#whatsapp-messages):
// which moments send one, and how a message's state reads in the admin.
import { formatDateTime } from './format-date';

/** The moments the owner may pick; each order gets at most one message of each. */
export const WHATSAPP_KINDS = ['received', 'delivering', 'pickup_ready', 'cancelled', 'review'] as const;
export type WhatsappKind = (typeof WHATSAPP_KINDS)[number];

export const WHATSAPP_KIND_LABELS: Record<WhatsappKind, string> = {
  received: 'Pedido recebido',
  delivering: 'Saiu para entrega',
  pickup_ready: 'Pronto para retirada',
  cancelled: 'Cancelado',
  review: 'Convite para avaliar',
};

/**
 * queued: waiting (or waiting for a retry); sent: WhatsApp took it; delivered and read: the
 * customer's phone said so; failed: given up, with the reason; skipped: the customer stopped
 * the messages after it was queued.
 */
export const WHATSAPP_MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'read', 'failed', 'skipped'] as const;
export type WhatsappMessageStatus = (typeof WHATSAPP_MESSAGE_STATUSES)[number];

/** One message as the admin's order detail shows it. */
type WhatsappMessageView = {
  kind: WhatsappKind;
  status: WhatsappMessageStatus;
  error: string | null;
  attempts: number;
  queuedAt: string | Date;
  sentAt: string | Date | null;
  deliveredAt: string | Date | null;
  readAt: string | Date | null;
  failedAt: string | Date | null;
};

/** 'Lida · 27/11/2026 14:05', 'Falhou: <motivo>', 'Na fila (2ª tentativa)'. */
export function whatsappStatusLine(m: WhatsappMessageView): string {
  const at = (d: string | Date | null) => (d ? ` · ${formatDateTime(d)}` : '');
  switch (m.status) {
    case 'queued':
      return m.attempts > 0 ? `Na fila (nova tentativa: ${m.error ?? 'sem resposta'})` : 'Na fila';
    case 'sent':
      return `Enviada${at(m.sentAt)}`;
    case 'delivered':
      return `Entregue${at(m.deliveredAt)}`;
    case 'read':
      return `Lida${at(m.readAt)}`;
    case 'failed':
      return `Falhou: ${m.error ?? 'motivo desconhecido'}${at(m.failedAt)}`;
    case 'skipped':
      return 'Não enviada: o cliente pediu para não receber';
  }
}
