import { z } from 'zod';
import {
  DEFAULT_CANCEL_WINDOW_MINUTES,
  digitsOf,
  ICMS_CODES,
  isCnpj,
  isCpf,
  ISSUE_MOMENTS,
  JUSTIFICATION_MAX,
  JUSTIFICATION_MIN,
  NOTE_STATUSES,
  plainText,
  TAX_REGIMES,
} from '../fiscal';

// NFC-e (docs/product.md#nfc-e): the owner's fiscal settings, a product's fiscal data, the
// customer's CPF on the note, and staff's cancellations and voidings.

const UF = ['AC','AL','AM','AP','BA','CE','DF','ES','GO','MA','MG','MS','MT','PA','PB','PE','PI','PR','RJ','RN','RO','RR','RS','SC','SE','SP','TO'] as const; // prettier-ignore
export const BRAZIL_STATES = UF;
export type BrazilState = (typeof UF)[number];

/** 'CPF na nota?': optional, a valid CPF when given; stored as its 11 digits. */
export const taxIdField = z
  .string({ error: 'CPF inválido' })
  .trim()
  .max(20, 'CPF inválido')
  .refine((v) => v === '' || isCpf(v), 'CPF inválido')
  .transform((v) => (v ? digitsOf(v) : ''))
  .optional()
  .default('');

export const productFiscalSchema = z.object(
  {
    ncm: z
      .string({ error: 'NCM: 8 dígitos' })
      .transform(digitsOf)
      .pipe(z.string().regex(/^\d{8}$/, 'NCM: 8 dígitos')),
    cfop: z
      .string({ error: 'CFOP: 4 dígitos, de 5000 a 5999' })
      .transform(digitsOf)
      .pipe(z.string().regex(/^5\d{3}$/, 'CFOP: 4 dígitos, de 5000 a 5999')),
    icms: z.enum(ICMS_CODES, { error: 'Escolha o CSOSN ou CST do ICMS' }),
    origin: z
      .number({ error: 'Origem: de 0 a 8' })
      .int('Origem: de 0 a 8')
      .min(0, 'Origem: de 0 a 8')
      .max(8, 'Origem: de 0 a 8'),
  },
  { error: 'Dados fiscais inválidos' },
);

const justification = (what: string) =>
  z
    .string({ error: `Informe o motivo ${what}` })
    .trim()
    .min(JUSTIFICATION_MIN, `O motivo precisa ter de ${JUSTIFICATION_MIN} a ${JUSTIFICATION_MAX} caracteres`)
    .max(JUSTIFICATION_MAX, `O motivo precisa ter de ${JUSTIFICATION_MIN} a ${JUSTIFICATION_MAX} caracteres`)
    // SEFAZ takes plain text: no line breaks or control characters.
    .refine((v) => plainText(v) === v, 'Use só texto, sem quebras de linha');

const series = z
  .number({ error: 'Série: de 0 a 999' })
  .int('Série: de 0 a 999')
  .min(0, 'Série: de 0 a 999')
  .max(999, 'Série: de 0 a 999');

/** PUT /api/admin/fiscal/settings: 'Fiscal' in the admin, owner only. */
export const fiscalSettingsSchema = z.object({
  enabled: z.boolean({ error: 'Valor inválido' }),
  issueOn: z.enum(ISSUE_MOMENTS, { error: 'Escolha quando emitir' }),
  cnpj: z
    .string({ error: 'CNPJ inválido' })
    .trim()
    .max(20, 'CNPJ inválido')
    .refine((v) => v === '' || isCnpj(v), 'CNPJ inválido')
    .transform(digitsOf),
  stateRegistration: z
    .string({ error: 'Inscrição estadual inválida' })
    .trim()
    .max(20, 'Inscrição estadual inválida')
    .refine((v) => v === '' || /^(\d{2,14}|ISENTO)$/i.test(digitsOf(v) || v), 'Inscrição estadual inválida')
    .transform((v) => (/isento/i.test(v) ? 'ISENTO' : digitsOf(v))),
  legalName: z.string({ error: 'Razão social inválida' }).trim().max(120, 'Razão social: até 120 caracteres'),
  address: z.string({ error: 'Endereço inválido' }).trim().max(200, 'Endereço: até 200 caracteres'),
  state: z.union([z.enum(UF), z.literal('')], { error: 'Escolha a UF' }),
  taxRegime: z.enum(TAX_REGIMES, { error: 'Escolha o regime tributário' }),
  series,
  cancelWindowMinutes: z
    .number({ error: 'Prazo: de 1 a 1440 minutos' })
    .int('Prazo: de 1 a 1440 minutos')
    .min(1, 'Prazo: de 1 a 1440 minutos')
    .max(1440, 'Prazo: de 1 a 1440 minutos')
    .default(DEFAULT_CANCEL_WINDOW_MINUTES),
  /** The printer the DANFE-NFC-e comes out of; null: none printed. */
  printerId: z.guid('Impressora inválida').nullable(),
  /** The fiscal data of a product with none of its own. */
  defaultFiscal: productFiscalSchema,
});
export type FiscalSettingsInput = z.input<typeof fiscalSettingsSchema>;
export type FiscalSettingsData = z.output<typeof fiscalSettingsSchema>;

/** POST /api/admin/fiscal/orders/:id/cancel: cancelling a note by hand. */
export const noteCancelSchema = z.object({ reason: justification('do cancelamento') });

/** POST /api/admin/fiscal/voids: 'Inutilizar numeração', numbers skipped by failures. */
export const noteVoidSchema = z
  .object({
    series,
    from: z
      .number({ error: 'Número inicial inválido' })
      .int('Número inválido')
      .min(1, 'Número inválido')
      .max(999_999_999),
    to: z.number({ error: 'Número final inválido' }).int('Número inválido').min(1, 'Número inválido').max(999_999_999),
    reason: justification('da inutilização'),
  })
  .refine((v) => v.to >= v.from, { path: ['to'], message: 'O número final não pode ser menor que o inicial' })
  .refine((v) => v.to - v.from < 10_000, { path: ['to'], message: 'Inutilize no máximo 10.000 números de uma vez' });

/** GET /api/admin/fiscal/notes: a month's notes ('2026-11'), optionally of one status. */
export const notesQuerySchema = z.object({
  month: z.string({ error: 'Mês inválido' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Mês inválido'),
  status: z.enum(NOTE_STATUSES, { error: 'Situação inválida' }).optional(),
});
