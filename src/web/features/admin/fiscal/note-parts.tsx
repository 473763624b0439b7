import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import type { FiscalNote } from '@shared/contract/fiscal';
import { formatDateTime } from '@shared/format-date';
import { shortOrderId } from '@shared/order-number';
import { cn } from '@web/lib/cn';

// What the month's list shows of a note, the same in its cards and its table.

/** 'nº 12 · série 1'; a note still queued has no number yet. */
export const noteNumber = (n: FiscalNote) =>
  n.number === null ? 'Sem número' : `nº ${n.number}${n.series === null ? '' : ` · série ${n.series}`}`;

/** When it was authorised, else when its order was made. */
export const noteDate = (n: FiscalNote) => formatDateTime(n.authorizedAt ?? n.orderCreatedAt);

/** The order's number, opening it on 'Pedidos' (its detail, as back from 'Alterar pedido'). */
export function NoteOrderLink({ note, className }: { note: FiscalNote; className?: string }) {
  return (
    <Link
      to="/admin/orders"
      state={{ openOrder: note.orderId }}
      className={cn('font-semibold text-primary hover:underline', className)}
      aria-label={`Abrir o pedido #${shortOrderId(note.orderId)}`}
    >
      #{shortOrderId(note.orderId)}
    </Link>
  );
}

/**
 * Why a note needs a look: SEFAZ's refusal, the provider out of reach (it is tried again by
 * itself), or what became of its cancellation.
 */
export function NoteMessage({ note: n }: { note: FiscalNote }) {
  const refused = n.status === 'rejected' || n.status === 'denied';
  const text = refused
    ? [n.sefazCode, n.sefazMessage].filter(Boolean).join(': ') || null
    : n.status === 'queued' || n.status === 'processing'
      ? n.lastError && `Tentando de novo: ${n.lastError}`
      : n.cancelMessage;
  if (!text) return null;
  return <p className={cn('text-xs [overflow-wrap:anywhere]', refused ? 'text-danger' : 'text-muted')}>{text}</p>;
}

/** The customer's page of the note, in a new tab. */
export function ReceiptLink({ note }: { note: FiscalNote }) {
  if (!note.receiptUrl) return null;
  return (
    <a
      href={note.receiptUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-9 items-center gap-1 text-sm font-semibold whitespace-nowrap text-primary hover:underline"
    >
      Ver nota
      <ExternalLink className="size-3.5" aria-hidden />
      <span className="sr-only">(abre em nova aba)</span>
    </a>
  );
}

/** A note of the test environment, marked so it is not taken for a real one. */
export function TestTag({ note }: { note: FiscalNote }) {
  if (note.environment !== 'homologacao') return null;
  return <span className="rounded bg-canvas px-1.5 py-0.5 text-[0.6875rem] font-medium text-muted">Homologação</span>;
}
