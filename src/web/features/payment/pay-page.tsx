import { CircleCheck, ShieldCheck } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { shortOrderId } from '@shared/order-number';
import { buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { LoadingState } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { PaymentForm } from './payment-form';
import { PixCodePanel } from './pix-code-panel';
import { usePaymentState } from './use-payment-state';

/**
 * The payment page of an order (docs/product.md#payments), opened in a new tab: Stripe's Payment
 * Element for card online, the PIX panel for a PIX order still waiting.
 */
export function PayPage() {
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  const returned = params.get('redirect_status');
  const state = usePaymentState(orderId, returned !== 'succeeded');

  return (
    <main className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-6">
      <h1 className="flex items-center gap-2 text-xl font-bold">
        <ShieldCheck className="size-6 text-primary" aria-hidden /> Pagamento seguro
      </h1>
      <p className="-mt-2 text-sm text-muted">Pedido #{shortOrderId(orderId)}</p>
      {returned === 'succeeded' || state.status === 'paid' ? (
        <PaymentReceived />
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

/** Paid (back from Stripe, or opened again after paying): 'Pagamento recebido!' and the way to the orders. */
function PaymentReceived() {
  return (
    <Card className="flex flex-col items-center gap-2 p-6 text-center" role="status">
      <CircleCheck className="size-14 text-success" aria-hidden />
      <h2 className="text-xl font-bold">Pagamento recebido!</h2>
      <p className="text-sm text-muted">A loja já foi avisada e vai começar a preparar seu pedido.</p>
      <Link to="/customer/orders" className={cn(buttonVariants({ size: 'lg' }), 'mt-2 w-full')}>
        Ver meus pedidos
      </Link>
    </Card>
  );
}
