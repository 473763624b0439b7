import { discountLines } from '@shared/coupons';

/** The printed ticket's discount lines, 'Cupom PRIMEIRA10  −R$ 5,00' and the cashback used (docs/product.md#coupons). */
export function TicketCouponLine({
  order,
}: {
  order: { couponCode: string | null; discountCents: number; discountReason?: string | null; cashbackCents?: number };
}) {
  return discountLines(order).map((line) => (
    <div
      key={line.kind}
      className="line"
      data-testid={line.kind === 'cashback' ? 'ticket-cashback' : 'ticket-discount'}
    >
      <span>{line.label}</span>
      <span>{line.value}</span>
    </div>
  ));
}
