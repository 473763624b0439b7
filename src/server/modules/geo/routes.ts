import { z } from 'zod';
import { AppError } from '@server/http/errors';
import { requestLogger } from '@server/http/request-log';
import { routeTable } from '@server/http/route-table';
import { cepAddressSchema } from '@shared/contract/geo';
import { cepDigits } from '@shared/masks';
import { isCep } from '@shared/schemas/address';
import type { Ctx } from '../route-context';
import { ProviderUnavailable } from './cep-provider';
import { geoProviders } from './providers';

const cepParams = z.object({ cep: z.string().refine(isCep, 'CEP inválido') });

export function geoRoutes({ config, logger, limits }: Ctx) {
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
  );
}
