import type { Config } from '@server/config';
import { viaCepProvider, type CepProvider } from './cep-provider';
import { cachedGeocoder, orsGeocoder, type Geocoder } from './geocoder';

export type GeoProviders = { cep: CepProvider; geocoder: Geocoder | null };

const byConfig = new WeakMap<Config, GeoProviders>();

/**
 * The providers an app uses, built once per configuration (so the fee preview and the order
 * share one geocoder cache). No ORS_API_KEY: no geocoder, and the store's fixed fee applies.
 */
export function geoProviders(config: Config): GeoProviders {
  let p = byConfig.get(config);
  if (!p) {
    p = {
      cep: viaCepProvider(config.CEP_API_URL),
      geocoder: config.ORS_API_KEY ? cachedGeocoder(orsGeocoder(config.ORS_API_URL, config.ORS_API_KEY)) : null,
    };
    byConfig.set(config, p);
  }
  return p;
}
