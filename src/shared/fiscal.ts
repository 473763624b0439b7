// NFC-e, the consumer's fiscal receipt (docs/product.md#nfc-e): the rules both the admin and
// the server apply, one source for each.

/** What a product's line in the note says about its taxes. */
export type ProductFiscal = {
  /** Nomenclatura Comum do Mercosul: 8 digits. */
  ncm: string;
  /** Código Fiscal de Operações: 4 digits, 5xxx for a sale inside the state. */
  cfop: string;
  /** CSOSN (Simples Nacional) or CST (regime normal) of the ICMS. */
  icms: IcmsCode;
  /** 0 national … 8: the goods' origin. */
  origin: number;
};

/**
 * Presets a restaurant starts from, which its accountant confirms: a meal prepared here is taxed
 * as a sale of the store's own production (CFOP 5102, CSOSN 102); a bottled drink bought from a
 * distributor usually carries ICMS already paid by substitution (CFOP 5405, CSOSN 500).
 */
export const FISCAL_PRESETS = {
  food: { ncm: '21069090', cfop: '5102', icms: '102', origin: 0 },
  drink: { ncm: '22021000', cfop: '5405', icms: '500', origin: 0 },
} as const satisfies Record<string, ProductFiscal>;
export type FiscalPreset = keyof typeof FISCAL_PRESETS;

export const FISCAL_PRESET_LABELS: Record<FiscalPreset, string> = {
  food: 'Comida preparada',
  drink: 'Bebida industrializada',
};

/** Which preset a product's data equals, or null when it was typed by hand. */
export function presetOf(f: ProductFiscal): FiscalPreset | null {
  for (const [name, p] of Object.entries(FISCAL_PRESETS))
    if (p.ncm === f.ncm && p.cfop === f.cfop && p.icms === f.icms && p.origin === f.origin) return name as FiscalPreset;
  return null;
}

/** CSOSN values a Simples Nacional restaurant uses, and CSTs of the regime normal. */
export const ICMS_CODES = [
  '101',
  '102',
  '103',
  '300',
  '400',
  '500',
  '900',
  '00',
  '20',
  '40',
  '41',
  '60',
  '90',
] as const;
export type IcmsCode = (typeof ICMS_CODES)[number];

export const TAX_REGIMES = ['simples', 'simples_excess', 'normal'] as const;
export type TaxRegime = (typeof TAX_REGIMES)[number];
export const TAX_REGIME_LABELS: Record<TaxRegime, string> = {
  simples: 'Simples Nacional',
  simples_excess: 'Simples Nacional, excesso de sublimite',
  normal: 'Regime normal',
};

/** When a note is asked for: once the order is paid, or once it is delivered. */
export const ISSUE_MOMENTS = ['paid', 'delivered'] as const;
export type IssueMoment = (typeof ISSUE_MOMENTS)[number];
export const ISSUE_MOMENT_LABELS: Record<IssueMoment, string> = {
  paid: 'Quando o pedido é pago',
  delivered: 'Quando o pedido é entregue',
};

export const FISCAL_ENVIRONMENTS = ['homologacao', 'producao'] as const;
export type FiscalEnvironment = (typeof FISCAL_ENVIRONMENTS)[number];

/**
 * A note's life: waiting to be sent, sent and waiting for SEFAZ, authorised, refused by SEFAZ
 * or the provider (staff fix and try again), denied, cancelled, or not issued because its order
 * was cancelled first.
 */
export const NOTE_STATUSES = [
  'queued',
  'processing',
  'authorized',
  'rejected',
  'denied',
  'cancelled',
  'skipped',
] as const;
export type NoteStatus = (typeof NOTE_STATUSES)[number];
export const NOTE_STATUS_LABELS: Record<NoteStatus, string> = {
  queued: 'Na fila',
  processing: 'Aguardando a SEFAZ',
  authorized: 'Autorizada',
  rejected: 'Rejeitada',
  denied: 'Denegada',
  cancelled: 'Cancelada',
  skipped: 'Não emitida',
};

/**
 * Cancelling an authorised note: asked for (the order was cancelled in time), refused by SEFAZ,
 * or past the window, when the note stands and the accountant decides what to do instead.
 */
export const CANCEL_STATES = ['wanted', 'refused', 'too_late'] as const;
export type CancelState = (typeof CANCEL_STATES)[number];

/** Minutes after authorisation a note may be cancelled; most states allow 30. */
export const DEFAULT_CANCEL_WINDOW_MINUTES = 30;
/** SEFAZ takes a justification of 15 to 255 characters for a cancellation or a voiding. */
export const JUSTIFICATION_MIN = 15;
export const JUSTIFICATION_MAX = 255;

export const TOO_LATE_MESSAGE =
  'O prazo para cancelar esta NFC-e passou. A nota continua válida: fale com seu contador, que pode emitir uma NF-e de devolução (entrada) para anular a venda.';

/** SEFAZ takes plain text: control characters (line breaks, tabs) become spaces. */
export const plainText = (s: string) => s.replace(/\p{Cc}/gu, ' ');

/** Digits only. */
export const digitsOf = (s: string) => s.replace(/\D/g, '');

/** Whether 11 digits are a CPF (its two check digits). */
export function isCpf(value: string): boolean {
  const d = digitsOf(value);
  if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) return false;
  const check = (len: number) => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(d[i]) * (len + 1 - i);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  return check(9) === Number(d[9]) && check(10) === Number(d[10]);
}

/** Whether 14 digits are a CNPJ (its two check digits). */
export function isCnpj(value: string): boolean {
  const d = digitsOf(value);
  if (d.length !== 14 || /^(\d)\1{13}$/.test(d)) return false;
  const check = (len: number) => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(d[i]) * (((len - 1 - i) % 8) + 2);
    const r = sum % 11;
    return r < 2 ? 0 : 11 - r;
  };
  return check(12) === Number(d[12]) && check(13) === Number(d[13]);
}

/**
 * The check digit of an access key's first 43 digits (módulo 11): weights 2 to 9 from the right,
 * repeating; 11 minus the remainder, and 0 when that is 10 or 11.
 */
export function accessKeyDigit(first43: string): number {
  let sum = 0;
  for (let i = 0; i < first43.length; i++) sum += Number(first43[first43.length - 1 - i]) * ((i % 8) + 2);
  const dv = 11 - (sum % 11);
  return dv >= 10 ? 0 : dv;
}

/** Whether 44 digits are an access key whose last digit checks. */
export function isAccessKey(key: string): boolean {
  return /^\d{44}$/.test(key) && accessKeyDigit(key.slice(0, 43)) === Number(key[43]);
}

/** The access key as the DANFE prints it: 11 groups of 4 digits. */
export const groupedKey = (key: string) => key.replace(/(\d{4})(?=\d)/g, '$1 ');

/** '123.456.789-09' / '12.345.678/0001-95'. */
export function formatTaxId(value: string): string {
  const d = digitsOf(value);
  if (d.length === 11) return d.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4');
  if (d.length === 14) return d.replace(/(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})/, '$1.$2.$3/$4-$5');
  return value;
}
