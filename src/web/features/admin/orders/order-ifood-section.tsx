import { ShoppingBag } from 'lucide-react';
import { IFOOD_ACTION_LABELS, IFOOD_CANCELLATION_LABELS, requestLapsed } from '@shared/ifood';
import { DetailSection } from './detail-section';
import { IfoodCancelDialog } from './ifood-cancel-dialog';
import { IfoodDisputeBox } from './ifood-dispute-box';
import type { AdminOrderDetail } from './orders-api';

const STATE: Record<AdminOrderDetail['ifoodActions'][number]['status'], { text: string; tone: string }> = {
  queued: { text: 'enviando ao iFood…', tone: 'text-muted' },
  done: { text: 'iFood avisado', tone: 'text-success' },
  failed: { text: 'o iFood não aceitou', tone: 'text-danger' },
};

/**
 * 'iFood' (docs/product.md#ifood): iFood's number for the order, each status change told to
 * iFood, the customer's request made there, and the way to ask iFood to cancel.
 */
export function OrderIfoodSection({ order }: { order: AdminOrderDetail }) {
  if (order.channel !== 'ifood') return null;
  const cancellation = order.ifoodCancellation;
  const mayAsk =
    order.status !== 'cancelled' && (cancellation?.state !== 'requested' || requestLapsed(cancellation.at, new Date()));
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
      {order.ifoodDispute && <IfoodDisputeBox orderId={order.id} dispute={order.ifoodDispute} />}
      {cancellation && order.status !== 'cancelled' && (
        <p
          className={
            cancellation.state === 'failed' ? 'mt-2 font-medium text-danger' : 'mt-2 font-medium text-amber-800'
          }
          data-testid="ifood-cancellation"
        >
          {IFOOD_CANCELLATION_LABELS[cancellation.state]}
          {cancellation.state === 'failed' && cancellation.reason && `: ${cancellation.reason}`}
        </p>
      )}
      {mayAsk && <IfoodCancelDialog orderId={order.id} displayId={order.externalDisplayId} />}
    </DetailSection>
  );
}
