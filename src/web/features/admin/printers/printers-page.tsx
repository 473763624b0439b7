import { Plus, Printer } from 'lucide-react';
import { useState } from 'react';
import type { AdminPrinter } from '@shared/contract/printers';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { LoadingState } from '@web/components/ui/spinner';
import { useAdminCategories } from '../categories/categories-api';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { PageHeader } from '../ui/page-header';
import { KitchenSettingsCard } from './kitchen-settings-card';
import { PrinterFormDialog } from './printer-form-dialog';
import { PrinterRow } from './printer-row';
import { useAdminPrinters } from './printers-api';
import { usePrinterActions } from './use-printer-actions';

/** /admin/printers: the kitchen's thermal printers (docs/product.md#kitchen-printers). */
export function PrintersPage() {
  const list = useAdminPrinters();
  const categories = useAdminCategories();
  const [editing, setEditing] = useState<AdminPrinter | 'new' | null>(null);
  const [removing, setRemoving] = useState<AdminPrinter | null>(null);
  const { tests, test, remove } = usePrinterActions(() => setRemoving(null));
  const names = new Map((categories.data ?? []).map((c) => [c.id, c.name]));
  return (
    <div className="mx-auto flex max-w-4xl flex-col">
      <PageHeader
        title="Impressoras"
        subtitle="Impressoras térmicas da cozinha na rede da loja (ESC/POS, porta 9100)."
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-5" aria-hidden /> Nova impressora
          </Button>
        }
      />
      {list.isPending ? (
        <LoadingState text="Carregando impressoras..." />
      ) : list.isError ? (
        <p role="alert" className="text-danger">
          Falha ao buscar impressoras
        </p>
      ) : list.data.length === 0 ? (
        <NoPrinters />
      ) : (
        <Card className="overflow-hidden">
          <ul className="divide-y divide-line" aria-label="Impressoras">
            {list.data.map((p) => (
              <PrinterRow
                key={p.id}
                printer={p}
                stationNames={p.categoryIds.flatMap((id) => names.get(id) ?? [])}
                testing={test.isPending && test.variables === p.id}
                testMessage={tests[p.id]}
                onTest={() => test.mutate(p.id)}
                onEdit={() => setEditing(p)}
                onRemove={() => setRemoving(p)}
              />
            ))}
          </ul>
        </Card>
      )}
      <KitchenSettingsCard />
      {editing && (
        <PrinterFormDialog printer={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={!!removing}
        onOpenChange={(o) => !o && setRemoving(null)}
        title="Remover impressora?"
        description={`A impressora ${removing?.name ?? ''} deixa de receber pedidos.`}
        confirmLabel="Remover"
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
      />
    </div>
  );
}

function NoPrinters() {
  return (
    <Card className="flex flex-col items-center gap-2 p-10 text-center text-muted">
      <Printer className="size-10" aria-hidden />
      <p>Nenhuma impressora ainda. Sem impressora, o botão 'Imprimir' do pedido usa a impressão do navegador.</p>
    </Card>
  );
}
