import { useQuery } from '@tanstack/react-query';
import type { StoreInfo } from '@shared/contract/store';
import { api } from '@web/lib/api';

/** Store defaults (docs/product.md#constants), shown before the store loads or when the fetch fails. */
export const STORE_DEFAULTS: StoreInfo = {
  name: 'Cardápio',
  description: '',
  cuisineType: 'Arabic cuisine',
  deliveryFeeCents: 1099,
  minOrderCents: 2500,
  freeDeliveryThresholdCents: null,
  address: '',
  lat: null,
  lng: null,
  logoUrl: null,
  bannerUrl: null,
  pixMerchantName: '',
  pixMerchantCity: '',
  pixEnabled: false,
  emailEnabled: true,
  whatsappUpdates: false,
  deliveryRadiusKm: 10,
  feeTiers: [],
  deliveryFeeMode: 'distance',
  whatsapp: '',
  deliveryTime: '55-65 min',
  pickupEnabled: false,
  pickupTime: '15-25 min',
  partsPricing: 'max',
  schedulingEnabled: false,
  slotMinutes: 30,
  scheduleDaysAhead: 2,
  slotMaxOrders: null,
  slotMaxItems: null,
  scheduledAlertMinutes: 30,
  distanceLabel: '2,0 km',
  rating: 4.8,
  reviewCount: 1400,
  openingHours: [],
  specialDates: [],
  ordersPaused: false,
  pausedUntil: null,
};

export const STORE_KEY = ['store'] as const;

export function useStoreQuery() {
  return useQuery({ queryKey: STORE_KEY, queryFn: () => api<StoreInfo>('/api/store'), staleTime: 5 * 60_000 });
}

export function useStoreInfo(): StoreInfo {
  return useStoreQuery().data ?? STORE_DEFAULTS;
}
