import type { FiscalNote } from '@shared/contract/fiscal';
import { formatBRL } from '@shared/money';
import { Card } from '@web/components/ui/card';
import { FiscalStatusBadge } from './fiscal-status-badge';
import { NoteMessage, noteDate, noteNumber, NoteOrderLink, ReceiptLink, TestTag } from './note-parts';

/** The month's notes as cards, on a phone and a tablet (the table takes over on a wider list). */
export function NoteCards({ notes }: { notes: FiscalNote[] }) {
  return (
    <ul className="grid grid-cols-1 gap-2 @xl:grid-cols-2 @min-[52rem]:hidden">
      {notes.map((n) => (
        <li key={n.orderId}>
          <Card className="flex h-full flex-col gap-2 p-4" data-testid="fiscal-note">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-x-2 font-semibold">
                  {noteNumber(n)} <TestTag note={n} />
                </p>
                <p className="text-xs text-muted">{noteDate(n)}</p>
              </div>
              <FiscalStatusBadge status={n.status} />
            </div>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <p className="min-w-0 truncate">
                <NoteOrderLink note={n} /> · {n.customerName}
              </p>
              <p className="font-semibold whitespace-nowrap">{formatBRL(n.orderTotalCents)}</p>
            </div>
            <NoteMessage note={n} />
            <ReceiptLink note={n} />
          </Card>
        </li>
      ))}
    </ul>
  );
}
