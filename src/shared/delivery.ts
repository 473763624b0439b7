// Delivery fee by straight-line distance (docs/product.md#delivery-fee): the store's tiers up to its radius,
// the fixed fee when no distance can be known, free delivery at or above the threshold.

import type { FeePreview } from './contract/geo';
import { isCep } from './schemas/address';

export type LatLng = { lat: number; lng: number };
export type FeeTier = { maxKm: number; feeCents: number };

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance in km. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type DistanceFee = { ok: true; feeCents: number } | { ok: false; reason: 'out_of_area' };

/** The first tier whose limit covers the distance; beyond the radius or the last tier: out of area. */
export function feeForDistance(distanceKm: number, tiers: FeeTier[], radiusKm: number): DistanceFee {
  if (!Number.isFinite(distanceKm) || distanceKm > radiusKm) return { ok: false, reason: 'out_of_area' };
  const tier = [...tiers].sort((a, b) => a.maxKm - b.maxKm).find((t) => distanceKm <= t.maxKm);
  return tier ? { ok: true, feeCents: tier.feeCents } : { ok: false, reason: 'out_of_area' };
}

/**
 * The fee statuses an order is refused at: beyond the radius, a bairro not served, an address the
 * map does not know (docs/product.md#delivery-fee). No fee counts toward a quote's total then.
 */
export function deliveryRefused(status: FeePreview['status']): boolean {
  return status === 'out_of_area' || status === 'not_served' || status === 'not_found';
}

/** Free delivery when the subtotal reaches the store's threshold (null: never free). */
export function applyFreeDelivery(feeCents: number, subtotalCents: number, thresholdCents: number | null): number {
  return thresholdCents !== null && thresholdCents > 0 && subtotalCents >= thresholdCents ? 0 : feeCents;
}

export const outOfAreaMessage = (radiusKm: number) =>
  `Este endereço está fora da área de entrega desta loja (limite de ${String(radiusKm).replace('.', ',')} km).`;
export const FEE_UNAVAILABLE_MESSAGE = 'Não foi possível calcular entrega.';
export const ADDRESS_NOT_FOUND_MESSAGE =
  'Não encontramos este endereço no mapa. Confira a rua, o número, o bairro e o CEP para calcularmos a entrega.';
export const FEE_ERROR_MESSAGE = 'Erro ao calcular a taxa de entrega.';

/** A fee is asked for only once every address part is filled (docs/product.md#checkout). */
export function addressComplete(a: {
  street?: string;
  number?: string;
  neighborhood?: string;
  city?: string;
  state?: string;
  zipCode?: string;
}): boolean {
  return (
    (a.street ?? '').trim().length >= 3 &&
    (a.number ?? '').trim().length >= 1 &&
    (a.neighborhood ?? '').trim().length >= 2 &&
    (a.city ?? '').trim().length >= 2 &&
    (a.state ?? '').trim().length >= 2 &&
    isCep(a.zipCode ?? '')
  );
}
