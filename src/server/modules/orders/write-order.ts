import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { preparedStatement } from '@server/db/drizzle-internals';
import type { orders } from '@server/db/schema';
import { canonicalEmail, phoneKey } from '@shared/customer-key';
import { menuPricesSql, type MenuPrices, type PricedOrderLine } from './price-lines';

/** The order's own row as placeOrder builds it (status, payment and customer included). */
export type NewOrder = typeof orders.$inferInsert & { id: string; status: string; changedBy?: string | null };

/** A value filled in at each run. */
const $ = sql.placeholder;

/** The statement (prepared per database and connection by preparedStatement). */
const WRITE_ORDER = sql`
    with priced as (
      select (${menuPricesSql($('productIds'))})::jsonb = ${$('pricedFrom')}::jsonb
        and (select xmin::text from store_info where id = 1) = ${$('storeVersion')}::text as same
    ), placed as (
      insert into orders (id, user_id, customer_name, customer_email, customer_phone, fulfilment, address, subtotal_cents, delivery_fee_cents,
        total_cents, status, payment_method, change_for_cents, notes, payment_intent_id, idempotency_key, distance_km, distance_unverified, scheduled_for,
        coupon_id, coupon_code, discount_cents, payment_due_at, customer_email_key, customer_phone_key,
        channel, discount_reason, cashback_cents, whatsapp_updates, customer_tax_id)
      select ${$('id')}::uuid, ${$('userId')}::text, ${$('customerName')}::text, ${$('customerEmail')}::text, ${$('customerPhone')}::text,
        ${$('fulfilment')}::text, ${$('address')}::jsonb, ${$('subtotalCents')}::int, ${$('deliveryFeeCents')}::int, ${$('totalCents')}::int, ${$('status')}::text,
        ${$('paymentMethod')}::text, ${$('changeForCents')}::int, ${$('notes')}::text, ${$('paymentIntentId')}::text, ${$('idempotencyKey')}::text, ${$('distanceKm')}::real,
        ${$('distanceUnverified')}::boolean, ${$('scheduledFor')}::timestamptz,
        ${$('couponId')}::uuid, ${$('couponCode')}::text, ${$('discountCents')}::int, ${$('paymentDueAt')}::timestamptz,
        ${$('customerEmailKey')}::text, ${$('customerPhoneKey')}::text, ${$('channel')}::text, ${$('discountReason')}::text,
        ${$('cashbackCents')}::int, ${$('whatsappUpdates')}::boolean, ${$('customerTaxId')}::text
      from priced where same
      returning id, user_id, created_at
    ), items as (
      insert into order_items (id, order_id, product_id, name, unit_price_cents, quantity, total_price_cents, selected_options, parts)
      select x.id, placed.id, x.product_id, x.name, x.unit_price_cents, x.quantity, x.total_price_cents, x.selected_options, x.parts
      from placed, jsonb_to_recordset(${$('items')}::jsonb)
        as x(id uuid, product_id uuid, name text, unit_price_cents int, quantity int, total_price_cents int, selected_options jsonb, parts jsonb)
    ), history as (
      insert into order_status_history (order_id, from_status, to_status, changed_by)
      select placed.id, null, ${$('status')}::text, ${$('changedBy')}::text from placed
    ), event as (
      insert into order_events (type, order_id, user_id, payload)
      select 'order.created', placed.id, placed.user_id, ${$('event')}::jsonb from placed
    ), profile as (
      update profiles set
        phone = case when phone = '' then ${$('profilePhone')}::text else phone end,
        address = case when address is null or jsonb_typeof(address) = 'null' then ${$('profileAddress')}::jsonb else address end,
        updated_at = now()
      where user_id = (select user_id from placed) and (phone = '' or address is null or jsonb_typeof(address) = 'null')
    )
    select (extract(epoch from created_at) * 1000)::float8 as created_ms from placed`;

/**
 * Writes an order with its items, its first status, its creation event (whose trigger tells
 * the live streams) and the owner's missing profile fields (phone, address) in ONE
 * prepared statement, which PostgreSQL runs atomically on its own: no BEGIN and COMMIT round
 * trips (each round trip costs more than the rows: docs/decisions/004). It writes only if the cart's
 * menu rows (`productIds`) are still exactly `pricedFrom`, the rows the lines were priced
 * from, and the store row is still `storeVersion`: a price change or a closed store in
 * between saves nothing. Returns when the order was created, or null when the menu or the
 * store had changed.
 */
export async function writeOrder(
  db: Db,
  order: NewOrder,
  lines: (PricedOrderLine & { id: string })[],
  guard: { productIds: string; pricedFrom: MenuPrices; storeVersion: string },
  /** A pickup order has no address: the profile's stays as it is. */
  profile: { phone: string; address: unknown },
  /** A guest whose account is made after the write: that order's email goes out then, with its own link. */
  newGuest = false,
): Promise<Date | null> {
  const o = order;
  const items = lines.map((l) => ({
    id: l.id,
    product_id: l.productId,
    name: l.name,
    unit_price_cents: l.unitPriceCents,
    quantity: l.quantity,
    total_price_cents: l.totalPriceCents,
    selected_options: l.selectedOptions,
    parts: l.parts,
  }));
  const write = preparedStatement<{ created_ms: number | string }>(db, 'write_order', WRITE_ORDER);
  // Every placeholder needs a value: the order's optional fields as null.
  const [row] = await write({
    ...o,
    userId: o.userId ?? null,
    fulfilment: o.fulfilment ?? 'delivery',
    // SQL null, not JSON's null: the table's check wants a delivery's address present.
    address: o.address ? JSON.stringify(o.address) : null,
    changeForCents: o.changeForCents ?? null,
    notes: o.notes ?? null,
    paymentIntentId: o.paymentIntentId ?? null,
    distanceKm: o.distanceKm ?? null,
    distanceUnverified: o.distanceUnverified ?? false,
    scheduledFor: o.scheduledFor?.toISOString() ?? null,
    couponId: o.couponId ?? null,
    couponCode: o.couponCode ?? null,
    discountCents: o.discountCents ?? 0,
    channel: o.channel ?? 'site',
    discountReason: o.discountReason ?? null,
    cashbackCents: o.cashbackCents ?? 0,
    whatsappUpdates: o.whatsappUpdates ?? false,
    customerTaxId: o.customerTaxId ?? null,
    changedBy: o.changedBy === undefined ? (o.userId ?? null) : o.changedBy,
    paymentDueAt: o.paymentDueAt?.toISOString() ?? null,
    // An order staff took has no email: no key, so such orders are no one customer.
    customerEmailKey: o.customerEmail ? canonicalEmail(o.customerEmail) : null,
    customerPhoneKey: phoneKey(o.customerPhone),
    items: JSON.stringify(items),
    event: JSON.stringify({
      status: o.status,
      totalCents: o.totalCents,
      ...(newGuest && { newGuest }),
      // Taken by staff: who, so their own screen does not ring for it (docs/product.md#live-updates).
      ...(o.channel && o.channel !== 'site' && { channel: o.channel, changedBy: o.changedBy ?? null }),
    }),
    productIds: guard.productIds,
    pricedFrom: JSON.stringify(guard.pricedFrom),
    storeVersion: guard.storeVersion,
    profilePhone: profile.phone,
    profileAddress: profile.address ? JSON.stringify(profile.address) : null,
  });
  return row ? new Date(Number(row.created_ms)) : null;
}
