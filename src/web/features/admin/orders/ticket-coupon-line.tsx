import { couponLine } from '@shared/coupons';

/** The printed ticket's coupon line, 'Cupom PRIMEIRA10  −R$ 5,00' (docs/product.md#coupons). */
export function TicketCouponLine({
  order,
}: {
  order: { couponCode: string | null; discountCents: number; discountReason?: string | null };
}) {
  const line = couponLine(order);
  if (!line) return null;
  return (
    <div className="line" data-testid="ticket-discount">
      <span>{line.label}</span>
      <span>{line.value}</span>
    </div>
  );
}
