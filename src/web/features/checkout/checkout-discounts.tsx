import { CashbackField } from './cashback-field';
import { CouponField } from './coupon-field';
import type { useCoupon } from './use-coupon';
import type { CheckoutQuote } from './use-order-quote';

/**
 * What takes money off at checkout: the coupon (docs/product.md#coupons) and the cashback
 * balance (docs/product.md#cashback). `onChange` runs on any change, so a refusal said under the
 * button goes with it.
 */
export function CheckoutDiscounts({
  coupon,
  priced,
  signedIn,
  useCashback,
  onUseCashback,
  onChange,
}: {
  coupon: ReturnType<typeof useCoupon>;
  priced: CheckoutQuote;
  signedIn: boolean;
  useCashback: boolean;
  onUseCashback: (use: boolean) => void;
  onChange: () => void;
}) {
  return (
    <>
      <CouponField
        code={coupon.code}
        answer={priced.coupon}
        error={coupon.error}
        onApply={(c) => {
          onChange();
          coupon.apply(c);
        }}
        onRemove={() => {
          onChange();
          coupon.remove();
        }}
      />
      <CashbackField
        cashback={priced.cashback}
        signedIn={signedIn}
        use={useCashback}
        onUse={(use) => {
          onChange();
          onUseCashback(use);
        }}
      />
    </>
  );
}
