import { discountLines } from '@shared/coupons';
import { cn } from '../lib/cn';

/**
 * The discount rows in an order's totals, inside the screen's <dl>: the coupon's ('Cupom
 * PRIMEIRA10' '−R$ 5,00', docs/product.md#coupons) or staff's, and the cashback balance used
 * (docs/product.md#cashback); nothing for an order without either.
 */
export function CouponDiscountRow({
  order,
  className,
}: {
  order: { couponCode: string | null; discountCents: number; discountReason?: string | null; cashbackCents?: number };
  className?: string;
}) {
  return discountLines(order).map((line) => (
    <div
      key={line.kind}
      className={cn('flex justify-between', className)}
      data-testid={line.kind === 'cashback' ? 'order-cashback' : 'order-discount'}
    >
      <dt>{line.label}</dt>
      <dd className="font-semibold text-success">{line.value}</dd>
    </div>
  ));
}
