import { PrinterX } from 'lucide-react';
import { formatDateTime } from '@shared/format-date';
import { usePrinterStatus } from '@web/features/admin/printers/printers-api';

/** '19:42' today, else the date too. */
function since(iso: string) {
  const at = formatDateTime(iso);
  return at.slice(0, 10) === formatDateTime(new Date()).slice(0, 10) ? at.slice(11) : at;
}

const waitingLabel = (n: number) => (n === 1 ? '1 impressão aguardando' : `${n} impressões aguardando`);

/**
 * Each kitchen printer that stopped answering, since when, and the tickets it holds; they print
 * by themselves once it answers again (docs/product.md#kitchen-printers).
 */
export function PrinterAlerts() {
  const { data } = usePrinterStatus();
  const failing = data?.printers.filter((p) => p.failingSince) ?? [];
  if (!failing.length) return null;
  return (
    <div className="mb-4 flex flex-col gap-2" role="status">
      {failing.map((p) => (
        <div key={p.id} className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-3 text-red-900">
          <PrinterX className="mt-0.5 size-5 shrink-0" aria-hidden />
          <div className="min-w-0">
            <p className="font-semibold">
              Impressora {p.name}: sem resposta desde {since(p.failingSince!)}
            </p>
            <p className="text-sm">
              {p.waiting > 0 && `${waitingLabel(p.waiting)}. `}
              {p.lastError} As impressões saem sozinhas quando ela voltar a responder.
            </p>
          </div>
        </div>
      ))}
    </div>
  );
}
