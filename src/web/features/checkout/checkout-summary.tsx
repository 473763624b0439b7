import { cashbackLine } from '@shared/cashback';
import type { StoreInfo } from '@shared/contract/store';
import { couponLine } from '@shared/coupons';
import { choiceName } from '@shared/option-choices';
import { scheduledForLabel } from '@shared/order-slots';
import type { Fulfilment } from '@shared/order-status';
import { applyQuote } from '../cart/cart-quote';
import { cart, type CartLine } from '../cart/cart-store';
import { OrderSummary } from './order-summary';
import type { SummaryLine } from './summary-line-item';
import type { CheckoutQuote } from './use-order-quote';

/**
 * The checkout's summary: the cart's lines at the quote's prices (a line that cannot be ordered
 * says why), the fee as far as it is known, the coupon's line, and when the order comes.
 */
export function CheckoutSummary({
  lines,
  lineTotal,
  priced,
  store,
  fulfilment,
  scheduledFor,
  online,
}: {
  lines: CartLine[];
  /** A line's total at the cart's own prices, until the quote prices it. */
  lineTotal: (l: CartLine) => number;
  priced: CheckoutQuote;
  store: StoreInfo;
  fulfilment: Fulfilment;
  scheduledFor: string | null;
  online: boolean;
}) {
  const { quote, fee, coupon } = priced;
  const problems = quote ? applyQuote(lines, quote).problems : new Map<string, string>();
  const summaryLines = lines.map((l, i): SummaryLine => {
    const q = quote?.lines[i];
    const line = q?.available ? q : null;
    return {
      id: l.id,
      name: line?.name ?? l.name,
      quantity: l.quantity,
      options: (line?.selectedOptions ?? l.selectedOptions).map(choiceName),
      totalCents: line?.totalPriceCents ?? lineTotal(l),
      problem: problems.get(l.id) ?? null,
    };
  });
  return (
    <OrderSummary
      lines={summaryLines}
      onRemove={(id) => cart.remove(id)}
      subtotalCents={priced.subtotalCents}
      totalCents={priced.totalCents}
      // Offline no fee can be worked out; the note by the button says why (not an error).
      fee={online ? fee : { ...fee, message: null, loading: false }}
      minOrderCents={store.minOrderCents}
      freeDeliveryThresholdCents={fulfilment === 'pickup' ? null : store.freeDeliveryThresholdCents}
      coupon={coupon?.applied ? couponLine({ couponCode: coupon.code, discountCents: priced.discountCents }) : null}
      cashback={cashbackLine({ cashbackCents: priced.cashbackCents })}
      time={
        scheduledFor
          ? { label: 'Agendado para', value: scheduledForLabel(scheduledFor), pickup: fulfilment === 'pickup' }
          : fulfilment === 'pickup'
            ? { label: 'Retirada em', value: store.pickupTime, pickup: true }
            : { label: 'Entrega em', value: store.deliveryTime, pickup: false }
      }
    />
  );
}
