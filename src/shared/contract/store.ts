import { z } from 'zod';
import { storeSettingsSchema } from '../schemas/store';

/** GET /api/admin/store and the answer of its writes: every setting, as the settings form edits them. */
export const storeSettingsResponseSchema = storeSettingsSchema;
export type StoreSettings = z.output<typeof storeSettingsSchema>;

/** GET /api/store and the `store` of GET /api/menu: the settings without the PIX key. */
export const storeInfoSchema = storeSettingsSchema.omit({ pixKey: true }).extend({
  pixEnabled: z.boolean(),
  /** The store sends emails (SMTP_URL): without them no step waits for one (docs/decisions/016). */
  emailEnabled: z.boolean(),
  /** The store sends order messages through the WhatsApp Cloud API: checkout offers them (docs/product.md#whatsapp-messages). */
  whatsappUpdates: z.boolean(),
});
export type StoreInfo = z.output<typeof storeInfoSchema>;
