import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { randomCart, type Catalog } from './catalog';
import { ADDRESS } from './customers';

/** The app's pool: `max` of the postgres client in src/server/db/client.ts. */
export const APP_POOL_MAX = 10;

/** Who the baseline's orders belong to: signed-in customers (their user ids), else nobody. */
export type BaselineCustomer = { userId: string | null; name: string; email: string; phone: string };

const NOBODY: BaselineCustomer = {
  userId: null,
  name: 'Cliente Base',
  email: 'base@exemplo.com',
  phone: '(11) 91234-5678',
};
const METHODS = ['pix', 'cash', 'credit_card'] as const;

/**
 * The floor to compare with: the rows the app writes for an order (the order, its items, its
 * first status, its creation event: same tables, same columns, same values) inserted in one
 * transaction straight through the `postgres` driver, one statement per table sent together
 * (pipelined) as the app does, with the app's pool size and the given number of concurrent
 * writers. No HTTP, no session, no reading, no pricing, no validation.
 */
export async function rawInsertBaseline(
  databaseUrl: string,
  catalog: Catalog,
  opts: { workers: number; durationMs: number; poolMax?: number; customers?: BaselineCustomer[]; keyPrefix?: string },
) {
  const sql = postgres(databaseUrl, { max: opts.poolMax ?? APP_POOL_MAX, onnotice: () => {} });
  const priceOf = new Map(catalog.products.map((p) => [p.id, p]));
  const customers = opts.customers?.length ? opts.customers : [NOBODY];
  let count = 0;
  const t0 = performance.now();
  const end = t0 + opts.durationMs;
  try {
    const worker = async (w: number) => {
      const who = customers[w % customers.length]!;
      while (performance.now() < end) {
        const cart = randomCart(catalog);
        const orderId = randomUUID();
        const fee = cart.expectedTotalCents - cart.expectedSubtotalCents;
        const method = METHODS[Math.floor(Math.random() * METHODS.length)]!;
        const address = { ...ADDRESS, customer_name: who.name, customer_email: who.email, customer_phone: who.phone };
        const items = cart.items.map((item) => {
          const p = priceOf.get(item.productId)!;
          const options = p.options.flatMap((g) =>
            g.variations
              .filter((v) => item.variationIds.includes(v.id))
              .map((v) => ({
                optionId: g.id,
                title: g.title,
                variationId: v.id,
                name: v.name,
                priceCents: v.priceCents,
              })),
          );
          const unit = p.priceCents + options.reduce((s, o) => s + o.priceCents, 0);
          return {
            id: randomUUID(),
            product_id: p.id,
            name: p.name,
            unit_price_cents: unit,
            quantity: item.quantity,
            total_price_cents: unit * item.quantity,
            selected_options: options,
          };
        });
        await sql.begin((tx) => [
          tx`insert into orders (id, user_id, customer_name, customer_email, customer_phone, address, subtotal_cents, delivery_fee_cents, total_cents, status, payment_method, change_for_cents, notes, payment_intent_id, idempotency_key, distance_km)
            values (${orderId}, ${who.userId}, ${who.name}, ${who.email}, ${who.phone}, ${tx.json(address)}, ${cart.expectedSubtotalCents}, ${fee}, ${cart.expectedTotalCents}, 'pending', ${method}, null, null, null, ${`${opts.keyPrefix ?? 'baseline'}-${orderId}`}, null)`,
          tx`insert into order_items (id, order_id, product_id, name, unit_price_cents, quantity, total_price_cents, selected_options)
            select * from unnest(${items.map((i) => i.id)}::uuid[], ${items.map(() => orderId)}::uuid[], ${items.map((i) => i.product_id)}::uuid[], ${items.map((i) => i.name)}::text[],
              ${items.map((i) => i.unit_price_cents)}::int[], ${items.map((i) => i.quantity)}::int[], ${items.map((i) => i.total_price_cents)}::int[], ${items.map((i) => JSON.stringify(i.selected_options))}::jsonb[])`,
          tx`insert into order_status_history (order_id, from_status, to_status, changed_by) values (${orderId}, null, 'pending', ${who.userId})`,
          tx`insert into order_events (type, order_id, user_id, payload) values ('order.created', ${orderId}, ${who.userId}, ${tx.json({ status: 'pending', totalCents: cart.expectedTotalCents })})`,
        ]);
        count++;
      }
    };
    await Promise.all(Array.from({ length: opts.workers }, (_, w) => worker(w)));
    const elapsedMs = performance.now() - t0;
    return { count, elapsedMs, perSecond: count / (elapsedMs / 1000) };
  } finally {
    await sql.end();
  }
}
