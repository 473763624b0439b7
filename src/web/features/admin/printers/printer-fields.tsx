import { CODE_PAGES, MAX_PRINTER_COPIES, PAPER_WIDTHS } from '@shared/schemas/printers';
import { SelectField, TextField } from '@web/components/ui/field';
import type { PrinterFormFields } from './use-printer-form';

const CODE_PAGE_LABELS = { cp860: 'CP860 (português)', cp850: 'CP850 (latino)' } as const;

/** Where the printer is and how it prints: name, address and port, paper, code page, copies. */
export function PrinterFields({ draft, errors, set }: PrinterFormFields) {
  return (
    <div className="grid grid-cols-2 gap-4">
      <TextField
        id="printer-name"
        label="Nome"
        className="col-span-2"
        placeholder="Cozinha, Bar, Caixa..."
        error={errors.name}
        value={draft.name}
        onChange={(e) => set({ name: e.target.value })}
      />
      <TextField
        id="printer-host"
        label="Endereço na rede (IP)"
        placeholder="192.168.0.50"
        inputMode="url"
        autoComplete="off"
        error={errors.host}
        value={draft.host}
        onChange={(e) => set({ host: e.target.value })}
      />
      <TextField
        id="printer-port"
        label="Porta"
        inputMode="numeric"
        hint="Quase sempre 9100"
        error={errors.port}
        value={draft.port}
        onChange={(e) => set({ port: e.target.value })}
      />
      <SelectField
        id="printer-paper"
        label="Papel"
        error={errors.paper}
        value={String(draft.paper)}
        onChange={(e) => set({ paper: Number(e.target.value) as (typeof PAPER_WIDTHS)[number] })}
      >
        {PAPER_WIDTHS.map((w) => (
          <option key={w} value={w}>
            {w} mm ({w === 58 ? 32 : 48} colunas)
          </option>
        ))}
      </SelectField>
      <SelectField
        id="printer-copies"
        label="Cópias por pedido"
        error={errors.copies}
        value={draft.copies}
        onChange={(e) => set({ copies: e.target.value })}
      >
        {Array.from({ length: MAX_PRINTER_COPIES }, (_, i) => (
          <option key={i} value={i + 1}>
            {i + 1}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="printer-code-page"
        label="Página de código"
        className="col-span-2"
        hint="Se sair 'P?o' em vez de 'Pão' no teste, troque a página de código."
        error={errors.codePage}
        value={draft.codePage}
        onChange={(e) => set({ codePage: e.target.value as (typeof CODE_PAGES)[number] })}
      >
        {CODE_PAGES.map((c) => (
          <option key={c} value={c}>
            {CODE_PAGE_LABELS[c]}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
