import { z } from 'zod';
import { DELIVERY_FEE_MODES } from '../delivery-neighbourhoods';
import { IMAGE_URL_MESSAGE, isImageUrl } from '../images';
import { PARTS_PRICINGS } from '../pricing';
import { WHATSAPP_INVALID_MESSAGE, whatsappNumber } from '../whatsapp';
import { openingIntervalSchema, specialDateSchema } from './schedule';

const cents = (message: string) => z.number({ error: message }).int(message).min(0, message).max(100_000_00, message);

/** The logo's or the banner's address (null: none), by the rule of product photos. */
const imageUrl = z
  .string({ error: IMAGE_URL_MESSAGE })
  .trim()
  .max(500, IMAGE_URL_MESSAGE)
  .refine(isImageUrl, IMAGE_URL_MESSAGE);

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

export const feeTierSchema = z.object({
  maxKm: z.number({ error: 'Distância inválida' }).positive('Distância inválida').max(100, 'Distância inválida'),
  feeCents: cents('Taxa de entrega não pode ser negativa'),
});

/** Default fee tiers (docs/product.md#delivery-fee): ≤2 km R$ 5,00 … ≤10 km R$ 12,00, beyond: out of area. */
export const DEFAULT_FEE_TIERS = [
  { maxKm: 2, feeCents: 500 },
  { maxKm: 4, feeCents: 600 },
  { maxKm: 6, feeCents: 800 },
  { maxKm: 8, feeCents: 1000 },
  { maxKm: 10, feeCents: 1200 },
];

// Settings form (messages in docs/product.md#validation-messages). Money in cents; the form converts from reais.
export const storeSettingsSchema = z.object({
  name: z.string().trim().min(2, 'Nome da loja é obrigatório').max(100, 'Nome muito longo'),
  description: z.string().trim().max(500, 'Descrição muito longa').default(''),
  cuisineType: z.string().trim().min(2, 'Tipo de culinária é obrigatório').max(60, 'Tipo de culinária muito longo'),
  deliveryFeeCents: cents('Taxa de entrega não pode ser negativa'),
  minOrderCents: cents('Pedido mínimo não pode ser negativo'),
  freeDeliveryThresholdCents: cents('Valor inválido').nullable().default(null),
  address: z.string().trim().max(300, 'Endereço muito longo').default(''),
  lat: z.number().min(-90, 'Latitude inválida').max(90, 'Latitude inválida').nullable().default(null),
  lng: z.number().min(-180, 'Longitude inválida').max(180, 'Longitude inválida').nullable().default(null),
  logoUrl: imageUrl.nullable().default(null),
  bannerUrl: imageUrl.nullable().default(null),
  pixKey: z.string().trim().max(77, 'Chave PIX muito longa').default(''),
  pixMerchantName: z.string().trim().max(25, 'Nome do recebedor: no máximo 25 caracteres').default(''),
  pixMerchantCity: z.string().trim().max(15, 'Cidade do recebedor: no máximo 15 caracteres').default(''),
  deliveryRadiusKm: z.number().positive('Raio inválido').max(100, 'Raio inválido').default(10),
  feeTiers: z.array(feeTierSchema).max(20).default(DEFAULT_FEE_TIERS),
  /** 'Por distância' (the tiers above) or 'Por bairro' (docs/product.md#delivery-by-neighbourhood). */
  deliveryFeeMode: z.enum(DELIVERY_FEE_MODES, { error: 'Escolha como cobrar a entrega' }).default('distance'),
  /** The store's WhatsApp (docs/product.md#whatsapp): typed as '(11) 99999-8888', kept as '5511999998888'; '' = none. */
  whatsapp: z
    .string({ error: WHATSAPP_INVALID_MESSAGE })
    .max(40, WHATSAPP_INVALID_MESSAGE)
    .transform((v, ctx) => {
      const n = whatsappNumber(v);
      if (n === null) ctx.addIssue({ code: 'custom', message: WHATSAPP_INVALID_MESSAGE });
      return n ?? '';
    })
    .default(''),
  deliveryTime: z.string().trim().max(30).default('55-65 min'),
  // Pickup at the counter (docs/product.md#pickup): offered or not, and how long it takes to be ready.
  pickupEnabled: z.boolean({ error: 'Valor inválido' }).default(false),
  pickupTime: z
    .string({ error: 'Tempo de preparo inválido' })
    .trim()
    .min(1, 'Informe o tempo até o pedido ficar pronto')
    .max(30, 'Tempo de preparo: no máximo 30 caracteres')
    .default('15-25 min'),
  /** Half-and-half (docs/product.md#half-and-half): a product in parts costs its dearest part's price or their average. */
  partsPricing: z.enum(PARTS_PRICINGS, { error: 'Escolha como cobrar um item em partes' }).default('max'),
  // Scheduled orders (docs/product.md#scheduled-orders); slots in src/shared/order-slots.ts.
  schedulingEnabled: z.boolean({ error: 'Valor inválido' }).default(false),
  slotMinutes: wholeNumber('Duração do horário: de 10 a 240 minutos', 10, 240).default(30),
  scheduleDaysAhead: wholeNumber('Dias de antecedência: de 0 a 14', 0, 14).default(2),
  slotMaxOrders: wholeNumber('Limite de pedidos por horário: 1 ou mais (vazio: sem limite)', 1, 10_000)
    .nullable()
    .default(null),
  slotMaxItems: wholeNumber('Limite de itens por horário: 1 ou mais (vazio: sem limite)', 1, 100_000)
    .nullable()
    .default(null),
  scheduledAlertMinutes: wholeNumber('Aviso antes do horário: de 0 a 240 minutos', 0, 240).default(30),
  distanceLabel: z.string().trim().max(30).default('2,0 km'),
  rating: z.number().min(0).max(5).default(4.8),
  reviewCount: z.number().int().min(0).max(10_000_000).default(1400),
  // Opening hours and pause (docs/product.md#opening-hours-and-pause); rules in src/shared/schedule.ts.
  openingHours: z.array(openingIntervalSchema).max(42, 'Horários demais').default([]),
  specialDates: z.array(specialDateSchema).max(100, 'Datas especiais demais').default([]),
  ordersPaused: z.boolean().default(false),
  pausedUntil: z.string().datetime({ offset: true, message: 'Horário de retorno inválido' }).nullable().default(null),
});

export type StoreSettings = z.infer<typeof storeSettingsSchema>;
export const storeSettingsUpdateSchema = storeSettingsSchema.partial();
