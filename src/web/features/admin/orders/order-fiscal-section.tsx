import { ExternalLink, Printer, ReceiptText, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FiscalNote } from '@shared/contract/fiscal';
import { groupedKey, NOTE_STATUS_LABELS, TOO_LATE_MESSAGE } from '@shared/fiscal';
import { formatDateTime } from '@shared/format-date';
import { Button, buttonVariants } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { FiscalStatusBadge } from '../fiscal/fiscal-status-badge';
import { TestTag } from '../fiscal/note-parts';
import { DetailSection } from './detail-section';
import { useFiscalActions, useOrderFiscal } from './fiscal-api';
import { FiscalCancelForm } from './fiscal-cancel-form';
import { cancelHint, noteNumberText, refusalText } from './fiscal-note-text';
import type { AdminOrderDetail } from './orders-api';

const CALLOUT = {
  amber: 'bg-amber-50 text-amber-900',
  red: 'bg-red-50 text-red-900',
};

function Callout({ tone, testId, children }: { tone: keyof typeof CALLOUT; testId?: string; children: ReactNode }) {
  return (
    <div role="note" className={cn('rounded-lg px-3 py-2', CALLOUT[tone])} data-testid={testId}>
      {children}
    </div>
  );
}

/**
 * 'Nota fiscal (NFC-e)' (docs/product.md#nfc-e): the order's note, where it stands at SEFAZ, and
 * what staff may do with it; shown where the store issues notes or the order has one.
 */
export function OrderFiscalSection({ order }: { order: AdminOrderDetail }) {
  const { data } = useOrderFiscal(order.id);
  if (!data || (!data.enabled && !data.note)) return null;
  return (
    <DetailSection title="Nota fiscal (NFC-e)" icon={ReceiptText}>
      {data.note ? (
        <NoteDetails note={data.note} orderCancelled={order.status === 'cancelled'} />
      ) : (
        <p className="text-muted" data-testid="order-fiscal">
          Nenhuma NFC-e emitida para este pedido ainda.
        </p>
      )}
    </DetailSection>
  );
}

function NoteDetails({ note, orderCancelled }: { note: FiscalNote; orderCancelled: boolean }) {
  const number = noteNumberText(note);
  return (
    <div className="flex flex-col gap-2" data-testid="order-fiscal">
      <NoteStatusLine note={note} />
      {(number || note.authorizedAt) && (
        <p>
          {number && <span className="font-medium">{number}</span>}
          {number && note.authorizedAt && <span aria-hidden> · </span>}
          {note.authorizedAt && <span className="text-muted">autorizada em {formatDateTime(note.authorizedAt)}</span>}
        </p>
      )}
      {note.accessKey && (
        <div>
          <p className="text-xs text-muted">Chave de acesso</p>
          <p className="font-mono text-xs break-words select-all" data-testid="nfce-key">
            {groupedKey(note.accessKey)}
          </p>
        </div>
      )}
      <Refusal note={note} orderCancelled={orderCancelled} />
      {note.lastError && <Callout tone="amber">Provedor fiscal fora do ar; tentando de novo automaticamente.</Callout>}
      <Cancellation note={note} />
      <NoteActions note={note} />
    </div>
  );
}

/** The badge ('Emitindo…' while on its way, with where it stands) and, in homologação, the tag. */
function NoteStatusLine({ note }: { note: FiscalNote }) {
  const issuing = note.status === 'queued' || note.status === 'processing';
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1" data-testid="nfce-status">
      <FiscalStatusBadge status={note.status} label={issuing ? 'Emitindo…' : undefined} />
      {issuing && <span className="text-xs text-muted">{NOTE_STATUS_LABELS[note.status]}</span>}
      <TestTag note={note} />
    </p>
  );
}

/** SEFAZ's refusal; a rejected note of an order still standing may be sent again once fixed. */
function Refusal({ note, orderCancelled }: { note: FiscalNote; orderCancelled: boolean }) {
  const { retry } = useFiscalActions(note.orderId);
  const text = refusalText(note);
  if (!text) return null;
  const retryable = note.status === 'rejected' && !orderCancelled;
  return (
    <Callout tone="red" testId="nfce-refusal">
      <p className="font-medium break-words">{text}</p>
      {retryable && (
        <>
          <p className="mt-1">Corrija o motivo (ex.: NCM do produto em Produtos) e tente de novo.</p>
          <Button
            size="sm"
            variant="outline"
            className="mt-2"
            disabled={retry.isPending}
            onClick={() => retry.mutate()}
          >
            <RotateCw className={cn('size-4', retry.isPending && 'animate-spin')} aria-hidden />
            Tentar novamente
          </Button>
        </>
      )}
    </Callout>
  );
}

/** Cancelled, being cancelled, refused (with the form to ask again), too late, or until when it may be. */
function Cancellation({ note }: { note: FiscalNote }) {
  if (note.status === 'cancelled')
    return (
      <p data-testid="nfce-cancelled">
        <span className="font-medium">Cancelada em {formatDateTime(note.cancelledAt)}</span>
        {note.cancelReason && <span className="block break-words text-muted">Motivo: {note.cancelReason}</span>}
      </p>
    );
  if (note.cancelState === 'wanted')
    return <Callout tone="amber">Cancelamento pedido à SEFAZ; aguardando a resposta.</Callout>;
  if (note.cancelState === 'too_late')
    return (
      <Callout tone="amber" testId="nfce-too-late">
        {note.cancelMessage ?? TOO_LATE_MESSAGE}
      </Callout>
    );
  if (note.cancelState === 'refused')
    return (
      <>
        <Callout tone="red" testId="nfce-cancel-refused">
          A SEFAZ recusou o cancelamento{note.cancelMessage ? `: ${note.cancelMessage}` : '.'}
        </Callout>
        <FiscalCancelForm orderId={note.orderId} />
      </>
    );
  const hint = cancelHint(note, new Date());
  return hint && <p className="text-xs text-muted">{hint}</p>;
}

/** 'Imprimir DANFE' on the receipt printer, for an authorised note; 'Ver nota', the customer's page. */
function NoteActions({ note }: { note: FiscalNote }) {
  const { print } = useFiscalActions(note.orderId);
  const authorized = note.status === 'authorized';
  if (!authorized && !note.receiptUrl) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {authorized && (
        <Button size="sm" variant="outline" disabled={print.isPending} onClick={() => print.mutate()}>
          <Printer className="size-4" aria-hidden /> Imprimir DANFE
        </Button>
      )}
      {note.receiptUrl && (
        <a
          href={note.receiptUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ size: 'sm', variant: 'outline' })}
        >
          <ExternalLink className="size-4" aria-hidden /> Ver nota
        </a>
      )}
    </div>
  );
}
