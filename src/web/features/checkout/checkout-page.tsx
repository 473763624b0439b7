import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, MessageSquareText, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { maskPhone } from '@shared/masks';
import { couponLine } from '@shared/coupons';
import { formatBRL } from '@shared/money';
import { scheduledForLabel } from '@shared/order-slots';
import { choiceName } from '@shared/option-choices';
import { orderLineOf } from '@shared/pricing';
import type { PlaceOrderResult } from '@shared/schemas/checkout';
import type { StoreInfo } from '@shared/contract/store';
import { OFFLINE_CHECKOUT_ID, OfflineCheckoutNote } from '../../components/offline-notice';
import { Button } from '../../components/ui/button';
import { LoadingState } from '../../components/ui/spinner';
import { useOnline } from '../../lib/use-online';
import type { CurrentUser } from '../auth/auth-api';
import { useCurrentUser } from '../auth/use-current-user';
import { applyQuote } from '../cart/cart-quote';
import { cart, useCart } from '../cart/cart-store';
import { STORE_DEFAULTS, useStoreQuery } from '../store-info/use-store-info';
import { ClosedStoreBanner } from '../store-info/closed-store-banner';
import { fetchPaymentsConfig, PAYMENTS_CONFIG_KEY } from './checkout-api';
import { AddressSection } from './address-section';
import { CouponField } from './coupon-field';
import { OrderPlaced } from './order-placed';
import { OrderSummary, type SummaryLine } from './order-summary';
import { PaymentSection } from './payment-section';
import { QuoteNotices } from './quote-notices';
import { SectionCard } from './section-card';
import { TextField } from './text-field';
import { useCheckoutForm } from './use-checkout-form';
import { useCoupon, useCouponAnswer } from './use-coupon';
import { useOrderQuote } from './use-order-quote';
import { usePlaceOrder } from './use-place-order';
import { useQuoteNotices } from './use-quote-notices';
import { useWhen, WhenChoice } from './when-choice';

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

function CheckoutForm({ store, user, stripeEnabled, onPlaced }: CheckoutFormProps) {
  const { lines, subtotalCents, lineTotal } = useCart();
  const items = lines.map(orderLineOf);
  const { form, fulfilment, address } = useCheckoutForm(user, store);
  const coupon = useCoupon();
  const priced = useOrderQuote(items, fulfilment, address, store, subtotalCents, coupon.code);
  useCouponAnswer(coupon.refuse, priced.coupon, priced.couponFailure);
  const { notices, dismissNotices, takeQuote } = useQuoteNotices(priced.quote);
  // Placing an order needs the network; the rest of the page works offline (docs/product.md#installable-app-and-offline).
  const online = useOnline();
  // Scheduled orders (docs/product.md#scheduled-orders): a closed store takes only those.
  const when = useWhen(store);
  // Why the store does not deliver to the address, said where it is typed.
  const refusal = priced.fee.refused ? priced.fee.message : null;
  const { totalCents } = priced;
  const submit = usePlaceOrder({ form, items, when, coupon, totalCents, refusal, takeQuote, onPlaced });
  const { quote, fee } = priced;
  const problems = quote ? applyQuote(lines, quote).problems : new Map<string, string>();

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
        <QuoteNotices notices={notices} onDismiss={dismissNotices} />
      </div>
      <form
        onSubmit={submit.onSubmit}
        noValidate
        className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_380px] lg:items-start lg:gap-6"
      >
        <div className="flex min-w-0 flex-col gap-4">
          <SectionCard icon={UserRound} title="Seus dados" id="checkout-person">
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField f={form} name="name" label="Nome completo" autoComplete="name" className="sm:col-span-2" />
              {/* A signed-in order is the account's: its emails go to the account's address (docs/security.md#email). */}
              <TextField
                f={form}
                name="email"
                label="Email"
                type="email"
                inputMode="email"
                autoComplete="email"
                readOnly={!!user}
                hint={user ? 'O email da sua conta: os avisos do pedido vão para ele.' : undefined}
              />
              <TextField
                f={form}
                name="phone"
                label="Telefone"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                mask={maskPhone}
                placeholder="(11) 91234-5678"
              />
            </div>
          </SectionCard>
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
          <SectionCard icon={MessageSquareText} title="Observações" id="checkout-notes">
            <label htmlFor="checkout-notes-field" className="sr-only">
              Observações
            </label>
            <textarea
              id="checkout-notes-field"
              rows={3}
              maxLength={500}
              placeholder="Ex.: sem cebola, apartamento 12, tocar o interfone"
              className="w-full rounded-xl border border-line bg-surface px-3 py-2.5 text-base placeholder:text-muted/80 focus:border-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-primary/30"
              {...form.register('notes')}
            />
          </SectionCard>
        </div>
        <aside className="flex flex-col gap-4 lg:sticky lg:top-20">
          <CouponField
            code={coupon.code}
            answer={priced.coupon}
            error={coupon.error}
            onApply={(c) => {
              submit.clearError();
              coupon.apply(c);
            }}
            onRemove={() => {
              submit.clearError();
              coupon.remove();
            }}
          />
          <OrderSummary
            lines={summaryLines}
            onRemove={(id) => cart.remove(id)}
            subtotalCents={priced.subtotalCents}
            totalCents={totalCents}
            // Offline no fee can be worked out; the note by the button says why (not an error).
            fee={online ? fee : { ...fee, message: null, loading: false }}
            minOrderCents={store.minOrderCents}
            freeDeliveryThresholdCents={fulfilment === 'pickup' ? null : store.freeDeliveryThresholdCents}
            coupon={
              priced.coupon?.applied
                ? couponLine({ couponCode: priced.coupon.code, discountCents: priced.discountCents })
                : null
            }
            time={
              when.scheduledFor
                ? {
                    label: 'Agendado para',
                    value: scheduledForLabel(when.scheduledFor),
                    pickup: fulfilment === 'pickup',
                  }
                : fulfilment === 'pickup'
                  ? { label: 'Retirada em', value: store.pickupTime, pickup: true }
                  : { label: 'Entrega em', value: store.deliveryTime, pickup: false }
            }
          />
          {submit.error && (
            <p role="alert" className="rounded-xl border border-danger/30 bg-red-50 px-4 py-3 text-sm text-danger">
              {submit.error}
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
                disabled={form.formState.isSubmitting || !online}
                aria-describedby={online ? undefined : OFFLINE_CHECKOUT_ID}
                className="flex-1 lg:w-full"
              >
                {form.formState.isSubmitting ? 'Processando...' : 'Confirmar pedido'}
              </Button>
            </div>
          </div>
        </aside>
      </form>
    </main>
  );
}
