import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QuoteCashback } from '@shared/contract/cashback';
import type { QuoteCoupon } from '@shared/contract/coupons';
import type { OrderQuote } from '@shared/contract/orders';
import type { StoreInfo } from '@shared/contract/store';
import { couponDiscountCents } from '@shared/coupons';
import { addressComplete, applyFreeDelivery, deliveryRefused, FEE_ERROR_MESSAGE } from '@shared/delivery';
import type { CheckoutFulfilment as Fulfilment } from '@shared/order-status';
import type { FeePreviewInput, OrderLineInput } from '@shared/schemas/checkout';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { fetchQuote } from './checkout-api';

export type DeliveryFee = {
  feeCents: number;
  baseFeeCents: number;
  free: boolean;
  message: string | null;
  loading: boolean;
  distanceKm: number | null;
  /** The store does not deliver to this address, or the map does not know it: the order will be refused, and no fee counts. */
  refused: boolean;
  /** By bairro, before the address is complete: no fee shown yet. */
  awaitingBairro: boolean;
};

/**
 * What checkout asks the server to price: the cart's ids and quantities, delivery or pickup, a
 * delivery's address once complete, and the coupon applied (docs/product.md#coupons).
 */
export type QuoteRequest = {
  items: OrderLineInput[];
  fulfilment: Fulfilment;
  address: FeePreviewInput | null;
  couponCode?: string;
  /** Price it using the signed-in customer's cashback balance (docs/product.md#cashback). */
  useCashback?: boolean;
};

export const ORDER_QUOTE_KEY = ['order-quote'] as const;
const QUOTE_DEBOUNCE_MS = 500;
const FIELDS = ['street', 'number', 'neighborhood', 'city', 'state', 'zipCode'] as const;

export function quoteRequest(
  items: OrderLineInput[],
  fulfilment: Fulfilment,
  address: { [K in keyof FeePreviewInput]?: string },
  couponCode: string | null = null,
  useCashback = false,
): QuoteRequest {
  const typed = Object.fromEntries(FIELDS.map((f) => [f, (address[f] ?? '').trim()])) as FeePreviewInput;
  const asked = { ...(couponCode && { couponCode }), ...(useCashback && { useCashback }) };
  if (fulfilment === 'pickup' || !addressComplete(typed)) return { items, fulfilment, address: null, ...asked };
  return { items, fulfilment, address: typed, ...asked };
}

/** The query of one request (its answer says which request it answers): cached a little, so the confirm button reuses the quote on screen. */
export const quoteQuery = (request: QuoteRequest) => ({
  queryKey: [...ORDER_QUOTE_KEY, JSON.stringify(request)],
  queryFn: async ({ signal }: { signal: AbortSignal }) => ({ request, quote: await fetchQuote(request, signal) }),
  staleTime: 30_000,
  retry: false,
});

export type CheckoutQuote = {
  /** The server's quote of the cart's current lines; null until it answers, or on a failure. */
  quote: OrderQuote | null;
  fee: DeliveryFee;
  /** What the summary shows as the total: the one confirming sends when the address is the quote's. */
  totalCents: number;
  /** The summary's subtotal: the quote's, or the cart's own until it answers. */
  subtotalCents: number;
  /** The server's answer about the coupon asked (applied or why not); null while it is asked, or with none. */
  coupon: QuoteCoupon | null;
  /** What the applied coupon takes off the total shown. */
  discountCents: number;
  /** Why the quote of a code could not be had (e.g. too many wrong codes); null otherwise. */
  couponFailure: Error | null;
  /** The quote's cashback (the balance, what it uses and earns) while it answers this cart; null with the program off. */
  cashback: QuoteCashback | null;
  /** What the balance takes off the total shown. */
  cashbackCents: number;
};

/**
 * The cart priced by the server (POST /api/orders/quote, docs/product.md#checkout): one request when
 * checkout opens, and one 500 ms after the cart or a complete address last changed (an address
 * asked before answers from the cache), with the fee of that address. While the address is
 * incomplete the store's fixed fee is shown as an estimate; confirming asks for the quote of
 * the address typed.
 */
export function useOrderQuote(
  items: OrderLineInput[],
  fulfilment: Fulfilment,
  address: FeePreviewInput,
  store: StoreInfo,
  cartSubtotalCents: number,
  couponCode: string | null = null,
  useCashback = false,
): CheckoutQuote {
  const request = quoteRequest(items, fulfilment, address, couponCode, useCashback);
  const key = JSON.stringify(request);
  const settledKey = useDebouncedValue(key, QUOTE_DEBOUNCE_MS);
  const answer = useQuery({ ...quoteQuery(JSON.parse(settledKey) as QuoteRequest), placeholderData: keepPreviousData });

  // The last answer, kept while the next one is asked: its lines while they are the cart's,
  // its fee while it is the fee of the address on screen.
  const answered = answer.data;
  const quote = answered && same(answered.request.items, items) ? answered.quote : null;
  const delivery = quote && same(answered!.request.address, request.address) ? quote.delivery : null;
  const subtotalCents = quote?.subtotalCents ?? cartSubtotalCents;
  // The coupon's answer while it is the answer to the code on screen.
  const coupon =
    quote && request.couponCode && answered!.request.couponCode === request.couponCode ? quote.coupon : null;
  // Worked out with the shared rule from the fee on screen (an estimate until the address settles).
  const discount = (feeCents: number) => (coupon?.applied ? couponDiscountCents(coupon, subtotalCents, feeCents) : 0);
  const couponFailure = request.couponCode && answer.isError && settledKey === key ? answer.error : null;
  // What the balance takes, while the answer is about this cart, coupon and choice.
  const answersCashback = quote && answered!.request.couponCode === request.couponCode;
  const cashback = answersCashback ? quote.cashback : null;
  const cashbackCents = useCashback && answered?.request.useCashback ? (cashback?.appliedCents ?? 0) : 0;
  // Pickup: no fee, nothing to work out (docs/product.md#pickup).
  if (fulfilment === 'pickup')
    return {
      quote,
      subtotalCents,
      totalCents: subtotalCents - discount(0) - cashbackCents,
      coupon,
      discountCents: discount(0),
      couponFailure,
      cashback,
      cashbackCents,
      fee: {
        feeCents: 0,
        baseFeeCents: 0,
        free: false,
        message: null,
        loading: false,
        distanceKm: null,
        refused: false,
        awaitingBairro: false,
      },
    };
  // By bairro there is no fee to estimate until the address says which bairro it is.
  const awaitingBairro = store.deliveryFeeMode === 'neighbourhood' && !delivery;
  const refused = delivery !== null && deliveryRefused(delivery.status);
  const baseFeeCents = refused ? 0 : (delivery?.feeCents ?? (awaitingBairro ? 0 : store.deliveryFeeCents));
  const feeCents =
    delivery && quote?.deliveryFeeCents != null
      ? quote.deliveryFeeCents
      : applyFreeDelivery(baseFeeCents, subtotalCents, store.freeDeliveryThresholdCents);
  const failed = answer.isError && settledKey === key;
  return {
    quote,
    subtotalCents,
    totalCents: subtotalCents + feeCents - discount(feeCents) - cashbackCents,
    coupon,
    discountCents: discount(feeCents),
    couponFailure,
    cashback,
    cashbackCents,
    fee: {
      feeCents,
      baseFeeCents,
      free: feeCents === 0 && baseFeeCents > 0,
      message: delivery ? delivery.message : failed ? FEE_ERROR_MESSAGE : null,
      loading: request.address !== null && !delivery && !failed,
      distanceKm: delivery?.distanceKm ?? null,
      refused,
      awaitingBairro,
    },
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
