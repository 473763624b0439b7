import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { whatsappSettings } from '@server/db/schema';
import { WHATSAPP_KINDS, type WhatsappKind } from '@shared/whatsapp-messages';

/** The moments that send a message; every one until the owner saves a choice (docs/product.md#whatsapp-messages). */
export async function whatsappKinds(db: Db): Promise<WhatsappKind[]> {
  const [row] = await db.select().from(whatsappSettings).where(eq(whatsappSettings.id, 1));
  return row ? WHATSAPP_KINDS.filter((k) => row.kinds.includes(k)) : [...WHATSAPP_KINDS];
}

export async function saveWhatsappKinds(db: Db, kinds: WhatsappKind[]): Promise<WhatsappKind[]> {
  const chosen = WHATSAPP_KINDS.filter((k) => kinds.includes(k));
  await db
    .insert(whatsappSettings)
    .values({ id: 1, kinds: chosen })
    .onConflictDoUpdate({ target: whatsappSettings.id, set: { kinds: chosen, updatedAt: new Date() } });
  return chosen;
}
