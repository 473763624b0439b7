import type { DeliveryFeeMode } from '@shared/delivery-neighbourhoods';
import { centsToReaisInput, parseReaisToCents } from '@shared/money';
import type { PartsPricing } from '@shared/pricing';
import { storeSettingsUpdateSchema, type StoreSettings } from '@shared/schemas/store';
import { formatWhatsapp } from '@shared/whatsapp';

// The settings form edits text (money as "10,99"); the shared schema judges the result.
export type TierDraft = { maxKm: string; fee: string };
/** 'Pedidos agendados' (docs/product.md#scheduled-orders): numbers as typed, '' = no limit for the capacities. */
export type SchedulingDraft = {
  enabled: boolean;
  slotMinutes: string;
  daysAhead: string;
  maxOrders: string;
  maxItems: string;
  alertMinutes: string;
};
export type SettingsDraft = {
  name: string;
  cuisineType: string;
  description: string;
  logoUrl: string;
  bannerUrl: string;
  address: string;
  lat: string;
  lng: string;
  deliveryFee: string;
  minOrder: string;
  freeDeliveryThreshold: string;
  deliveryRadiusKm: string;
  feeTiers: TierDraft[];
  deliveryFeeMode: DeliveryFeeMode;
  /** As typed, '(11) 99999-8888'; the server keeps the digits (docs/product.md#whatsapp). */
  whatsapp: string;
  deliveryTime: string;
  pickupEnabled: boolean;
  pickupTime: string;
  scheduling: SchedulingDraft;
  distanceLabel: string;
  rating: string;
  reviewCount: string;
  partsPricing: PartsPricing;
  pixKey: string;
  pixMerchantName: string;
  pixMerchantCity: string;
};

const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s.replace(',', '.')));
const money = (s: string) => parseReaisToCents(s) ?? -1;

export function draftFrom(s: StoreSettings): SettingsDraft {
  return {
    name: s.name,
    cuisineType: s.cuisineType,
    description: s.description,
    logoUrl: s.logoUrl ?? '',
    bannerUrl: s.bannerUrl ?? '',
    address: s.address,
    lat: s.lat == null ? '' : String(s.lat),
    lng: s.lng == null ? '' : String(s.lng),
    deliveryFee: centsToReaisInput(s.deliveryFeeCents),
    minOrder: centsToReaisInput(s.minOrderCents),
    freeDeliveryThreshold: s.freeDeliveryThresholdCents == null ? '' : centsToReaisInput(s.freeDeliveryThresholdCents),
    deliveryRadiusKm: String(s.deliveryRadiusKm).replace('.', ','),
    feeTiers: s.feeTiers.map((t) => ({ maxKm: String(t.maxKm).replace('.', ','), fee: centsToReaisInput(t.feeCents) })),
    deliveryFeeMode: s.deliveryFeeMode,
    whatsapp: s.whatsapp ? formatWhatsapp(s.whatsapp) : '',
    deliveryTime: s.deliveryTime,
    pickupEnabled: s.pickupEnabled,
    pickupTime: s.pickupTime,
    scheduling: {
      enabled: s.schedulingEnabled,
      slotMinutes: String(s.slotMinutes),
      daysAhead: String(s.scheduleDaysAhead),
      maxOrders: s.slotMaxOrders == null ? '' : String(s.slotMaxOrders),
      maxItems: s.slotMaxItems == null ? '' : String(s.slotMaxItems),
      alertMinutes: String(s.scheduledAlertMinutes),
    },
    distanceLabel: s.distanceLabel,
    rating: String(s.rating).replace('.', ','),
    reviewCount: String(s.reviewCount),
    partsPricing: s.partsPricing,
    pixKey: s.pixKey,
    pixMerchantName: s.pixMerchantName,
    pixMerchantCity: s.pixMerchantCity,
  };
}

export type SettingsErrors = Record<string, string>;

/** What each part of the form gets: the draft, a patch to it, and the messages of a refused save. */
export type SettingsFields = {
  draft: SettingsDraft;
  set: (p: Partial<SettingsDraft>) => void;
  errors: SettingsErrors;
};

/** The patch PUT /api/admin/store receives; opening hours stay with the Horários page. */
export function validateSettings(d: SettingsDraft): { data: Partial<StoreSettings> } | { errors: SettingsErrors } {
  const parsed = storeSettingsUpdateSchema.safeParse({
    name: d.name,
    cuisineType: d.cuisineType,
    description: d.description,
    logoUrl: d.logoUrl || null,
    bannerUrl: d.bannerUrl || null,
    address: d.address,
    lat: d.lat.trim() === '' ? null : num(d.lat),
    lng: d.lng.trim() === '' ? null : num(d.lng),
    deliveryFeeCents: money(d.deliveryFee),
    minOrderCents: money(d.minOrder),
    freeDeliveryThresholdCents: d.freeDeliveryThreshold.trim() === '' ? null : money(d.freeDeliveryThreshold),
    deliveryRadiusKm: num(d.deliveryRadiusKm),
    feeTiers: d.feeTiers
      .map((t) => ({ maxKm: num(t.maxKm), feeCents: money(t.fee) }))
      .sort((a, b) => a.maxKm - b.maxKm),
    deliveryFeeMode: d.deliveryFeeMode,
    whatsapp: d.whatsapp,
    deliveryTime: d.deliveryTime,
    pickupEnabled: d.pickupEnabled,
    pickupTime: d.pickupTime,
    schedulingEnabled: d.scheduling.enabled,
    slotMinutes: num(d.scheduling.slotMinutes),
    scheduleDaysAhead: num(d.scheduling.daysAhead),
    slotMaxOrders: d.scheduling.maxOrders.trim() === '' ? null : num(d.scheduling.maxOrders),
    slotMaxItems: d.scheduling.maxItems.trim() === '' ? null : num(d.scheduling.maxItems),
    scheduledAlertMinutes: num(d.scheduling.alertMinutes),
    distanceLabel: d.distanceLabel,
    rating: num(d.rating),
    reviewCount: num(d.reviewCount),
    partsPricing: d.partsPricing,
    pixKey: d.pixKey,
    pixMerchantName: d.pixMerchantName,
    pixMerchantCity: d.pixMerchantCity,
  });
  if (parsed.success) {
    const { openingHours: _h, specialDates: _s, ordersPaused: _p, pausedUntil: _u, ...rest } = parsed.data;
    return { data: rest };
  }
  const errors: SettingsErrors = {};
  for (const i of parsed.error.issues) {
    const key = String(i.path[0] ?? '');
    errors[key] ??= i.message.startsWith('Invalid') || i.message.startsWith('Too') ? 'Valor inválido' : i.message;
  }
  return { errors };
}

/** Which tab shows each field, so a refused save opens the tab with the message. */
export const FIELD_TAB: Record<string, string> = {
  name: 'geral',
  cuisineType: 'geral',
  description: 'geral',
  deliveryTime: 'geral',
  distanceLabel: 'geral',
  rating: 'geral',
  reviewCount: 'geral',
  partsPricing: 'geral',
  logoUrl: 'imagens',
  bannerUrl: 'imagens',
  address: 'entrega',
  lat: 'entrega',
  lng: 'entrega',
  deliveryFeeCents: 'entrega',
  minOrderCents: 'entrega',
  freeDeliveryThresholdCents: 'entrega',
  deliveryRadiusKm: 'entrega',
  feeTiers: 'entrega',
  deliveryFeeMode: 'entrega',
  whatsapp: 'geral',
  pickupEnabled: 'entrega',
  pickupTime: 'entrega',
  schedulingEnabled: 'agendamento',
  slotMinutes: 'agendamento',
  scheduleDaysAhead: 'agendamento',
  slotMaxOrders: 'agendamento',
  slotMaxItems: 'agendamento',
  scheduledAlertMinutes: 'agendamento',
  pixKey: 'pix',
  pixMerchantName: 'pix',
  pixMerchantCity: 'pix',
};
