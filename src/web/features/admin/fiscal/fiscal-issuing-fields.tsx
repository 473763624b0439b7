import { Receipt } from 'lucide-react';
import {
  ISSUE_MOMENT_LABELS,
  ISSUE_MOMENTS,
  TAX_REGIME_LABELS,
  TAX_REGIMES,
  type IssueMoment,
  type TaxRegime,
} from '@shared/fiscal';
import { SelectField } from '@web/components/ui/field';
import { SettingSwitch } from '../ui/setting-switch';
import { DraftText, Section } from './fiscal-form-parts';
import type { FiscalFormFields } from './use-fiscal-form';

/** 'Emissão': the switch, when a note is asked for, the regime, the series, the window and the printer. */
export function FiscalIssuingFields({
  form,
  printers,
}: {
  form: FiscalFormFields;
  printers: { id: string; name: string }[];
}) {
  const { draft, errors, set } = form;
  // A printer turned off since it was chosen is no longer listed; it stays named until changed.
  const missing = draft.printerId !== '' && !printers.some((p) => p.id === draft.printerId);
  return (
    <Section title="Emissão">
      <SettingSwitch
        on={draft.enabled}
        onChange={(enabled) => set({ enabled })}
        icon={Receipt}
        title="Emitir NFC-e"
        description={
          draft.enabled
            ? 'Cada pedido recebe sua nota fiscal, enviada à SEFAZ pelo provedor fiscal.'
            : 'Nenhuma nota é emitida. As já emitidas continuam valendo.'
        }
      />
      <IssueMomentChoice value={draft.issueOn} onChange={(issueOn) => set({ issueOn })} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="fiscal-taxRegime"
          label="Regime tributário"
          error={errors.taxRegime}
          value={draft.taxRegime}
          onChange={(e) => set({ taxRegime: e.target.value as TaxRegime })}
        >
          {TAX_REGIMES.map((r) => (
            <option key={r} value={r}>
              {TAX_REGIME_LABELS[r]}
            </option>
          ))}
        </SelectField>
        <DraftText fields={form} name="series" label="Série" inputMode="numeric" hint="De 0 a 999; em geral, 1." />
        <DraftText
          fields={form}
          name="cancelWindowMinutes"
          label="Prazo para cancelar (minutos)"
          inputMode="numeric"
          placeholder="30"
          hint="Depois da autorização; a maioria dos estados aceita 30."
        />
        <SelectField
          id="fiscal-printerId"
          label="Impressora do cupom"
          hint="Onde sai o DANFE da NFC-e, com o QR code."
          error={errors.printerId}
          value={draft.printerId}
          onChange={(e) => set({ printerId: e.target.value })}
        >
          <option value="">Não imprimir</option>
          {printers.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
          {missing && <option value={draft.printerId}>Impressora desativada</option>}
        </SelectField>
      </div>
    </Section>
  );
}

/** 'Quando emitir': once the order is paid, or once it is delivered. */
function IssueMomentChoice({ value, onChange }: { value: IssueMoment; onChange: (v: IssueMoment) => void }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium">Quando emitir</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {ISSUE_MOMENTS.map((m) => (
          <label
            key={m}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line bg-surface px-3 py-2 text-sm font-medium has-[:checked]:border-primary/40 has-[:checked]:bg-primary/5"
          >
            <input
              type="radio"
              name="fiscal-issueOn"
              className="size-5 shrink-0 accent-[var(--color-primary)]"
              checked={value === m}
              onChange={() => onChange(m)}
            />
            {ISSUE_MOMENT_LABELS[m]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
