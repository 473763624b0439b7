import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { whatsappSettings } from '@server/db/schema';
import { WHATSAPP_KINDS, type WhatsappKind } from '@shared/whatsapp-messages';

/**
 * Until the owner saves a choice, every moment of the order sends; the review's invitation
 * waits for the owner to turn it on, once its template is approved (docs/product.md#whatsapp-messages).
 */
const DEFAULT_KINDS = WHATSAPP_KINDS.filter((k) => k !== 'review');

/** The moments that send a message. */
export async function whatsappKinds(db: Db): Promise<WhatsappKind[]> {
  const [row] = await db.select().from(whatsappSettings).where(eq(whatsappSettings.id, 1));
  return row ? WHATSAPP_KINDS.filter((k) => row.kinds.includes(k)) : [...DEFAULT_KINDS];
}

export async function saveWhatsappKinds(db: Db, kinds: WhatsappKind[]): Promise<WhatsappKind[]> {
  const chosen = WHATSAPP_KINDS.filter((k) => kinds.includes(k));
  await db
    .insert(whatsappSettings)
    .values({ id: 1, kinds: chosen })
    .onConflictDoUpdate({ target: whatsappSettings.id, set: { kinds: chosen, updatedAt: new Date() } });
  return chosen;
}
