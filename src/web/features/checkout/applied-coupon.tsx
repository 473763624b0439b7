import { X } from 'lucide-react';
import type { QuoteCoupon } from '@shared/contract/coupons';
import { couponLine } from '@shared/coupons';
import { Button } from '@web/components/ui/button';

/** The coupon the quote applied: its code, 'Cupom aplicado: −R$ 5,00', and 'Remover'. */
export function AppliedCoupon({
  coupon,
  onRemove,
}: {
  coupon: Extract<QuoteCoupon, { applied: true }>;
  onRemove: () => void;
}) {
  const line = couponLine({ couponCode: coupon.code, discountCents: coupon.discountCents });
  return (
    <div
      role="status"
      className="flex items-center gap-3 rounded-xl border border-dashed border-success/50 bg-green-50 px-3 py-2"
    >
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-mono font-bold tracking-wide text-success">{coupon.code}</p>
        <p className="text-muted">
          Cupom aplicado
          {line && (
            <>
              : <span className="font-semibold whitespace-nowrap text-success">{line.value}</span>
            </>
          )}
        </p>
      </div>
      <Button variant="ghost" onClick={onRemove} className="text-danger">
        <X className="size-4" aria-hidden /> Remover
      </Button>
    </div>
  );
}
