import { Phone, ShoppingBag, Store, TriangleAlert, UtensilsCrossed } from 'lucide-react';
import { IFOOD_ALERT_LABELS, type IfoodAlert } from '@shared/ifood';
import { ORDER_CHANNEL_LABELS, type Fulfilment, type OrderChannel } from '@shared/order-status';
import { cn } from '@web/lib/cn';
import { PickupBadge } from './pickup-badge';

const TAG = 'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset';

/**
 * How an order leaves and where it was taken, as tags: 'Retirada' (docs/product.md#pickup),
 * 'Comer no local', 'Telefone' or 'Balcão' for one staff took (docs/product.md#phone-and-counter-orders),
 * and 'iFood #1234' for one from iFood, in iFood's red (docs/product.md#ifood).
 */
export function OrderTags({
  order,
  className,
}: {
  order: {
    fulfilment: Fulfilment;
    channel: OrderChannel;
    externalDisplayId?: string | null;
    ifoodAlert?: IfoodAlert | null;
  };
  className?: string;
}) {
  const { fulfilment, channel } = order;
  if (fulfilment === 'delivery' && channel === 'site') return null;
  return (
    <span className={cn('inline-flex flex-wrap gap-1', className)}>
      {fulfilment === 'pickup' && <PickupBadge />}
      {fulfilment === 'dine_in' && (
        <span data-testid="dine-in-badge" className={cn(TAG, 'bg-emerald-50 text-emerald-800 ring-emerald-600/20')}>
          <UtensilsCrossed className="size-3.5" aria-hidden />
          Comer no local
        </span>
      )}
      {channel === 'ifood' && (
        <span data-testid="channel-tag" className={cn(TAG, 'bg-red-50 text-red-800 ring-red-600/25')}>
          <ShoppingBag className="size-3.5" aria-hidden />
          iFood{order.externalDisplayId ? ` #${order.externalDisplayId}` : ''}
        </span>
      )}
      {order.ifoodAlert && (
        <span data-testid="ifood-alert" className={cn(TAG, 'bg-amber-100 text-amber-950 ring-amber-600/30')}>
          <TriangleAlert className="size-3.5" aria-hidden />
          {IFOOD_ALERT_LABELS[order.ifoodAlert]}
        </span>
      )}
      {channel !== 'site' && channel !== 'ifood' && (
        <span data-testid="channel-tag" className={cn(TAG, 'bg-sky-50 text-sky-900 ring-sky-600/20')}>
          {channel === 'phone' ? (
            <Phone className="size-3.5" aria-hidden />
          ) : (
            <Store className="size-3.5" aria-hidden />
          )}
          {ORDER_CHANNEL_LABELS[channel]}
        </span>
      )}
    </span>
  );
}
