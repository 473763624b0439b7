import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { NoteDraft } from '@server/modules/fiscal/provider';
import type { Ticket } from '@server/modules/printing/ticket';
import type { CashbackEntryKind } from '@shared/cashback';
import type { OrderAddress } from '@shared/customer-orders';
import type { CancelState, FiscalEnvironment, IssueMoment, NoteStatus, ProductFiscal, TaxRegime } from '@shared/fiscal';
import type { EditRefundStatus } from '@shared/order-edit';
import type { Fulfilment, OrderChannel, OrderStatus, PaymentMethod, PaymentState } from '@shared/order-status';
import type { OrderItemPart, PartsPricing, SelectedOption } from '@shared/pricing';
import type { CashMovementKind, RegisterSummary } from '@shared/register';
import type { ReviewTag } from '@shared/reviews';
import type { Address } from '@shared/schemas/address';
import type { BrazilState } from '@shared/schemas/fiscal';
import type { PrintOn } from '@shared/schemas/kitchen-settings';
import type { CodePage, PaperWidth } from '@shared/schemas/printers';
import type { StaffRole } from '@shared/staff-roles';
import type { WhatsappKind, WhatsappMessageStatus } from '@shared/whatsapp-messages';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

// ── better-auth tables (its field names, snake_case columns) ──────────────────────────────
export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  ...timestamps,
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable('verification', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  ...timestamps,
});

// ── people and roles ─────────────────────────────────────────────────────────────────────
export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  address: jsonb('address').$type<Address | null>(),
  technicalEmail: text('technical_email'),
  emailWasCorrected: boolean('email_was_corrected').notNull().default(false),
  ...timestamps,
});

/** A staff member's one role (src/shared/staff-roles.ts: Dono, Gerente, Atendente, Entregador). */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').$type<StaffRole>().notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [check('user_roles_role_check', sql`${t.role} in ('owner','manager','attendant','courier')`)],
);

export const adminRequests = pgTable(
  'admin_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [check('admin_requests_status_check', sql`${t.status} in ('pending', 'approved', 'refused')`)],
);

// ── the store ────────────────────────────────────────────────────────────────────────────
export type FeeTier = { maxKm: number; feeCents: number };
/** day 0 = Sunday … 6 = Saturday; times "HH:MM" in America/Sao_Paulo; close < open crosses midnight. */
export type OpeningInterval = { day: number; open: string; close: string };
/** A date "YYYY-MM-DD" with its own intervals, or closed all day when `intervals` is empty. */
export type SpecialDate = { date: string; intervals: { open: string; close: string }[]; label?: string };

export const storeInfo = pgTable(
  'store_info',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    cuisineType: text('cuisine_type').notNull().default('Arabic cuisine'),
    logoUrl: text('logo_url'),
    bannerUrl: text('banner_url'),
    deliveryFeeCents: integer('delivery_fee_cents').notNull().default(1099),
    minOrderCents: integer('min_order_cents').notNull().default(2500),
    freeDeliveryThresholdCents: integer('free_delivery_threshold_cents'),
    address: text('address').notNull().default(''),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    pixKey: text('pix_key').notNull().default(''),
    pixMerchantName: text('pix_merchant_name').notNull().default(''),
    pixMerchantCity: text('pix_merchant_city').notNull().default(''),
    deliveryRadiusKm: real('delivery_radius_km').notNull().default(10),
    feeTiers: jsonb('fee_tiers').$type<FeeTier[]>().notNull(),
    deliveryTime: text('delivery_time').notNull().default('55-65 min'),
    distanceLabel: text('distance_label').notNull().default('2,0 km'),
    rating: real('rating').notNull().default(4.8),
    reviewCount: integer('review_count').notNull().default(1400),
    // Opening hours (docs/product.md#opening-hours-and-pause): weekly intervals, special dates and the instant pause.
    openingHours: jsonb('opening_hours').$type<OpeningInterval[]>().notNull().default([]),
    specialDates: jsonb('special_dates').$type<SpecialDate[]>().notNull().default([]),
    ordersPaused: boolean('orders_paused').notNull().default(false),
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    /** Customers may choose to pick the order up at `address` (docs/product.md#pickup). */
    pickupEnabled: boolean('pickup_enabled').notNull().default(false),
    /** How long a pickup order takes to be ready, as customers read it ('15-25 min'). */
    pickupTime: text('pickup_time').notNull().default('15-25 min'),
    /** Half-and-half: a product in parts costs its dearest part's price, or the parts' average (docs/product.md#half-and-half). */
    partsPricing: text('parts_pricing').$type<PartsPricing>().notNull().default('max'),
    // Scheduled orders (docs/product.md#scheduled-orders): slots of `slotMinutes` within the
    // opening hours, up to `scheduleDaysAhead` days after today, each taking at most
    // `slotMaxOrders` orders and `slotMaxItems` items (null: no limit); staff are alerted
    // `scheduledAlertMinutes` before a scheduled order is due.
    schedulingEnabled: boolean('scheduling_enabled').notNull().default(false),
    slotMinutes: integer('slot_minutes').notNull().default(30),
    scheduleDaysAhead: integer('schedule_days_ahead').notNull().default(2),
    slotMaxOrders: integer('slot_max_orders'),
    slotMaxItems: integer('slot_max_items'),
    scheduledAlertMinutes: integer('scheduled_alert_minutes').notNull().default(30),
    /** The fee comes from the distance tiers, or from the neighbourhood list (docs/product.md#delivery-by-neighbourhood). */
    deliveryFeeMode: text('delivery_fee_mode').$type<'distance' | 'neighbourhood'>().notNull().default('distance'),
    /** The store's WhatsApp, digits only with the country code ('5511999998888'); '' hides the links. */
    whatsapp: text('whatsapp').notNull().default(''),
    updatedAt: timestamps.updatedAt,
  },
  (t) => [
    check('store_info_single_row', sql`${t.id} = 1`),
    check('store_info_fee_check', sql`${t.deliveryFeeCents} >= 0`),
    check('store_info_min_order_check', sql`${t.minOrderCents} >= 0`),
    check('store_info_parts_pricing_check', sql`${t.partsPricing} in ('max', 'average')`),
    check('store_info_fee_mode_check', sql`${t.deliveryFeeMode} in ('distance', 'neighbourhood')`),
    check(
      'store_info_scheduling_check',
      sql`${t.slotMinutes} between 10 and 240 and ${t.scheduleDaysAhead} between 0 and 14 and ${t.scheduledAlertMinutes} between 0 and 240
        and (${t.slotMaxOrders} is null or ${t.slotMaxOrders} >= 1) and (${t.slotMaxItems} is null or ${t.slotMaxItems} >= 1)`,
    ),
    check(
      'store_info_free_threshold_check',
      sql`${t.freeDeliveryThresholdCents} is null or ${t.freeDeliveryThresholdCents} >= 0`,
    ),
  ],
);

/** A neighbourhood the store delivers to for a fixed fee, or does not serve (docs/product.md#delivery-by-neighbourhood). */
export const deliveryNeighbourhoods = pgTable(
  'delivery_neighbourhoods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The name without accents, case or extra spaces: what a customer's bairro is matched on. */
    nameKey: text('name_key').notNull(),
    feeCents: integer('fee_cents').notNull().default(0),
    served: boolean('served').notNull().default(true),
    /** CEP ranges (8 digits, inclusive) that also match this neighbourhood. */
    cepRanges: jsonb('cep_ranges').$type<{ from: string; to: string }[]>().notNull().default([]),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('delivery_neighbourhoods_name_key_idx').on(t.nameKey),
    check('delivery_neighbourhoods_fee_check', sql`${t.feeCents} >= 0`),
  ],
);

/** 'Cupom de desconto' (docs/product.md#coupons): `usedCount` is taken in the order's write, so the last use goes to one order. */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper-case, as customers' input is compared. */
    code: text('code').notNull(),
    kind: text('kind').$type<'percent' | 'amount' | 'free_delivery'>().notNull(),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** Guests are asked to sign in first (per customer or first order only: docs/product.md#coupons). */
    accountRequired: boolean('account_required').notNull().default(false),
    /**
     * A personal coupon ('Sentimos sua falta', docs/product.md#sentimos-sua-falta): only this
     * account may use it. Null for the owner's coupons, which anyone may type.
     */
    customerUserId: text('customer_user_id').references(() => user.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    usedCount: integer('used_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('coupons_code_idx').on(t.code),
    check('coupons_kind_check', sql`${t.kind} in ('percent', 'amount', 'free_delivery')`),
    check(
      'coupons_value_check',
      sql`(${t.kind} <> 'percent' or ${t.percentOff} between 1 and 100) and (${t.kind} <> 'amount' or ${t.amountOffCents} >= 1)`,
    ),
    check(
      'coupons_limits_check',
      sql`${t.minSubtotalCents} >= 0 and ${t.usedCount} >= 0 and (${t.maxUses} is null or ${t.maxUses} >= 1)
        and (${t.maxUsesPerCustomer} is null or ${t.maxUsesPerCustomer} >= 1)`,
    ),
  ],
);

// ── the menu ─────────────────────────────────────────────────────────────────────────────
export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description'),
  sortOrder: integer('sort_order').notNull().default(0),
  ...timestamps,
});

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description'),
    priceCents: integer('price_cents').notNull(),
    imageUrl: text('image_url'),
    popular: boolean('popular').notNull().default(false),
    vegetarian: boolean('vegetarian').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** Place in its category, set by dragging in the admin (docs/product.md#menu-order). */
    sortOrder: integer('sort_order').notNull().default(0),
    /** 'Esgotado hoje': shown but not orderable until this instant, the next opening (docs/product.md#sold-out-today). */
    soldOutUntil: timestamp('sold_out_until', { withTimezone: true }),
    /** Half-and-half: sold in up to this many parts, each a flavour of product_flavours; 1: whole only. */
    maxParts: integer('max_parts').notNull().default(1),
    /** The code marketplaces know it by (iFood's 'código PDV'): how their orders' items find it. */
    externalCode: text('external_code'),
    /** Its line in an NFC-e (docs/product.md#nfc-e); null: the fiscal settings' default. */
    fiscal: jsonb('fiscal').$type<ProductFiscal>(),
    ...timestamps,
  },
  (t) => [
    check('products_price_check', sql`${t.priceCents} >= 0`),
    check('products_max_parts_check', sql`${t.maxParts} between 1 and 4`),
    index('products_category_idx').on(t.categoryId),
  ],
);

/** The flavours a product sold in parts may be split into: products of its category (docs/product.md#half-and-half). */
export const productFlavours = pgTable(
  'product_flavours',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    flavourId: uuid('flavour_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.flavourId] })],
);

export const productOptions = pgTable(
  'product_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** How many choices the group takes (docs/product.md#option-groups): 0 makes it optional. */
    minChoices: integer('min_choices').notNull().default(0),
    maxChoices: integer('max_choices').notNull().default(1),
    /** One variation may be taken more than once ('2x Tahine'), up to maxChoices in all. */
    repeatable: boolean('repeatable').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('product_options_product_idx').on(t.productId),
    check(
      'product_options_choices_check',
      sql`${t.minChoices} >= 0 and ${t.maxChoices} >= 1 and ${t.minChoices} <= ${t.maxChoices} and ${t.maxChoices} <= 50`,
    ),
  ],
);

export const optionVariations = pgTable(
  'option_variations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    optionId: uuid('option_id')
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    /** 'Esgotado hoje' for this choice only (docs/product.md#sold-out-today). */
    soldOutUntil: timestamp('sold_out_until', { withTimezone: true }),
  },
  (t) => [
    check('option_variations_price_check', sql`${t.priceCents} >= 0`),
    index('option_variations_option_idx').on(t.optionId),
  ],
);

// ── orders ───────────────────────────────────────────────────────────────────────────────
export type { OrderAddress } from '@shared/customer-orders';

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    /** Who the customer is for per-customer coupon rules (src/shared/customer-key.ts): one person's spellings agree. */
    customerEmailKey: text('customer_email_key'),
    customerPhoneKey: text('customer_phone_key'),
    /** Where it goes, with who receives it; null for an order picked up at the store. */
    address: jsonb('address').$type<OrderAddress>(),
    /** 'delivery', 'pickup' (docs/product.md#pickup) or 'dine_in' (eaten at the counter, taken by staff). */
    fulfilment: text('fulfilment').$type<Fulfilment>().notNull().default('delivery'),
    /** Where it was taken (ORDER_CHANNELS): the site, or by staff on the phone or at the counter. */
    channel: text('channel').$type<OrderChannel>().notNull().default('site'),
    /** A scheduled order: the start of its slot (docs/product.md#scheduled-orders); null: as soon as possible. */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    subtotalCents: integer('subtotal_cents').notNull(),
    deliveryFeeCents: integer('delivery_fee_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    changeForCents: integer('change_for_cents'),
    notes: text('notes'),
    paymentIntentId: text('payment_intent_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    distanceKm: real('distance_km'),
    /** Taken at the fixed fee while the map service was down: staff confirm the address. */
    distanceUnverified: boolean('distance_unverified').notNull().default(false),
    /** Whether the money came in (PAYMENT_STATES), apart from `status`; its changes in order_payment_history. */
    paymentStatus: text('payment_status').$type<PaymentState>().notNull().default('awaiting'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The coupon it used (docs/product.md#coupons), its code as typed then, and what it took off the total. */
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    discountCents: integer('discount_cents').notNull().default(0),
    /** Why staff gave the discount of an order they took (docs/product.md#phone-and-counter-orders); null otherwise. */
    discountReason: text('discount_reason'),
    /** What it took from the customer's cashback balance (docs/product.md#cashback). */
    cashbackCents: integer('cashback_cents').notNull().default(0),
    /** An order awaiting online payment is cancelled at this time unless paid (docs/product.md#payments). */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    /** Why it was cancelled, when the store says ('Pagamento não concluído'). */
    cancelReason: text('cancel_reason'),
    /** The customer asked at checkout for the order's WhatsApp messages (docs/product.md#whatsapp-messages). */
    whatsappUpdates: boolean('whatsapp_updates').notNull().default(false),
    /** The number the marketplace shows for it ('iFood #1234'); null for our own orders. */
    externalDisplayId: text('external_display_id'),
    /** 'CPF na nota?': the customer's CPF, 11 digits, for the NFC-e (docs/product.md#nfc-e). */
    customerTaxId: text('customer_tax_id'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_idempotency_key_idx').on(t.idempotencyKey),
    index('orders_email_key_idx')
      .on(t.customerEmailKey)
      .where(sql`${t.customerEmailKey} is not null`),
    index('orders_phone_key_idx')
      .on(t.customerPhoneKey)
      .where(sql`${t.customerPhoneKey} is not null`),
    index('orders_payment_due_idx')
      .on(t.paymentDueAt)
      .where(sql`${t.status} = 'awaiting_payment'`),
    index('orders_coupon_idx')
      .on(t.couponId)
      .where(sql`${t.couponId} is not null`),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    // The reports' cancellations and coupons of a period (modules/reports/order-lists.ts) read these few rows only.
    index('orders_cancelled_created_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'cancelled'`),
    index('orders_coupon_created_idx')
      .on(t.createdAt)
      .where(sql`${t.couponCode} is not null`),
    index('orders_scheduled_idx')
      .on(t.scheduledFor)
      .where(sql`${t.scheduledFor} is not null`),
    check(
      'orders_status_check',
      sql`${t.status} in ('pending','processing','delivering','delivered','cancelled','awaiting_payment')`,
    ),
    check('orders_payment_method_check', sql`${t.paymentMethod} in ('pix','stripe','credit_card','cash','ifood')`),
    check('orders_fulfilment_check', sql`${t.fulfilment} in ('delivery','pickup','dine_in')`),
    check('orders_address_check', sql`${t.fulfilment} <> 'delivery' or ${t.address} is not null`),
    check('orders_channel_check', sql`${t.channel} in ('site','phone','counter','ifood')`),
    check('orders_payment_status_check', sql`${t.paymentStatus} in ('awaiting','paid','failed','refunded')`),
    check(
      'orders_money_check',
      sql`${t.subtotalCents} >= 0 and ${t.deliveryFeeCents} >= 0 and ${t.totalCents} >= 0 and ${t.discountCents} >= 0 and ${t.cashbackCents} >= 0`,
    ),
    check(
      'orders_total_check',
      sql`${t.totalCents} = ${t.subtotalCents} + ${t.deliveryFeeCents} - ${t.discountCents} - ${t.cashbackCents}`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    totalPriceCents: integer('total_price_cents').notNull(),
    selectedOptions: jsonb('selected_options').$type<SelectedOption[]>().notNull().default([]),
    /** Half-and-half: the flavours the item was split into, each with the price it was counted at. */
    parts: jsonb('parts').$type<OrderItemPart[]>().notNull().default([]),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_quantity_check', sql`${t.quantity} between 1 and 99`),
    check('order_items_price_check', sql`${t.unitPriceCents} >= 0 and ${t.totalPriceCents} >= 0`),
  ],
);

// ── 'Relatórios' rollups (docs/decisions/020-report-rollups.md) ─────────────────────────────
// Each São Paulo day's figures, summed from its orders and kept by modules/reports/rollup.ts; a
// trigger on orders and order_items (drizzle/0020_report_rollups.sql) marks a day stale whenever
// one of its orders changes, and a stale day is recomputed before a report reads it.

/** One row a day once summed: `stale` until its rows below match its orders again. */
export const reportDays = pgTable('report_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  stale: boolean('stale').notNull().default(true),
});

const dayRef = () =>
  date('day', { mode: 'string' })
    .notNull()
    .references(() => reportDays.day, { onDelete: 'cascade' });
const cents = (name: string) => bigint(name, { mode: 'number' }).notNull();

/** The day's orders by method, channel, state ('sold', 'cancelled', 'awaiting_payment') and hour. */
export const reportDayOrders = pgTable(
  'report_day_orders',
  {
    day: dayRef(),
    method: text('method').notNull(),
    channel: text('channel').notNull(),
    state: text('state').notNull(),
    hour: integer('hour').notNull(),
    orders: integer('orders').notNull(),
    totalCents: cents('total_cents'),
    paidCents: cents('paid_cents'),
    discountCents: cents('discount_cents'),
    discountOrders: integer('discount_orders').notNull(),
  },
  (t) => [index('report_day_orders_day_idx').on(t.day)],
);

/** What the day's sold orders held: products (`grp` null) and options, by name. */
export const reportDayItems = pgTable(
  'report_day_items',
  {
    day: dayRef(),
    grp: text('grp'),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    revenueCents: cents('revenue_cents'),
  },
  (t) => [index('report_day_items_day_idx').on(t.day)],
);

/** The day's cancellations by reason (`kind` 'cancel') and sold orders by coupon code (`kind` 'coupon'). */
export const reportDayLists = pgTable(
  'report_day_lists',
  {
    day: dayRef(),
    kind: text('kind').$type<'cancel' | 'coupon'>().notNull(),
    label: text('label').notNull(),
    orders: integer('orders').notNull(),
    cents: cents('cents'),
  },
  (t) => [index('report_day_lists_day_idx').on(t.day)],
);

/** The day's sold orders by customer (null: unidentified), with the keys they were placed with. */
export const reportDayCustomers = pgTable(
  'report_day_customers',
  {
    day: dayRef(),
    customer: text('customer'),
    phoneKey: text('phone_key'),
    emailKey: text('email_key'),
    orders: integer('orders').notNull(),
    revenueCents: cents('revenue_cents'),
  },
  (t) => [index('report_day_customers_day_idx').on(t.day)],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    changedBy: text('changed_by').references(() => user.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId)],
);

/**
 * Every order event (created, status changed) with a growing id: live streams fan it out and
 * a client that reconnects with Last-Event-ID resumes from it (docs/product.md#live-updates).
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamps.createdAt,
  },
  // order_id: a guest's order is handed to its new account after the write (orders/guest-account.ts).
  (t) => [index('order_events_created_idx').on(t.createdAt), index('order_events_order_idx').on(t.orderId)],
);

/**
 * Email waiting to leave or already sent (docs/product.md#email). Written after the change it
 * reports is saved; a sender in each instance claims rows with SKIP LOCKED, so a message goes
 * out once even with several instances, and a mail server that is down is retried later.
 */
export const outgoingMail = pgTable(
  'outgoing_mail',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What the message is about, e.g. `order.created:<id>`: the same key is never queued twice. */
    dedupeKey: text('dedupe_key').notNull(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex('outgoing_mail_dedupe_idx').on(t.dedupeKey),
    // The daily cap of order emails per recipient (modules/mail/recipient-cap.ts).
    index('outgoing_mail_to_idx').on(t.to, t.createdAt),
    index('outgoing_mail_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/**
 * How far the order emails have read `order_events` (modules/orders/order-mail-feed.ts): one
 * row, locked by the instance that writes the next emails.
 */
export const mailFeed = pgTable('mail_feed', {
  id: integer('id').primaryKey(),
  lastEventId: bigint('last_event_id', { mode: 'number' }).notNull(),
});

/**
 * An order staff changed before it left (docs/product.md#editing-an-order): who, when, what
 * ('+1 Esfiha de Carne', the address, the payment), the totals before and after, and the part
 * of a paid online total given back.
 */
export const orderEdits = pgTable(
  'order_edits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    changedBy: text('changed_by').references(() => user.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Each change as staff and the customer read it. */
    changes: jsonb('changes').$type<string[]>().notNull(),
    fromTotalCents: integer('from_total_cents').notNull(),
    toTotalCents: integer('to_total_cents').notNull(),
    /** What of a paid total goes back to the customer (0: nothing). */
    refundCents: integer('refund_cents').notNull().default(0),
    refundStatus: text('refund_status').$type<EditRefundStatus>().notNull().default('none'),
    /** The refund's id at Stripe. */
    refundReference: text('refund_reference'),
  },
  (t) => [index('order_edits_order_idx').on(t.orderId)],
);

/** Every change of an order's payment state: who or what made it (staff, Stripe, the delivery). */
export const orderPaymentHistory = pgTable(
  'order_payment_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<PaymentState>().notNull(),
    toStatus: text('to_status').$type<PaymentState>().notNull(),
    /**
     * `staff`, `stripe`, `delivery` (paid to the courier when the order was delivered),
     * `pix_webhook` or `pix_sweep` (the bank's API Pix said so).
     */
    source: text('source').notNull(),
    /** What the change refers to at the payment provider: a txid, an end-to-end id, a refund id. */
    reference: text('reference'),
    changedBy: text('changed_by').references(() => user.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_payment_history_order_idx').on(t.orderId)],
);

/** Whether a PIX charge (API Pix `cob`) is still open, paid, or closed without our money. */
export type PixChargeState = 'active' | 'paid' | 'expired' | 'removed' | 'duplicate';

/**
 * The immediate PIX charges made at the bank's API Pix for an order (docs/decisions/008): one
 * open at a time; a renewal closes the old one and opens another.
 */
export const pixCharges = pgTable(
  'pix_charges',
  {
    /** Ours, 26 to 35 letters and digits, sent in `PUT /cob/{txid}`. */
    txid: text('txid').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    /** The receiving key (chave DICT) the charge was made for. */
    chave: text('chave').notNull(),
    status: text('status').$type<PixChargeState>().notNull().default('active'),
    location: text('location'),
    copiaECola: text('copia_e_cola').notNull(),
    /** The provider's `calendario.criacao`. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endToEndId: text('end_to_end_id').unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull().defaultNow(),
    checks: integer('checks').notNull().default(0),
  },
  (t) => [
    index('pix_charges_order_idx').on(t.orderId),
    index('pix_charges_open_idx').on(t.status, t.nextCheckAt),
    check('pix_charges_status_check', sql`${t.status} in ('active', 'paid', 'expired', 'removed', 'duplicate')`),
  ],
);

// ── browser notifications (docs/product.md#order-notifications) ─────────────────────────
/** A browser's Web Push subscription, for a customer's orders (or one order of a guest). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_order_idx').on(t.orderId),
    check('push_subscriptions_owner_check', sql`${t.userId} is not null or ${t.orderId} is not null`),
  ],
);

/**
 * How far the order notifications have read `order_events` (modules/push/push-feed.ts): one
 * row, leased (`locked_until`) by the instance sending the next batch, so the sends happen
 * outside any transaction and an instance that dies mid-batch hands it on when the lease ends.
 */
export const pushFeed = pgTable('push_feed', {
  id: integer('id').primaryKey(),
  lastEventId: bigint('last_event_id', { mode: 'number' }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** Key pairs the server makes once and keeps (the VAPID keys of Web Push), by name. */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamps.createdAt,
});

/**
 * Impressoras (docs/product.md#kitchen-printers): network thermal printers taking ESC/POS on a
 * TCP port. `category_ids` empty: the whole order; else only those categories' items.
 */
export const printers = pgTable(
  'printers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    host: text('host').notNull(),
    port: integer('port').notNull().default(9100),
    paper: integer('paper').$type<PaperWidth>().notNull(),
    codePage: text('code_page').$type<CodePage>().notNull(),
    copies: integer('copies').notNull().default(1),
    categoryIds: uuid('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    active: boolean('active').notNull().default(true),
    /** Since when it has not answered (null: it answers); the orders screen names it. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    lastError: text('last_error'),
    /** An instance printing to it holds it until then: one ticket at a time, in order. */
    busyUntil: timestamp('busy_until', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('printers_paper_check', sql`${t.paper} in (58, 80)`),
    check('printers_code_page_check', sql`${t.codePage} in ('cp860', 'cp850')`),
    check('printers_port_check', sql`${t.port} between 1 and 65535`),
    check('printers_copies_check', sql`${t.copies} between 1 and 5`),
  ],
);

/**
 * A ticket to print (docs/product.md#kitchen-printers): written from the order event that
 * caused it (`event_id`) or by 'Reimprimir' (`reprint`), once per printer and order unless a
 * reprint; claimed by the instance holding its printer, retried with backoff until printed.
 */
export const printJobs = pgTable(
  'print_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    printerId: uuid('printer_id')
      .notNull()
      .references(() => printers.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' }),
    reprint: boolean('reprint').notNull().default(false),
    /** What the paper says, laid out (modules/printing/ticket.ts); encoded for the printer when sent. */
    ticket: jsonb('ticket').$type<Ticket>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    printedAt: timestamp('printed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex('print_jobs_once_idx')
      .on(t.printerId, t.orderId)
      .where(sql`not ${t.reprint}`),
    index('print_jobs_waiting_idx')
      .on(t.printerId, t.id)
      .where(sql`${t.printedAt} is null`),
    index('print_jobs_order_idx').on(t.orderId),
  ],
);

/**
 * How far the kitchen (auto-accept and print jobs) has read `order_events`
 * (modules/printing/kitchen-feed.ts): one row, locked by the instance writing the next jobs.
 */
export const printFeed = pgTable('print_feed', {
  id: integer('id').primaryKey(),
  lastEventId: bigint('last_event_id', { mode: 'number' }).notNull(),
});

/** How the kitchen runs (docs/product.md#kitchen-printers): when orders print, auto-accept, the display's timers. */
export const kitchenSettings = pgTable(
  'kitchen_settings',
  {
    id: integer('id').primaryKey().default(1),
    printOn: text('print_on').$type<PrintOn>().notNull().default('accepted'),
    autoAccept: boolean('auto_accept').notNull().default(false),
    amberMinutes: integer('amber_minutes').notNull().default(15),
    redMinutes: integer('red_minutes').notNull().default(25),
    updatedAt: timestamps.updatedAt,
  },
  (t) => [
    check('kitchen_settings_single_row', sql`${t.id} = 1`),
    check('kitchen_settings_print_on_check', sql`${t.printOn} in ('accepted', 'arrival', 'never')`),
    check(
      'kitchen_settings_timers_check',
      sql`${t.amberMinutes} between 1 and 240 and ${t.redMinutes} between 2 and 480 and ${t.redMinutes} > ${t.amberMinutes}`,
    ),
  ],
);

/**
 * The kitchen display's taps (docs/product.md#kitchen-display): an item made, and since when.
 * Kept apart from `order_items`, which are the order's snapshot and never updated.
 */
export const kitchenMarks = pgTable('kitchen_marks', {
  itemId: uuid('item_id')
    .primaryKey()
    .references(() => orderItems.id, { onDelete: 'cascade' }),
  readyAt: timestamp('ready_at', { withTimezone: true }).notNull().defaultNow(),
});

// ── couriers (docs/product.md#couriers) ──────────────────────────────────────────────────
/** How a courier is paid per delivery: a fixed amount, or the delivery fee the order charged. */
export type CourierFeeMode = 'fixed' | 'delivery_fee';

export const couriers = pgTable(
  'couriers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    feeMode: text('fee_mode').$type<CourierFeeMode>().notNull().default('fixed'),
    /** With `fixed`, what each delivery pays the courier. */
    feeCents: integer('fee_cents').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** The team member with the 'Entregador' role who sees these deliveries in the panel (docs/product.md#couriers). */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('couriers_fee_mode_check', sql`${t.feeMode} in ('fixed','delivery_fee')`),
    check('couriers_fee_check', sql`${t.feeCents} >= 0`),
    uniqueIndex('couriers_user_idx').on(t.userId),
  ],
);

/** A courier's link for one shift: only its hash is kept; revoked or past `expires_at`, it opens nothing. */
export const courierLinks = pgTable(
  'courier_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courierId: uuid('courier_id')
      .notNull()
      .references(() => couriers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('courier_links_courier_idx').on(t.courierId)],
);

/** What a settlement ('Acerto do entregador') counted, kept as it was when it was closed. */
export type SettlementFigures = {
  deliveries: number;
  cashCents: number;
  cardCents: number;
  prepaidCents: number;
  feesCents: number;
  handBackCents: number;
  lines: {
    orderId: string;
    customerName: string;
    deliveredAt: string;
    paymentMethod: PaymentMethod;
    totalCents: number;
    collectedCents: number;
    feeCents: number;
  }[];
};

export const courierSettlements = pgTable('courier_settlements', {
  id: uuid('id').primaryKey().defaultRandom(),
  courierId: uuid('courier_id')
    .notNull()
    .references(() => couriers.id, { onDelete: 'cascade' }),
  figures: jsonb('figures').$type<SettlementFigures>().notNull(),
  closedBy: text('closed_by').references(() => user.id, { onDelete: 'set null' }),
  closedByName: text('closed_by_name').notNull(),
  createdAt: timestamps.createdAt,
});

/** An order given to a courier: their fee for it, fixed when assigned; settled once. */
export const orderDeliveries = pgTable(
  'order_deliveries',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courierId: uuid('courier_id')
      .notNull()
      .references(() => couriers.id, { onDelete: 'cascade' }),
    feeCents: integer('fee_cents').notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    assignedBy: text('assigned_by').references(() => user.id, { onDelete: 'set null' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    settlementId: uuid('settlement_id').references(() => courierSettlements.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('order_deliveries_courier_idx').on(t.courierId, t.assignedAt),
    check('order_deliveries_fee_check', sql`${t.feeCents} >= 0`),
  ],
);

// ── the cash register ('Caixa', docs/product.md#caixa) ────────────────────────────────────

/**
 * One shift of the cash register: opened with a float, closed once with the staff's counts
 * and a snapshot of the figures as they were (`summary`), which later changes to orders never
 * touch. At most one row is open (the partial unique index), however many screens open it at once.
 */
export const cashRegisters = pgTable(
  'cash_registers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    floatCents: integer('float_cents').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    openedBy: text('opened_by').references(() => user.id, { onDelete: 'set null' }),
    openedByName: text('opened_by_name').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: text('closed_by').references(() => user.id, { onDelete: 'set null' }),
    closedByName: text('closed_by_name'),
    /** Whether the person closing counted without seeing the expected figures. */
    closedBlind: boolean('closed_blind').notNull().default(false),
    /** The close as it was: per payment method, the orders, expected, counted and difference. */
    summary: jsonb('summary').$type<RegisterSummary>(),
    closeNote: text('close_note'),
  },
  (t) => [
    uniqueIndex('cash_registers_one_open_idx')
      .on(t.status)
      .where(sql`${t.status} = 'open'`),
    index('cash_registers_closed_idx').on(t.closedAt),
    check('cash_registers_status_check', sql`${t.status} in ('open','closed')`),
    check('cash_registers_float_check', sql`${t.floatCents} between 0 and 10000000`),
    check(
      'cash_registers_closed_check',
      sql`${t.status} = 'open' or (${t.closedAt} is not null and ${t.summary} is not null)`,
    ),
  ],
);

/** 'Sangria' (cash taken out) and 'Suprimento' (cash put in) of an open register, with who and why. */
export const cashMovements = pgTable(
  'cash_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    registerId: uuid('register_id')
      .notNull()
      .references(() => cashRegisters.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CashMovementKind>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('cash_movements_register_idx').on(t.registerId, t.createdAt),
    check('cash_movements_kind_check', sql`${t.kind} in ('withdrawal','deposit')`),
    check('cash_movements_amount_check', sql`${t.amountCents} between 1 and 10000000`),
  ],
);

/** How the register closes: 'Fechamento às cegas' (one row). */
export const registerSettings = pgTable(
  'register_settings',
  {
    id: integer('id').primaryKey().default(1),
    blindClose: boolean('blind_close').notNull().default(false),
    updatedAt: timestamps.updatedAt,
  },
  (t) => [check('register_settings_single_row', sql`${t.id} = 1`)],
);

/** The owner's 'Cashback' terms (docs/product.md#cashback): one row, made on first save. */
export const cashbackSettings = pgTable(
  'cashback_settings',
  {
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(false),
    /** Hundredths of a percent: 250 = 2,5 %. */
    percentBp: integer('percent_bp').notNull().default(500),
    minOrderCents: integer('min_order_cents').notNull().default(0),
    validDays: integer('valid_days').notNull().default(90),
    maxUseCents: integer('max_use_cents'),
    updatedAt: timestamps.updatedAt,
  },
  (t) => [
    check('cashback_settings_single_row', sql`${t.id} = 1`),
    check(
      'cashback_settings_values_check',
      sql`${t.percentBp} between 1 and 10000 and ${t.minOrderCents} >= 0 and ${t.validDays} between 1 and 730
        and (${t.maxUseCents} is null or ${t.maxUseCents} >= 1)`,
    ),
  ],
);

/**
 * A customer's cashback ledger (docs/product.md#cashback): what each order earned (with its
 * expiry), used, got back or lost. At most one of each kind per order, so a replayed event or
 * two staff at once never earn twice; the balance is worked out from the rows
 * (`cashbackAccount` of src/shared/cashback.ts).
 */
export const cashbackEntries = pgTable(
  'cashback_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CashbackEntryKind>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('cashback_entries_order_kind_idx').on(t.orderId, t.kind),
    index('cashback_entries_user_idx').on(t.userId, t.at),
    check('cashback_entries_kind_check', sql`${t.kind} in ('earn','spend','return','reverse')`),
    check('cashback_entries_amount_check', sql`${t.amountCents} > 0`),
    check('cashback_entries_expiry_check', sql`(${t.kind} = 'earn') = (${t.expiresAt} is not null)`),
  ],
);

// ── WhatsApp messages through the Cloud API (docs/product.md#whatsapp-messages) ────────────

/** Which moments the owner has send a message: one row, made on first save (all on until then). */
export const whatsappSettings = pgTable(
  'whatsapp_settings',
  {
    id: integer('id').primaryKey().default(1),
    kinds: text('kinds').array().$type<WhatsappKind[]>().notNull(),
    updatedAt: timestamps.updatedAt,
  },
  (t) => [check('whatsapp_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * How far the WhatsApp messages have read `order_events` (modules/whatsapp/message-feed.ts):
 * one row, locked by the instance queuing the next messages.
 */
export const whatsappFeed = pgTable('whatsapp_feed', {
  id: integer('id').primaryKey(),
  lastEventId: bigint('last_event_id', { mode: 'number' }).notNull(),
});

/**
 * One template message about an order: queued from the order's events, at most one of each kind
 * per order, claimed by one instance at a time (`locked_until`), retried with backoff, then
 * followed by its `wamid` through the status webhook.
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<WhatsappKind>().notNull(),
    /** E.164 digits, '5511999998888'. */
    toNumber: text('to_number').notNull(),
    template: text('template').notNull(),
    /** The body's parameters, in the template's order. */
    parameters: jsonb('parameters').$type<string[]>().notNull(),
    status: text('status').$type<WhatsappMessageStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** An instance sending it holds it until then; a dead one's message is taken again after. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** WhatsApp's id of the message, from the send's answer: what the status webhook names. */
    wamid: text('wamid'),
    error: text('error'),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('whatsapp_messages_order_kind_idx').on(t.orderId, t.kind),
    uniqueIndex('whatsapp_messages_wamid_idx')
      .on(t.wamid)
      .where(sql`${t.wamid} is not null`),
    index('whatsapp_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    check(
      'whatsapp_messages_kind_check',
      sql`${t.kind} in ('received', 'delivering', 'pickup_ready', 'cancelled', 'review')`,
    ),
    check(
      'whatsapp_messages_status_check',
      sql`${t.status} in ('queued', 'sent', 'delivered', 'read', 'failed', 'skipped')`,
    ),
  ],
);

/**
 * Numbers that replied 'SAIR': nothing more is sent to them. Kept by the number's key
 * (modules/whatsapp/opt-outs.ts: a Brazilian mobile with or without its ninth digit is one key).
 */
export const whatsappOptOuts = pgTable('whatsapp_opt_outs', {
  numberKey: text('number_key').primaryKey(),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }).notNull().defaultNow(),
});

/** 'Avaliações': whether delivered orders invite their customer to rate them, and when (docs/product.md#reviews). */
export const reviewSettings = pgTable(
  'review_settings',
  {
    id: integer('id').primaryKey().default(1),
    invite: boolean('invite').notNull().default(true),
    delayMinutes: integer('delay_minutes').notNull().default(30),
    updatedAt: timestamps.updatedAt,
  },
  (t) => [
    check('review_settings_single_row', sql`${t.id} = 1`),
    check('review_settings_delay_check', sql`${t.delayMinutes} between 0 and 1440`),
  ],
);

// ── 'Sentimos sua falta' (docs/product.md#sentimos-sua-falta) ──────────────────────────────

/** The owner's win-back terms: one row, made on first save (off until then). */
export const winBackSettings = pgTable(
  'win_back_settings',
  {
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(false),
    /** Customers whose last order is older than this many days are written to. */
    idleDays: integer('idle_days').notNull().default(45),
    couponKind: text('coupon_kind').$type<'percent' | 'amount' | 'free_delivery'>().notNull().default('percent'),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
    /** How many days the coupon lasts from the message. */
    validDays: integer('valid_days').notNull().default(15),
    updatedAt: timestamps.updatedAt,
  },
  (t) => [
    check('win_back_settings_single_row', sql`${t.id} = 1`),
    check('win_back_settings_kind_check', sql`${t.couponKind} in ('percent', 'amount', 'free_delivery')`),
    check(
      'win_back_settings_values_check',
      sql`${t.idleDays} between 14 and 365 and ${t.validDays} between 1 and 30 and ${t.minSubtotalCents} >= 0
        and (${t.couponKind} <> 'percent' or ${t.percentOff} between 1 and 100)
        and (${t.couponKind} <> 'amount' or ${t.amountOffCents} >= 1)`,
    ),
  ],
);

/**
 * One invitation to rate per order, ever: the row is what makes an instance the one that
 * invites (modules/reviews/invitations.ts); its event then mails, pushes and messages.
 */
export const reviewInvitations = pgTable('review_invitations', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A customer's review of an order, one per order, and the store's private answer. */
export const orderReviews = pgTable(
  'order_reviews',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    tags: text('tags')
      .array()
      .$type<ReviewTag[]>()
      .notNull()
      .default(sql`'{}'`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: text('replied_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('order_reviews_created_idx').on(t.createdAt),
    check('order_reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('order_reviews_text_check', sql`length(${t.comment}) <= 600 and length(${t.reply}) <= 600`),
  ],
);

/**
 * Each customer's standing with the win-back messages: when the last one was sent (the one a
 * month is a conditional write on this row, so two scans never both send) and whether they
 * asked for no more (the email's link).
 */
export const winBackCustomers = pgTable('win_back_customers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }),
});

/** One win-back message sent: to whom, with which coupon, until when it is good (the figures read these). */
export const winBackMessages = pgTable(
  'win_back_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    code: text('code').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('win_back_messages_sent_idx').on(t.sentAt), index('win_back_messages_user_idx').on(t.userId, t.sentAt)],
);

// ── iFood (docs/decisions/024-ifood-merchant-api.md) ──────────────────────────────────────────

/** Who polls iFood's events and how the last poll went: one row. */
export const ifoodPoll = pgTable(
  'ifood_poll',
  {
    id: integer('id').primaryKey().default(1),
    /** The instance polling iFood's events, until when (a dead one's lease runs out). */
    pollHolder: text('poll_holder'),
    pollUntil: timestamp('poll_until', { withTimezone: true }),
    /** The last poll that answered, and what went wrong with the last that did not. */
    polledAt: timestamp('polled_at', { withTimezone: true }),
    pollError: text('poll_error'),
    /** What iFood last said of the store (GET merchants/{id}/status), and when it was asked. */
    merchantStatus: jsonb('merchant_status'),
    merchantCheckedAt: timestamp('merchant_checked_at', { withTimezone: true }),
    /** The owner's choice: pausing orders here pauses the store on iFood too (an interruption). */
    pauseWithStore: boolean('pause_with_store').notNull().default(false),
    /** The interruption this store made on iFood while paused here, to end it on resuming. */
    interruptionId: text('interruption_id'),
    /** The owner's choice: a product off or 'Esgotado hoje' here is paused on iFood (by its code). */
    syncAvailability: boolean('sync_availability').notNull().default(false),
    updatedAt: timestamps.updatedAt,
  },
  (t) => [check('ifood_poll_single_row', sql`${t.id} = 1`)],
);

/** Each event iFood's polling gave, stored before it is acknowledged; handled once, in `createdAt` order. */
export const ifoodEvents = pgTable(
  'ifood_events',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull(),
    fullCode: text('full_code').notNull(),
    /** iFood's order id. */
    ifoodOrderId: text('ifood_order_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
  },
  (t) => [
    index('ifood_events_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.handledAt} is null`),
  ],
);

/** An iFood order as it became one of ours: iFood's id and what it said, apart from our columns. */
export const ifoodOrders = pgTable(
  'ifood_orders',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ifoodOrderId: text('ifood_order_id').notNull(),
    /** 'DELIVERY', 'TAKEOUT' or 'DINE_IN'. */
    orderType: text('order_type').notNull(),
    /** 'IFOOD' or 'MERCHANT' for a delivery: which action 'ready' calls. */
    deliveredBy: text('delivered_by'),
    /** iFood cancels an order not confirmed by then. */
    confirmBy: timestamp('confirm_by', { withTimezone: true }),
    /** Items iFood sent whose external code names none of our products: staff check them. */
    unmatchedItems: integer('unmatched_items').notNull().default(0),
    /** Staff asked iFood to cancel it: 'requested' until iFood cancels, 'failed' when iFood refused. */
    cancellationState: text('cancellation_state'),
    cancellationReason: text('cancellation_reason'),
    cancellationAt: timestamp('cancellation_at', { withTimezone: true }),
    details: jsonb('details').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ifood_orders_ifood_id_idx').on(t.ifoodOrderId),
    check('ifood_orders_cancellation_check', sql`${t.cancellationState} in ('requested', 'failed')`),
  ],
);

/** What iFood was last told of each product with a code: available or paused ('Esgotado hoje', off). */
export const ifoodCatalog = pgTable('ifood_catalog', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  externalCode: text('external_code').notNull(),
  /** 'AVAILABLE' or 'UNAVAILABLE', as iFood spells them. */
  status: text('status').notNull(),
  syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A customer's request on iFood about an order (its negotiation platform: HANDSHAKE_DISPUTE),
 * which staff accept or refuse before it expires; HANDSHAKE_SETTLEMENT closes it.
 */
export const ifoodDisputes = pgTable(
  'ifood_disputes',
  {
    disputeId: text('dispute_id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** What the customer asks: 'CANCELLATION' and the like. */
    action: text('action').notNull(),
    message: text('message'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** What iFood does when nobody answers in time ('REJECT_CANCELLATION'…). */
    timeoutAction: text('timeout_action'),
    metadata: jsonb('metadata').notNull(),
    /** 'open' until staff answer ('accepted', 'rejected') or iFood settles it ('settled'). */
    status: text('status').notNull().default('open'),
    answerReason: text('answer_reason'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ifood_disputes_order_idx').on(t.orderId),
    check('ifood_disputes_status_check', sql`${t.status} in ('open', 'accepted', 'rejected', 'settled')`),
  ],
);

/**
 * A call our status changes owe iFood ('confirm', 'startPreparation', 'readyToPickup',
 * 'dispatch'): queued in the change's transaction, sent in order per order, retried with backoff.
 */
export const ifoodActions = pgTable(
  'ifood_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    body: jsonb('body'),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    error: text('error'),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ifood_actions_order_action_idx').on(t.orderId, t.action),
    index('ifood_actions_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    check(
      'ifood_actions_action_check',
      sql`${t.action} in ('confirm', 'startPreparation', 'readyToPickup', 'dispatch')`,
    ),
    check('ifood_actions_status_check', sql`${t.status} in ('queued', 'done', 'failed')`),
  ],
);

// ── NFC-e (docs/product.md#nfc-e, docs/decisions/025-nfce-through-a-provider.md) ─────────────

/** The owner's fiscal settings: one row, made on first save (off until then). */
export const fiscalSettings = pgTable(
  'fiscal_settings',
  {
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(false),
    /** Orders placed from this instant on get notes; set when issuing is turned on. */
    enabledSince: timestamp('enabled_since', { withTimezone: true }),
    issueOn: text('issue_on').$type<IssueMoment>().notNull().default('paid'),
    cnpj: text('cnpj').notNull().default(''),
    stateRegistration: text('state_registration').notNull().default(''),
    legalName: text('legal_name').notNull().default(''),
    address: text('address').notNull().default(''),
    state: text('state').$type<BrazilState | ''>().notNull().default(''),
    taxRegime: text('tax_regime').$type<TaxRegime>().notNull().default('simples'),
    series: integer('series').notNull().default(1),
    cancelWindowMinutes: integer('cancel_window_minutes').notNull().default(30),
    printerId: uuid('printer_id').references(() => printers.id, { onDelete: 'set null' }),
    defaultFiscal: jsonb('default_fiscal').$type<ProductFiscal>().notNull(),
    updatedAt: timestamps.updatedAt,
  },
  (t) => [
    check('fiscal_settings_single_row', sql`${t.id} = 1`),
    check('fiscal_settings_issue_on_check', sql`${t.issueOn} in ('paid', 'delivered')`),
    check('fiscal_settings_window_check', sql`${t.cancelWindowMinutes} between 1 and 1440`),
    check('fiscal_settings_series_check', sql`${t.series} between 0 and 999`),
  ],
);

/**
 * An order's NFC-e and the work it still needs: a job queue in the table itself. A row is made
 * once per order (its primary key); an instance claims a due row by moving `next_attempt_at`
 * past the time its call may take, under SKIP LOCKED, and writes the outcome only while the
 * row is still as it claimed it. The provider knows the note by the order's id (its reference).
 */
export const fiscalNotes = pgTable(
  'fiscal_notes',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'restrict' }),
    status: text('status').$type<NoteStatus>().notNull().default('queued'),
    environment: text('environment').$type<FiscalEnvironment>().notNull(),
    /** What was sent, kept for the DANFE and for a retry of the same note. */
    draft: jsonb('draft').$type<NoteDraft>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every claim: an outcome is written only by the claim that is still current. */
    claim: integer('claim').notNull().default(0),
    lastError: text('last_error'),
    sefazCode: text('sefaz_code'),
    sefazMessage: text('sefaz_message'),
    accessKey: text('access_key'),
    number: integer('number'),
    series: integer('series'),
    protocol: text('protocol'),
    authorizedAt: timestamp('authorized_at', { withTimezone: true }),
    qrUrl: text('qr_url'),
    consultUrl: text('consult_url'),
    xml: text('xml'),
    cancelState: text('cancel_state').$type<CancelState>(),
    cancelReason: text('cancel_reason'),
    cancelMessage: text('cancel_message'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelXml: text('cancel_xml'),
    createdAt: timestamps.createdAt,
    updatedAt: timestamps.updatedAt,
  },
  (t) => [
    index('fiscal_notes_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('queued', 'processing') or ${t.cancelState} = 'wanted'`),
    index('fiscal_notes_created_idx').on(t.createdAt),
    // The accountant's month: the notes authorised in it (modules/fiscal/month.ts).
    index('fiscal_notes_authorized_idx')
      .on(t.authorizedAt)
      .where(sql`${t.authorizedAt} is not null`),
    check(
      'fiscal_notes_status_check',
      sql`${t.status} in ('queued','processing','authorized','rejected','denied','cancelled','skipped')`,
    ),
    check(
      'fiscal_notes_cancel_state_check',
      sql`${t.cancelState} is null or ${t.cancelState} in ('wanted','refused','too_late')`,
    ),
  ],
);

/** Numbers voided at SEFAZ ('inutilização'): skipped by failures, never to be used. */
export const fiscalVoids = pgTable(
  'fiscal_voids',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    series: integer('series').notNull(),
    fromNumber: integer('from_number').notNull(),
    toNumber: integer('to_number').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<'authorized' | 'rejected'>().notNull(),
    sefazMessage: text('sefaz_message'),
    protocol: text('protocol'),
    xml: text('xml'),
    createdBy: text('created_by'),
    createdAt: timestamps.createdAt,
  },
  (t) => [check('fiscal_voids_status_check', sql`${t.status} in ('authorized', 'rejected')`)],
);
