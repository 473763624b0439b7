import { z } from 'zod';
import { ORDER_CHANNELS, ORDER_FULFILMENTS, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATES } from '../order-status';
import { addressSchema } from '../schemas/address';
import { quoteCashbackSchema } from './cashback';
import { dateTimeSchema } from './common';
import { quoteCouponSchema } from './coupons';
import { feePreviewResponseSchema } from './geo';
import { reviewViewSchema } from './reviews';

// Orders as their customer sees them: the place-order answer, GET /api/orders/:id, the claim
// and Meus Pedidos (GET /api/customer/orders).

/** One chosen variation of a cart line, as saved on the order (src/shared/pricing.ts prices it). */
export const selectedOptionSchema = z.object({
  optionId: z.string(),
  title: z.string(),
  variationId: z.string(),
  name: z.string(),
  /** The price of one; the line counts it `quantity` times. */
  priceCents: z.number().int(),
  /** How many times it was taken ('2x Tahine'), where its group allows more than once. */
  quantity: z.number().int(),
});
export type SelectedOption = z.infer<typeof selectedOptionSchema>;

/** One part of a half-and-half item (docs/product.md#half-and-half): the product first, then each flavour. */
export const orderItemPartSchema = z.object({ productId: z.string(), name: z.string(), priceCents: z.number().int() });
export type OrderItemPart = z.infer<typeof orderItemPartSchema>;

/** The address saved on an order, with who receives it (a snapshot, not the profile). */
export const orderAddressSchema = addressSchema.extend({
  customer_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** Delivery, pickup at the counter (docs/product.md#pickup) or eaten there (dine_in); only delivery has an address. */
export const fulfilmentSchema = z.enum(ORDER_FULFILMENTS);
export const channelSchema = z.enum(ORDER_CHANNELS);
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);

/** An order as its customer sees it (place-order answer and GET /api/orders/:id). */
export const orderViewSchema = z.object({
  id: z.string(),
  status: orderStatusSchema,
  fulfilment: fulfilmentSchema,
  paymentMethod: paymentMethodSchema,
  /** Whether the money came in, apart from `status` (docs/product.md#payment-status). */
  paymentStatus: z.enum(PAYMENT_STATES),
  paidAt: dateTimeSchema.nullable(),
  subtotalCents: z.number().int(),
  deliveryFeeCents: z.number().int(),
  totalCents: z.number().int(),
  /** The coupon's code as it was applied, and what it took off (docs/product.md#coupons). */
  couponCode: z.string().nullable(),
  discountCents: z.number().int(),
  /** What it took from the customer's cashback balance (docs/product.md#cashback). */
  cashbackCents: z.number().int(),
  changeForCents: z.number().int().nullable(),
  notes: z.string().nullable(),
  customerName: z.string(),
  customerEmail: z.string(),
  createdAt: dateTimeSchema,
  /** A scheduled order's slot start (docs/product.md#scheduled-orders); null: as soon as possible. */
  scheduledFor: dateTimeSchema.nullable(),
  items: z.array(
    z.object({
      name: z.string(),
      quantity: z.number().int(),
      unitPriceCents: z.number().int(),
      totalPriceCents: z.number().int(),
      options: z.array(
        z.object({ title: z.string(), name: z.string(), priceCents: z.number().int(), quantity: z.number().int() }),
      ),
      parts: z.array(orderItemPartSchema),
    }),
  ),
  /** PIX "copia e cola" for the exact total, for PIX orders. */
  pixCode: z.string().nullable(),
  /** When the bank's charge behind `pixCode` stops taking payments; null for the static code. */
  pixExpiresAt: dateTimeSchema.nullable(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

/** GET /api/orders/slots (docs/product.md#scheduled-orders): the slots offered now, by São Paulo date. */
export const orderSlotsSchema = z.object({
  enabled: z.boolean(),
  days: z.array(
    z.object({
      date: z.string(),
      label: z.string(),
      slots: z.array(z.object({ start: dateTimeSchema, end: dateTimeSchema, label: z.string(), full: z.boolean() })),
    }),
  ),
});
export type OrderSlots = z.infer<typeof orderSlotsSchema>;

/** POST /api/orders. */
export const placeOrderResultSchema = z.object({
  order: orderViewSchema,
  /** 'orders': go to /customer/orders; 'claim': the email has an account, go to /claim-order. */
  next: z.enum(['orders', 'claim']),
  /** Card online: the PaymentIntent's client secret for the payment page. */
  clientSecret: z.string().nullable(),
  /** 'claim': the proof this browser placed the order, for /claim-order (docs/decisions/016); else null. */
  claimToken: z.string().nullable(),
});
export type PlaceOrderResult = z.infer<typeof placeOrderResultSchema>;

/** Why a cart line cannot be ordered as it is; the line's `message` says it in pt-BR. */
export const UNAVAILABLE_REASONS = [
  'product_unavailable',
  'invalid_option',
  'too_many_choices',
  'missing_choice',
  'sold_out',
  /** The line costs more than MAX_LINE_TOTAL_CENTS (src/shared/pricing.ts). */
  'line_limit',
] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];

/** A line as the server priced it: its product, choices and parts, the unit and line prices. */
export const pricedLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  selectedOptions: z.array(selectedOptionSchema),
  parts: z.array(orderItemPartSchema),
  unitPriceCents: z.number().int(),
  totalPriceCents: z.number().int(),
});

/** One cart line of a quote, in the cart's order: priced by the server, or why it cannot be ordered. */
export const quoteLineSchema = z.discriminatedUnion('available', [
  pricedLineSchema.extend({ available: z.literal(true) }),
  z.object({
    available: z.literal(false),
    productId: z.string(),
    /** null when the product no longer exists. */
    name: z.string().nullable(),
    quantity: z.number().int(),
    reason: z.enum(UNAVAILABLE_REASONS),
    message: z.string(),
  }),
]);
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/**
 * POST /api/orders/quote (docs/product.md#pricing): the cart priced as an order would be. The
 * amounts count the available lines only; `totalCents` is what placing it charges.
 */
export const orderQuoteSchema = z.object({
  lines: z.array(quoteLineSchema),
  subtotalCents: z.number().int(),
  /** The fee preview for the address; null when no address was sent. */
  delivery: feePreviewResponseSchema.nullable(),
  /** The fee charged (free delivery applied); 0 for pickup; null for a delivery without an address yet or to one an order is refused at. */
  deliveryFeeCents: z.number().int().nullable(),
  totalCents: z.number().int(),
  minOrderCents: z.number().int(),
  /** The coupon sent (docs/product.md#coupons): applied with its discount (in `totalCents`), or refused; null when none. */
  coupon: quoteCouponSchema.nullable(),
  discountCents: z.number().int(),
  /** Cashback (docs/product.md#cashback): the balance, what this order uses (in `totalCents`) and would earn; null with the program off. */
  cashback: quoteCashbackSchema.nullable(),
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;

/** POST /api/orders, 409 `quote_changed`: the total differs from `quotedTotalCents`; nothing was charged. */
export const quoteChangedSchema = z.object({
  error: z.string(),
  code: z.literal('quote_changed'),
  quote: orderQuoteSchema,
});
export type QuoteChanged = z.infer<typeof quoteChangedSchema>;

/** POST /api/orders/claim. */
export const claimOrderResultSchema = z.object({ orderId: z.string(), alreadyLinked: z.boolean() });
export type ClaimOrderResult = z.infer<typeof claimOrderResultSchema>;

export const customerOrderItemSchema = z.object({
  id: z.string(),
  productId: z.string().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  totalPriceCents: z.number().int(),
  selectedOptions: z.array(selectedOptionSchema),
  parts: z.array(orderItemPartSchema),
});
export type CustomerOrderItem = z.infer<typeof customerOrderItemSchema>;

/** A change the store made to the order before it left (docs/product.md#editing-an-order): when, and what. */
export const customerOrderEditSchema = z.object({ changedAt: dateTimeSchema, changes: z.array(z.string()) });
export type CustomerOrderEdit = z.infer<typeof customerOrderEditSchema>;

/** GET /api/customer/orders/:id, and each order of the list (Meus Pedidos). */
export const customerOrderSchema = z.object({
  id: z.string(),
  status: orderStatusSchema,
  /** Why the store cancelled it ('Pagamento não concluído'); null otherwise. */
  cancelReason: z.string().nullable(),
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
  fulfilment: fulfilmentSchema,
  /** A scheduled order's slot start (docs/product.md#scheduled-orders); null: as soon as possible. */
  scheduledFor: dateTimeSchema.nullable(),
  /** null for pickup. */
  address: orderAddressSchema.nullable(),
  subtotalCents: z.number().int(),
  deliveryFeeCents: z.number().int(),
  totalCents: z.number().int(),
  /** The coupon's code and what it took off (docs/product.md#coupons). */
  couponCode: z.string().nullable(),
  discountCents: z.number().int(),
  /** What it took from the customer's cashback balance (docs/product.md#cashback). */
  cashbackCents: z.number().int(),
  paymentMethod: paymentMethodSchema,
  /** Whether the money came in, apart from `status` (docs/product.md#payment-status). */
  paymentStatus: z.enum(PAYMENT_STATES),
  paidAt: dateTimeSchema.nullable(),
  changeForCents: z.number().int().nullable(),
  notes: z.string().nullable(),
  items: z.array(customerOrderItemSchema),
  /** Changes the store made, oldest first. */
  edits: z.array(customerOrderEditSchema),
  /** The PIX "copia e cola" code again, for a PIX order still pending; otherwise null. */
  pixCode: z.string().nullable(),
  /** When the bank's charge behind `pixCode` stops taking payments; null for the static code. */
  pixExpiresAt: dateTimeSchema.nullable(),
  /** The customer asked for its WhatsApp messages and has not stopped them (docs/product.md#whatsapp-messages). */
  whatsappUpdates: z.boolean(),
  /** The customer's review and the store's answer (docs/product.md#reviews); null before one. */
  review: reviewViewSchema.nullable(),
  /** The NFC-e's page (docs/product.md#nfc-e) once authorised; null before, or without notes. */
  receiptUrl: z.string().nullable(),
  /** Whether it may be rated now: delivered, within the window, not yet rated. */
  reviewable: z.boolean(),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

/** GET /api/customer/orders?before=: newest first, a page at a time. */
export const customerOrderPageSchema = z.object({
  orders: z.array(customerOrderSchema),
  /** The `before` of the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type CustomerOrderPage = z.infer<typeof customerOrderPageSchema>;
