import { Ban } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { buttonVariants } from '@web/components/ui/button';
import { useIfoodCancellationReasons, useIfoodRequests } from './ifood-requests-api';

/**
 * 'Pedir cancelamento ao iFood' (docs/product.md#ifood): iFood decides an iFood order's
 * cancellation, so staff pick one of the reasons iFood offers for this order now and ask.
 */
export function IfoodCancelDialog({ orderId, displayId }: { orderId: string; displayId: string | null }) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const reasons = useIfoodCancellationReasons(orderId, open);
  const { cancel } = useIfoodRequests(orderId);
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(o) => {
        if (cancel.isPending) return;
        setOpen(o);
        setCode('');
      }}
    >
      <AlertDialog.Trigger className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-2' })}>
        <Ban className="size-4" aria-hidden /> Pedir cancelamento ao iFood
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/45" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface p-5 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-bold">Cancelar o pedido iFood #{displayId}?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted">
            Quem cancela é o iFood. Escolha o motivo: o pedido é cancelado aqui quando o iFood confirmar.
          </AlertDialog.Description>
          <fieldset className="mt-4 flex flex-col gap-1" aria-label="Motivo do cancelamento">
            {reasons.isPending && <p className="text-sm text-muted">Buscando os motivos no iFood…</p>}
            {reasons.isError && (
              <p role="alert" className="text-sm font-medium text-danger">
                O iFood não respondeu agora: feche e tente de novo.
              </p>
            )}
            {reasons.data?.reasons.length === 0 && (
              <p className="text-sm text-muted">O iFood não aceita cancelar este pedido agora.</p>
            )}
            {reasons.data?.reasons.map((r) => (
              <label
                key={r.code}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 py-2 hover:bg-canvas has-checked:bg-primary-soft"
              >
                <input
                  type="radio"
                  name="ifood-cancel-reason"
                  value={r.code}
                  checked={code === r.code}
                  onChange={() => setCode(r.code)}
                  className="size-4 accent-primary"
                />
                <span className="text-sm font-medium">{r.description}</span>
              </label>
            ))}
          </fieldset>
          <div className="mt-5 flex flex-col gap-2 whitespace-nowrap sm:flex-row-reverse">
            <AlertDialog.Action
              className={buttonVariants({ variant: 'danger' })}
              disabled={!code || cancel.isPending}
              onClick={(e) => {
                e.preventDefault();
                cancel.mutate(code, { onSuccess: () => setOpen(false) });
              }}
            >
              Pedir cancelamento
            </AlertDialog.Action>
            <AlertDialog.Cancel className={buttonVariants({ variant: 'ghost' })} disabled={cancel.isPending}>
              Voltar
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
