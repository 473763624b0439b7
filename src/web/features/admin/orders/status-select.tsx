import { useState } from 'react';
import {
  ORDER_STATUSES,
  orderStatusLabel,
  orderStatusTone,
  type Fulfilment,
  type OrderStatus,
} from '@shared/order-status';
import { canLeaveCancelled, isPaidOnline } from '@shared/refund';
import { useCurrentUser } from '@web/features/auth/use-current-user';
import { cn } from '@web/lib/cn';
import type { AdminOrderRow } from './orders-api';
import { RefundDialog } from './refund-dialog';

const TONE = {
  amber: 'bg-amber-100 text-amber-900 border-amber-200',
  blue: 'bg-blue-100 text-blue-900 border-blue-200',
  violet: 'bg-violet-100 text-violet-900 border-violet-200',
  green: 'bg-green-100 text-green-900 border-green-200',
  red: 'bg-red-100 text-red-900 border-red-200',
  grey: 'bg-stone-100 text-stone-800 border-stone-200',
} as const;

/**
 * The status selector of the orders table: one click changes the status, coloured by status.
 * `allowed` greys out the statuses this order cannot take (canSetStatus). Given the `order`,
 * 'Cancelado' on a card order paid online first asks whether to refund it too, and a cancelled
 * card order without its money stays cancelled (canLeaveCancelled).
 */
export function StatusSelect({
  value,
  onChange,
  disabled,
  label,
  allowed = () => true,
  describedBy,
  order,
  fulfilment,
}: {
  value: string;
  onChange: (s: OrderStatus) => void;
  disabled?: boolean;
  label: string;
  allowed?: (s: OrderStatus) => boolean;
  describedBy?: string;
  order?: Pick<AdminOrderRow, 'id' | 'status' | 'paymentMethod' | 'paymentStatus' | 'totalCents'>;
  /** The options read as the order's fulfilment says ('Pronto para retirada' for pickup). */
  fulfilment: Fulfilment;
}) {
  const [asking, setAsking] = useState(false);
  const { can } = useCurrentUser();
  // Only a role that gives money back is asked whether to (docs/product.md#staff-roles).
  const change = (s: OrderStatus) =>
    s === 'cancelled' && order && isPaidOnline(order) && can('refunds') ? setAsking(true) : onChange(s);
  return (
    <>
      <select
        aria-label={label}
        aria-describedby={describedBy}
        value={value}
        disabled={disabled}
        onChange={(e) => change(e.target.value as OrderStatus)}
        className={cn(
          'min-h-11 rounded-full border px-3 pr-8 text-sm font-semibold focus:outline-none disabled:opacity-60',
          TONE[orderStatusTone(value)],
        )}
      >
        {ORDER_STATUSES.map((s) => (
          <option key={s} value={s} disabled={!allowed(s) || (order && !canLeaveCancelled(order, s))}>
            {orderStatusLabel(s, fulfilment)}
          </option>
        ))}
      </select>
      {order && asking && (
        <RefundDialog
          order={order}
          mode="cancel"
          open={asking}
          onOpenChange={setAsking}
          onCancelOnly={() => onChange('cancelled')}
        />
      )}
    </>
  );
}
