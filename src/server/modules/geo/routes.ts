import { Hono } from 'hono';
import type { CepAddress, FeePreview } from '@shared/contract/geo';
import { cepDigits } from '@shared/masks';
import { isCep } from '@shared/schemas/address';
import { feePreviewSchema } from '@shared/schemas/checkout';
import type { AppEnv } from '../../http/context';
import type { Ctx } from '../route-context';
import { AppError } from '../../http/errors';
import { parseJson } from '../../http/validate';
import type { Sendable } from '../../http/sendable';
import { listNeighbourhoods } from '../store/neighbourhoods';
import { getStoreSettings } from '../store/service';
import { ProviderUnavailable } from './cep-provider';
import { quoteDelivery } from './delivery-quote';
import { geoProviders } from './providers';
import { requestLogger } from '../../http/request-log';

export function geoRoutes({ config, database, logger, limits }: Ctx) {
  const providers = geoProviders(config);
  return (
    new Hono<AppEnv>()
      // CEP → street, neighbourhood, city, state. The checkout lets the customer type them when this fails.
      .get('/cep/:cep', async (c) => {
        await limits.geo(c);
        const cep = c.req.param('cep');
        if (!isCep(cep)) throw new AppError(400, 'CEP inválido', 'invalid_cep');
        const digits = cepDigits(cep);
        try {
          const found = await providers.cep.lookup(digits);
          if (!found) throw new AppError(404, 'CEP não encontrado', 'cep_not_found');
          c.header('Cache-Control', 'public, max-age=86400');
          return c.json(found satisfies Sendable<CepAddress>);
        } catch (err) {
          if (!(err instanceof ProviderUnavailable)) throw err;
          requestLogger(c, logger).warn({ err }, 'CEP lookup failed');
          throw new AppError(503, 'Não foi possível buscar o CEP agora. Preencha o endereço.', 'cep_unavailable');
        }
      })
      // The fee the checkout shows; placing the order computes it again.
      .post('/delivery-fee', async (c) => {
        await limits.geo(c);
        const address = await parseJson(c, feePreviewSchema);
        const store = await getStoreSettings(database.db);
        const { neighbourhoods } =
          store.deliveryFeeMode === 'neighbourhood' ? await listNeighbourhoods(database.db) : { neighbourhoods: [] };
        return c.json(
          (await quoteDelivery(
            store,
            neighbourhoods,
            address,
            providers.geocoder,
            requestLogger(c, logger),
          )) satisfies Sendable<FeePreview>,
        );
      })
  );
}
