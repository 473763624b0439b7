import { ShoppingBag } from 'lucide-react';
import { IFOOD_ACTION_LABELS } from '@shared/ifood';
import { DetailSection } from './detail-section';
import type { AdminOrderDetail } from './orders-api';

const STATE: Record<AdminOrderDetail['ifoodActions'][number]['status'], { text: string; tone: string }> = {
  queued: { text: 'enviando ao iFood…', tone: 'text-muted' },
  done: { text: 'iFood avisado', tone: 'text-success' },
  failed: { text: 'o iFood não aceitou', tone: 'text-danger' },
};

/** 'iFood' (docs/product.md#ifood): iFood's number for the order, and each status change told to iFood. */
export function OrderIfoodSection({ order }: { order: AdminOrderDetail }) {
  if (order.channel !== 'ifood') return null;
  return (
    <DetailSection title={`iFood #${order.externalDisplayId ?? ''}`} icon={ShoppingBag}>
      <p className="text-muted">Preços e totais do iFood. Cancelamentos são feitos pelo iFood.</p>
      {order.ifoodActions.length > 0 && (
        <ul className="mt-1 flex flex-col gap-1" data-testid="order-ifood-actions">
          {order.ifoodActions.map((a) => (
            <li key={a.action} className="flex flex-wrap gap-x-2">
              <span className="font-medium">{IFOOD_ACTION_LABELS[a.action]}</span>
              <span className={STATE[a.status].tone}>{STATE[a.status].text}</span>
              {a.status === 'failed' && a.error && <span className="text-xs text-muted">({a.error})</span>}
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
