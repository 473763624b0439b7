import { z } from 'zod';
import { PRINT_ON } from '../schemas/kitchen-settings';
import { CODE_PAGES } from '../schemas/printers';
import { dateTimeSchema } from './common';

// Impressoras in the admin area (GET/POST/PUT/DELETE /api/admin/printers…).

export const adminPrinterSchema = z.object({
  id: z.string(),
  name: z.string(),
  host: z.string(),
  port: z.number().int(),
  paper: z.union([z.literal(58), z.literal(80)]),
  codePage: z.enum(CODE_PAGES),
  copies: z.number().int(),
  /** Empty: the whole order; else only these categories' items (a station: 'Cozinha', 'Bar'). */
  categoryIds: z.array(z.string()),
  active: z.boolean(),
  createdAt: dateTimeSchema,
});
export type AdminPrinter = z.infer<typeof adminPrinterSchema>;

export const adminPrinterListSchema = z.object({ printers: z.array(adminPrinterSchema) });

/** POST /api/admin/printers/:id/test: whether the test page went out, and what the printer said. */
export const printerTestResultSchema = z.object({
  sent: z.boolean(),
  state: z.enum(['ready', 'offline', 'paper-out', 'silent', 'unreachable']),
  message: z.string(),
});
export type PrinterTestResult = z.infer<typeof printerTestResultSchema>;

/** GET/PUT /api/admin/kitchen/settings: when orders print, auto-accept, the display's timers. */
export const kitchenSettingsResponseSchema = z.object({
  printOn: z.enum(PRINT_ON),
  autoAccept: z.boolean(),
  amberMinutes: z.number().int(),
  redMinutes: z.number().int(),
});

/** POST /api/admin/orders/:id/tickets: the printers that got the ticket, and whether it is a reprint. */
export const orderPrintResultSchema = z.object({ printers: z.array(z.string()), reprint: z.boolean() });
export type OrderPrintResult = z.infer<typeof orderPrintResultSchema>;

/** GET /api/admin/printers/status: each active printer, whether it answers, and its waiting tickets. */
export const printerStatusListSchema = z.object({
  printers: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      /** Since when it has not answered; null when it prints. */
      failingSince: dateTimeSchema.nullable(),
      lastError: z.string().nullable(),
      waiting: z.number().int(),
    }),
  ),
});
export type PrinterStatusList = z.infer<typeof printerStatusListSchema>;
