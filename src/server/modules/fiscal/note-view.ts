import type { fiscalNotes } from '@server/db/schema';
import type { FiscalNote } from '@shared/contract/fiscal';

type NoteRow = typeof fiscalNotes.$inferSelect;
type OrderPart = { customerName: string; totalCents: number; createdAt: Date };

/** A note as staff see it; `cancelWindowMinutes` says until when it may be cancelled (none once past). */
export function noteView(
  note: NoteRow,
  order: OrderPart,
  receiptUrl: (orderId: string) => string,
  cancelWindowMinutes: number,
  now = new Date(),
): FiscalNote {
  const authorized = note.status === 'authorized';
  const until = note.authorizedAt && new Date(note.authorizedAt.getTime() + cancelWindowMinutes * 60_000);
  return {
    orderId: note.orderId,
    customerName: order.customerName,
    orderTotalCents: order.totalCents,
    orderCreatedAt: order.createdAt.toISOString(),
    status: note.status,
    environment: note.environment,
    number: note.number,
    series: note.series,
    accessKey: note.accessKey,
    authorizedAt: note.authorizedAt?.toISOString() ?? null,
    sefazCode: note.sefazCode,
    sefazMessage: note.sefazMessage,
    lastError: note.lastError,
    attempts: note.attempts,
    cancelState: note.cancelState,
    cancelMessage: note.cancelMessage,
    cancelReason: note.cancelReason,
    cancelledAt: note.cancelledAt?.toISOString() ?? null,
    cancelUntil: authorized && until && until > now && note.cancelState !== 'too_late' ? until.toISOString() : null,
    receiptUrl: authorized || note.status === 'cancelled' ? receiptUrl(note.orderId) : null,
  };
}
