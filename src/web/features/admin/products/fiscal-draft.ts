import {
  digitsOf,
  FISCAL_PRESETS,
  presetOf,
  type FiscalPreset,
  type IcmsCode,
  type ProductFiscal,
} from '@shared/fiscal';
import { maskNcm } from '@shared/masks';

// 'Dados fiscais (NFC-e)' of the product form (docs/product.md#nfc-e): the store's default (sent
// as null), one of the presets, or the product's own NCM, CFOP, CSOSN/CST and origin as typed.

/** What the select says: the store's default, a preset, or 'Personalizado'. */
export type FiscalChoice = 'default' | FiscalPreset | 'custom';
export type FiscalDraft = {
  choice: FiscalChoice;
  /** As typed, with its mask ('2106.90.90'); productSchema keeps the digits. */
  ncm: string;
  cfop: string;
  /** '' until one is picked. */
  icms: IcmsCode | '';
  /** '0' to '8', the select's value. */
  origin: string;
};
export type FiscalFieldsDraft = Omit<FiscalDraft, 'choice'>;

export const DEFAULT_FISCAL_DRAFT: FiscalDraft = { choice: 'default', ncm: '', cfop: '', icms: '', origin: '0' };

const fieldsOf = (f: ProductFiscal): FiscalFieldsDraft => ({
  ncm: maskNcm(f.ncm),
  cfop: f.cfop,
  icms: f.icms,
  origin: String(f.origin),
});

/** A product's stored data as the form shows it: none is the store's default, a preset's values are that preset. */
export function fiscalDraftFrom(f: ProductFiscal | null): FiscalDraft {
  if (!f) return DEFAULT_FISCAL_DRAFT;
  return { choice: presetOf(f) ?? 'custom', ...fieldsOf(f) };
}

/**
 * Picked in the select: a preset fills the fields; 'Padrão da loja' and 'Personalizado' keep
 * what was typed (the default hides it and sends none of it).
 */
export function chooseFiscal(d: FiscalDraft, choice: FiscalChoice): FiscalDraft {
  if (choice === 'default' || choice === 'custom') return { ...d, choice };
  return { choice, ...fieldsOf(FISCAL_PRESETS[choice]) };
}

/** A field typed: the select follows, naming the preset the fields equal, else 'Personalizado'. */
export function editFiscal(d: FiscalDraft, patch: Partial<FiscalFieldsDraft>): FiscalDraft {
  const next = { ...d, ...patch };
  const typed = next.icms && { ncm: digitsOf(next.ncm), cfop: next.cfop, icms: next.icms, origin: Number(next.origin) };
  return { ...next, choice: (typed && presetOf(typed)) || 'custom' };
}

/** What productSchema is given: null for the store's default, else the fields as typed (the schema judges them). */
export function fiscalInput(d: FiscalDraft) {
  if (d.choice === 'default') return null;
  return {
    ncm: d.ncm,
    cfop: d.cfop,
    icms: d.icms,
    origin: /^\d$/.test(d.origin) ? Number(d.origin) : Number.NaN,
  };
}
