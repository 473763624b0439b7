import { Hono } from 'hono';
import type { StoreInfo, StoreSettings } from '@shared/contract/store';
import { storeSettingsUpdateSchema } from '@shared/schemas/store';
import type { NeighbourhoodList } from '@shared/contract/delivery-neighbourhoods';
import { neighbourhoodListSchema } from '@shared/schemas/delivery-neighbourhoods';
import type { AppEnv } from '../../http/context';
import type { Ctx } from '../route-context';
import { requireAdmin } from '../../http/guards';
import { parseJson } from '../../http/validate';
import type { Sendable } from '../../http/sendable';
import { geoProviders } from '../geo/providers';
import { requestLogger } from '../../http/request-log';
import { listNeighbourhoods, saveNeighbourhoods } from './neighbourhoods';
import {
  getStoreSettings,
  saveGeocodedAddress,
  storeAddressSchema,
  storeServices,
  toPublicStore,
  updateStoreSettings,
} from './service';

export function storeRoutes({ config, database, logger, menuVersion }: Ctx) {
  const { db } = database;
  return (
    new Hono<AppEnv>()
      .get('/store', async (c) =>
        c.json(toPublicStore(await getStoreSettings(db), storeServices(config)) satisfies Sendable<StoreInfo>),
      )
      .get('/admin/store', requireAdmin, async (c) =>
        c.json((await getStoreSettings(db)) satisfies Sendable<StoreSettings>),
      )
      .put('/admin/store', requireAdmin, async (c) => {
        const parsed = await parseJson(c, storeSettingsUpdateSchema);
        // .partial() still fills defaults: keep only the fields the caller sent, so saving one
        // tab never resets another (PIX key, hours...).
        const sent = (await c.req.json()) as Record<string, unknown>;
        const patch = Object.fromEntries(Object.entries(parsed).filter(([k]) => k in sent));
        const saved = await updateStoreSettings(db, patch);
        menuVersion.bump();
        return c.json(saved satisfies Sendable<StoreSettings>);
      })
      // 'Taxa por bairro' (docs/product.md#delivery-by-neighbourhood): the whole list, read and replaced at once.
      .get('/admin/delivery-neighbourhoods', requireAdmin, async (c) =>
        c.json((await listNeighbourhoods(db)) satisfies Sendable<NeighbourhoodList>),
      )
      .put('/admin/delivery-neighbourhoods', requireAdmin, async (c) => {
        const input = await parseJson(c, neighbourhoodListSchema);
        const saved = await saveNeighbourhoods(db, input);
        menuVersion.bump();
        return c.json(saved satisfies Sendable<NeighbourhoodList>);
      })
      // Geocodes the store address with the server's provider and saves address + coordinates.
      .put('/admin/store/address', requireAdmin, async (c) => {
        const { address } = await parseJson(c, storeAddressSchema);
        const saved = await saveGeocodedAddress(db, address, geoProviders(config).geocoder, requestLogger(c, logger));
        menuVersion.bump();
        return c.json(saved satisfies Sendable<StoreSettings>);
      })
  );
}
