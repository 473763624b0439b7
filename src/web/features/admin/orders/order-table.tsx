import { formatDateTime } from '@shared/format-date';
import { formatBRL } from '@shared/money';
import { shortOrderId } from '@shared/order-number';
import { PaymentBadge } from '@web/components/payment-badge';
import { staffPaymentBadge } from '@web/components/payment-badge-text';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { CouponTag } from './coupon-tag';
import { HeldNote, itemsLabel, RowActionButtons, RowStatusSelect } from './order-row-controls';
import { OrderTags } from './order-tags';
import type { AdminOrderRow } from './orders-api';
import { ScheduledBadge } from './scheduled-badge';
import type { OrderRowActions } from './use-order-rows';

/**
 * The orders as a table where the list is wide enough for it (a laptop; cards on a tablet or a
 * phone, order-cards.tsx): the date sits under the number, so the status and both buttons fit.
 */
export function OrderTable({ orders, actions }: { orders: AdminOrderRow[]; actions: OrderRowActions }) {
  return (
    <Card className="hidden overflow-x-auto @min-[58rem]:block">
      <table className="w-full text-left text-sm">
        <thead className="bg-canvas text-xs tracking-wide text-muted uppercase">
          <tr>
            <th className="px-4 py-3 font-semibold">Pedido</th>
            <th className="px-4 py-3 font-semibold">Cliente</th>
            <th className="px-4 py-3 font-semibold">Status</th>
            <th className="px-4 py-3 font-semibold">Total</th>
            <th className="px-4 py-3 font-semibold">
              <span className="sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {orders.map((o) => (
            <OrderTableRow key={o.id} order={o} actions={actions} />
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function OrderTableRow({ order: o, actions }: { order: AdminOrderRow; actions: OrderRowActions }) {
  return (
    <tr data-testid="order-row" className={cn('hover:bg-canvas/50', actions.isNew(o) && 'bg-amber-50')}>
      <td className="px-4 py-2.5">
        <button type="button" className="text-left" onClick={() => actions.open(o.id)}>
          <span className="font-bold">#{shortOrderId(o.id)}</span>
          <OrderTags order={o} className="ml-1.5" />
          {o.scheduledFor && <ScheduledBadge at={o.scheduledFor} className="mt-0.5 flex w-fit" />}
          <span className="block text-xs whitespace-nowrap text-muted">
            {itemsLabel(o.itemCount)} · {formatDateTime(o.createdAt)}
          </span>
        </button>
      </td>
      <td className="max-w-48 truncate px-4 py-2.5">{o.customerName}</td>
      <td className="px-4 py-2.5">
        <RowStatusSelect order={o} actions={actions} />
        <HeldNote order={o} />
      </td>
      <td className="px-4 py-2.5 whitespace-nowrap">
        <span className="block font-semibold">{formatBRL(o.totalCents)}</span>
        {o.couponCode && <CouponTag code={o.couponCode} className="flex" />}
        <PaymentBadge badge={staffPaymentBadge(o)} className="mt-0.5" />
      </td>
      <td className="px-4 py-2.5">
        <RowActionButtons order={o} actions={actions} />
      </td>
    </tr>
  );
}
