import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/harness';

let t: TestApp;
let admin: { cookie: string };
let customer: { cookie: string; userId: string };
let other: { cookie: string; userId: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp('dona@loja.com', { admin: true });
  customer = await t.signUp('cliente@exemplo.com');
  other = await t.signUp('outro@exemplo.com');
});
afterAll(() => t.close());

const address = { street: 'Rua A', number: '1', neighborhood: 'Centro', city: 'São Paulo', state: 'SP', zipCode: '01000-000', customer_name: 'X', customer_email: 'x@x.com', customer_phone: '11999999999' };

async function placeOrder(userId: string | null, type = 'order.created') {
  return t.db.transaction(async (tx) => {
    const [o] = await tx
      .insert(orders)
      .values({
        userId,
        customerName: 'Cliente',
        customerEmail: 'c@x.com',
        customerPhone: '11999999999',
        address,
        subtotalCents: 3000,
        deliveryFeeCents: 500,
        totalCents: 3500,
        paymentMethod: 'pix',
        idempotencyKey: crypto.randomUUID(),
      })
      .returning();
    const [e] = await tx.insert(orderEvents).values({ type, orderId: o!.id, userId, payload: {} }).returning();
    return { order: o!, event: e! };
  });
}

/** Reads an SSE response until `count` data events arrived (or the time runs out). */
async function readEvents(res: Response, count: number, ms = 3000) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: { id?: string; event?: string; data: unknown }[] = [];
  let buffer = '';
  const deadline = Date.now() + ms;
  while (events.length < count && Date.now() < deadline) {
    const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now()))]);
    if (!chunk || chunk.done) break;
    buffer += decoder.decode(chunk.value, { stream: true });
    let idx;
    while ((idx = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, idx);
      buffer = buffer.slice(idx + 2);
      const fields = Object.fromEntries(
        block
          .split('\n')
          .filter((l) => !l.startsWith(':') && l.includes(':'))
          .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]),
      );
      if (fields.event && fields.event !== 'ready') events.push({ id: fields.id, event: fields.event, data: JSON.parse(fields.data ?? 'null') });
    }
  }
  await reader.cancel();
  return events;
}

describe('live order streams', () => {
  it('refuses anonymous callers and customers on the admin stream', async () => {
    expect((await t.request('/api/admin/events')).status).toBe(401);
    expect((await t.request('/api/admin/events', { cookie: customer.cookie })).status).toBe(403);
    expect((await t.request('/api/customer/events')).status).toBe(401);
  });

  it('streams a new order to admins as it is committed', async () => {
    const res = await t.request('/api/admin/events', { cookie: admin.cookie });
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reading = readEvents(res, 1);
    await new Promise((r) => setTimeout(r, 100));
    const { order, event } = await placeOrder(customer.userId);
    const [e] = await reading;
    expect(e).toMatchObject({ id: String(event.id), event: 'order.created', data: { orderId: order.id, status: 'pending', totalCents: 3500 } });
  });

  it("sends a customer only their own orders' events", async () => {
    const res = await t.request('/api/customer/events', { cookie: customer.cookie });
    const reading = readEvents(res, 2, 1500);
    await new Promise((r) => setTimeout(r, 100));
    await placeOrder(other.userId);
    const mine = await placeOrder(customer.userId, 'order.status_changed');
    const got = await reading;
    expect(got.map((e) => (e.data as { orderId: string }).orderId)).toEqual([mine.order.id]);
  });

  it('replays what a reconnecting client missed after Last-Event-ID', async () => {
    const first = await placeOrder(customer.userId);
    const second = await placeOrder(customer.userId, 'order.status_changed');
    const res = await t.request('/api/admin/events', { cookie: admin.cookie, headers: { 'last-event-id': String(first.event.id) } });
    const got = await readEvents(res, 1, 1500);
    expect(got[0]).toMatchObject({ id: String(second.event.id), event: 'order.status_changed' });
  });
});
