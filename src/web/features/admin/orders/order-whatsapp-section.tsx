import { MessageCircle } from 'lucide-react';
import { WHATSAPP_KIND_LABELS, whatsappStatusLine } from '@shared/whatsapp-messages';
import { DetailSection } from './detail-section';
import type { AdminOrderDetail } from './orders-api';

const TONE: Record<AdminOrderDetail['whatsapp'][number]['status'], string> = {
  queued: 'text-muted',
  sent: 'text-ink',
  delivered: 'text-ink',
  read: 'text-success',
  failed: 'text-danger',
  skipped: 'text-muted',
};

/** 'WhatsApp' (docs/product.md#whatsapp-messages): each message sent about the order, and what became of it. */
export function OrderWhatsappSection({ order }: { order: AdminOrderDetail }) {
  if (!order.whatsapp.length) return null;
  return (
    <DetailSection title="WhatsApp" icon={MessageCircle}>
      <ul className="flex flex-col gap-1" data-testid="order-whatsapp">
        {order.whatsapp.map((m) => (
          <li key={m.kind} className="flex flex-wrap gap-x-2">
            <span className="font-medium">{WHATSAPP_KIND_LABELS[m.kind]}</span>
            <span className={TONE[m.status]}>{whatsappStatusLine(m)}</span>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
