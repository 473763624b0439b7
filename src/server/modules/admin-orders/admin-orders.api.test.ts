import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, orderStatusHistory } from '@server/db/schema';
import { createTestApp, type TestApp } from '@server/testing/harness';
import { insertOrder, option } from '@server/testing/test-orders';
import { ORDERS_PAGE, type AdminOrderDetail, type AdminOrderPage } from './service';

let t: TestApp;
let admin: { cookie: string; userId: string };
let customer: string;
const ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp('dona@exemplo.com', { admin: true, name: 'Dona Ana' });
  customer = (await t.signUp()).cookie;
});
afterAll(() => t.close());

const list = async (query = '') =>
  ((await (await t.request(`/api/admin/orders${query}`, { cookie: admin.cookie })).json()) as AdminOrderPage).orders;
const detail = async (id: string) =>
  (await (await t.request(`/api/admin/orders/${id}`, { cookie: admin.cookie })).json()) as AdminOrderDetail;
const setStatus = (id: string, status: string, cookie = admin.cookie) =>
  t.request(`/api/admin/orders/${id}/status`, { method: 'PUT', cookie, json: { status } });
const print = (id: string) => t.request(`/api/admin/orders/${id}/print`, { method: 'POST', cookie: admin.cookie });

describe('admin order endpoints', () => {
  it.each([
    ['GET', '/api/admin/orders'],
    ['GET', `/api/admin/orders/${ID}`],
    ['PUT', `/api/admin/orders/${ID}/status`],
    ['POST', `/api/admin/orders/${ID}/print`],
    ['GET', '/api/admin/dashboard'],
    ['POST', '/api/admin/uploads'],
  ])('%s %s answers 401 anonymous and 403 to a customer', async (method, path) => {
    const body = method === 'GET' ? {} : { json: { status: 'delivered' } };
    expect((await t.request(path, { method, ...body })).status).toBe(401);
    expect((await t.request(path, { method, cookie: customer, ...body })).status).toBe(403);
  });

  it('a customer cannot change a status: the order stays as it was', async () => {
    const o = await insertOrder(t.db);
    expect((await setStatus(o.id, 'delivered', customer)).status).toBe(403);
    expect((await t.db.select().from(orders).where(eq(orders.id, o.id)))[0]!.status).toBe('pending');
  });
});

describe('orders list and details', () => {
  it('lists newest first with customer, item count and total; searches part of the id; filters by status', async () => {
    const old = await insertOrder(t.db, {
      customerName: 'Antigo',
      createdAt: new Date(Date.now() - 3600_000),
      status: 'delivered',
    });
    const fresh = await insertOrder(t.db, {
      customerName: 'Recente',
      items: [
        { name: 'Esfiha de Carne', unitPriceCents: 690, quantity: 3 },
        { name: 'Suco', unitPriceCents: 800, quantity: 1 },
      ],
    });
    const rows = await list();
    expect(rows.findIndex((r) => r.id === fresh.id)).toBeLessThan(rows.findIndex((r) => r.id === old.id));
    expect(rows.find((r) => r.id === fresh.id)).toMatchObject({
      customerName: 'Recente',
      itemCount: 4,
      totalCents: 690 * 3 + 800 + 500,
      status: 'pending',
      paymentMethod: 'cash',
    });

    const part = fresh.id.slice(2, 8).toUpperCase();
    expect((await list(`?q=${part}`)).map((r) => r.id)).toEqual([fresh.id]);
    const delivered = await list('?status=delivered');
    expect(delivered.map((r) => r.id)).toContain(old.id);
    expect(delivered.every((r) => r.status === 'delivered')).toBe(true);
    const bad = await t.request('/api/admin/orders?status=lost', { cookie: admin.cookie });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe('Status inválido');
  });

  it("names an order without a name 'Cliente não encontrado', in the list and on the dashboard", async () => {
    const nameless = await insertOrder(t.db, { customerName: '' });
    expect((await list()).find((r) => r.id === nameless.id)?.customerName).toBe('Cliente não encontrado');
    const dashboard = (await (await t.request('/api/admin/dashboard', { cookie: admin.cookie })).json()) as {
      recentOrders: { id: string; customerName: string }[];
    };
    expect(dashboard.recentOrders.find((r) => r.id === nameless.id)?.customerName).toBe('Cliente não encontrado');
  });

  it('pages newest first, ORDERS_PAGE at a time, without gaps or repeats when orders share a time or arrive meanwhile', async () => {
    const app = await createTestApp();
    const boss = await app.signUp('chefe@exemplo.com', { admin: true });
    const get = async (query = '') =>
      (await (await app.request(`/api/admin/orders${query}`, { cookie: boss.cookie })).json()) as AdminOrderPage;
    const t0 = Date.now() - 86_400_000;
    // 3 orders in each second: the page boundary falls inside a group of equal times
    const made: { id: string; at: number; status: string }[] = [];
    for (let i = 0; i < ORDERS_PAGE + 7; i++) {
      const at = t0 + Math.floor(i / 3) * 1000;
      const status = i % 2 ? 'delivered' : 'pending';
      made.push({ id: (await insertOrder(app.db, { createdAt: new Date(at), status })).id, at, status });
    }
    made.sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1));
    const expected = made.map((o) => o.id);
    const first = await get();
    expect(first.orders).toHaveLength(ORDERS_PAGE);
    expect(first.nextCursor).toMatch(/^\d+_[0-9a-f-]{36}$/);
    // a new order while staff read page one: page two still starts where page one ended
    await insertOrder(app.db);
    const second = await get(`?before=${first.nextCursor}`);
    expect(second.nextCursor).toBeNull();
    expect([...first.orders, ...second.orders].map((o) => o.id)).toEqual(expected);
    // the filters page too
    const delivered = await get('?status=delivered');
    expect(delivered.orders.map((o) => o.id)).toEqual(made.filter((o) => o.status === 'delivered').map((o) => o.id));
    expect(delivered.nextCursor).toBeNull();
    const bad = await app.request('/api/admin/orders?before=amanha', { cookie: boss.cookie });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe('Página inválida');
    await app.close();
  });

  it('shows the details: customer, phone, address, items with options, payment, change, notes and totals', async () => {
    const o = await insertOrder(t.db, {
      paymentMethod: 'cash',
      changeForCents: 5000,
      notes: 'Sem cebola',
      customerName: 'Maria Cliente',
      customerPhone: '(11) 97777-6666',
      items: [
        {
          name: 'Esfiha de Queijo',
          unitPriceCents: 990,
          quantity: 2,
          selectedOptions: [option('Borda', 'Catupiry', 300)],
        },
      ],
    });
    const d = await detail(o.id);
    expect(d).toMatchObject({
      customerName: 'Maria Cliente',
      customerPhone: '(11) 97777-6666',
      paymentMethod: 'cash',
      changeForCents: 5000,
      notes: 'Sem cebola',
      subtotalCents: 1980,
      deliveryFeeCents: 500,
      totalCents: 2480,
      fulfilment: 'delivery',
    });
    expect(d.address?.street).toBe('Rua Augusta');
    expect(d.items[0]!.selectedOptions[0]).toMatchObject({ title: 'Borda', name: 'Catupiry', priceCents: 300 });
    expect((await t.request(`/api/admin/orders/${ID}`, { cookie: admin.cookie })).status).toBe(404);
  });
});

describe('status changes', () => {
  it('stamps updated_at, records who changed what and when, and emits the live event', async () => {
    const o = await insertOrder(t.db, { createdAt: new Date(Date.now() - 600_000) });
    const res = await setStatus(o.id, 'delivering');
    expect(res.status).toBe(200);
    const d = (await res.json()) as AdminOrderDetail;
    expect(d.status).toBe('delivering');
    expect(new Date(d.updatedAt).getTime()).toBeGreaterThan(o.updatedAt.getTime());
    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, o.id));
    expect(history).toMatchObject([{ fromStatus: 'pending', toStatus: 'delivering', changedBy: admin.userId }]);
    expect(d.history).toMatchObject([{ fromStatus: 'pending', toStatus: 'delivering', changedByName: 'Dona Ana' }]);
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id));
    expect(events.map((e) => e.type)).toEqual(['order.status_changed']);
    expect(events[0]!.payload).toMatchObject({ status: 'delivering', from: 'pending' });
  });

  it('setting the current status again records nothing', async () => {
    const o = await insertOrder(t.db, { status: 'processing' });
    expect((await setStatus(o.id, 'processing')).status).toBe(200);
    expect(await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, o.id))).toHaveLength(0);
  });

  it('refuses an unknown status with a pt-BR message', async () => {
    const o = await insertOrder(t.db);
    const res = await setStatus(o.id, 'shipped');
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('Status inválido');
  });

  it('printing moves a new order (cash, PIX, or card online once paid) to processing, and leaves later statuses alone', async () => {
    for (const paymentMethod of ['cash', 'pix', 'stripe'] as const) {
      const o = await insertOrder(t.db, { status: 'pending', paymentMethod });
      const res = await print(o.id);
      expect(res.status).toBe(200);
      expect(((await res.json()) as AdminOrderDetail).status).toBe('processing');
    }
    const later = await insertOrder(t.db, { status: 'delivering' });
    expect(((await (await print(later.id)).json()) as AdminOrderDetail).status).toBe('delivering');
    expect(await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, later.id))).toHaveLength(
      0,
    );
  });
});

describe('a card-online order awaiting payment stays out of the kitchen', () => {
  const UNPAID = 'Pagamento online ainda não confirmado. O pedido só vai para a cozinha depois do pagamento.';
  const unchanged = async (id: string) => {
    expect((await t.db.select().from(orders).where(eq(orders.id, id)))[0]!.status).toBe('awaiting_payment');
    expect(await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id))).toHaveLength(0);
    expect(await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).toHaveLength(0);
  };

  it('is not printed: 409 with the reason, the order untouched', async () => {
    const o = await insertOrder(t.db, { status: 'awaiting_payment', paymentMethod: 'stripe' });
    const res = await print(o.id);
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe(UNPAID);
    await unchanged(o.id);
  });

  it.each(['pending', 'processing', 'delivering', 'delivered'])('cannot be moved to %s by hand', async (to) => {
    const o = await insertOrder(t.db, { status: 'awaiting_payment', paymentMethod: 'stripe' });
    const res = await setStatus(o.id, to);
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe(UNPAID);
    await unchanged(o.id);
  });

  it('can still be cancelled', async () => {
    const o = await insertOrder(t.db, { status: 'awaiting_payment', paymentMethod: 'stripe' });
    const res = await setStatus(o.id, 'cancelled');
    expect(res.status).toBe(200);
    expect(((await res.json()) as AdminOrderDetail).status).toBe('cancelled');
  });
});
