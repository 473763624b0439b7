import type { AdminPrinter } from '@shared/contract/printers';
import { Button } from '@web/components/ui/button';
import { AdminDialog } from '../ui/admin-dialog';
import { PrinterFields } from './printer-fields';
import { PrinterStation } from './printer-station';
import { usePrinterForm } from './use-printer-form';

/** Add or edit a printer ('Nova impressora' / 'Editar impressora', docs/product.md#kitchen-printers). */
export function PrinterFormDialog({ printer, onClose }: { printer?: AdminPrinter; onClose: () => void }) {
  const { fields, submit, saving } = usePrinterForm(printer, onClose);
  return (
    <AdminDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={printer ? 'Editar impressora' : 'Nova impressora'}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={submit} disabled={saving}>
            {saving ? 'Salvando...' : 'Salvar impressora'}
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-6"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <PrinterFields {...fields} />
        <PrinterStation {...fields} />
        <label className="flex min-h-10 items-center gap-2">
          <input
            type="checkbox"
            className="size-5 accent-primary"
            checked={fields.draft.active}
            onChange={(e) => fields.set({ active: e.target.checked })}
          />
          Ativa (recebe os pedidos)
        </label>
        {/* Enter in a field submits; the visible button sits in the dialog's footer, outside the form. */}
        <button type="submit" hidden />
      </form>
    </AdminDialog>
  );
}
