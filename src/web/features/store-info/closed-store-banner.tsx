import { Clock } from 'lucide-react';
import type { Schedule } from '@shared/schedule';
import { useStoreStatus } from './use-store-status';

/**
 * Shown on the storefront, cart and checkout while the store does not take orders: the
 * customer can still browse and fill the cart, and knows when ordering opens again; with
 * scheduled orders (docs/product.md#scheduled-orders) it may order now for later.
 */
export function ClosedStoreBanner({ store, scheduling = false }: { store: Schedule; scheduling?: boolean }) {
  const { status, label, open } = useStoreStatus(store);
  if (open) return null;
  const title = status.state === 'paused' ? label : 'Loja fechada';
  const detail = status.state === 'paused' ? '' : `${label}. `;
  return (
    <div
      role="status"
      data-testid="closed-banner"
      className="flex items-start gap-3 rounded-[var(--radius-card)] border border-[#f3c7c2] bg-[#fdecea] p-3 text-sm text-[#7a1c14]"
    >
      <Clock aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{title}</p>
        <p>
          {detail}
          {scheduling
            ? 'Você pode agendar seu pedido para quando abrirmos.'
            : 'Você pode montar seu carrinho e finalizar quando voltarmos.'}
        </p>
      </div>
    </div>
  );
}
