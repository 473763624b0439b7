import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@server/db/client';
import { storeInfo } from '@server/db/schema';
import { AppError } from '@server/http/errors';
import type { Logger } from '@server/logger';
import type { StoreInfo } from '@shared/contract/store';
import type { StoreSettings } from '@shared/schemas/store';
import { DEFAULT_FEE_TIERS } from '@shared/schemas/store';
import type { Geocoder } from '../geo/geocoder';

type Row = typeof storeInfo.$inferSelect;

export function toSettings(row: Row): StoreSettings {
  return {
    name: row.name,
    description: row.description,
    cuisineType: row.cuisineType,
    deliveryFeeCents: row.deliveryFeeCents,
    minOrderCents: row.minOrderCents,
    freeDeliveryThresholdCents: row.freeDeliveryThresholdCents,
    address: row.address,
    lat: row.lat,
    lng: row.lng,
    logoUrl: row.logoUrl,
    bannerUrl: row.bannerUrl,
    pixKey: row.pixKey,
    pixMerchantName: row.pixMerchantName,
    pixMerchantCity: row.pixMerchantCity,
    deliveryRadiusKm: row.deliveryRadiusKm,
    feeTiers: row.feeTiers,
    deliveryFeeMode: row.deliveryFeeMode,
    whatsapp: row.whatsapp,
    deliveryTime: row.deliveryTime,
    pickupEnabled: row.pickupEnabled,
    pickupTime: row.pickupTime,
    partsPricing: row.partsPricing,
    schedulingEnabled: row.schedulingEnabled,
    slotMinutes: row.slotMinutes,
    scheduleDaysAhead: row.scheduleDaysAhead,
    slotMaxOrders: row.slotMaxOrders,
    slotMaxItems: row.slotMaxItems,
    scheduledAlertMinutes: row.scheduledAlertMinutes,
    distanceLabel: row.distanceLabel,
    rating: row.rating,
    reviewCount: row.reviewCount,
    openingHours: row.openingHours,
    specialDates: row.specialDates,
    ordersPaused: row.ordersPaused,
    pausedUntil: row.pausedUntil?.toISOString() ?? null,
  };
}

/** The single store row (id 1), created with the store defaults when missing (docs/product.md#constants). */
export async function getStoreSettings(db: Db): Promise<StoreSettings> {
  const [row] = await db.select().from(storeInfo).where(eq(storeInfo.id, 1));
  if (row) return toSettings(row);
  const [created] = await db
    .insert(storeInfo)
    .values({ id: 1, name: 'Minha Loja', feeTiers: DEFAULT_FEE_TIERS })
    .onConflictDoNothing()
    .returning();
  return created ? toSettings(created) : getStoreSettings(db);
}

/** What the server's configuration adds to the store's public info. */
export type StoreServices = {
  /** PIX charged by the bank (the PIX_* settings). */
  pixByBank: boolean;
  /** Emails reach customers (SMTP_URL): without it, no step may wait for one (docs/decisions/016). */
  emailEnabled: boolean;
  /** Order messages through the WhatsApp Cloud API (the WHATSAPP_* settings). */
  whatsappUpdates: boolean;
};

/**
 * What customers see: everything but the PIX key itself. PIX is offered with a key in the
 * settings (static code) or when the bank charges it.
 */
export function toPublicStore(s: StoreSettings, services: StoreServices): StoreInfo {
  const { pixKey, ...rest } = s;
  return {
    ...rest,
    pixEnabled: services.pixByBank || pixKey.length > 0,
    emailEnabled: services.emailEnabled,
    whatsappUpdates: services.whatsappUpdates,
  };
}

/** The services of this server's configuration. */
export const storeServices = (config: { pix: unknown; SMTP_URL?: string; whatsapp: unknown }): StoreServices => ({
  pixByBank: config.pix !== null,
  emailEnabled: !!config.SMTP_URL,
  whatsappUpdates: config.whatsapp !== null,
});

export async function updateStoreSettings(db: Db, patch: Partial<StoreSettings>): Promise<StoreSettings> {
  await getStoreSettings(db);
  const { pausedUntil, ...rest } = patch;
  const [row] = await db
    .update(storeInfo)
    .set({
      ...rest,
      ...(pausedUntil !== undefined && { pausedUntil: pausedUntil ? new Date(pausedUntil) : null }),
      updatedAt: new Date(),
    })
    .where(eq(storeInfo.id, 1))
    .returning();
  return toSettings(row!);
}

// Messages of the store address's geocoding (docs/product.md#delivery-fee).
export const storeAddressSchema = z.object({
  address: z
    .string({ error: 'Digite o endereço.' })
    .trim()
    .min(1, 'Digite o endereço.')
    .max(300, 'Endereço muito longo'),
});
export const GEOCODER_NOT_CONFIGURED =
  'A chave da API de geolocalização (OpenRouteService) não está configurada. Defina ORS_API_KEY nas variáveis de ambiente do servidor ou digite as coordenadas.';

/** Geocodes the store's address with the server's provider and saves address, lat and lng. */
export async function saveGeocodedAddress(
  db: Db,
  address: string,
  geocoder: Geocoder | null,
  logger: Logger,
): Promise<StoreSettings> {
  if (!geocoder) throw new AppError(503, GEOCODER_NOT_CONFIGURED, 'geocoder_not_configured');
  let found;
  try {
    found = await geocoder.geocode(address);
  } catch (err) {
    logger.warn({ err }, 'store address geocoding failed');
    throw new AppError(502, 'Erro ao buscar coordenadas', 'geocoder_failed');
  }
  if (!found) throw new AppError(404, 'Endereço não encontrado', 'address_not_found');
  return updateStoreSettings(db, { address, lat: found.lat, lng: found.lng });
}
