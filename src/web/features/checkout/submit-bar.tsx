import { formatBRL } from '@shared/money';
import { OFFLINE_CHECKOUT_ID, OfflineCheckoutNote } from '@web/components/offline-notice';
import { Button } from '@web/components/ui/button';

/** 'Confirmar pedido' with the total: a bar fixed at the bottom on a phone, under the summary on a wide screen. */
export function SubmitBar({
  totalCents,
  submitting,
  online,
}: {
  totalCents: number;
  submitting: boolean;
  /** Offline the button is disabled, and the note above it says why. */
  online: boolean;
}) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-surface/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(0,0,0,0.06)] backdrop-blur lg:static lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none">
      {!online && <OfflineCheckoutNote />}
      <div className="mx-auto flex max-w-5xl items-center gap-3">
        <div className="flex flex-col lg:hidden">
          <span className="text-xs text-muted">Total</span>
          <span className="text-lg font-bold">{formatBRL(totalCents)}</span>
        </div>
        <Button
          type="submit"
          size="lg"
          disabled={submitting || !online}
          aria-describedby={online ? undefined : OFFLINE_CHECKOUT_ID}
          className="flex-1 lg:w-full"
        >
          {submitting ? 'Processando...' : 'Confirmar pedido'}
        </Button>
      </div>
    </div>
  );
}
