import { orderStatusLabel, orderStatusTone, type Fulfilment, type OrderStatusTone } from '@shared/order-status';
import { cn } from '../lib/cn';

// Fixed colours (docs/look-and-feel.md): Pendente amber, Em preparação blue, Em entrega violet, Entregue green, Cancelado red,
// Aguardando pagamento grey. Dark text on a light tint keeps AA contrast.
const TONE: Record<OrderStatusTone, string> = {
  amber: 'bg-amber-100 text-amber-900 ring-amber-200',
  blue: 'bg-blue-100 text-blue-900 ring-blue-200',
  violet: 'bg-violet-100 text-violet-900 ring-violet-200',
  green: 'bg-green-100 text-green-900 ring-green-200',
  red: 'bg-red-100 text-red-900 ring-red-200',
  grey: 'bg-stone-100 text-stone-800 ring-stone-200',
};

const DOT: Record<OrderStatusTone, string> = {
  amber: 'bg-amber-500',
  blue: 'bg-blue-500',
  violet: 'bg-violet-500',
  green: 'bg-green-600',
  red: 'bg-red-500',
  grey: 'bg-stone-400',
};

export function OrderStatusBadge({
  status,
  fulfilment,
  className,
}: {
  status: string;
  /** A pickup order reads 'Pronto para retirada' and 'Retirado' (docs/product.md#pickup). */
  fulfilment: Fulfilment;
  className?: string;
}) {
  const tone = orderStatusTone(status);
  return (
    <span
      data-testid="order-status"
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
        TONE[tone],
        className,
      )}
    >
      <span aria-hidden className={cn('size-1.5 rounded-full', DOT[tone])} />
      {orderStatusLabel(status, fulfilment)}
    </span>
  );
}
