import { BellOff, BellRing, Check } from 'lucide-react';
import { PUSH_TEXTS as T } from '@shared/push-texts';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import type { CustomerOrder } from './orders-api';
import { useOrderPush } from './use-order-push';

const inProgress = (o: CustomerOrder) => o.status !== 'delivered' && o.status !== 'cancelled';

/**
 * 'Receber avisos do pedido' (docs/product.md#order-notifications): while an order is on its
 * way, the customer may let this browser be told of each step, with the page closed.
 */
export function OrderPushCard({ orders }: { orders: CustomerOrder[] }) {
  const { state, enable, disable } = useOrderPush();
  if (state === 'unsupported' || state === 'checking' || !orders.some(inProgress)) return null;

  if (state === 'blocked')
    return (
      <Card data-testid="order-push-card" role="status" className="flex items-start gap-3 p-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-canvas text-muted">
          <BellOff className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 className="font-semibold">{T.blockedTitle}</h2>
          <p className="mt-0.5 text-sm text-muted">{T.blocked}</p>
        </div>
      </Card>
    );

  if (state === 'on')
    return (
      <Card data-testid="order-push-card" className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:gap-3">
        <div className="flex flex-1 items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-success/10 text-success">
            <Check className="size-5" aria-hidden />
          </span>
          <div className="min-w-0" role="status">
            <h2 className="font-semibold">{T.enabled}</h2>
            <p className="mt-0.5 text-sm text-muted">{T.enabledExplain}</p>
          </div>
        </div>
        {/* a quiet, secondary action: under the text on the phone, at the right on wider screens */}
        <Button
          variant="ghost"
          size="sm"
          className="ml-10 min-h-11 self-start text-muted underline-offset-4 hover:underline sm:ml-0 sm:self-center"
          onClick={() => void disable()}
        >
          {T.disable}
        </Button>
      </Card>
    );

  const busy = state === 'busy';
  return (
    <Card data-testid="order-push-card" className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="flex flex-1 items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
          <BellRing className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 className="font-semibold">{T.title}</h2>
          <p className="mt-0.5 text-sm text-muted">{T.explain}</p>
          {state === 'failed' && (
            <p role="alert" className="mt-1 text-sm font-medium text-danger">
              {T.failed}
            </p>
          )}
        </div>
      </div>
      <Button className="w-full sm:w-auto sm:shrink-0" disabled={busy} onClick={() => void enable()}>
        {busy ? T.enabling : state === 'failed' ? T.retry : T.enable}
      </Button>
    </Card>
  );
}
