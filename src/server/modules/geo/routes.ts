import { z } from 'zod';
import { cepAddressSchema, feePreviewResponseSchema } from '@shared/contract/geo';
import { cepDigits } from '@shared/masks';
import { isCep } from '@shared/schemas/address';
import { feePreviewSchema } from '@shared/schemas/checkout';
import { AppError } from '../../http/errors';
import { requestLogger } from '../../http/request-log';
import { routeTable } from '../../http/route-table';
import type { Ctx } from '../route-context';
import { listNeighbourhoods } from '../store/neighbourhoods';
import { getStoreSettings } from '../store/service';
import { ProviderUnavailable } from './cep-provider';
import { quoteDelivery } from './delivery-quote';
import { geoProviders } from './providers';

const cepParams = z.object({ cep: z.string().refine(isCep, 'CEP inválido') });

export function geoRoutes({ config, database, logger, limits }: Ctx) {
  const providers = geoProviders(config);
  // Each spends the map's or the CEP provider's quota.
  const limit = { limit: limits.geo };
  return (
    routeTable()
      // CEP → street, neighbourhood, city, state. The checkout lets the customer type them when this fails.
      .route(
        {
          method: 'get',
          path: '/cep/:cep',
          summary: 'Address of a CEP',
          tag: 'checkout',
          access: 'public',
          params: cepParams,
          response: cepAddressSchema,
        },
        async (c, { params }) => {
          try {
            const found = await providers.cep.lookup(cepDigits(params.cep));
            if (!found) throw new AppError(404, 'CEP não encontrado', 'cep_not_found');
            c.header('Cache-Control', 'public, max-age=86400');
            return found;
          } catch (err) {
            if (!(err instanceof ProviderUnavailable)) throw err;
            requestLogger(c, logger).warn({ err }, 'CEP lookup failed');
            throw new AppError(503, 'Não foi possível buscar o CEP agora. Preencha o endereço.', 'cep_unavailable');
          }
        },
        limit,
      )
      // The fee the checkout shows; placing the order computes it again.
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
          const store = await getStoreSettings(database.db);
          const { neighbourhoods } =
            store.deliveryFeeMode === 'neighbourhood' ? await listNeighbourhoods(database.db) : { neighbourhoods: [] };
          return quoteDelivery(store, neighbourhoods, body, providers.geocoder, requestLogger(c, logger));
        },
        limit,
      )
  );
}
