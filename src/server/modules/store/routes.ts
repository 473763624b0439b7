import { Hono } from 'hono';
import { storeSettingsUpdateSchema } from '@shared/schemas/store';
import type { AppEnv, Ctx } from '../../http/context';
import { requireAdmin } from '../../http/guards';
import { parseJson } from '../../http/validate';
import { getStoreSettings, toPublicStore, updateStoreSettings } from './service';

export function storeRoutes({ database, menuCache }: Ctx) {
  const { db } = database;
  return new Hono<AppEnv>()
    .get('/store', async (c) => c.json(toPublicStore(await getStoreSettings(db))))
    .get('/admin/store', requireAdmin, async (c) => c.json(await getStoreSettings(db)))
    .put('/admin/store', requireAdmin, async (c) => {
      const patch = await parseJson(c, storeSettingsUpdateSchema);
      const saved = await updateStoreSettings(db, patch);
      menuCache.invalidate();
      return c.json(saved);
    });
}
