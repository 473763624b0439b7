import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import type { StoreInfo } from '@shared/contract/store';
import { orderLineOf } from '@shared/pricing';
import type { PlaceOrderResult } from '@shared/schemas/checkout';
import { LoadingState } from '@web/components/ui/spinner';
import { useOnline } from '@web/lib/use-online';
import type { CurrentUser } from '../auth/auth-api';
import { useCurrentUser } from '../auth/use-current-user';
import { useCart } from '../cart/cart-store';
import { ClosedStoreBanner } from '../store-info/closed-store-banner';
import { STORE_DEFAULTS, useStoreQuery } from '../store-info/use-store-info';
import { AddressSection } from './address-section';
import { fetchPaymentsConfig, PAYMENTS_CONFIG_KEY } from './checkout-api';
import { CheckoutDiscounts } from './checkout-discounts';
import { CheckoutSummary } from './checkout-summary';
import { NotesSection } from './notes-section';
import { OrderPlaced } from './order-placed';
import { PaymentSection } from './payment-section';
import { PersonSection } from './person-section';
import { QuoteNotices } from './quote-notices';
import { SubmitBar } from './submit-bar';
import { useCheckoutForm } from './use-checkout-form';
import { useCoupon, useCouponAnswer } from './use-coupon';
import { useOrderQuote } from './use-order-quote';
import { usePlaceOrder } from './use-place-order';
import { useQuoteNotices } from './use-quote-notices';
import { useWhen } from './use-when';
import { useWhatsappOptIn } from './whatsapp-opt-in';
import { WhenChoice } from './when-choice';

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

type CheckoutFormProps = {
  store: StoreInfo;
  user: CurrentUser | null;
  stripeEnabled: boolean;
  onPlaced: (r: PlaceOrderResult) => void;
};

/** The checkout's layout: the form's sections, then the coupon, the summary and the button. */
function CheckoutForm({ store, user, stripeEnabled, onPlaced }: CheckoutFormProps) {
  const { lines, subtotalCents, lineTotal } = useCart();
  const items = lines.map(orderLineOf);
  const { form, fulfilment, address } = useCheckoutForm(user, store);
  const coupon = useCoupon();
  // 'Usar saldo' (docs/product.md#cashback): only a signed-in customer has a balance to use.
  const [useCashback, setUseCashback] = useState(false);
  const usingCashback = useCashback && !!user;
  const whatsapp = useWhatsappOptIn(store.whatsappUpdates);
  const priced = useOrderQuote(items, fulfilment, address, store, subtotalCents, coupon.code, usingCashback);
  useCouponAnswer(coupon.refuse, priced.coupon, priced.couponFailure);
  const { notices, dismissNotices, takeQuote } = useQuoteNotices(priced.quote);
  // Placing an order needs the network; the rest of the page works offline (docs/product.md#installable-app-and-offline).
  const online = useOnline();
  // Scheduled orders (docs/product.md#scheduled-orders): a closed store takes only those.
  const when = useWhen(store);
  // Why the store does not deliver to the address, said where it is typed.
  const refusal = priced.fee.refused ? priced.fee.message : null;
  const { totalCents } = priced;
  const checkout = { form, items, when, coupon, useCashback: usingCashback, totalCents, refusal, takeQuote, onPlaced };
  const submit = usePlaceOrder({ ...checkout, whatsappUpdates: whatsapp.updates });

  return (
    <main className="mx-auto w-full max-w-5xl px-4 pt-4 pb-36 lg:pb-12">
      <PageTitle />
      <div className="mb-4 empty:hidden">
        <ClosedStoreBanner store={store} scheduling={store.schedulingEnabled} />
      </div>
      <div className="mb-4 empty:hidden">
        <QuoteNotices notices={notices} onDismiss={dismissNotices} />
      </div>
      <form
        onSubmit={submit.onSubmit}
        noValidate
        className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_380px] lg:items-start lg:gap-6"
      >
        <div className="flex min-w-0 flex-col gap-4">
          <PersonSection form={form} signedIn={!!user} whatsapp={whatsapp.field} />
          {store.schedulingEnabled && (
            <WhenChoice
              open={when.open}
              nextOpenLabel={when.nextOpenLabel}
              value={when.value}
              onChange={(w) => {
                when.set(w);
                submit.clearError();
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
          <NotesSection form={form} />
        </div>
        <aside className="flex flex-col gap-4 lg:sticky lg:top-20">
          <CheckoutDiscounts
            coupon={coupon}
            priced={priced}
            signedIn={!!user}
            useCashback={usingCashback}
            onUseCashback={setUseCashback}
            onChange={submit.clearError}
          />
          <CheckoutSummary
            {...{ lines, lineTotal, priced, store, fulfilment, online }}
            scheduledFor={when.scheduledFor}
          />
          {submit.error && (
            <p role="alert" className="rounded-xl border border-danger/30 bg-red-50 px-4 py-3 text-sm text-danger">
              {submit.error}
            </p>
          )}
          <SubmitBar totalCents={totalCents} submitting={form.formState.isSubmitting} online={online} />
        </aside>
      </form>
    </main>
  );
}

/** 'Finalizar Pedido', with the way back to the cart. */
function PageTitle() {
  return (
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
  );
}
