import type { Logger } from '@server/logger';
import {
  ADDRESS_NOT_FOUND_MESSAGE,
  FEE_UNAVAILABLE_MESSAGE,
  feeForDistance,
  haversineKm,
  outOfAreaMessage,
} from '@shared/delivery';
import { feeForNeighbourhood, type Neighbourhood } from '@shared/delivery-neighbourhoods';
import type { Address } from '@shared/schemas/address';
import type { FeePreview } from '@shared/schemas/checkout';
import type { StoreSettings } from '@shared/schemas/store';
import type { Geocoder } from './geocoder';

/** The address as one string for the geocoder, parts joined by commas. */
export const addressLine = (a: Address) =>
  [a.street, a.number, a.neighborhood, a.city, a.state, a.zipCode, 'Brasil'].join(', ');

/**
 * The delivery fee for an address. 'Por bairro' (docs/product.md#delivery-by-neighbourhood): the fee of
 * the store's bairro matching the CEP or the name, no map asked; an unknown or unserved bairro
 * keeps the fixed fee as the shown value and says why, and placing an order refuses it.
 * 'Por distância': by distance when a geocoder and the store's coordinates
 * exist, else the store's fixed fee. Out of area, an address the map does not know and a failed
 * lookup keep the fixed fee as the shown value and say why. Placing an order refuses the first
 * two, and takes the third flagged for staff to confirm (docs/decisions/006-unplaced-addresses.md).
 */
export async function quoteDelivery(
  store: StoreSettings,
  neighbourhoods: readonly Neighbourhood[],
  address: Address,
  geocoder: Geocoder | null,
  logger?: Logger,
): Promise<FeePreview> {
  const fixed = store.deliveryFeeCents;
  if (store.deliveryFeeMode === 'neighbourhood') {
    const fee = feeForNeighbourhood(neighbourhoods, address);
    return fee.ok
      ? { status: 'neighbourhood', feeCents: fee.feeCents, distanceKm: null, message: null }
      : { status: 'not_served', feeCents: fixed, distanceKm: null, message: fee.message };
  }
  if (!geocoder || store.lat === null || store.lng === null)
    return { status: 'fixed', feeCents: fixed, distanceKm: null, message: null };
  let point;
  try {
    point = await geocoder.geocode(addressLine(address));
  } catch (err) {
    logger?.warn({ err }, 'geocoding failed; fixed delivery fee');
    return { status: 'unavailable', feeCents: fixed, distanceKm: null, message: FEE_UNAVAILABLE_MESSAGE };
  }
  if (!point) return { status: 'not_found', feeCents: fixed, distanceKm: null, message: ADDRESS_NOT_FOUND_MESSAGE };
  const km = haversineKm({ lat: store.lat, lng: store.lng }, point);
  const distanceKm = Math.round(km * 100) / 100;
  const fee = feeForDistance(km, store.feeTiers, store.deliveryRadiusKm);
  if (!fee.ok)
    return { status: 'out_of_area', feeCents: fixed, distanceKm, message: outOfAreaMessage(store.deliveryRadiusKm) };
  return { status: 'distance', feeCents: fee.feeCents, distanceKm, message: null };
}
