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

/** The orders as cards, on phones and, two abreast, on tablets (the table takes over on wider lists). */
export function OrderCards({ orders, actions }: { orders: AdminOrderRow[]; actions: OrderRowActions }) {
  return (
    <ul className="grid grid-cols-1 gap-2 @2xl:grid-cols-2 @min-[58rem]:hidden">
      {orders.map((o) => (
        <li key={o.id}>
          <OrderCard order={o} actions={actions} />
        </li>
      ))}
    </ul>
  );
}

function OrderCard({ order: o, actions }: { order: AdminOrderRow; actions: OrderRowActions }) {
  return (
    <Card
      className={cn('flex h-full flex-col gap-3 p-4', actions.isNew(o) && 'ring-2 ring-amber-400')}
      data-testid="order-row"
    >
      <button
        type="button"
        className="flex items-start justify-between gap-3 text-left"
        onClick={() => actions.open(o.id)}
      >
        <CardSummary order={o} isNew={actions.isNew(o)} />
        <span className="flex flex-col items-end gap-1">
          <span className="font-bold whitespace-nowrap">{formatBRL(o.totalCents)}</span>
          {o.couponCode && <CouponTag code={o.couponCode} />}
          <PaymentBadge badge={staffPaymentBadge(o)} />
        </span>
      </button>
      {/* its own row too: the date and time need the card's width at 360 px */}
      {o.scheduledFor && <ScheduledBadge at={o.scheduledFor} className="-mt-1 self-start" />}
      {/* at the card's foot, level with its neighbour's in two columns */}
      <div className="mt-auto">
        <div className="flex items-center justify-between gap-2">
          {/* the selector shrinks so the two action buttons always fit at 360 px */}
          <div className="min-w-0 flex-1 [&>select]:w-full">
            <RowStatusSelect order={o} actions={actions} />
          </div>
          <div className="shrink-0">
            <RowActionButtons order={o} actions={actions} />
          </div>
        </div>
        <HeldNote order={o} />
      </div>
    </Card>
  );
}

/** The number ('Novo' beside it until seen), pickup, customer, items and time. */
function CardSummary({ order: o, isNew }: { order: AdminOrderRow; isNew: boolean }) {
  return (
    <div className="min-w-0">
      <p className="font-bold">
        #{shortOrderId(o.id)}{' '}
        {isNew && <span className="ml-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">Novo</span>}
      </p>
      {/* its own line: beside the number it would squeeze the total's column */}
      <OrderTags order={o} className="my-0.5" />
      <p className="truncate text-sm">{o.customerName}</p>
      <p className="text-xs text-muted">
        {itemsLabel(o.itemCount)} · {formatDateTime(o.createdAt)}
      </p>
    </div>
  );
}
