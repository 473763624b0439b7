import postgres from 'postgres';
import { groupBy } from '../../src/shared/group-by';
import type { Ack } from './load';

type Row = {
  id: string;
  key: string;
  subtotal: number;
  fee: number;
  total: number;
  items_sum: number;
  items: number;
  history: number;
  events: number;
};

export type Verification = { ok: boolean; lines: string[]; problems: string[] };

/**
 * Checks the database against what the server acknowledged: every acknowledged order exists
 * once under its key with the answered total; its items plus its fee make its total; no key
 * holds two orders; each order has its first status and its creation event. Orders saved
 * without a 2xx reaching the client (answer lost in an outage) are counted, not a loss.
 */
export async function verifyOrders(databaseUrl: string, acks: Map<string, Ack>, runId: string): Promise<Verification> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const problems: string[] = [];
  try {
    // Grouped once and joined, not a subquery per order: order_events has no index on
    // order_id (the app never looks events up by order), and a run writes ~10^5 orders.
    const rows = await sql<Row[]>`
      with run as (select * from orders o where o.idempotency_key like ${runId + '-%'}),
      items as (select i.order_id, sum(i.total_price_cents)::int as items_sum, count(*)::int as items from order_items i join run on run.id = i.order_id group by i.order_id),
      history as (select h.order_id, count(*)::int as history from order_status_history h join run on run.id = h.order_id where h.from_status is null group by h.order_id),
      events as (select e.order_id, count(*)::int as events from order_events e join run on run.id = e.order_id where e.type = 'order.created' group by e.order_id)
      select run.id, run.idempotency_key as key, run.subtotal_cents as subtotal, run.delivery_fee_cents as fee, run.total_cents as total,
        coalesce(items.items_sum, 0) as items_sum, coalesce(items.items, 0) as items, coalesce(history.history, 0) as history, coalesce(events.events, 0) as events
      from run left join items on items.order_id = run.id left join history on history.order_id = run.id left join events on events.order_id = run.id`;
    const byKey = groupBy(rows, (r) => r.key);

    for (const [key, rs] of byKey) if (rs.length > 1) problems.push(`key ${key}: ${rs.length} orders`);
    let missing = 0;
    for (const ack of acks.values()) {
      const rs = byKey.get(ack.key) ?? [];
      const r = rs.find((x) => x.id === ack.orderId);
      if (!r) {
        missing++;
        problems.push(`LOST: order ${ack.orderId} (key ${ack.key}) acknowledged but not in the database`);
        continue;
      }
      if (r.total !== ack.totalCents)
        problems.push(`order ${r.id}: total ${r.total} in the database, ${ack.totalCents} answered`);
      if (r.total !== ack.expectedTotalCents)
        problems.push(`order ${r.id}: total ${r.total}, the cart's prices and fee make ${ack.expectedTotalCents}`);
      if (r.items_sum !== r.subtotal || r.subtotal + r.fee !== r.total)
        problems.push(
          `order ${r.id}: items ${r.items_sum} + fee ${r.fee} != total ${r.total} (subtotal ${r.subtotal})`,
        );
      if (r.items === 0) problems.push(`order ${r.id}: no items`);
      if (r.history !== 1) problems.push(`order ${r.id}: ${r.history} first-status rows`);
      if (r.events !== 1) problems.push(`order ${r.id}: ${r.events} order.created events`);
    }
    const unacknowledged = rows.filter((r) => !acks.has(r.key));
    for (const r of unacknowledged) {
      if (r.items_sum + r.fee !== r.total) problems.push(`unacknowledged order ${r.id}: items + fee != total`);
    }
    const lines = [
      `orders in the database: ${rows.length} (acknowledged: ${acks.size}, found: ${acks.size - missing}, saved without a 2xx reaching the client: ${unacknowledged.length})`,
      `keys with more than one order: ${[...byKey.values()].filter((r) => r.length > 1).length}`,
    ];
    return { ok: problems.length === 0, lines, problems };
  } finally {
    await sql.end();
  }
}
