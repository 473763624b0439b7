import type { FiscalSettingsView } from '@shared/contract/fiscal';
import {
  FISCAL_PRESETS,
  presetOf,
  type FiscalPreset,
  type IcmsCode,
  type IssueMoment,
  type TaxRegime,
} from '@shared/fiscal';
import { fiscalSettingsSchema, type BrazilState } from '@shared/schemas/fiscal';

// The 'Fiscal' settings as typed (a masked CNPJ, numbers as text, the product defaults flat)
// and the settings the server takes, both ways; the rules and their messages are the shared
// fiscalSettingsSchema's, so a field shows the message the server would answer.

type FiscalSettings = FiscalSettingsView['settings'];

export type FiscalDraft = {
  enabled: boolean;
  issueOn: IssueMoment;
  cnpj: string;
  stateRegistration: string;
  legalName: string;
  address: string;
  state: BrazilState | '';
  taxRegime: TaxRegime;
  series: string;
  /** Empty: the default, 30 minutes. */
  cancelWindowMinutes: string;
  /** Empty: no DANFE printed. */
  printerId: string;
  /** 'Personalizado' chosen, even while the values still equal a preset. */
  custom: boolean;
  ncm: string;
  cfop: string;
  icms: IcmsCode;
  origin: string;
};

export type FiscalDraftErrors = Partial<Record<keyof FiscalDraft, string>>;

/** '12.345.678/0001-95' as it is typed, whatever the separators pasted. */
export function maskCnpj(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 14);
  const parts = [d.slice(0, 2), d.slice(2, 5), d.slice(5, 8), d.slice(8, 12), d.slice(12)];
  const before = ['', '.', '.', '/', '-'];
  return parts.reduce((out, part, i) => (part ? out + before[i] + part : out), '');
}

export function draftFrom(s: FiscalSettings): FiscalDraft {
  const f = s.defaultFiscal;
  return {
    enabled: s.enabled,
    issueOn: s.issueOn,
    cnpj: maskCnpj(s.cnpj),
    stateRegistration: s.stateRegistration,
    legalName: s.legalName,
    address: s.address,
    state: s.state,
    taxRegime: s.taxRegime,
    series: String(s.series),
    cancelWindowMinutes: String(s.cancelWindowMinutes),
    printerId: s.printerId ?? '',
    custom: presetOf(f) === null,
    ncm: f.ncm,
    cfop: f.cfop,
    icms: f.icms,
    origin: String(f.origin),
  };
}

export type PresetChoice = FiscalPreset | 'custom';

/** What the preset select shows: the preset the values equal, unless 'Personalizado' was chosen. */
export function presetChoice(d: FiscalDraft): PresetChoice {
  if (d.custom) return 'custom';
  return presetOf({ ncm: d.ncm, cfop: d.cfop, icms: d.icms, origin: Number(d.origin) }) ?? 'custom';
}

/** A preset chosen fills the four fields; 'Personalizado' keeps them for editing. */
export function withPreset(choice: PresetChoice): Partial<FiscalDraft> {
  if (choice === 'custom') return { custom: true };
  const p = FISCAL_PRESETS[choice];
  return { custom: false, ncm: p.ncm, cfop: p.cfop, icms: p.icms, origin: String(p.origin) };
}

/** A whole number, undefined when empty, NaN for anything else (the schema answers with its message). */
const whole = (s: string) => (s.trim() === '' ? undefined : /^\d+$/.test(s.trim()) ? Number(s.trim()) : Number.NaN);

/** The PUT body, or the first message of each field the shared rules refuse. */
export function validateDraft(d: FiscalDraft): { data: FiscalSettings } | { errors: FiscalDraftErrors } {
  const parsed = fiscalSettingsSchema.safeParse({
    enabled: d.enabled,
    issueOn: d.issueOn,
    cnpj: d.cnpj,
    stateRegistration: d.stateRegistration,
    legalName: d.legalName,
    address: d.address,
    state: d.state,
    taxRegime: d.taxRegime,
    series: whole(d.series) ?? Number.NaN,
    cancelWindowMinutes: whole(d.cancelWindowMinutes),
    printerId: d.printerId || null,
    defaultFiscal: { ncm: d.ncm, cfop: d.cfop, icms: d.icms, origin: whole(d.origin) ?? Number.NaN },
  });
  if (parsed.success) return { data: parsed.data };
  const errors: FiscalDraftErrors = {};
  for (const issue of parsed.error.issues) {
    const [head, inner] = issue.path.map(String);
    // The product defaults are flat in the draft; a message on the whole object goes on the NCM.
    const field = (head === 'defaultFiscal' ? (inner ?? 'ncm') : head) as keyof FiscalDraft;
    errors[field] ??= issue.message;
  }
  return { errors };
}
