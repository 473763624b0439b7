import { CalendarClock, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { formatBRL } from '@shared/money';
import { shortOrderId } from '@shared/order-number';
import { scheduledForLabel } from '@shared/order-slots';
import { paymentMethodLabel } from '@shared/order-status';
import type { PlaceOrderResult } from '@shared/schemas/checkout';
import { buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { PixCodePanel } from '../payment/pix-code-panel';
import { useStoreInfo } from '../store-info/use-store-info';
import { PickupDetails } from './fulfilment-choice';
import { PlacedCoupon } from './placed-coupon';

export function nextPath(result: PlaceOrderResult): string {
  if (result.next === 'orders') return '/customer/orders';
  const q = new URLSearchParams({ orderId: result.order.id, email: result.order.customerEmail });
  return `/claim-order?${q.toString()}`;
}

/**
 * After a PIX order: the confirmation with the order number and the PIX code to pay
 * (docs/product.md#checkout), and for pickup where and when to collect it.
 */
export function OrderPlaced({ result }: { result: PlaceOrderResult }) {
  const { order } = result;
  const store = useStoreInfo();
  return (
    <main className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-6">
      <Card className="flex flex-col items-center gap-1 p-5 text-center">
        <CircleCheck className="size-12 text-success" aria-hidden />
        <h1 className="mt-2 text-xl font-bold">Pedido realizado com sucesso!</h1>
        <p className="text-sm text-muted">
          Pedido <span className="font-semibold text-ink">#{shortOrderId(order.id)}</span> ·{' '}
          {paymentMethodLabel(order.paymentMethod, order.fulfilment)}
        </p>
        <p className="mt-1 text-2xl font-bold" data-testid="placed-total">
          {formatBRL(order.totalCents)}
        </p>
        <PlacedCoupon order={order} />
        {order.scheduledFor && (
          <p
            data-testid="placed-scheduled"
            className="mt-3 flex items-center gap-2 rounded-xl bg-primary-soft px-3 py-2 text-sm text-ink"
          >
            <CalendarClock className="size-5 shrink-0 text-primary" aria-hidden />
            <span>
              Agendado para <span className="font-bold whitespace-nowrap">{scheduledForLabel(order.scheduledFor)}</span>
            </span>
          </p>
        )}
      </Card>
      {order.fulfilment === 'pickup' && (
        <Card className="p-3">
          <PickupDetails address={store.address} pickupTime={store.pickupTime} />
        </Card>
      )}
      {order.pixCode && (
        <Card className="p-4">
          <PixCodePanel
            code={order.pixCode}
            totalCents={order.totalCents}
            expiresAt={order.pixExpiresAt}
            orderId={order.id}
            signedIn={result.next === 'orders'}
          />
          {/* A charge at the bank says it itself: 'Aguardando pagamento', then 'Pagamento confirmado'. */}
          {!order.pixExpiresAt && (
            <p className="mt-3 text-center text-xs text-muted">
              Assim que o pagamento for confirmado, a loja começa a preparar seu pedido.
            </p>
          )}
        </Card>
      )}
      <Link
        to={nextPath(result)}
        className={cn(
          buttonVariants({ variant: result.next === 'orders' ? 'outline' : 'primary', size: 'lg' }),
          'w-full',
        )}
      >
        {result.next === 'orders' ? 'Acompanhar meus pedidos' : 'Vincular pedido à minha conta'}
      </Link>
      {result.next === 'claim' && (
        <p className="text-center text-xs text-muted">
          Este email já tem uma conta: entre nela para acompanhar o pedido.
        </p>
      )}
    </main>
  );
}
