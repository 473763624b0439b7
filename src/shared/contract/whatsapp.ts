import { z } from 'zod';
import { WHATSAPP_KINDS, WHATSAPP_MESSAGE_STATUSES } from '../whatsapp-messages';
import { dateTimeSchema } from './common';

// Order messages through the WhatsApp Business Cloud API (docs/product.md#whatsapp-messages).

/** GET and PUT /api/admin/whatsapp: whether the server has the Cloud API, and the moments that send. */
export const whatsappSettingsResponseSchema = z.object({
  /** The WHATSAPP_* settings are there: without them nothing is sent, whatever is picked. */
  configured: z.boolean(),
  kinds: z.array(z.enum(WHATSAPP_KINDS)),
  /** Each moment's template, as it must be registered in WhatsApp Manager. */
  templates: z.array(z.object({ kind: z.enum(WHATSAPP_KINDS), name: z.string() })),
});
export type WhatsappSettingsResponse = z.infer<typeof whatsappSettingsResponseSchema>;

/** One message of an order, in the admin's order detail. */
export const whatsappMessageSchema = z.object({
  kind: z.enum(WHATSAPP_KINDS),
  status: z.enum(WHATSAPP_MESSAGE_STATUSES),
  /** Why it failed, or why the last try did. */
  error: z.string().nullable(),
  attempts: z.number().int(),
  queuedAt: dateTimeSchema,
  sentAt: dateTimeSchema.nullable(),
  deliveredAt: dateTimeSchema.nullable(),
  readAt: dateTimeSchema.nullable(),
  failedAt: dateTimeSchema.nullable(),
});

/** POST /api/customer/whatsapp/stop: how many of the customer's orders stopped sending. */
export const whatsappStopResponseSchema = z.object({ stopped: z.number().int() });
export type WhatsappStopResponse = z.infer<typeof whatsappStopResponseSchema>;

/** POST /api/whatsapp/webhook (Meta's call): heard. */
export const whatsappWebhookResponseSchema = z.object({ received: z.literal(true) });
