import { TicketPercent } from 'lucide-react';
import { cn } from '@web/lib/cn';

/**
 * The coupon under a row's total, why it is lower than the items (docs/product.md#coupons): the
 * ticket icon and the code, cut short so a 40-character code keeps the table's columns in place.
 */
export function CouponTag({ code, className }: { code: string; className?: string }) {
  return (
    <span
      data-testid="coupon-tag"
      title={`Cupom ${code}`}
      className={cn('inline-flex max-w-28 items-center gap-1 text-xs font-semibold text-success', className)}
    >
      <TicketPercent className="size-3.5 shrink-0" aria-hidden />
      <span className="sr-only">Cupom </span>
      <span className="truncate">{code}</span>
    </span>
  );
}
