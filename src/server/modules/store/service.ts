import { eq } from 'drizzle-orm';
import type { StoreInfo, StoreSettings } from '@shared/schemas/store';
import { DEFAULT_FEE_TIERS } from '@shared/schemas/store';
import type { Db } from '../../db/client';
import { storeInfo } from '../../db/schema';

type Row = typeof storeInfo.$inferSelect;

function toSettings(row: Row): StoreSettings {
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
    deliveryTime: row.deliveryTime,
    distanceLabel: row.distanceLabel,
    rating: row.rating,
    reviewCount: row.reviewCount,
    openingHours: row.openingHours,
    specialDates: row.specialDates,
    ordersPaused: row.ordersPaused,
    pausedUntil: row.pausedUntil?.toISOString() ?? null,
  };
}

/** The single store row (id 1), created with the specification's defaults when missing. */
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

/** What customers see: everything but the PIX key itself. */
export function toPublicStore(s: StoreSettings): StoreInfo {
  const { pixKey, ...rest } = s;
  return { ...rest, pixEnabled: pixKey.length > 0 };
}

export async function updateStoreSettings(db: Db, patch: Partial<StoreSettings>): Promise<StoreSettings> {
  await getStoreSettings(db);
  const { pausedUntil, ...rest } = patch;
  const [row] = await db
    .update(storeInfo)
    .set({ ...rest, ...(pausedUntil !== undefined && { pausedUntil: pausedUntil ? new Date(pausedUntil) : null }), updatedAt: new Date() })
    .where(eq(storeInfo.id, 1))
    .returning();
  return toSettings(row!);
}
