import { WifiOff } from 'lucide-react';
import { useOnline } from '../lib/use-online';

const OFFLINE_ORDER_MESSAGE = 'Você pode ver o cardápio, mas precisa de internet para fazer o pedido.';
/** Beside the checkout's button, disabled while offline. */
export const OFFLINE_CHECKOUT_MESSAGE = 'Sem conexão: conecte-se à internet para confirmar o pedido.';

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
