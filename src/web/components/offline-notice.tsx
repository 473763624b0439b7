import { WifiOff } from 'lucide-react';
import { useOnline } from '../lib/use-online';

const OFFLINE_ORDER_MESSAGE = 'Você pode ver o cardápio, mas precisa de internet para fazer o pedido.';
const OFFLINE_CHECKOUT_MESSAGE = 'Sem conexão: conecte-se à internet para confirmar o pedido.';
/** The id the checkout's button names as its description while it is disabled offline. */
export const OFFLINE_CHECKOUT_ID = 'checkout-offline';

/**
 * 'Sem conexão' under the storefront's header while the browser is offline: the service worker
 * still shows the last menu (docs/product.md#installable-app-and-offline), but no order goes out.
 */
export function OfflineNotice() {
  if (useOnline()) return null;
  return (
    <div role="status" data-testid="offline-notice" className="bg-ink text-white">
      <p className="mx-auto flex max-w-5xl items-start gap-2 px-4 py-2 text-sm">
        <WifiOff aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong className="font-semibold">Sem conexão.</strong> {OFFLINE_ORDER_MESSAGE}
        </span>
      </p>
    </div>
  );
}

/** Just above the checkout's button (in its bar on a phone), which is disabled while offline. */
export function OfflineCheckoutNote() {
  return (
    <p
      id={OFFLINE_CHECKOUT_ID}
      role="status"
      data-testid="checkout-offline"
      className="mx-auto mb-2 flex max-w-5xl items-center gap-2 text-sm font-medium text-ink"
    >
      <WifiOff aria-hidden className="size-4 shrink-0 text-muted" />
      {OFFLINE_CHECKOUT_MESSAGE}
    </p>
  );
}
