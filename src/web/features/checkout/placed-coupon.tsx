import { TicketPercent } from 'lucide-react';
import { discountLines } from '@shared/coupons';

/** Under the confirmation's total: 'Cupom PRIMEIRA10 · −R$ 5,00' and the cashback used (docs/product.md#coupons). */
export function PlacedCoupon({
  order,
}: {
  order: { couponCode: string | null; discountCents: number; cashbackCents?: number };
}) {
  return discountLines(order).map((line) => (
    <p
      key={line.kind}
      data-testid={line.kind === 'cashback' ? 'placed-cashback' : 'placed-discount'}
      className="flex items-center gap-1.5 text-sm font-medium text-success"
    >
      <TicketPercent className="size-4" aria-hidden />
      {line.label} · {line.value}
    </p>
  ));
}
