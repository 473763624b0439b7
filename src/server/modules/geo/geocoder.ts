import type { LatLng } from '@shared/delivery';
import { ProviderUnavailable } from './cep-provider';

/** Turns an address into coordinates. `null`: not found; a throw: the service could not answer. */
export interface Geocoder {
  geocode(text: string): Promise<LatLng | null>;
}

type OrsAnswer = { features?: { geometry?: { coordinates?: [number, number] } }[] };

/** OpenRouteService's geocoder: `GET {baseUrl}/geocode/search?api_key&text&size=1`; the first result's coordinates. */
export function orsGeocoder(baseUrl: string, apiKey: string, timeoutMs = 5000): Geocoder {
  const base = baseUrl.replace(/\/$/, '');
  return {
    async geocode(text) {
      const url = new URL(`${base}/geocode/search`);
      url.searchParams.set('api_key', apiKey);
      url.searchParams.set('text', text);
      url.searchParams.set('size', '1');
      url.searchParams.set('boundary.country', 'BR');
      let res: Response;
      try {
        res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
      } catch (err) {
        throw new ProviderUnavailable(`geocoder unreachable: ${(err as Error).message}`);
      }
      if (!res.ok) throw new ProviderUnavailable(`geocoder answered ${res.status}`);
      const body = (await res.json().catch(() => null)) as OrsAnswer | null;
      const c = body?.features?.[0]?.geometry?.coordinates;
      if (!c || !Number.isFinite(c[0]) || !Number.isFinite(c[1])) return null;
      return { lng: c[0], lat: c[1] };
    },
  };
}

/**
 * Remembers answers (found or not) for a while: the checkout previews the fee and then places
 * the order with the same address, and a provider's quota is small. Failures are not kept.
 */
export function cachedGeocoder(
  inner: Geocoder,
  opts: { max?: number; ttlMs?: number; now?: () => number } = {},
): Geocoder {
  const max = opts.max ?? 1000;
  const ttl = opts.ttlMs ?? 24 * 60 * 60_000;
  const now = opts.now ?? Date.now;
  const cache = new Map<string, { at: number; value: LatLng | null }>();
  return {
    async geocode(text) {
      const key = text.trim().toLowerCase().replace(/\s+/g, ' ');
      const hit = cache.get(key);
      if (hit && now() - hit.at < ttl) return hit.value;
      const value = await inner.geocode(text);
      if (cache.size >= max) cache.delete(cache.keys().next().value!);
      cache.set(key, { at: now(), value });
      return value;
    },
  };
}
