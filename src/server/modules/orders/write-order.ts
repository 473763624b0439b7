import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { orders } from '../../db/schema';
import { menuPricesSql, type MenuPrices, type PricedOrderLine } from './price-lines';

/** The order's own row as placeOrder builds it (status, payment and customer included). */
export type NewOrder = typeof orders.$inferInsert & { id: string; status: string };

/**
 * Writes an order with its items, its first status and its creation event (whose trigger tells
 * the live streams) in ONE statement, which PostgreSQL runs atomically on its own: no BEGIN and
 * COMMIT round trips (issue 9: each round trip costs more than the rows). It writes only if
 * the cart's menu rows (`productIds`) are still exactly `pricedFrom`, the rows the lines were
 * priced from: an admin's price change in between refuses the order instead of saving old
 * prices. Returns when the order was created, or null when the menu had changed.
 */
export async function writeOrder(
  db: Db,
  order: NewOrder,
  lines: (PricedOrderLine & { id: string })[],
  guard: { productIds: string; pricedFrom: MenuPrices },
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
  }));
  const result = await db.execute<{ created_ms: number | string }>(sql`
    with priced as (
      select (${menuPricesSql(guard.productIds)})::jsonb = ${JSON.stringify(guard.pricedFrom)}::jsonb as same
    ), placed as (
      insert into orders (id, user_id, customer_name, customer_email, customer_phone, address, subtotal_cents, delivery_fee_cents,
        total_cents, status, payment_method, change_for_cents, notes, payment_intent_id, idempotency_key, distance_km)
      select ${o.id}::uuid, ${o.userId ?? null}::text, ${o.customerName}::text, ${o.customerEmail}::text, ${o.customerPhone}::text,
        ${JSON.stringify(o.address)}::jsonb, ${o.subtotalCents}::int, ${o.deliveryFeeCents}::int, ${o.totalCents}::int, ${o.status}::text,
        ${o.paymentMethod}::text, ${o.changeForCents ?? null}::int, ${o.notes ?? null}::text, ${o.paymentIntentId ?? null}::text, ${o.idempotencyKey}::text, ${o.distanceKm ?? null}::real
      from priced where same
      returning id, created_at
    ), items as (
      insert into order_items (id, order_id, product_id, name, unit_price_cents, quantity, total_price_cents, selected_options)
      select x.id, placed.id, x.product_id, x.name, x.unit_price_cents, x.quantity, x.total_price_cents, x.selected_options
      from placed, jsonb_to_recordset(${JSON.stringify(items)}::jsonb)
        as x(id uuid, product_id uuid, name text, unit_price_cents int, quantity int, total_price_cents int, selected_options jsonb)
    ), history as (
      insert into order_status_history (order_id, from_status, to_status, changed_by)
      select placed.id, null, ${o.status}::text, ${o.userId ?? null}::text from placed
    ), event as (
      insert into order_events (type, order_id, user_id, payload)
      select 'order.created', placed.id, ${o.userId ?? null}::text, ${JSON.stringify({ status: o.status, totalCents: o.totalCents })}::jsonb from placed
    )
    select (extract(epoch from created_at) * 1000)::float8 as created_ms from placed`);
  // postgres.js answers the rows as an array, PGlite as { rows }.
  const rows = Array.isArray(result) ? result : (result as unknown as { rows: { created_ms: number | string }[] }).rows;
  return rows[0] ? new Date(Number(rows[0].created_ms)) : null;
}
