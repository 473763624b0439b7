import { FISCAL_PRESET_LABELS, FISCAL_PRESETS, ICMS_CODES, type FiscalPreset, type IcmsCode } from '@shared/fiscal';
import { SelectField } from '@web/components/ui/field';
import { presetChoice, withPreset, type PresetChoice } from './fiscal-draft';
import { DraftText, Section } from './fiscal-form-parts';
import { ICMS_LABELS, ORIGIN_LABELS } from './fiscal-labels';
import type { FiscalFormFields } from './use-fiscal-form';

const PRESETS = Object.keys(FISCAL_PRESETS) as FiscalPreset[];
// CSOSN codes have 3 digits, CSTs 2.
const CSOSN = ICMS_CODES.filter((c) => c.length === 3);
const CST = ICMS_CODES.filter((c) => c.length === 2);

/** 'Dados fiscais padrão dos produtos': a preset filling NCM, CFOP, CSOSN/CST and origin, or them by hand. */
export function FiscalProductDefaults({ form }: { form: FiscalFormFields }) {
  const { draft, errors, set } = form;
  return (
    <Section
      title="Dados fiscais padrão dos produtos"
      hint="Valem para todo produto sem dados fiscais próprios. Confirme com seu contador."
    >
      <SelectField
        id="fiscal-preset"
        label="Modelo"
        value={presetChoice(draft)}
        onChange={(e) => set(withPreset(e.target.value as PresetChoice))}
      >
        {PRESETS.map((p) => (
          <option key={p} value={p}>
            {FISCAL_PRESET_LABELS[p]}
          </option>
        ))}
        <option value="custom">Personalizado</option>
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <DraftText fields={form} name="ncm" label="NCM" inputMode="numeric" autoComplete="off" maxLength={10} />
        <DraftText fields={form} name="cfop" label="CFOP" inputMode="numeric" autoComplete="off" maxLength={5} />
        <SelectField
          id="fiscal-icms"
          label="CSOSN / CST do ICMS"
          error={errors.icms}
          value={draft.icms}
          onChange={(e) => set({ icms: e.target.value as IcmsCode })}
        >
          <optgroup label="CSOSN (Simples Nacional)">{CSOSN.map(icmsOption)}</optgroup>
          <optgroup label="CST (regime normal)">{CST.map(icmsOption)}</optgroup>
        </SelectField>
        <SelectField
          id="fiscal-origin"
          label="Origem"
          error={errors.origin}
          value={draft.origin}
          onChange={(e) => set({ origin: e.target.value })}
        >
          {ORIGIN_LABELS.map((label, i) => (
            <option key={label} value={String(i)}>
              {label}
            </option>
          ))}
        </SelectField>
      </div>
    </Section>
  );
}

const icmsOption = (code: IcmsCode) => (
  <option key={code} value={code}>
    {code} – {ICMS_LABELS[code]}
  </option>
);
