import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { kitchenSettings } from '@server/db/schema';
import { DEFAULT_KITCHEN_SETTINGS, type KitchenSettings } from '@shared/schemas/kitchen-settings';

// How the kitchen runs (docs/product.md#kitchen-printers): one row, written by the migration.

export async function getKitchenSettings(db: Db): Promise<KitchenSettings> {
  const [row] = await db.select().from(kitchenSettings).where(eq(kitchenSettings.id, 1));
  if (!row) return DEFAULT_KITCHEN_SETTINGS;
  return {
    printOn: row.printOn,
    autoAccept: row.autoAccept,
    amberMinutes: row.amberMinutes,
    redMinutes: row.redMinutes,
  };
}

export async function saveKitchenSettings(db: Db, input: KitchenSettings): Promise<KitchenSettings> {
  await db
    .insert(kitchenSettings)
    .values({ id: 1, ...input })
    .onConflictDoUpdate({ target: kitchenSettings.id, set: { ...input, updatedAt: new Date() } });
  return getKitchenSettings(db);
}
