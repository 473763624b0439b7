import { Ban } from 'lucide-react';
import { useState } from 'react';
import { JUSTIFICATION_MAX, JUSTIFICATION_MIN } from '@shared/fiscal';
import { Button } from '@web/components/ui/button';
import { TextareaField } from '@web/components/ui/field';
import { cn } from '@web/lib/cn';
import { useFiscalActions } from './fiscal-api';
import { cancelReasonOf, reasonProblem } from './fiscal-note-text';

/**
 * 'Cancelar NFC-e' by hand (docs/product.md#nfc-e): after SEFAZ refused the automatic
 * cancellation of a cancelled order's note, staff write their own reason (15 to 255 characters,
 * one line, as SEFAZ takes it) and ask again, within the window.
 */
export function FiscalCancelForm({ orderId }: { orderId: string }) {
  const { cancel } = useFiscalActions(orderId);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const problem = reasonProblem(reason);
  const count = cancelReasonOf(reason).length;
  const id = `nfce-cancel-${orderId}`;
  return (
    <form
      className="mt-1 flex flex-col gap-2 rounded-xl border border-line bg-canvas p-3"
      aria-label="Cancelar NFC-e"
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (!problem) cancel.mutate(cancelReasonOf(reason), { onSuccess: () => setReason('') });
      }}
    >
      <p className="font-semibold">Cancelar NFC-e</p>
      <TextareaField
        id={id}
        label="Motivo do cancelamento"
        rows={3}
        maxLength={JUSTIFICATION_MAX}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={tried && problem ? problem : undefined}
        hint={`De ${JUSTIFICATION_MIN} a ${JUSTIFICATION_MAX} caracteres, como vai para a SEFAZ.`}
        controlClassName="text-sm"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button type="submit" size="sm" variant="danger" disabled={cancel.isPending}>
          <Ban className="size-4" aria-hidden />
          {cancel.isPending ? 'Pedindo…' : 'Cancelar NFC-e'}
        </Button>
        <span
          className={cn('text-xs tabular-nums', count < JUSTIFICATION_MIN ? 'text-amber-800' : 'text-muted')}
          data-testid="nfce-cancel-count"
        >
          {count}/{JUSTIFICATION_MAX}
        </span>
      </div>
    </form>
  );
}
