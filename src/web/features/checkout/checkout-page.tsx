import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, MessageSquareText, UserRound } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { maskPhone } from '@shared/masks';
import { couponLine } from '@shared/coupons';
import { formatBRL } from '@shared/money';
import { scheduledForLabel } from '@shared/order-slots';
import { choiceName } from '@shared/option-choices';
import { orderLineOf } from '@shared/pricing';
import {
  checkoutFormSchema,
  type CheckoutForm,
  type CheckoutFormInput,
  type PlaceOrderResult,
} from '@shared/schemas/checkout';
import type { OrderQuote } from '@shared/contract/orders';
import type { StoreInfo } from '@shared/contract/store';
import { OFFLINE_CHECKOUT_ID, OfflineCheckoutNote } from '../../components/offline-notice';
import { Button } from '../../components/ui/button';
import { TextareaField, TextField } from '../../components/ui/field';
import { LoadingState } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { formField } from '../../lib/form-field';
import { useOnline } from '../../lib/use-online';
import type { CurrentUser } from '../auth/auth-api';
import { ME_KEY, useCurrentUser } from '../auth/use-current-user';
import { applyQuote } from '../cart/cart-quote';
import { cart, useCart } from '../cart/cart-store';
import { STORE_DEFAULTS, useStoreQuery } from '../store-info/use-store-info';
import { ClosedStoreBanner } from '../store-info/closed-store-banner';
import { useStoreStatus } from '../store-info/use-store-status';
import { payPageUrl } from '../payment/payment-api';
import { fetchPaymentsConfig, PAYMENTS_CONFIG_KEY, placeOrder } from './checkout-api';
import { AddressSection } from './address-section';
import { nextPath, OrderPlaced } from './order-placed';
import { CouponField } from './coupon-field';
import { OrderSummary, type SummaryLine } from './order-summary';
import { PaymentSection } from './payment-section';
import { QuoteNotices } from './quote-notices';
import { SectionCard } from './section-card';
import { checkoutField } from './checkout-form';
import { ORDER_QUOTE_KEY, quoteQuery, quoteRequest, useOrderQuote } from './use-order-quote';
import { ORDER_SLOTS_KEY, WhenChoice, type When } from './when-choice';

const KEY_STORAGE = 'checkout-key';
const QUOTE_FAILED_MESSAGE = 'Não foi possível conferir os preços agora. Tente novamente.';
const REMOVE_FLAGGED_MESSAGE = 'Remova do carrinho os itens marcados para continuar.';
const PICK_SLOT_MESSAGE = 'Escolha o dia e o horário do agendamento.';
const COUPON_FAILED_MESSAGE = 'Não foi possível conferir o cupom agora. Tente novamente.';

function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per checkout of this cart: a retry, a double click or a reload after a lost answer
 * returns the same order (kept in sessionStorage until the order is placed).
 */
function idempotencyKeyFor(cartSignature: string): string {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY_STORAGE) ?? 'null') as { sig?: string; key?: string } | null;
    if (saved?.sig === cartSignature && saved.key) return saved.key;
    const key = newIdempotencyKey();
    sessionStorage.setItem(KEY_STORAGE, JSON.stringify({ sig: cartSignature, key }));
    return key;
  } catch {
    return newIdempotencyKey();
  }
}

function defaults(user: CurrentUser | null, store: StoreInfo): CheckoutFormInput {
  const a = user?.address;
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    fulfilment: 'delivery',
    zipCode: a?.zipCode ?? '',
    street: a?.street ?? '',
    number: a?.number ?? '',
    neighborhood: a?.neighborhood ?? '',
    city: a?.city ?? '',
    state: a?.state ?? '',
    paymentMethod: store.pixEnabled ? 'pix' : 'credit_card',
    change: '',
    notes: '',
  };
}

export function CheckoutPage() {
  const store = useStoreQuery();
  const me = useCurrentUser();
  const payments = useQuery({ queryKey: PAYMENTS_CONFIG_KEY, queryFn: fetchPaymentsConfig, staleTime: 5 * 60_000 });
  const { lines } = useCart();
  const online = useOnline();
  const [placed, setPlaced] = useState<PlaceOrderResult | null>(null);

  if (placed) return <OrderPlaced result={placed} />;
  if (lines.length === 0) return <Navigate to="/cart" replace />;
  // Offline these may never answer (the query waits for the network): the form shows with what
  // is known, its button disabled until the network is back (docs/product.md#installable-app-and-offline).
  if (online && (store.isPending || me.isLoading || payments.isPending)) return <LoadingState text="Carregando..." />;
  // When the store cannot be read, its defaults are used (the server decides anyway).
  return (
    <CheckoutForm
      store={store.data ?? STORE_DEFAULTS}
      user={me.user}
      stripeEnabled={payments.data?.stripeEnabled ?? false}
      onPlaced={setPlaced}
    />
  );
}

function CheckoutForm({
  store,
  user,
  stripeEnabled,
  onPlaced,
}: {
  store: StoreInfo;
  user: CurrentUser | null;
  stripeEnabled: boolean;
  onPlaced: (r: PlaceOrderResult) => void;
}) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { lines, subtotalCents, lineTotal } = useCart();
  const items = lines.map(orderLineOf);
  const cartSignature = JSON.stringify(items);
  const idempotencyKey = useMemo(() => idempotencyKeyFor(cartSignature), [cartSignature]);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const form = useForm<CheckoutFormInput, unknown, CheckoutForm>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: defaults(user, store),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [watchedFulfilment, street, number, neighborhood, city, state, zipCode] = useWatch({
    control: form.control,
    name: ['fulfilment', 'street', 'number', 'neighborhood', 'city', 'state', 'zipCode'],
  });
  // 'Cupom de desconto' (docs/product.md#coupons): the code applied, priced by every quote.
  const [couponCode, setCouponCode] = useState<string | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  // Pickup only while the store offers it (docs/product.md#pickup); the server checks again.
  const fulfilment = store.pickupEnabled && watchedFulfilment === 'pickup' ? 'pickup' : 'delivery';
  const address = {
    street: street ?? '',
    number: number ?? '',
    neighborhood: neighborhood ?? '',
    city: city ?? '',
    state: state ?? '',
    zipCode: zipCode ?? '',
  };
  const {
    quote,
    fee,
    subtotalCents: shownSubtotalCents,
    totalCents,
    coupon,
    discountCents,
    couponFailure,
  } = useOrderQuote(items, fulfilment, address, store, subtotalCents, couponCode);
  // A refused code leaves the quote (the total goes back) and its reason stays under the field.
  const refuseCoupon = useCallback((message: string) => {
    setCouponError(message);
    setCouponCode(null);
  }, []);
  useEffect(() => {
    if (coupon && !coupon.applied) refuseCoupon(coupon.message);
    // No answer for the code (e.g. 'Muitas tentativas de cupom…'): the field says why and frees up.
    else if (couponFailure)
      refuseCoupon(
        couponFailure instanceof ApiError && couponFailure.status !== 500
          ? couponFailure.message
          : COUPON_FAILED_MESSAGE,
      );
  }, [coupon, couponFailure, refuseCoupon]);
  const [notices, setNotices] = useState<string[]>([]);
  const { isSubmitting } = form.formState;
  // Placing an order needs the network; the rest of the page works offline (docs/product.md#installable-app-and-offline).
  const online = useOnline();
  // Scheduled orders (docs/product.md#scheduled-orders): a closed store takes only those.
  const { open, label: statusLabel } = useStoreStatus(store);
  const [when, setWhen] = useState<When>({ scheduled: false, slot: null });
  const scheduling = store.schedulingEnabled && (when.scheduled || !open);
  const scheduledFor = scheduling ? when.slot : null;

  /** Brings the cart to the server's prices and says what changed. */
  const takeQuote = useCallback((q: OrderQuote) => {
    const update = applyQuote(cart.get(), q);
    if (update.changed) cart.replace(update.lines);
    if (update.notices.length > 0) setNotices((shown) => [...new Set([...shown, ...update.notices])]);
    return update;
  }, []);
  useEffect(() => {
    if (quote) takeQuote(quote);
  }, [quote, takeQuote]);
  const problems = quote ? applyQuote(lines, quote).problems : new Map<string, string>();
  // An address's refusal under the button goes once the address is one the store delivers to (docs/product.md#delivery-fee).
  const refusal = fee.refused ? fee.message : null;
  const lastRefusal = useRef<string | null>(null);
  useEffect(() => {
    const was = lastRefusal.current;
    lastRefusal.current = refusal;
    if (!refusal && was) setSubmitError((e) => (e === was ? null : e));
  }, [refusal]);

  const refuse = (message: string) => {
    setSubmitError(message);
    toast.error(message);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setSubmitError(null);
    if (scheduling && !scheduledFor) return refuse(PICK_SLOT_MESSAGE);
    // The quote of what is being confirmed (the one on screen when the address has settled).
    const request = quoteRequest(items, values.fulfilment, values, couponCode);
    let confirmed;
    try {
      confirmed = (await qc.fetchQuery(quoteQuery(request))).quote;
    } catch (err) {
      refuse(err instanceof ApiError && err.status !== 500 ? err.message : QUOTE_FAILED_MESSAGE);
      return;
    }
    if (confirmed.coupon && !confirmed.coupon.applied) {
      refuseCoupon(confirmed.coupon.message);
      return refuse(confirmed.coupon.message);
    }
    const update = takeQuote(confirmed);
    if (update.problems.size > 0) return refuse(REMOVE_FLAGGED_MESSAGE);
    if (update.changed || confirmed.totalCents !== totalCents)
      return refuse(`O total do pedido é ${formatBRL(confirmed.totalCents)}. Confira o resumo e confirme de novo.`);
    let result: PlaceOrderResult;
    try {
      result = await placeOrder({
        form: values,
        items,
        idempotencyKey,
        quotedTotalCents: confirmed.totalCents,
        scheduledFor,
        couponCode: confirmed.coupon?.applied ? confirmed.coupon.code : null,
      });
    } catch (err) {
      // The server's pt-BR refusal (or the connection message); an internal error gets the generic checkout failure text.
      refuse(
        err instanceof ApiError && err.status !== 500
          ? err.message
          : 'Ocorreu um erro ao finalizar o pedido. Tente novamente.',
      );
      // Prices changed after the quote: the summary asks for the new one, and the customer confirms again.
      if (err instanceof ApiError && err.code === 'quote_changed')
        void qc.invalidateQueries({ queryKey: ORDER_QUOTE_KEY });
      // The coupon went meanwhile (its last use, its end): the summary is priced without it.
      if (err instanceof ApiError && err.code?.startsWith('coupon_')) {
        if (err.code !== 'coupon_changed') refuseCoupon(err.message);
        void qc.invalidateQueries({ queryKey: ORDER_QUOTE_KEY });
      }
      // The slot filled up or passed: the picker shows the slots as they are now.
      if (err instanceof ApiError && (err.code === 'slot_full' || err.code === 'slot_unavailable'))
        void qc.invalidateQueries({ queryKey: ORDER_SLOTS_KEY });
      return;
    }
    cart.clear();
    sessionStorage.removeItem(KEY_STORAGE);
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
  });

  const summaryLines = lines.map((l, i): SummaryLine => {
    const q = quote?.lines[i];
    const priced = q?.available ? q : null;
    return {
      id: l.id,
      name: priced?.name ?? l.name,
      quantity: l.quantity,
      options: (priced?.selectedOptions ?? l.selectedOptions).map(choiceName),
      totalCents: priced?.totalPriceCents ?? lineTotal(l),
      problem: problems.get(l.id) ?? null,
    };
  });

  return (
    <main className="mx-auto w-full max-w-5xl px-4 pt-4 pb-36 lg:pb-12">
      <div className="mb-4 flex items-center gap-2">
        <Link
          to="/cart"
          aria-label="Voltar ao carrinho"
          className="-ml-2 flex size-11 items-center justify-center rounded-full hover:bg-surface"
        >
          <ArrowLeft className="size-5" aria-hidden />
        </Link>
        <h1 className="text-xl font-bold sm:text-2xl">Finalizar Pedido</h1>
      </div>
      <div className="mb-4 empty:hidden">
        <ClosedStoreBanner store={store} scheduling={store.schedulingEnabled} />
      </div>
      <div className="mb-4 empty:hidden">
        <QuoteNotices notices={notices} onDismiss={() => setNotices([])} />
      </div>
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_380px] lg:items-start lg:gap-6"
      >
        <div className="flex min-w-0 flex-col gap-4">
          <SectionCard icon={UserRound} title="Seus dados" id="checkout-person">
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label="Nome completo"
                autoComplete="name"
                className="min-w-0 sm:col-span-2"
                {...checkoutField(form, 'name')}
              />
              {/* A signed-in order is the account's: its emails go to the account's address (docs/security.md#email). */}
              <TextField
                label="Email"
                type="email"
                inputMode="email"
                autoComplete="email"
                readOnly={!!user}
                hint={user ? 'O email da sua conta: os avisos do pedido vão para ele.' : undefined}
                className="min-w-0"
                {...checkoutField(form, 'email')}
              />
              <TextField
                label="Telefone"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="(11) 91234-5678"
                className="min-w-0"
                {...checkoutField(form, 'phone', maskPhone)}
              />
            </div>
          </SectionCard>
          {store.schedulingEnabled && (
            <WhenChoice
              open={open}
              nextOpenLabel={statusLabel}
              value={when}
              onChange={(w) => {
                setWhen(w);
                setSubmitError(null);
              }}
            />
          )}
          <AddressSection form={form} store={store} fulfilment={fulfilment} refusal={refusal} />
          <PaymentSection
            form={form}
            pixEnabled={store.pixEnabled}
            stripeEnabled={stripeEnabled}
            fulfilment={fulfilment}
          />
          <SectionCard icon={MessageSquareText} title="Observações" id="checkout-notes">
            {/* A block, not the field's column: the box keeps the line it sits on, and its spacing. */}
            <TextareaField
              label="Observações"
              hideLabel
              className="block"
              rows={3}
              maxLength={500}
              placeholder="Ex.: sem cebola, apartamento 12, tocar o interfone"
              controlClassName="py-2.5 placeholder:text-muted/80 focus-visible:ring-2 focus-visible:ring-primary/30"
              {...formField(form, 'notes', { id: 'checkout-notes-field' })}
            />
          </SectionCard>
        </div>
        <aside className="flex flex-col gap-4 lg:sticky lg:top-20">
          <CouponField
            code={couponCode}
            answer={coupon}
            error={couponError}
            onApply={(c) => {
              setCouponError(null);
              setSubmitError(null);
              setCouponCode(c);
            }}
            onRemove={() => {
              setSubmitError(null);
              setCouponCode(null);
            }}
          />
          <OrderSummary
            lines={summaryLines}
            onRemove={(id) => cart.remove(id)}
            subtotalCents={shownSubtotalCents}
            totalCents={totalCents}
            // Offline no fee can be worked out; the note by the button says why (not an error).
            fee={online ? fee : { ...fee, message: null, loading: false }}
            minOrderCents={store.minOrderCents}
            freeDeliveryThresholdCents={fulfilment === 'pickup' ? null : store.freeDeliveryThresholdCents}
            coupon={coupon?.applied ? couponLine({ couponCode: coupon.code, discountCents }) : null}
            time={
              scheduledFor
                ? { label: 'Agendado para', value: scheduledForLabel(scheduledFor), pickup: fulfilment === 'pickup' }
                : fulfilment === 'pickup'
                  ? { label: 'Retirada em', value: store.pickupTime, pickup: true }
                  : { label: 'Entrega em', value: store.deliveryTime, pickup: false }
            }
          />
          {submitError && (
            <p role="alert" className="rounded-xl border border-danger/30 bg-red-50 px-4 py-3 text-sm text-danger">
              {submitError}
            </p>
          )}
          <div className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-surface/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(0,0,0,0.06)] backdrop-blur lg:static lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none">
            {!online && <OfflineCheckoutNote />}
            <div className="mx-auto flex max-w-5xl items-center gap-3">
              <div className="flex flex-col lg:hidden">
                <span className="text-xs text-muted">Total</span>
                <span className="text-lg font-bold">{formatBRL(totalCents)}</span>
              </div>
              <Button
                type="submit"
                size="lg"
                disabled={isSubmitting || !online}
                aria-describedby={online ? undefined : OFFLINE_CHECKOUT_ID}
                className="flex-1 lg:w-full"
              >
                {isSubmitting ? 'Processando...' : 'Confirmar pedido'}
              </Button>
            </div>
          </div>
        </aside>
      </form>
    </main>
  );
}
