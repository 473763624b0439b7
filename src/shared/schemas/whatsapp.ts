import { z } from 'zod';
import { WHATSAPP_KINDS } from '../whatsapp-messages';

// The owner's WhatsApp card (docs/product.md#whatsapp-messages): which moments send a message.
export const whatsappSettingsSchema = z.object({
  kinds: z
    .array(z.enum(WHATSAPP_KINDS, { error: 'Momento de aviso inválido' }), { error: 'Escolha os avisos' })
    .max(WHATSAPP_KINDS.length, 'Avisos demais'),
});
export type WhatsappSettingsInput = z.infer<typeof whatsappSettingsSchema>;
