import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import type { FiscalNotesPage } from '@shared/contract/fiscal';
import type { NoteStatus } from '@shared/fiscal';
import { formatBRL } from '@shared/money';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { LoadingState } from '@web/components/ui/spinner';
import { failureMessage } from '@web/lib/failure-message';
import { notesZipUrl, useFiscalNotes } from './fiscal-api';
import { MonthPicker } from './month-picker';
import { NoteCards } from './note-cards';
import { NoteStatusChips } from './note-status-chips';
import { NoteTable } from './note-table';
import { isMonth, storeMonth } from './notes-month';

/** 'Notas do mês': a month's notes by status, what was authorised, and the XMLs for the accountant. */
export function MonthNotes() {
  const [latest] = useState(() => storeMonth(new Date()));
  const [month, setMonth] = useState(latest);
  const [status, setStatus] = useState<NoteStatus | null>(null);
  const q = useFiscalNotes(month, status);
  return (
    <section aria-labelledby="fiscal-notes-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="fiscal-notes-title" className="text-lg font-semibold">
          Notas do mês
        </h2>
        <MonthPicker month={month} latest={latest} onChange={setMonth} />
      </div>
      {!isMonth(month) ? (
        <p role="alert" className="text-sm text-danger">
          Escolha um mês.
        </p>
      ) : q.isPending ? (
        <LoadingState text="Carregando notas..." />
      ) : q.isError ? (
        <p role="alert" className="text-danger">
          {failureMessage('Erro ao carregar as notas', q.error)}
        </p>
      ) : (
        <>
          <MonthSummary page={q.data} />
          <NoteStatusChips counts={q.data.counts} value={status} onChange={setStatus} />
          {q.data.notes.length ? (
            // Cards or the table by the list's own width (a container query), as on 'Pedidos'.
            <div className="@container">
              <NoteCards notes={q.data.notes} />
              <NoteTable notes={q.data.notes} />
            </div>
          ) : (
            <Card className="flex flex-col items-center gap-2 p-8 text-center text-sm text-muted">
              <FileText className="size-8" aria-hidden />
              {status ? 'Nenhuma nota nesta situação no mês.' : 'Nenhuma nota neste mês.'}
            </Card>
          )}
        </>
      )}
    </section>
  );
}

/** The total authorised in the month and the download of its XMLs. */
function MonthSummary({ page }: { page: FiscalNotesPage }) {
  const xmls = page.xmlCount === 1 ? '1 XML' : `${page.xmlCount} XMLs`;
  return (
    <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div>
        <p className="text-sm text-muted">Total autorizado no mês</p>
        <p className="text-2xl font-bold" data-testid="fiscal-authorized-total">
          {formatBRL(page.authorizedTotalCents)}
        </p>
      </div>
      {page.xmlCount > 0 ? (
        <a href={notesZipUrl(page.month)} download className={buttonVariants({ variant: 'outline' })}>
          <Download className="size-4" aria-hidden />
          Baixar XMLs do mês (.zip)
          <span className="text-xs font-normal text-muted">{xmls}</span>
        </a>
      ) : (
        <Button variant="outline" disabled title="Nenhum XML neste mês">
          <Download className="size-4" aria-hidden />
          Baixar XMLs do mês (.zip)
          <span className="text-xs font-normal text-muted">{xmls}</span>
        </Button>
      )}
    </Card>
  );
}
