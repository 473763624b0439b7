import type { FiscalVoid } from '@shared/contract/fiscal';
import { formatDateTime } from '@shared/format-date';
import { cn } from '@web/lib/cn';
import { failureMessage } from '@web/lib/failure-message';
import { useFiscalVoids } from './fiscal-api';
import { FiscalStatusBadge } from './fiscal-status-badge';
import { rangeText } from './void-draft';

/** The numbers voided before, newest first: SEFAZ's refusals too, with its words. */
export function VoidList() {
  const q = useFiscalVoids();
  return (
    <section aria-labelledby="fiscal-voids-title" className="flex flex-col gap-2 border-t border-line pt-4">
      <h3 id="fiscal-voids-title" className="text-sm font-semibold">
        Inutilizações feitas
      </h3>
      {q.isPending ? (
        <p role="status" className="text-sm text-muted">
          Carregando...
        </p>
      ) : q.isError ? (
        <p role="alert" className="text-sm text-danger">
          {failureMessage('Erro ao carregar as inutilizações', q.error)}
        </p>
      ) : q.data.length === 0 ? (
        <p className="text-sm text-muted">Nenhuma numeração inutilizada.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {q.data.map((v) => (
            <VoidItem key={v.id} item={v} />
          ))}
        </ul>
      )}
    </section>
  );
}

function VoidItem({ item: v }: { item: FiscalVoid }) {
  return (
    <li className="flex flex-col gap-1 py-2.5" data-testid="fiscal-void">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold">
          Série {v.series} · {rangeText(v)}
        </p>
        <FiscalStatusBadge status={v.status} label={v.status === 'authorized' ? 'Inutilizada' : 'Recusada'} />
      </div>
      <p className="text-xs text-muted">
        {formatDateTime(v.createdAt)} · {v.reason}
      </p>
      {v.sefazMessage && (
        <p className={cn('text-xs [overflow-wrap:anywhere]', v.status === 'rejected' ? 'text-danger' : 'text-muted')}>
          {v.sefazMessage}
        </p>
      )}
    </li>
  );
}
