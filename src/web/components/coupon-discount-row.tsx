import { couponLine } from '@shared/coupons';
import { cn } from '../lib/cn';

/**
 * The coupon's row in an order's totals ('Cupom PRIMEIRA10' '−R$ 5,00', docs/product.md#coupons),
 * inside the screen's <dl>; nothing for an order without a discount.
 */
export function CouponDiscountRow({
  order,
  className,
}: {
  order: { couponCode: string | null; discountCents: number; discountReason?: string | null };
  className?: string;
}) {
  const line = couponLine(order);
  if (!line) return null;
  return (
    <div className={cn('flex justify-between', className)} data-testid="order-discount">
      <dt>{line.label}</dt>
      <dd className="font-semibold text-success">{line.value}</dd>
    </div>
  );
}
