import { z } from 'zod';
import { CANCEL_STATES, FISCAL_ENVIRONMENTS, NOTE_STATUSES } from '../fiscal';
import { fiscalSettingsSchema } from '../schemas/fiscal';
import { dateTimeSchema } from './common';

// NFC-e (docs/product.md#nfc-e): what the admin's 'Fiscal', an order's note and the customer's
// receipt page read.

/** One thing the store must still give before its first note, in words the owner acts on. */
export const fiscalGapSchema = z.object({ field: z.string(), message: z.string() });
export type FiscalGap = z.infer<typeof fiscalGapSchema>;

/** GET /api/admin/fiscal/settings. */
export const fiscalSettingsViewSchema = z.object({
  settings: fiscalSettingsSchema,
  /** The provider set in the server's environment (FISCAL_*), or null when none is. */
  provider: z.object({ name: z.string(), environment: z.enum(FISCAL_ENVIRONMENTS) }).nullable(),
  /** What is missing before a note can be issued; empty when ready. Issuing cannot be turned on before. */
  gaps: z.array(fiscalGapSchema),
  /** What is worth a look but issues anyway (drinks on the prepared-food default). */
  warnings: z.array(fiscalGapSchema),
  /** The printers the DANFE may come out of. */
  printers: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type FiscalSettingsView = z.infer<typeof fiscalSettingsViewSchema>;

/** A note as staff see it, on its order and in the month's list. */
export const fiscalNoteSchema = z.object({
  orderId: z.string(),
  customerName: z.string(),
  orderTotalCents: z.number().int(),
  orderCreatedAt: dateTimeSchema,
  status: z.enum(NOTE_STATUSES),
  environment: z.enum(FISCAL_ENVIRONMENTS),
  number: z.number().int().nullable(),
  series: z.number().int().nullable(),
  accessKey: z.string().nullable(),
  authorizedAt: dateTimeSchema.nullable(),
  /** SEFAZ's (or the provider's) code and words when it refused the note. */
  sefazCode: z.string().nullable(),
  sefazMessage: z.string().nullable(),
  /** The last failure to reach the provider (it is retried by itself). */
  lastError: z.string().nullable(),
  attempts: z.number().int(),
  cancelState: z.enum(CANCEL_STATES).nullable(),
  /** Why SEFAZ refused the cancellation, or what to do after the window. */
  cancelMessage: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelledAt: dateTimeSchema.nullable(),
  /** Until when it may still be cancelled; null when it cannot (not authorised, or cancelled). */
  cancelUntil: dateTimeSchema.nullable(),
  /** The customer's page of the receipt, when authorised. */
  receiptUrl: z.string().nullable(),
});
export type FiscalNote = z.infer<typeof fiscalNoteSchema>;

/** GET /api/admin/fiscal/orders/:id: the order's note, or null before one is asked for. */
export const orderFiscalSchema = z.object({ note: fiscalNoteSchema.nullable(), enabled: z.boolean() });
export type OrderFiscal = z.infer<typeof orderFiscalSchema>;

/** GET /api/admin/fiscal/notes?month=: the month's notes, newest first, and what they add up to. */
export const fiscalNotesPageSchema = z.object({
  month: z.string(),
  notes: z.array(fiscalNoteSchema),
  counts: z.record(z.enum(NOTE_STATUSES), z.number().int()),
  authorizedTotalCents: z.number().int(),
  /** Authorised and cancelled notes whose XML goes in the accountant's zip. */
  xmlCount: z.number().int(),
});
export type FiscalNotesPage = z.infer<typeof fiscalNotesPageSchema>;

/** A range of numbers voided ('inutilização'). */
export const fiscalVoidSchema = z.object({
  id: z.number().int(),
  series: z.number().int(),
  from: z.number().int(),
  to: z.number().int(),
  reason: z.string(),
  status: z.enum(['authorized', 'rejected']),
  sefazMessage: z.string().nullable(),
  createdAt: dateTimeSchema,
});
export type FiscalVoid = z.infer<typeof fiscalVoidSchema>;
export const fiscalVoidsSchema = z.object({ voids: z.array(fiscalVoidSchema) });

/**
 * The DANFE-NFC-e's content, the printed one and the customer's page alike
 * (modules/fiscal/receipt.ts): the store, the lines, the totals, how it was paid, the key and QR.
 */
export const receiptSchema = z.object({
  environment: z.enum(FISCAL_ENVIRONMENTS),
  store: z.object({ legalName: z.string(), cnpj: z.string(), stateRegistration: z.string(), address: z.string() }),
  items: z.array(
    z.object({
      code: z.string(),
      description: z.string(),
      quantity: z.number(),
      unit: z.string(),
      unitCents: z.number().int(),
      totalCents: z.number().int(),
    }),
  ),
  grossCents: z.number().int(),
  discountCents: z.number().int(),
  /** Delivery and other charges added to the goods. */
  extrasCents: z.number().int(),
  totalCents: z.number().int(),
  payments: z.array(z.object({ label: z.string(), cents: z.number().int() })),
  changeCents: z.number().int(),
  /** The consumer's CPF, formatted, or null: 'CONSUMIDOR NÃO IDENTIFICADO'. */
  consumer: z.string().nullable(),
  number: z.number().int(),
  series: z.number().int(),
  issuedAt: dateTimeSchema,
  accessKey: z.string(),
  protocol: z.string().nullable(),
  authorizedAt: dateTimeSchema.nullable(),
  /** The QR code's content: SEFAZ's consultation of this note. */
  qrUrl: z.string(),
  /** Where to consult by the access key. */
  consultUrl: z.string(),
  cancelled: z.boolean(),
});
export type Receipt = z.infer<typeof receiptSchema>;
