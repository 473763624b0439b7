import { MessageCircleWarning } from 'lucide-react';
import { useState } from 'react';
import { formatTime } from '@shared/format-date';
import { disputeTimeoutLine, IFOOD_REJECT_REASON_LABELS } from '@shared/ifood';
import { Button } from '@web/components/ui/button';
import { useIfoodRequests } from './ifood-requests-api';
import type { AdminOrderDetail } from './orders-api';

type Dispute = NonNullable<AdminOrderDetail['ifoodDispute']>;

const ANSWERED: Record<Exclude<Dispute['status'], 'open'>, string> = {
  accepted: 'Pedido do cliente aceito: o iFood cancela o pedido.',
  rejected: 'Pedido do cliente recusado',
  settled: 'O iFood encerrou o pedido do cliente.',
};

/**
 * A customer's request made on iFood (docs/product.md#ifood): what they ask, until when staff may
 * answer and what iFood does otherwise; 'Aceitar e cancelar' asks once more, 'Recusar' asks for
 * one of iFood's reasons.
 */
export function IfoodDisputeBox({ orderId, dispute }: { orderId: string; dispute: Dispute }) {
  const [step, setStep] = useState<'ask' | 'accept' | 'refuse'>('ask');
  const expired = !!dispute.expiresAt && Date.parse(dispute.expiresAt) <= Date.now();
  if (dispute.status !== 'open' || expired)
    return (
      <p className="mt-2 text-sm text-muted" data-testid="ifood-dispute">
        {dispute.status === 'open'
          ? 'O prazo para responder ao cliente acabou: o iFood decidiu.'
          : ANSWERED[dispute.status]}
        {dispute.status === 'rejected' &&
          dispute.answerReason &&
          `: ${IFOOD_REJECT_REASON_LABELS[dispute.answerReason] ?? dispute.answerReason}`}
      </p>
    );
  return (
    <div
      role="alert"
      className="mt-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
      data-testid="ifood-dispute"
    >
      <p className="flex items-start gap-2 font-semibold">
        <MessageCircleWarning className="mt-0.5 size-4 shrink-0" aria-hidden />
        {dispute.action === 'CANCELLATION'
          ? 'O cliente pediu para cancelar pelo iFood'
          : 'O cliente fez um pedido sobre este pedido pelo iFood'}
      </p>
      {dispute.message && <p className="mt-1 break-words">“{dispute.message}”</p>}
      {dispute.expiresAt && (
        <p className="mt-1 text-amber-900">
          Responda até {formatTime(dispute.expiresAt)}: {disputeTimeoutLine(dispute.timeoutAction)}
        </p>
      )}
      <DisputeAnswer orderId={orderId} dispute={dispute} step={step} setStep={setStep} />
    </div>
  );
}

function DisputeAnswer({
  orderId,
  dispute,
  step,
  setStep,
}: {
  orderId: string;
  dispute: Dispute;
  step: 'ask' | 'accept' | 'refuse';
  setStep: (s: 'ask' | 'accept' | 'refuse') => void;
}) {
  const { answer } = useIfoodRequests(orderId);
  const [reason, setReason] = useState('');
  const busy = answer.isPending;
  if (step === 'accept')
    return (
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <span className="font-medium">O iFood cancela o pedido. Confirmar?</span>
        <Button size="sm" variant="danger" disabled={busy} onClick={() => answer.mutate({ accept: true })}>
          Sim, aceitar e cancelar
        </Button>
        <Button size="sm" variant="ghost" disabled={busy} onClick={() => setStep('ask')}>
          Voltar
        </Button>
      </div>
    );
  if (step === 'refuse')
    return (
      <div className="mt-3 flex flex-col gap-2">
        <label className="text-sm font-medium" htmlFor={`refuse-${orderId}`}>
          Motivo da recusa
        </label>
        <select
          id={`refuse-${orderId}`}
          className="h-11 min-w-0 rounded-xl border border-line bg-surface px-3"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        >
          <option value="">Escolha…</option>
          {dispute.rejectReasons.map((r) => (
            <option key={r.code} value={r.code}>
              {r.label}
            </option>
          ))}
        </select>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="danger"
            disabled={!reason || busy}
            onClick={() => answer.mutate({ accept: false, reason })}
          >
            Recusar pedido do cliente
          </Button>
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => setStep('ask')}>
            Voltar
          </Button>
        </div>
      </div>
    );
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <Button size="sm" disabled={busy} onClick={() => setStep('accept')}>
        Aceitar e cancelar
      </Button>
      <Button size="sm" variant="outline" disabled={busy} onClick={() => setStep('refuse')}>
        Recusar
      </Button>
    </div>
  );
}
