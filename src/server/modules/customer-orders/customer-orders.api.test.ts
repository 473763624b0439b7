import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@server/db/schema';
import { createTestApp, type TestApp } from '@server/testing/harness';
import { insertOrder, option, TEST_ADDRESS } from '@server/testing/test-orders';
import { crc16 } from '@shared/pix';

let t: TestApp;
type Customer = Awaited<ReturnType<TestApp['signUp']>>;
let ana: Customer;
let bruno: Customer;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  ana = await t.signUp('ana@exemplo.com', { name: 'Ana' });
  bruno = await t.signUp('bruno@exemplo.com', { name: 'Bruno' });
});
afterAll(() => t.close());

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

describe('GET /api/customer/orders', () => {
  it('answers 401 to anonymous callers', async () => {
    const res = await t.request('/api/customer/orders');
    expect(res.status).toBe(401);
    expect((await res.json()).error).toBe('Faça login para continuar');
  });

  it("lists only the signed-in customer's own orders, newest first, with their items", async () => {
    const c = await t.signUp();
    const older = await insertOrder(t.db, { userId: c.userId, createdAt: minutesAgo(90) });
    const newer = await insertOrder(t.db, {
      userId: c.userId,
      createdAt: minutesAgo(5),
      items: [
        {
          name: 'Esfiha de Carne',
          unitPriceCents: 990,
          quantity: 3,
          selectedOptions: [option('Borda', 'Borda de catupiry', 300)],
        },
        { name: 'Kibe Frito', unitPriceCents: 790, quantity: 1 },
      ],
    });
    await insertOrder(t.db, { userId: bruno.userId }); // someone else's
    await insertOrder(t.db, { userId: null }); // a guest order not yet claimed

    const res = await t.request('/api/customer/orders', { cookie: c.cookie });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.orders.map((o: { id: string }) => o.id)).toEqual([newer.id, older.id]);
    expect(body.nextCursor).toBeNull();
    const first = body.orders[0];
    expect(first).toMatchObject({
      status: 'pending',
      subtotalCents: 3760,
      deliveryFeeCents: 500,
      totalCents: 4260,
      paymentMethod: 'cash',
    });
    expect(first.items).toHaveLength(2);
    expect(first.items[0]).toMatchObject({
      name: 'Esfiha de Carne',
      quantity: 3,
      unitPriceCents: 990,
      totalPriceCents: 2970,
    });
    expect(first.items[0].selectedOptions[0]).toMatchObject({
      title: 'Borda',
      name: 'Borda de catupiry',
      priceCents: 300,
    });
    expect(new Date(first.createdAt).getTime()).toBe(newer.createdAt.getTime());
  });

  it('answers an empty list to a customer with no orders', async () => {
    const c = await t.signUp();
    expect(await (await t.request('/api/customer/orders', { cookie: c.cookie })).json()).toEqual({
      orders: [],
      nextCursor: null,
    });
  });

  it('pages through many orders without skipping or repeating one', async () => {
    const c = await t.signUp();
    const same = minutesAgo(30); // several orders in the same instant still page cleanly
    const ids = new Set<string>();
    for (let i = 0; i < 7; i++)
      ids.add((await insertOrder(t.db, { userId: c.userId, createdAt: i < 4 ? same : minutesAgo(i) })).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const q: string = cursor ? `?limit=3&before=${cursor}` : '?limit=3';
      const body: { orders: { id: string }[]; nextCursor: string | null } = await (
        await t.request(`/api/customer/orders${q}`, { cookie: c.cookie })
      ).json();
      expect(body.orders.length).toBeLessThanOrEqual(3);
      seen.push(...body.orders.map((o) => o.id));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(7);
    expect(new Set(seen)).toEqual(ids);
  });

  it('refuses a bad limit or a cursor that is not one of the customer orders, never a 500', async () => {
    const mine = await insertOrder(t.db, { userId: ana.userId });
    const theirs = await insertOrder(t.db, { userId: bruno.userId });
    expect((await t.request('/api/customer/orders?limit=0', { cookie: ana.cookie })).status).toBe(400);
    expect((await t.request('/api/customer/orders?limit=abc', { cookie: ana.cookie })).status).toBe(400);
    expect((await t.request('/api/customer/orders?before=nao-e-um-id', { cookie: ana.cookie })).status).toBe(400);
    expect((await t.request(`/api/customer/orders?before=${theirs.id}`, { cookie: ana.cookie })).status).toBe(404);
    expect((await t.request(`/api/customer/orders?before=${mine.id}`, { cookie: ana.cookie })).status).toBe(200);
  });
});

describe('GET /api/customer/orders/:id', () => {
  it('shows the detail dialog data: address, items with options, fee, payment method, change and notes', async () => {
    const o = await insertOrder(t.db, {
      userId: ana.userId,
      paymentMethod: 'cash',
      changeForCents: 10000,
      notes: 'Sem cebola, por favor',
      deliveryFeeCents: 800,
      items: [
        {
          name: 'Esfiha de Queijo',
          unitPriceCents: 990,
          quantity: 2,
          selectedOptions: [option('Borda', 'Borda de cheddar', 300)],
        },
      ],
    });
    const res = await t.request(`/api/customer/orders/${o.id}`, { cookie: ana.cookie });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      id: o.id,
      address: TEST_ADDRESS,
      subtotalCents: 1980,
      deliveryFeeCents: 800,
      totalCents: 2780,
      paymentMethod: 'cash',
      changeForCents: 10000,
      notes: 'Sem cebola, por favor',
      pixCode: null,
    });
    expect(body.items[0].selectedOptions[0].name).toBe('Borda de cheddar');
  });

  it("answers 404 for another customer's order, exactly as for an unknown one", async () => {
    const theirs = await insertOrder(t.db, { userId: bruno.userId });
    const res = await t.request(`/api/customer/orders/${theirs.id}`, { cookie: ana.cookie });
    expect(res.status).toBe(404);
    expect((await res.json()).error).toBe('Pedido não encontrado');
    const unknown = await t.request(`/api/customer/orders/${crypto.randomUUID()}`, { cookie: ana.cookie });
    expect(unknown.status).toBe(404);
    expect((await t.request('/api/customer/orders/123', { cookie: ana.cookie })).status).toBe(404);
    // the owner still reads it
    expect((await t.request(`/api/customer/orders/${theirs.id}`, { cookie: bruno.cookie })).status).toBe(200);
  });

  it('answers 404 for a guest order that nobody has claimed yet', async () => {
    const guest = await insertOrder(t.db, { userId: null });
    expect((await t.request(`/api/customer/orders/${guest.id}`, { cookie: ana.cookie })).status).toBe(404);
  });

  it('answers 401 to anonymous callers', async () => {
    const o = await insertOrder(t.db, { userId: ana.userId });
    expect((await t.request(`/api/customer/orders/${o.id}`)).status).toBe(401);
  });

  it("cannot change another customer's order by any method", async () => {
    const theirs = await insertOrder(t.db, { userId: bruno.userId, status: 'pending' });
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      const res = await t.request(`/api/customer/orders/${theirs.id}`, {
        method,
        cookie: ana.cookie,
        json: { status: 'cancelled', userId: ana.userId },
      });
      expect(res.status).toBe(404);
    }
    const [row] = await t.db.select().from(orders).where(eq(orders.id, theirs.id));
    expect(row).toMatchObject({ status: 'pending', userId: bruno.userId });
  });
});

describe('PIX code of a pending PIX order', () => {
  it('comes back for the exact total, with a valid CRC, and only while the order is pending', async () => {
    const pending = await insertOrder(t.db, {
      userId: ana.userId,
      paymentMethod: 'pix',
      items: [{ name: 'Kibe', unitPriceCents: 2000, quantity: 1 }],
      deliveryFeeCents: 599,
    });
    const body = await (await t.request(`/api/customer/orders/${pending.id}`, { cookie: ana.cookie })).json();
    expect(body.pixCode).toMatch(/^000201/);
    expect(body.pixCode).toContain('br.gov.bcb.pix');
    expect(body.pixCode).toContain('540525.99'); // field 54: the amount, 25.99
    expect(body.pixCode.slice(-4)).toBe(crc16(body.pixCode.slice(0, -4)));
    // the very code the checkout confirmation showed
    const placed = await (await t.request(`/api/orders/${pending.id}`, { cookie: ana.cookie })).json();
    expect(body.pixCode).toBe(placed.pixCode);

    const delivered = await insertOrder(t.db, { userId: ana.userId, paymentMethod: 'pix', status: 'delivered' });
    expect(
      (await (await t.request(`/api/customer/orders/${delivered.id}`, { cookie: ana.cookie })).json()).pixCode,
    ).toBeNull();
    const card = await insertOrder(t.db, { userId: ana.userId, paymentMethod: 'credit_card' });
    expect(
      (await (await t.request(`/api/customer/orders/${card.id}`, { cookie: ana.cookie })).json()).pixCode,
    ).toBeNull();
  });
});

describe('payment state of an order', () => {
  it('shows awaiting until staff confirm the PIX, then paid with the time, in Meus Pedidos and the order page', async () => {
    const admin = await t.signUp(undefined, { admin: true });
    const pix = await insertOrder(t.db, { userId: ana.userId, paymentMethod: 'pix' });
    const shown = async () => ({
      one: await (await t.request(`/api/customer/orders/${pix.id}`, { cookie: ana.cookie })).json(),
      listed: (await (await t.request('/api/customer/orders', { cookie: ana.cookie })).json()).orders.find(
        (o: { id: string }) => o.id === pix.id,
      ),
      placed: await (await t.request(`/api/orders/${pix.id}`, { cookie: ana.cookie })).json(),
    });
    for (const view of Object.values(await shown()))
      expect(view).toMatchObject({ paymentStatus: 'awaiting', paidAt: null });
    const waiting = await shown();
    expect([waiting.listed.pixCode, waiting.placed.pixCode]).toEqual([
      expect.stringMatching(/^000201/),
      expect.stringMatching(/^000201/),
    ]);

    const before = Date.now();
    const confirm = await t.request(`/api/admin/orders/${pix.id}/payment/confirm`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(confirm.status).toBe(200);
    for (const view of Object.values(await shown())) {
      expect(view.paymentStatus).toBe('paid');
      expect(Date.parse(view.paidAt)).toBeGreaterThanOrEqual(before - 1000);
    }
    // nothing left to pay: neither Meus Pedidos nor the order page offers the code
    const paid = await shown();
    expect([paid.listed.pixCode, paid.one.pixCode, paid.placed.pixCode]).toEqual([null, null, null]);

    const refunded = await insertOrder(t.db, {
      userId: ana.userId,
      paymentMethod: 'stripe',
      paymentStatus: 'refunded',
    });
    expect(
      (await (await t.request(`/api/customer/orders/${refunded.id}`, { cookie: ana.cookie })).json()).paymentStatus,
    ).toBe('refunded');
  });
});
