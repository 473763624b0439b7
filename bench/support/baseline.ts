import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { randomCart, type Catalog } from './catalog';
import { ADDRESS } from './customers';

/**
 * The floor to compare with: the rows of an order (the order, its items, its first status, its
 * creation event) inserted in one transaction straight through the `postgres` driver, with the
 * app's pool size and the same number of concurrent writers, no HTTP, no session, no pricing.
 */
export async function rawInsertBaseline(databaseUrl: string, catalog: Catalog, opts: { workers: number; durationMs: number; poolMax?: number }) {
  const sql = postgres(databaseUrl, { max: opts.poolMax ?? 10, onnotice: () => {} });
  const priceOf = new Map(catalog.products.map((p) => [p.id, p]));
  let count = 0;
  const t0 = performance.now();
  const end = t0 + opts.durationMs;
  try {
    const worker = async () => {
      while (performance.now() < end) {
        const cart = randomCart(catalog);
        const orderId = randomUUID();
        const fee = cart.expectedTotalCents - cart.expectedSubtotalCents;
        await sql.begin(async (tx) => {
          await tx`insert into orders (id, user_id, customer_name, customer_email, customer_phone, address, subtotal_cents, delivery_fee_cents, total_cents, status, payment_method, idempotency_key)
            values (${orderId}, null, 'Cliente Base', 'base@exemplo.com', '(11) 91234-5678', ${tx.json(ADDRESS)}, ${cart.expectedSubtotalCents}, ${fee}, ${cart.expectedTotalCents}, 'pending', 'pix', ${`baseline-${orderId}`})`;
          for (const item of cart.items) {
            const p = priceOf.get(item.productId)!;
            const options = p.options.flatMap((g) => g.variations.filter((v) => item.variationIds.includes(v.id)).map((v) => ({ optionId: g.id, title: g.title, variationId: v.id, name: v.name, priceCents: v.priceCents })));
            const unit = p.priceCents + options.reduce((s, o) => s + o.priceCents, 0);
            await tx`insert into order_items (order_id, product_id, name, unit_price_cents, quantity, total_price_cents, selected_options)
              values (${orderId}, ${p.id}, ${p.name}, ${unit}, ${item.quantity}, ${unit * item.quantity}, ${tx.json(options)})`;
          }
          await tx`insert into order_status_history (order_id, from_status, to_status) values (${orderId}, null, 'pending')`;
          await tx`insert into order_events (type, order_id, user_id, payload) values ('order.created', ${orderId}, null, ${tx.json({ status: 'pending', totalCents: cart.expectedTotalCents })})`;
        });
        count++;
      }
    };
    await Promise.all(Array.from({ length: opts.workers }, worker));
    const elapsedMs = performance.now() - t0;
    return { count, elapsedMs, perSecond: count / (elapsedMs / 1000) };
  } finally {
    await sql.end();
  }
}
