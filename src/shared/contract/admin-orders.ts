import { z } from 'zod';
import { IFOOD_ACTIONS, IFOOD_ALERTS } from '../ifood';
import { PAYMENT_STATES } from '../order-status';
import { dateTimeSchema } from './common';
import { ifoodCancellationStateSchema, ifoodDisputeViewSchema } from './ifood-orders';
import { orderEditEntrySchema } from './order-edits';
import {
  channelSchema,
  fulfilmentSchema,
  orderAddressSchema,
  orderItemPartSchema,
  orderStatusSchema,
  paymentMethodSchema,
  selectedOptionSchema,
} from './orders';
import { whatsappMessageSchema } from './whatsapp';

// Pedidos in the admin area (GET /api/admin/orders…; docs/product.md#admin-area).

export const adminOrderRowSchema = z.object({
  id: z.string(),
  customerName: z.string(),
  status: orderStatusSchema,
  fulfilment: fulfilmentSchema,
  /** Where it was taken: the site, or by staff on the phone or at the counter ('Telefone', 'Balcão'). */
  channel: channelSchema,
  /** The marketplace's number for it ('iFood #1234'); null for our own orders. */
  externalDisplayId: z.string().nullable(),
  /** An iFood order waiting for staff: a customer's request to answer, a call iFood refused. */
  ifoodAlert: z.enum(IFOOD_ALERTS).nullable(),
  paymentMethod: paymentMethodSchema,
  paymentStatus: z.enum(PAYMENT_STATES),
  totalCents: z.number().int(),
  /** The coupon the total was discounted with (docs/product.md#coupons); null: none. */
  couponCode: z.string().nullable(),
  itemCount: z.number().int(),
  createdAt: dateTimeSchema,
  /** A scheduled order's slot start (docs/product.md#scheduled-orders); null: as soon as possible. */
  scheduledFor: dateTimeSchema.nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

/** GET /api/admin/orders?q=&status=&payment=unpaid&before=. */
export const adminOrderPageSchema = z.object({
  orders: z.array(adminOrderRowSchema),
  /** Where the next page starts (the `before` of the next request); null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;

/** GET /api/admin/orders/scheduled: scheduled orders not yet due, soonest first, and how early staff are alerted. */
export const adminScheduledOrdersSchema = z.object({
  alertMinutes: z.number().int(),
  orders: z.array(adminOrderRowSchema),
});
export type AdminScheduledOrders = z.infer<typeof adminScheduledOrdersSchema>;

/** GET /api/admin/orders/:id, and the answer of a status change or a print. */
export const adminOrderDetailSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  /** The courier it went out with ('Entregadores'); null: none yet. */
  courierName: z.string().nullable(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
  fulfilment: fulfilmentSchema,
  channel: channelSchema,
  /** The marketplace's number for it ('iFood #1234'); null for our own orders. */
  externalDisplayId: z.string().nullable(),
  /** null for pickup and eating at the counter. */
  address: orderAddressSchema.nullable(),
  subtotalCents: z.number().int(),
  deliveryFeeCents: z.number().int(),
  totalCents: z.number().int(),
  /** The coupon's code and what it took off (docs/product.md#coupons). */
  couponCode: z.string().nullable(),
  discountCents: z.number().int(),
  /** Why staff gave the discount of an order they took (docs/product.md#phone-and-counter-orders). */
  discountReason: z.string().nullable(),
  /** What it took from the customer's cashback balance (docs/product.md#cashback). */
  cashbackCents: z.number().int(),
  status: orderStatusSchema,
  /** Why the store cancelled it ('Pagamento não concluído'); null otherwise. */
  cancelReason: z.string().nullable(),
  paymentMethod: paymentMethodSchema,
  /** Whether the money came in (docs/product.md#payment-status), and since when. */
  paymentStatus: z.enum(PAYMENT_STATES),
  paidAt: dateTimeSchema.nullable(),
  changeForCents: z.number().int().nullable(),
  notes: z.string().nullable(),
  /** Kilometres from the store, when the map placed the address. */
  distanceKm: z.number().nullable(),
  /** Taken at the fixed fee while the map service was down: the address is to be confirmed. */
  distanceUnverified: z.boolean(),
  scheduledFor: dateTimeSchema.nullable(),
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      unitPriceCents: z.number().int(),
      totalPriceCents: z.number().int(),
      selectedOptions: z.array(selectedOptionSchema),
      parts: z.array(orderItemPartSchema),
    }),
  ),
  history: z.array(
    z.object({
      fromStatus: orderStatusSchema.nullable(),
      toStatus: orderStatusSchema,
      changedAt: dateTimeSchema,
      changedByName: z.string().nullable(),
    }),
  ),
  paymentHistory: z.array(
    z.object({
      fromStatus: z.enum(PAYMENT_STATES),
      toStatus: z.enum(PAYMENT_STATES),
      /** staff, stripe, or delivery (paid to the courier). */
      source: z.string(),
      changedAt: dateTimeSchema,
      changedByName: z.string().nullable(),
    }),
  ),
  /** Changes staff made before it left (docs/product.md#editing-an-order), oldest first. */
  edits: z.array(orderEditEntrySchema),
  /** Its WhatsApp messages, oldest first (docs/product.md#whatsapp-messages); none without the Cloud API. */
  whatsapp: z.array(whatsappMessageSchema),
  /** A cancellation staff asked iFood for (docs/product.md#ifood); null: none. */
  ifoodCancellation: ifoodCancellationStateSchema.nullable(),
  /** The customer's latest request made on iFood about it; null: none. */
  ifoodDispute: ifoodDisputeViewSchema.nullable(),
  /** An iFood order's calls to iFood, oldest first (docs/product.md#ifood); none for our own orders. */
  ifoodActions: z.array(
    z.object({
      action: z.enum(IFOOD_ACTIONS),
      /** 'queued' until iFood took it; 'failed' once given up. */
      status: z.enum(['queued', 'done', 'failed']),
      error: z.string().nullable(),
    }),
  ),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;
