import { CreditCard } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { formatBRL } from '@shared/money';
import { shortOrderId } from '@shared/order-number';
import { buttonVariants } from '@web/components/ui/button';
import { useOrderActions } from './orders-api';

/**
 * The money of a card-online order before it is cancelled, or after (docs/product.md#payment-status):
 * `cancel` asks, as staff choose 'Cancelado', whether to refund too ('Cancelar e estornar',
 * 'Só cancelar', 'Voltar'); `refund` is 'Estornar pagamento' on an order already cancelled.
 */
export function RefundDialog({
  order,
  mode,
  open,
  onOpenChange,
  onCancelOnly,
}: {
  order: { id: string; totalCents: number };
  mode: 'cancel' | 'refund';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Só cancelar': the caller's own status change. */
  onCancelOnly?: () => void;
}) {
  const { refund, cancelAndRefund } = useOrderActions();
  const amount = formatBRL(order.totalCents);
  const busy = refund.isPending || cancelAndRefund.isPending;
  const close = () => onOpenChange(false);
  const action = mode === 'cancel' ? cancelAndRefund : refund;

  return (
    <AlertDialog.Root open={open} onOpenChange={(o) => !busy && onOpenChange(o)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/45" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-surface p-5 shadow-xl focus:outline-none">
          <div className="flex items-center gap-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
              <CreditCard className="size-5" aria-hidden />
            </span>
            <AlertDialog.Title className="text-lg font-bold">
              {mode === 'cancel' ? `Cancelar o pedido #${shortOrderId(order.id)}?` : 'Estornar o pagamento?'}
            </AlertDialog.Title>
          </div>
          <AlertDialog.Description className="mt-3 text-sm text-muted">
            O cliente pagou <strong className="text-ink">{amount}</strong> online, com cartão.{' '}
            {mode === 'cancel'
              ? 'Estornando, o valor inteiro volta para o cartão dele pelo Stripe.'
              : 'O valor inteiro volta para o cartão dele pelo Stripe.'}{' '}
            O estorno aparece na fatura em alguns dias e não pode ser desfeito.
          </AlertDialog.Description>
          <div className="mt-5 flex flex-col gap-2 whitespace-nowrap sm:flex-row-reverse">
            <AlertDialog.Action
              className={buttonVariants({ variant: 'danger' })}
              disabled={busy}
              onClick={(e) => {
                e.preventDefault();
                action.mutate(order.id, { onSettled: close });
              }}
            >
              {mode === 'cancel' ? `Cancelar e estornar ${amount}` : `Estornar ${amount}`}
            </AlertDialog.Action>
            {mode === 'cancel' && (
              <button
                type="button"
                className={buttonVariants({ variant: 'outline' })}
                disabled={busy}
                onClick={() => {
                  onCancelOnly?.();
                  close();
                }}
              >
                Só cancelar
              </button>
            )}
            <AlertDialog.Cancel className={buttonVariants({ variant: 'ghost' })} disabled={busy}>
              Voltar
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
