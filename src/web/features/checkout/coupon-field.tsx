import { TicketPercent, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { QuoteCoupon } from '@shared/contract/coupons';
import { couponLine, normalizeCouponCode } from '@shared/coupons';
import { COUPON_SIGN_IN_MESSAGE } from '@shared/schemas/coupons';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { fieldAria, FieldMessage } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';

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
  const [typed, setTyped] = useState('');
  const applied = code && answer?.applied ? answer : null;
  const line = applied ? couponLine({ couponCode: applied.code, discountCents: applied.discountCents }) : null;
  const apply = () => {
    const c = normalizeCouponCode(typed);
    if (c) onApply(c);
  };
  return (
    <Card className="p-4 sm:p-5" data-testid="coupon-field">
      <label htmlFor="checkout-coupon" className="mb-2 flex items-center gap-2 text-sm font-semibold">
        <TicketPercent className="size-4 text-primary" aria-hidden />
        Cupom de desconto
      </label>
      {applied ? (
        <div
          role="status"
          className="flex items-center gap-3 rounded-xl border border-dashed border-success/50 bg-green-50 px-3 py-2"
        >
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-mono font-bold tracking-wide text-success">{applied.code}</p>
            <p className="text-muted">
              Cupom aplicado
              {line && (
                <>
                  : <span className="font-semibold whitespace-nowrap text-success">{line.value}</span>
                </>
              )}
            </p>
          </div>
          <Button
            variant="ghost"
            onClick={() => {
              setTyped('');
              onRemove();
            }}
            className="text-danger"
          >
            <X className="size-4" aria-hidden /> Remover
          </Button>
        </div>
      ) : (
        <>
          <div className="flex gap-2">
            <Input
              id="checkout-coupon"
              value={typed}
              onChange={(e) => setTyped(e.target.value.toUpperCase())}
              onKeyDown={(e) => {
                // Enter applies the coupon instead of confirming the order.
                if (e.key === 'Enter') {
                  e.preventDefault();
                  apply();
                }
              }}
              maxLength={40}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              placeholder="Digite o código"
              disabled={!!code}
              {...fieldAria('checkout-coupon', error)}
              className="font-mono tracking-wide uppercase placeholder:font-sans placeholder:tracking-normal placeholder:normal-case"
            />
            <Button variant="outline" onClick={apply} disabled={!!code || !typed.trim()} className="shrink-0">
              {code ? 'Aplicando...' : 'Aplicar'}
            </Button>
          </div>
          <FieldMessage id="checkout-coupon" error={error} className="mt-1.5">
            {error === COUPON_SIGN_IN_MESSAGE && (
              <>
                {' '}
                <Link
                  to="/login?redirect=/checkout"
                  className="font-semibold text-primary underline underline-offset-4"
                >
                  Entrar
                </Link>
              </>
            )}
          </FieldMessage>
        </>
      )}
    </Card>
  );
}
