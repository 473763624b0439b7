import { MessageCircle } from 'lucide-react';
import { shortOrderId } from '@shared/order-number';
import { ORDER_STATUSES, type OrderStatus } from '@shared/order-status';
import { statusMessage, whatsappLink } from '@shared/whatsapp';
import type { AdminOrderDetail } from './orders-api';

/**
 * One tap to WhatsApp the customer (docs/product.md#whatsapp), the message of the order's current
 * status already typed ('Seu pedido saiu para entrega!'). Nothing when the phone is not a Brazilian mobile or landline.
 */
export function CustomerWhatsappLink({ order }: { order: AdminOrderDetail }) {
  const status = ORDER_STATUSES.find((s): s is OrderStatus => s === order.status);
  if (!status) return null;
  const href = whatsappLink(
    order.customerPhone,
    statusMessage({
      number: shortOrderId(order.id),
      customerName: order.customerName,
      status,
      fulfilment: order.fulfilment,
    }),
  );
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="customer-whatsapp"
      className="mt-1 inline-flex min-h-11 items-center gap-2 self-start rounded-xl bg-green-50 px-3 text-sm font-semibold text-success ring-1 ring-green-200 hover:bg-green-100"
    >
      <MessageCircle className="size-4" aria-hidden />
      Avisar pelo WhatsApp
      <span className="sr-only"> (abre em nova aba)</span>
    </a>
  );
}
