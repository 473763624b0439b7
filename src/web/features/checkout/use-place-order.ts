import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import type { OrderQuote } from '@shared/contract/orders';
import { formatBRL } from '@shared/money';
import { scheduledForLabel } from '@shared/order-slots';
import type { CheckoutForm, OrderLineInput, PlaceOrderResult } from '@shared/schemas/checkout';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { ME_KEY } from '../auth/use-current-user';
import type { CartUpdate } from '../cart/cart-quote';
import { cart } from '../cart/cart-store';
import { payPageUrl } from '../payment/payment-api';
import { placeOrder, refusalMessage } from './checkout-api';
import type { CheckoutFormApi } from './checkout-form';
import { forgetIdempotencyKey, idempotencyKeyFor } from './checkout-key';
import { nextPath } from './order-placed';
import { ORDER_QUOTE_KEY, quoteQuery, quoteRequest } from './use-order-quote';
import { ORDER_SLOTS_KEY } from './use-when';

const QUOTE_FAILED_MESSAGE = 'Não foi possível conferir os preços agora. Tente novamente.';
const REMOVE_FLAGGED_MESSAGE = 'Remova do carrinho os itens marcados para continuar.';
const PICK_SLOT_MESSAGE = 'Escolha o dia e o horário do agendamento.';
const PLACE_FAILED_MESSAGE = 'Ocorreu um erro ao finalizar o pedido. Tente novamente.';

type Checkout = {
  form: CheckoutFormApi;
  items: OrderLineInput[];
  /** Whether this is a scheduled order, and the slot picked (null until one is). */
  when: { scheduling: boolean; scheduledFor: string | null };
  coupon: { code: string | null; refuse: (message: string) => void };
  /** Whether the customer chose to use their cashback balance (docs/product.md#cashback). */
  useCashback: boolean;
  /** 'Receber atualizações pelo WhatsApp'; undefined where the store does not send them. */
  whatsappUpdates: boolean | undefined;
  /** The total on screen, the one the customer confirms. */
  totalCents: number;
  takeQuote: (q: OrderQuote) => CartUpdate;
  /** Why the store does not deliver to the address typed; null when it does. */
  refusal: string | null;
  onPlaced: (r: PlaceOrderResult) => void;
};

/**
 * 'Confirmar pedido' (docs/product.md#checkout): the quote of what is confirmed is asked again,
 * the order is placed for that total with this cart's idempotency key, and the customer goes
 * on to pay or to the order. Every refusal is said under the button and in a toast.
 */
export function usePlaceOrder(checkout: Checkout) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const cartSignature = JSON.stringify(checkout.items);
  const idempotencyKey = useMemo(() => idempotencyKeyFor(cartSignature), [cartSignature]);
  const [error, setError] = useState<string | null>(null);
  useAddressRefusalGone(checkout.refusal, setError);
  const refuse = (message: string) => {
    setError(message);
    toast.error(message);
  };

  const onSubmit = checkout.form.handleSubmit(async (values) => {
    setError(null);
    if (checkout.when.scheduling && !checkout.when.scheduledFor) return refuse(PICK_SLOT_MESSAGE);
    const confirmed = await confirmedQuote(qc, checkout, values, refuse);
    if (!confirmed) return;
    let result: PlaceOrderResult;
    try {
      result = await placeOrder({
        form: values,
        items: checkout.items,
        idempotencyKey,
        quotedTotalCents: confirmed.totalCents,
        scheduledFor: checkout.when.scheduledFor,
        couponCode: confirmed.coupon?.applied ? confirmed.coupon.code : null,
        useCashback: (confirmed.cashback?.appliedCents ?? 0) > 0,
        whatsappUpdates: checkout.whatsappUpdates,
      });
    } catch (err) {
      refuse(refusalMessage(err, PLACE_FAILED_MESSAGE));
      return refreshAfterRefusal(qc, err, checkout.coupon.refuse);
    }
    afterPlaced(qc, navigate, result, checkout.onPlaced);
  });
  return { onSubmit, error, clearError: () => setError(null) };
}

/** An address's refusal under the button goes once the address is one the store delivers to (docs/product.md#delivery-fee). */
function useAddressRefusalGone(refusal: string | null, setError: Dispatch<SetStateAction<string | null>>) {
  const lastRefusal = useRef<string | null>(null);
  useEffect(() => {
    const was = lastRefusal.current;
    lastRefusal.current = refusal;
    if (!refusal && was) setError((e) => (e === was ? null : e));
  }, [refusal, setError]);
}

/**
 * The quote of what is being confirmed (the one on screen when the address has settled), when
 * it is the total the customer saw; otherwise null, with the reason said.
 */
async function confirmedQuote(
  qc: QueryClient,
  checkout: Checkout,
  values: CheckoutForm,
  refuse: (message: string) => void,
): Promise<OrderQuote | null> {
  const stop = (message: string) => {
    refuse(message);
    return null;
  };
  const request = quoteRequest(checkout.items, values.fulfilment, values, checkout.coupon.code, checkout.useCashback);
  let confirmed: OrderQuote;
  try {
    confirmed = (await qc.fetchQuery(quoteQuery(request))).quote;
  } catch (err) {
    return stop(refusalMessage(err, QUOTE_FAILED_MESSAGE));
  }
  if (confirmed.coupon && !confirmed.coupon.applied) {
    checkout.coupon.refuse(confirmed.coupon.message);
    return stop(confirmed.coupon.message);
  }
  const update = checkout.takeQuote(confirmed);
  if (update.problems.size > 0) return stop(REMOVE_FLAGGED_MESSAGE);
  if (update.changed || confirmed.totalCents !== checkout.totalCents)
    return stop(`O total do pedido é ${formatBRL(confirmed.totalCents)}. Confira o resumo e confirme de novo.`);
  return confirmed;
}

/** What a refused order changes on screen, so the customer confirms again with what is true now. */
function refreshAfterRefusal(qc: QueryClient, err: unknown, refuseCoupon: (message: string) => void) {
  if (!(err instanceof ApiError)) return;
  // Prices changed after the quote: the summary asks for the new one, and the customer confirms again.
  if (err.code === 'quote_changed') void qc.invalidateQueries({ queryKey: ORDER_QUOTE_KEY });
  // The coupon went meanwhile (its last use, its end): the summary is priced without it.
  if (err.code?.startsWith('coupon_')) {
    if (err.code !== 'coupon_changed') refuseCoupon(err.message);
    void qc.invalidateQueries({ queryKey: ORDER_QUOTE_KEY });
  }
  // The balance was used or expired meanwhile: the summary is priced with what is left.
  if (err.code === 'cashback_changed') void qc.invalidateQueries({ queryKey: ORDER_QUOTE_KEY });
  // The slot filled up or passed: the picker shows the slots as they are now.
  if (err.code === 'slot_full' || err.code === 'slot_unavailable')
    void qc.invalidateQueries({ queryKey: ORDER_SLOTS_KEY });
}

/** The order is placed: the cart empties, and the customer goes on to the PIX code, the card payment or the order. */
function afterPlaced(
  qc: QueryClient,
  navigate: NavigateFunction,
  result: PlaceOrderResult,
  onPlaced: Checkout['onPlaced'],
) {
  cart.clear();
  forgetIdempotencyKey();
  void qc.invalidateQueries({ queryKey: ME_KEY });
  // The confirmation replaces the form at once (and keeps the empty cart from redirecting).
  onPlaced(result);
  const done = result.order.scheduledFor
    ? `Pedido agendado para ${scheduledForLabel(result.order.scheduledFor)}`
    : 'Pedido realizado com sucesso!';
  if (result.order.paymentMethod === 'pix' && result.order.pixCode) {
    toast.success(done);
    window.scrollTo({ top: 0 });
    return;
  }
  if (result.order.paymentMethod === 'stripe' && result.clientSecret) {
    toast.success('Redirecionando para a página de pagamento');
    const payUrl = payPageUrl(result.order.id, result.clientSecret, result.order.totalCents);
    // A new tab (docs/product.md#checkout); a browser that blocks it gets the payment page here instead.
    // (With the 'noopener' feature window.open always answers null, so the opener is cut by hand.)
    const tab = window.open(payUrl, '_blank');
    if (!tab) {
      window.location.assign(payUrl);
      return;
    }
    tab.opener = null;
  } else {
    toast.success(done);
  }
  navigate(nextPath(result), { replace: true });
}
