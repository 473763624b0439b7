import { TicketPercent } from 'lucide-react';
import { useState } from 'react';
import type { QuoteCoupon } from '@shared/contract/coupons';
import { Card } from '@web/components/ui/card';
import { AppliedCoupon } from './applied-coupon';
import { CouponCodeInput } from './coupon-code-input';

/**
 * 'Cupom de desconto' at checkout (docs/product.md#coupons): the customer types a code and taps
 * 'Aplicar'; the server's quote says whether it applies. Applied, it shows what it takes off
 * and 'Remover'; refused, the reason in pt-BR under the field.
 */
export function CouponField({
  code,
  answer,
  error,
  onApply,
  onRemove,
}: {
  /** The code applied (sent with every quote and the order); null with none. */
  code: string | null;
  /** The quote's answer about `code`; null while it is asked. */
  answer: QuoteCoupon | null;
  /** Why the last code was refused (by the quote or when placing the order). */
  error: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  // Held here, not in the input, so 'Remover' can empty it.
  const [typed, setTyped] = useState('');
  const applied = code && answer?.applied ? answer : null;
  return (
    <Card className="p-4 sm:p-5" data-testid="coupon-field">
      <label htmlFor="checkout-coupon" className="mb-2 flex items-center gap-2 text-sm font-semibold">
        <TicketPercent className="size-4 text-primary" aria-hidden />
        Cupom de desconto
      </label>
      {applied ? (
        <AppliedCoupon
          coupon={applied}
          onRemove={() => {
            setTyped('');
            onRemove();
          }}
        />
      ) : (
        <CouponCodeInput typed={typed} onType={setTyped} code={code} error={error} onApply={onApply} />
      )}
    </Card>
  );
}
