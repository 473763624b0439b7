import { Link } from 'react-router';
import { normalizeCouponCode } from '@shared/coupons';
import { COUPON_SIGN_IN_MESSAGE } from '@shared/schemas/coupons';
import { Button } from '@web/components/ui/button';
import { fieldAria, FieldMessage } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';

/**
 * The code field and 'Aplicar' (both held while a code is asked), and the refusal under them;
 * the refusal that asks to sign in links to 'Entrar'.
 */
export function CouponCodeInput({
  typed,
  onType,
  code,
  error,
  onApply,
}: {
  typed: string;
  onType: (typed: string) => void;
  /** The code being asked, if any. */
  code: string | null;
  error: string | null;
  onApply: (code: string) => void;
}) {
  const apply = () => {
    const c = normalizeCouponCode(typed);
    if (c) onApply(c);
  };
  return (
    <>
      <div className="flex gap-2">
        <Input
          id="checkout-coupon"
          value={typed}
          onChange={(e) => onType(e.target.value.toUpperCase())}
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
            <Link to="/login?redirect=/checkout" className="font-semibold text-primary underline underline-offset-4">
              Entrar
            </Link>
          </>
        )}
      </FieldMessage>
    </>
  );
}
