import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Lock, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatBRL } from '@shared/money';
import { shortOrderId } from '@shared/order-number';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { LoadingState, Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { loadStripeJs, type StripeElements, type StripeJs } from './load-stripe';
import {
  fetchOrderPayment,
  fetchPaymentsConfig,
  ORDER_PAYMENT_KEY,
  PAYMENTS_CONFIG_KEY,
  paymentFromHash,
} from './payment-api';
import { PixCodePanel } from './pix-code-panel';

type Ready = { clientSecret: string; publishableKey: string; totalCents: number | null };
type Pix = { code: string; expiresAt: string | null; totalCents: number };
type State =
  | { status: 'loading' }
  | { status: 'ready'; data: Ready }
  | { status: 'pix'; pix: Pix }
  | { status: 'paid' }
  | { status: 'error'; message: string };

const LOAD_FAILED = 'Não foi possível carregar o pagamento seguro. Verifique sua conexão e tente novamente.';
const PAYMENT_FAILED = 'Erro ao processar pagamento. Tente novamente.';

/** What to show from the query that applies: a failed read shows the server's message. */
function failed(error: Error): State {
  return { status: 'error', message: error.message || LOAD_FAILED };
}

/**
 * The payment page of an order (docs/product.md#payments), opened in a new tab: Stripe's Payment
 * Element for card online, the PIX panel for a PIX order still waiting.
 */
export function PayPage() {
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  const returned = params.get('redirect_status');
  // Straight from the checkout, the client secret and total come in the URL fragment; the
  // order's payment is asked only when the page is opened later ("Completar Pagamento").
  const [fromHash] = useState(() => paymentFromHash(window.location.hash));
  const reading = returned !== 'succeeded';
  const config = useQuery({
    queryKey: PAYMENTS_CONFIG_KEY,
    queryFn: fetchPaymentsConfig,
    enabled: reading && !!fromHash,
    staleTime: 5 * 60_000,
  });
  const payment = useQuery({
    queryKey: [...ORDER_PAYMENT_KEY, orderId],
    queryFn: () => fetchOrderPayment(orderId),
    enabled: reading && !fromHash,
    retry: false,
    staleTime: Infinity,
  });

  let state: State = { status: 'loading' };
  if (fromHash) {
    if (config.isError) state = failed(config.error);
    else if (config.data && !config.data.publishableKey)
      state = { status: 'error', message: 'Pagamento online indisponível.' };
    else if (config.data?.publishableKey)
      state = {
        status: 'ready',
        data: {
          clientSecret: fromHash.clientSecret,
          publishableKey: config.data.publishableKey,
          totalCents: fromHash.totalCents,
        },
      };
  } else if (payment.isError) state = failed(payment.error);
  else if (payment.data) {
    const p = payment.data;
    if (p.pixCode)
      state = { status: 'pix', pix: { code: p.pixCode, expiresAt: p.pixExpiresAt, totalCents: p.totalCents } };
    else if (p.status !== 'awaiting_payment') state = { status: 'paid' };
    else if (!p.clientSecret || !p.publishableKey) state = { status: 'error', message: PAYMENT_FAILED };
    else
      state = {
        status: 'ready',
        data: { clientSecret: p.clientSecret, publishableKey: p.publishableKey, totalCents: p.totalCents },
      };
  }

  return (
    <main className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-6">
      <h1 className="flex items-center gap-2 text-xl font-bold">
        <ShieldCheck className="size-6 text-primary" aria-hidden /> Pagamento seguro
      </h1>
      <p className="-mt-2 text-sm text-muted">Pedido #{shortOrderId(orderId)}</p>
      {returned === 'succeeded' || state.status === 'paid' ? (
        <Card className="flex flex-col items-center gap-2 p-6 text-center" role="status">
          <CircleCheck className="size-14 text-success" aria-hidden />
          <h2 className="text-xl font-bold">Pagamento recebido!</h2>
          <p className="text-sm text-muted">A loja já foi avisada e vai começar a preparar seu pedido.</p>
          <Link to="/customer/orders" className={cn(buttonVariants({ size: 'lg' }), 'mt-2 w-full')}>
            Ver meus pedidos
          </Link>
        </Card>
      ) : state.status === 'loading' ? (
        <LoadingState text="Carregando pagamento..." />
      ) : state.status === 'pix' ? (
        <Card className="p-4">
          <PixCodePanel
            code={state.pix.code}
            totalCents={state.pix.totalCents}
            expiresAt={state.pix.expiresAt}
            orderId={orderId}
            signedIn
          />
        </Card>
      ) : state.status === 'error' ? (
        <Card className="p-5 text-center">
          <p role="alert" className="text-danger">
            {state.message}
          </p>
        </Card>
      ) : (
        <PaymentForm orderId={orderId} data={state.data} />
      )}
    </main>
  );
}

function PaymentForm({ orderId, data }: { orderId: string; data: Ready }) {
  const host = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ js: StripeJs; elements: StripeElements } | null>(null);
  const [phase, setPhase] = useState<'loading' | 'ready' | 'paying' | 'failed'>('loading');
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    let destroy = () => {};
    setPhase('loading');
    loadStripeJs()
      .then((Stripe) => {
        if (cancelled || !host.current) return;
        const js = Stripe(data.publishableKey, { locale: 'pt-BR' });
        const elements = js.elements({
          clientSecret: data.clientSecret,
          locale: 'pt-BR',
          appearance: { theme: 'stripe', variables: { colorPrimary: '#b4441c', borderRadius: '12px' } },
        });
        const el = elements.create('payment', { layout: 'tabs' });
        el.on('ready', () => setPhase('ready'));
        el.mount(host.current);
        destroy = () => el.destroy();
        stripe.current = { js, elements };
      })
      .catch(() => {
        if (!cancelled) setPhase('failed');
      });
    return () => {
      cancelled = true;
      destroy();
    };
  }, [data.clientSecret, data.publishableKey, attempt]);

  const pay = async () => {
    if (!stripe.current) return;
    setPhase('paying');
    setError(null);
    const { error: e } = await stripe.current.js.confirmPayment({
      elements: stripe.current.elements,
      confirmParams: { return_url: `${window.location.origin}/pay/${orderId}` },
    });
    // Only reached on an error: success redirects to return_url.
    setError(e?.message ?? PAYMENT_FAILED);
    setPhase('ready');
  };

  return (
    <Card className="flex flex-col gap-4 p-5">
      {data.totalCents !== null && (
        <p className="flex items-baseline justify-between">
          <span className="text-sm text-muted">Total do pedido</span>
          <span className="text-2xl font-bold">{formatBRL(data.totalCents)}</span>
        </p>
      )}
      <div ref={host} className={phase === 'failed' ? 'hidden' : 'min-h-40'} />
      {phase === 'failed' && (
        <div className="flex flex-col items-center gap-3 rounded-xl bg-canvas p-4 text-center">
          <p role="alert" className="text-sm text-danger">
            {LOAD_FAILED}
          </p>
          <Button variant="outline" onClick={() => setAttempt((n) => n + 1)}>
            Tentar novamente
          </Button>
        </div>
      )}
      {phase === 'loading' && (
        <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted">
          <Spinner className="size-4" /> Carregando formulário do cartão...
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <Button
        size="lg"
        onClick={pay}
        disabled={phase !== 'ready'}
        className={phase === 'failed' ? 'hidden' : undefined}
      >
        <Lock className="size-4" aria-hidden />
        {phase === 'paying'
          ? 'Processando...'
          : data.totalCents !== null
            ? `Pagar ${formatBRL(data.totalCents)}`
            : 'Pagar'}
      </Button>
      <p className="text-center text-xs text-muted">
        Pagamento processado pela Stripe. Os dados do cartão não passam pela loja.
      </p>
    </Card>
  );
}
