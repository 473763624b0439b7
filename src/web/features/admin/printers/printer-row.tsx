import { Pencil, Printer, Trash2 } from 'lucide-react';
import type { AdminPrinter } from '@shared/contract/printers';
import { Button } from '@web/components/ui/button';

/** 'Cozinha · 192.168.0.50:9100 · 80 mm · CP860 · 2 cópias · Pedido inteiro'. */
function settingsLabel(p: AdminPrinter, stationNames: string[]) {
  const copies = p.copies === 1 ? '1 cópia' : `${p.copies} cópias`;
  const station = stationNames.length ? `Só ${stationNames.join(', ')}` : 'Pedido inteiro';
  return `${p.host}:${p.port} · ${p.paper} mm · ${p.codePage.toUpperCase()} · ${copies} · ${station}`;
}

/** One printer of the list: its settings, 'Imprimir teste' and what came of it, edit and remove. */
export function PrinterRow({
  printer: p,
  stationNames,
  testing,
  testMessage,
  onTest,
  onEdit,
  onRemove,
}: {
  printer: AdminPrinter;
  stationNames: string[];
  testing: boolean;
  /** What the last test said, and whether the page went out. */
  testMessage: { text: string; sent: boolean } | undefined;
  onTest: () => void;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <li data-testid="printer-row" className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {p.name}
          {!p.active && <span className="rounded-full bg-canvas px-2 py-0.5 text-xs text-muted">Desativada</span>}
        </p>
        <p className="text-sm break-words text-muted">{settingsLabel(p, stationNames)}</p>
        {testMessage && (
          <p role="status" className={testMessage.sent ? 'mt-1 text-sm text-success' : 'mt-1 text-sm text-danger'}>
            {testMessage.text}
          </p>
        )}
      </div>
      <div className="flex items-center gap-1">
        <Button variant="soft" onClick={onTest} disabled={testing}>
          <Printer className="size-5" aria-hidden /> {testing ? 'Enviando...' : 'Imprimir teste'}
        </Button>
        <Button variant="ghost" size="icon" aria-label={`Editar ${p.name}`} onClick={onEdit}>
          <Pencil className="size-5" />
        </Button>
        <Button variant="ghost" size="icon" aria-label={`Remover ${p.name}`} className="text-danger" onClick={onRemove}>
          <Trash2 className="size-5" />
        </Button>
      </div>
    </li>
  );
}
