import { MessageCircleWarning } from 'lucide-react';
import { useState } from 'react';
import { formatTime } from '@shared/format-date';
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
 * A customer's request made on iFood (docs/product.md#ifood): what they ask and until when staff
 * may answer; 'Aceitar' lets iFood cancel, 'Recusar' asks for one of the reasons.
 */
export function IfoodDisputeBox({ orderId, dispute }: { orderId: string; dispute: Dispute }) {
  const { answer } = useIfoodRequests(orderId);
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  if (dispute.status !== 'open')
    return (
      <p className="mt-2 text-sm text-muted" data-testid="ifood-dispute">
        {ANSWERED[dispute.status]}
        {dispute.answerReason && `: ${dispute.answerReason}`}
      </p>
    );
  const asks =
    dispute.action === 'CANCELLATION'
      ? 'O cliente pediu para cancelar pelo iFood'
      : 'O cliente fez um pedido pelo iFood';
  return (
    <div
      role="alert"
      className="mt-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
      data-testid="ifood-dispute"
    >
      <p className="flex items-start gap-2 font-semibold">
        <MessageCircleWarning className="mt-0.5 size-4 shrink-0" aria-hidden />
        {asks}
      </p>
      {dispute.message && <p className="mt-1">“{dispute.message}”</p>}
      {dispute.expiresAt && (
        <p className="mt-1 text-amber-900">
          Responda até {formatTime(dispute.expiresAt)}: sem resposta, o iFood recusa sozinho.
        </p>
      )}
      {refusing ? (
        <div className="mt-3 flex flex-col gap-2">
          <label className="text-sm font-medium" htmlFor={`refuse-${orderId}`}>
            Motivo da recusa
          </label>
          <select
            id={`refuse-${orderId}`}
            className="h-11 rounded-xl border border-line bg-surface px-3"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          >
            <option value="">Escolha…</option>
            {dispute.rejectReasons.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="danger"
              disabled={!reason || answer.isPending}
              onClick={() => answer.mutate({ accept: false, reason })}
            >
              Recusar pedido do cliente
            </Button>
            <Button size="sm" variant="ghost" disabled={answer.isPending} onClick={() => setRefusing(false)}>
              Voltar
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" disabled={answer.isPending} onClick={() => answer.mutate({ accept: true })}>
            Aceitar e cancelar
          </Button>
          <Button size="sm" variant="outline" disabled={answer.isPending} onClick={() => setRefusing(true)}>
            Recusar
          </Button>
        </div>
      )}
    </div>
  );
}
