import { requestJson } from '@server/http/json-body';
import { requestLogger } from '@server/http/request-log';
import { routeTable } from '@server/http/route-table';
import { neighbourhoodListResponseSchema } from '@shared/contract/delivery-neighbourhoods';
import { feePreviewResponseSchema } from '@shared/contract/geo';
import { storeInfoSchema, storeSettingsResponseSchema } from '@shared/contract/store';
import { feePreviewSchema } from '@shared/schemas/checkout';
import { neighbourhoodListSchema } from '@shared/schemas/delivery-neighbourhoods';
import { storeSettingsUpdateSchema } from '@shared/schemas/store';
import { quoteDelivery } from '../geo/delivery-quote';
import { geoProviders } from '../geo/providers';
import type { Ctx } from '../route-context';
import { listNeighbourhoods, saveNeighbourhoods } from './neighbourhoods';
import { checkPaymentFields } from './payment-settings';
import {
  getStoreSettings,
  saveGeocodedAddress,
  storeAddressSchema,
  storeServices,
  toPublicStore,
  updateStoreSettings,
} from './service';

const admin = { tag: 'admin', access: 'settings' } as const;

// eslint-disable-next-line max-lines-per-function -- a route table: one declaration per endpoint, each handler a few lines over its service (docs/decisions/018)
export function storeRoutes({ config, database, logger, menuVersion, limits }: Ctx) {
  const { db } = database;
  return (
    routeTable()
      .route(
        {
          method: 'get',
          path: '/store',
          summary: 'The store as the storefront shows it',
          tag: 'store',
          access: 'public',
          response: storeInfoSchema,
        },
        async () => toPublicStore(await getStoreSettings(db), storeServices(config)),
      )
      .route(
        {
          ...admin,
          method: 'get',
          path: '/admin/store',
          summary: 'Store settings',
          response: storeSettingsResponseSchema,
        },
        () => getStoreSettings(db),
      )
      .route(
        {
          ...admin,
          method: 'put',
          path: '/admin/store',
          summary: 'Save some store settings',
          body: storeSettingsUpdateSchema,
          response: storeSettingsResponseSchema,
        },
        async (c, { body }) => {
          // .partial() still fills defaults: keep only the fields the caller sent, so saving one
          // tab never resets another (PIX key, hours...).
          const sent = (await requestJson(c)) as Record<string, unknown>;
          const patch = Object.fromEntries(Object.entries(body).filter(([k]) => k in sent));
          checkPaymentFields(await c.get('staffRole')(), await getStoreSettings(db), patch);
          const saved = await updateStoreSettings(db, patch);
          menuVersion.bump();
          return saved;
        },
      )
      // 'Taxa por bairro' (docs/product.md#delivery-by-neighbourhood): the whole list, read and replaced at once.
      .route(
        {
          ...admin,
          method: 'get',
          path: '/admin/delivery-neighbourhoods',
          summary: "The bairros of 'Taxa por bairro', in the store's order",
          response: neighbourhoodListResponseSchema,
        },
        () => listNeighbourhoods(db),
      )
      .route(
        {
          ...admin,
          method: 'put',
          path: '/admin/delivery-neighbourhoods',
          summary: "Replace the bairros of 'Taxa por bairro' (names, fees, not served, CEP ranges, order)",
          body: neighbourhoodListSchema,
          response: neighbourhoodListResponseSchema,
        },
        async (_c, { body }) => {
          const saved = await saveNeighbourhoods(db, body);
          menuVersion.bump();
          return saved;
        },
      )
      // Geocodes the store address with the server's provider and saves address + coordinates.
      .route(
        {
          ...admin,
          method: 'put',
          path: '/admin/store/address',
          summary: 'Geocode and save the store address',
          body: storeAddressSchema,
          response: storeSettingsResponseSchema,
        },
        async (c, { body }) => {
          const saved = await saveGeocodedAddress(
            db,
            body.address,
            geoProviders(config).geocoder,
            requestLogger(c, logger),
          );
          menuVersion.bump();
          return saved;
        },
      )
      // The fee the checkout shows; placing the order computes it again. Spends the map's quota.
      .route(
        {
          method: 'post',
          path: '/delivery-fee',
          summary: 'Delivery fee preview for an address',
          tag: 'checkout',
          access: 'public',
          body: feePreviewSchema,
          response: feePreviewResponseSchema,
        },
        async (c, { body }) => {
          const store = await getStoreSettings(db);
          const { neighbourhoods } =
            store.deliveryFeeMode === 'neighbourhood' ? await listNeighbourhoods(db) : { neighbourhoods: [] };
          return quoteDelivery(store, neighbourhoods, body, geoProviders(config).geocoder, requestLogger(c, logger));
        },
        { limit: limits.geo },
      )
  );
}
