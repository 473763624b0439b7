import type { FiscalNote } from '@shared/contract/fiscal';
import { formatBRL } from '@shared/money';
import { Card } from '@web/components/ui/card';
import { FiscalStatusBadge } from './fiscal-status-badge';
import { NoteMessage, noteDate, noteNumber, NoteOrderLink, ReceiptLink, TestTag } from './note-parts';

const TH = 'px-4 py-3 font-semibold';

/** The month's notes as a table, where the list is wide enough for it (cards otherwise, note-cards.tsx). */
export function NoteTable({ notes }: { notes: FiscalNote[] }) {
  return (
    <Card className="hidden overflow-x-auto @min-[52rem]:block">
      <table className="w-full text-left text-sm">
        <thead className="bg-canvas text-xs tracking-wide text-muted uppercase">
          <tr>
            <th className={TH}>Nota</th>
            <th className={TH}>Pedido</th>
            <th className={TH}>Cliente</th>
            <th className={`${TH} text-right`}>Total</th>
            <th className={TH}>Situação</th>
            <th className={TH}>
              <span className="sr-only">Nota do cliente</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {notes.map((n) => (
            <tr key={n.orderId} data-testid="fiscal-note" className="align-top hover:bg-canvas/50">
              <td className="px-4 py-2.5">
                <span className="flex items-center gap-2 font-semibold whitespace-nowrap">
                  {noteNumber(n)} <TestTag note={n} />
                </span>
                <span className="block text-xs whitespace-nowrap text-muted">{noteDate(n)}</span>
              </td>
              <td className="px-4 py-2.5">
                <NoteOrderLink note={n} />
              </td>
              <td className="max-w-48 truncate px-4 py-2.5">{n.customerName}</td>
              <td className="px-4 py-2.5 text-right font-semibold whitespace-nowrap">{formatBRL(n.orderTotalCents)}</td>
              <td className="max-w-72 px-4 py-2.5">
                <div className="flex flex-col items-start gap-1">
                  <FiscalStatusBadge status={n.status} />
                  <NoteMessage note={n} />
                </div>
              </td>
              <td className="px-4 py-1.5 text-right">
                <ReceiptLink note={n} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
