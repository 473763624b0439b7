import { TicketPercent } from 'lucide-react';
import { couponLine } from '@shared/coupons';

/** Under the confirmation's total: 'Cupom PRIMEIRA10 · −R$ 5,00' (docs/product.md#coupons). */
export function PlacedCoupon({ order }: { order: { couponCode: string | null; discountCents: number } }) {
  const line = couponLine(order);
  if (!line) return null;
  return (
    <p data-testid="placed-discount" className="flex items-center gap-1.5 text-sm font-medium text-success">
      <TicketPercent className="size-4" aria-hidden />
      {line.label} · {line.value}
    </p>
  );
}
