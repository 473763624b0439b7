import { z } from 'zod';
import { CASH_MOVEMENT_KINDS, REGISTER_METHODS, type RegisterSummary } from '../register';
import { dateTimeSchema } from './common';

// The cash register ('Caixa', docs/product.md#caixa): what /api/admin/register answers.

/** Staff as recorded on the register: their name then, and their account while it exists. */
const staffSchema = z.object({ id: z.string().nullable(), name: z.string() });

export const cashMovementViewSchema = z.object({
  id: z.string(),
  kind: z.enum(CASH_MOVEMENT_KINDS),
  amountCents: z.number().int(),
  reason: z.string(),
  by: staffSchema,
  at: dateTimeSchema,
});
export type CashMovementView = z.infer<typeof cashMovementViewSchema>;

const methodLineSchema = z.object({
  method: z.enum(REGISTER_METHODS),
  orderCount: z.number().int(),
  salesCents: z.number().int(),
  expectedCents: z.number().int(),
  countedCents: z.number().int().nullable(),
  differenceCents: z.number().int().nullable(),
});

/** A close's figures as they were (the stored snapshot). */
export const registerSummarySchema: z.ZodType<RegisterSummary> = z.object({
  floatCents: z.number().int(),
  depositsCents: z.number().int(),
  withdrawalsCents: z.number().int(),
  orderCount: z.number().int(),
  salesCents: z.number().int(),
  methods: z.array(methodLineSchema),
  differenceCents: z.number().int(),
});

/** The open register's figures so far: what each method should hold (nothing counted yet). */
const registerFiguresSchema = z.object({
  orderCount: z.number().int(),
  salesCents: z.number().int(),
  methods: z.array(methodLineSchema.omit({ countedCents: true, differenceCents: true })),
});
export type RegisterFigures = z.infer<typeof registerFiguresSchema>;

export const openRegisterViewSchema = z.object({
  id: z.string(),
  status: z.literal('open'),
  floatCents: z.number().int(),
  openedAt: dateTimeSchema,
  openedBy: staffSchema,
  depositsCents: z.number().int(),
  withdrawalsCents: z.number().int(),
  movements: z.array(cashMovementViewSchema),
  /** Null while the close is blind for this person ('Fechamento às cegas'): the server leaves them out. */
  figures: registerFiguresSchema.nullable(),
});
export type OpenRegisterView = z.infer<typeof openRegisterViewSchema>;

/** GET /api/admin/register: the open register, or none. */
export const currentRegisterSchema = z.object({
  register: openRegisterViewSchema.nullable(),
  blindClose: z.boolean(),
});
export type CurrentRegister = z.infer<typeof currentRegisterSchema>;

/** A closed register with its snapshot: expected, counted and difference per method. */
export const closedRegisterSchema = z.object({
  id: z.string(),
  status: z.literal('closed'),
  floatCents: z.number().int(),
  openedAt: dateTimeSchema,
  openedBy: staffSchema,
  closedAt: dateTimeSchema,
  closedBy: staffSchema,
  /** Counted without the expected figures on screen. */
  closedBlind: z.boolean(),
  note: z.string().nullable(),
  movements: z.array(cashMovementViewSchema),
  summary: registerSummarySchema,
});
export type ClosedRegister = z.infer<typeof closedRegisterSchema>;

/** A row of 'Caixas anteriores'. */
export const registerHistoryItemSchema = z.object({
  id: z.string(),
  openedAt: dateTimeSchema,
  openedBy: staffSchema,
  closedAt: dateTimeSchema,
  closedBy: staffSchema,
  floatCents: z.number().int(),
  orderCount: z.number().int(),
  salesCents: z.number().int(),
  differenceCents: z.number().int(),
});
export type RegisterHistoryItem = z.infer<typeof registerHistoryItemSchema>;

/** GET /api/admin/register/history: newest close first; `nextBefore` asks for the page after. */
export const registerHistoryPageSchema = z.object({
  registers: z.array(registerHistoryItemSchema),
  nextBefore: dateTimeSchema.nullable(),
});
export type RegisterHistoryPage = z.infer<typeof registerHistoryPageSchema>;

/** GET and PUT /api/admin/register/settings. */
export const registerSettingsViewSchema = z.object({ blindClose: z.boolean() });
export type RegisterSettingsView = z.infer<typeof registerSettingsViewSchema>;
