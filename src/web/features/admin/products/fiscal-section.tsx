import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { FISCAL_PRESET_LABELS, ICMS_CODES, type IcmsCode } from '@shared/fiscal';
import { maskNcm } from '@shared/masks';
import { SelectField, TextField } from '@web/components/ui/field';
import { cn } from '@web/lib/cn';
import { ICMS_LABELS, ORIGIN_LABELS } from '../fiscal/fiscal-labels';
import { chooseFiscal, editFiscal, type FiscalChoice, type FiscalDraft } from './fiscal-draft';
import type { DraftErrors } from './product-draft';

const CHOICES: [FiscalChoice, string][] = [
  ['default', 'Padrão da loja'],
  ...(Object.entries(FISCAL_PRESET_LABELS) as [FiscalChoice, string][]),
  ['custom', 'Personalizado'],
];
const choiceLabel = (c: FiscalChoice) => CHOICES.find(([value]) => value === c)?.[1] ?? '';
// CSOSN codes have 3 digits, CSTs 2 (as on the Fiscal page's defaults).
const CSOSN = ICMS_CODES.filter((c) => c.length === 3);
const CST = ICMS_CODES.filter((c) => c.length === 2);
const icmsOption = (code: IcmsCode) => (
  <option key={code} value={code}>
    {code} – {ICMS_LABELS[code]}
  </option>
);

/**
 * 'Dados fiscais (NFC-e)' of the product form (docs/product.md#nfc-e), folded until asked for
 * (or while one of its fields is wrong): the store's default, a preset, or the product's own data.
 */
export function FiscalSection({
  value,
  errors,
  onChange,
}: {
  value: FiscalDraft;
  errors: DraftErrors;
  onChange: (fiscal: FiscalDraft) => void;
}) {
  const [open, setOpen] = useState(false);
  const wrong = Object.keys(errors).some((k) => k === 'fiscal' || k.startsWith('fiscal.'));
  const shown = open || wrong;
  return (
    <section className="flex flex-col gap-3" aria-label="Dados fiscais (NFC-e)">
      <h3>
        <button
          type="button"
          aria-expanded={shown}
          aria-controls="fiscal-body"
          onClick={() => setOpen(!shown)}
          className="flex min-h-11 w-full items-center justify-between gap-2 rounded-xl text-left font-semibold"
        >
          <span>
            Dados fiscais (NFC-e)
            <span className="block text-sm font-normal text-muted">{choiceLabel(value.choice)}</span>
          </span>
          <ChevronDown className={cn('size-4 shrink-0 transition-transform', shown && 'rotate-180')} aria-hidden />
        </button>
      </h3>
      <div id="fiscal-body" hidden={!shown} className="flex flex-col gap-4">
        <SelectField
          id="p-fiscal"
          label="Dados fiscais do produto"
          hint="Confirme estes dados com seu contador."
          error={errors.fiscal}
          value={value.choice}
          onChange={(e) => onChange(chooseFiscal(value, e.target.value as FiscalChoice))}
        >
          {CHOICES.map(([choice, label]) => (
            <option key={choice} value={choice}>
              {label}
            </option>
          ))}
        </SelectField>
        {value.choice !== 'default' && (
          <FiscalFields value={value} errors={errors} onChange={(patch) => onChange(editFiscal(value, patch))} />
        )}
      </div>
    </section>
  );
}

/** NCM, CFOP, CSOSN/CST and origin: filled by a preset, typed for 'Personalizado'. */
function FiscalFields({
  value,
  errors,
  onChange,
}: {
  value: FiscalDraft;
  errors: DraftErrors;
  onChange: (patch: Partial<FiscalDraft>) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        id="p-fiscal-ncm"
        label="NCM"
        inputMode="numeric"
        autoComplete="off"
        placeholder="0000.00.00"
        error={errors['fiscal.ncm']}
        value={value.ncm}
        onChange={(e) => onChange({ ncm: maskNcm(e.target.value) })}
      />
      <TextField
        id="p-fiscal-cfop"
        label="CFOP"
        inputMode="numeric"
        autoComplete="off"
        placeholder="5102"
        error={errors['fiscal.cfop']}
        value={value.cfop}
        onChange={(e) => onChange({ cfop: e.target.value.replace(/\D/g, '').slice(0, 4) })}
      />
      <SelectField
        id="p-fiscal-icms"
        label="CSOSN / CST do ICMS"
        error={errors['fiscal.icms']}
        value={value.icms}
        onChange={(e) => onChange({ icms: e.target.value as IcmsCode })}
      >
        <option value="">Selecione...</option>
        <optgroup label="CSOSN (Simples Nacional)">{CSOSN.map(icmsOption)}</optgroup>
        <optgroup label="CST (regime normal)">{CST.map(icmsOption)}</optgroup>
      </SelectField>
      <SelectField
        id="p-fiscal-origin"
        label="Origem"
        error={errors['fiscal.origin']}
        value={value.origin}
        onChange={(e) => onChange({ origin: e.target.value })}
      >
        {ORIGIN_LABELS.map((label, code) => (
          <option key={code} value={String(code)}>
            {label}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
