import { z } from 'zod';
import { PAYMENT_METHODS } from '../order-status';
import { COURIER_FEE_MODES } from '../schemas/couriers';
import { dateTimeSchema } from './common';

/** A courier in 'Entregadores', with their open link and the deliveries not yet settled. */
export const adminCourierSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  feeMode: z.enum(COURIER_FEE_MODES),
  feeCents: z.number().int(),
  active: z.boolean(),
  /** Until when their current link opens; null: no link open. */
  linkExpiresAt: dateTimeSchema.nullable(),
  /** The staff account ('Entregador') that sees their deliveries in the panel, and its name. */
  userId: z.string().nullable(),
  accountName: z.string().nullable(),
  onTheRoad: z.number().int(),
  unsettled: z.number().int(),
});
export const adminCourierListSchema = z.object({ couriers: z.array(adminCourierSchema) });

/** GET /api/admin/couriers/accounts: the team's accounts with the 'Entregador' role, to link to a courier. */
export const courierAccountsSchema = z.object({
  accounts: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string() })),
});
export type CourierAccounts = z.infer<typeof courierAccountsSchema>;
export type AdminCourier = z.infer<typeof adminCourierSchema>;

/** A new link: its path on this store (shown once; the panel adds its own origin), and until when it opens. */
export const courierLinkSchema = z.object({ path: z.string(), expiresAt: dateTimeSchema });
export type CourierLink = z.infer<typeof courierLinkSchema>;

export const assignResultSchema = z.object({ assigned: z.number().int(), courierName: z.string() });

const collectTones = ['paid', 'collect', 'stop'] as const;

/** One delivery on the courier's page. */
export const courierDeliverySchema = z.object({
  orderId: z.string(),
  number: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  address: z.string(),
  mapsUrl: z.string(),
  notes: z.string().nullable(),
  totalCents: z.number().int(),
  /** What to do about the money: 'Cobrar R$ 67,79 — levar troco de R$ 32,21', 'Pago — não cobrar'… */
  collect: z.object({ text: z.string(), tone: z.enum(collectTones) }),
  deliveredAt: dateTimeSchema.nullable(),
});
export type CourierDelivery = z.infer<typeof courierDeliverySchema>;

/** GET /api/courier/:token, and GET /api/admin/my-deliveries: the courier's page. */
export const courierPageSchema = z.object({
  courierName: z.string(),
  storeName: z.string(),
  /** Until when the link opens; null on the panel's 'Minhas entregas' (the account's session). */
  expiresAt: dateTimeSchema.nullable(),
  deliveries: z.array(courierDeliverySchema),
});
export type CourierPage = z.infer<typeof courierPageSchema>;

const settlementLineSchema = z.object({
  orderId: z.string(),
  customerName: z.string(),
  deliveredAt: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  totalCents: z.number().int(),
  collectedCents: z.number().int(),
  feeCents: z.number().int(),
});

/** 'Acerto do entregador': the deliveries made since the last one and the money they leave. */
export const settlementSchema = z.object({
  id: z.string().nullable(),
  courierName: z.string(),
  closedAt: dateTimeSchema.nullable(),
  closedByName: z.string().nullable(),
  deliveries: z.number().int(),
  /** Cash the courier collected, all of it to hand back. */
  cashCents: z.number().int(),
  /** Charged on the card machine the courier carried. */
  cardCents: z.number().int(),
  /** Paid before it left (PIX, card online): nothing to collect. */
  prepaidCents: z.number().int(),
  /** What the store owes the courier for these deliveries. */
  feesCents: z.number().int(),
  /** Cash to hand back, the fees kept out of it (negative: the store pays the rest). */
  handBackCents: z.number().int(),
  lines: z.array(settlementLineSchema),
  /** Deliveries still on the road: they wait for the next settlement. */
  onTheRoad: z.number().int(),
});
export type Settlement = z.infer<typeof settlementSchema>;
export const settlementListSchema = z.object({ settlements: z.array(settlementSchema) });

/** GET /api/admin/deliveries: delivery orders being prepared or on the road, with their courier. */
export const readyDeliveriesSchema = z.object({
  orders: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      status: z.enum(['processing', 'delivering']),
      customerName: z.string(),
      neighbourhood: z.string(),
      totalCents: z.number().int(),
      createdAt: dateTimeSchema,
      courierName: z.string().nullable(),
    }),
  ),
});
export type ReadyDeliveries = z.infer<typeof readyDeliveriesSchema>;
