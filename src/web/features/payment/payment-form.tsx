import { Lock } from 'lucide-react';
import { formatBRL } from '@shared/money';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { LOAD_FAILED, type Ready } from './use-payment-state';
import { useStripePayment } from './use-stripe-payment';

/** Card online: the total, Stripe's Payment Element (or why it did not load, with 'Tentar novamente') and 'Pagar'. */
export function PaymentForm({ orderId, data }: { orderId: string; data: Ready }) {
  const { host, phase, error, pay, retry } = useStripePayment(orderId, data);
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
          <Button variant="outline" onClick={retry}>
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
