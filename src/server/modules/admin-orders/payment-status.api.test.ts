import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/testing/harness';
import { insertOrder } from '@server/testing/test-orders';
import { PIX_ONLY_MESSAGE } from './service';

// Payment status apart from the order status (docs/product.md#payment-status).

let t: TestApp;
let admin: { cookie: string };
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await t.signUp('dona@exemplo.com', { admin: true, name: 'Dona Ana' });
});
afterAll(() => t.close());

const detail = async (id: string) => (await t.request(`/api/admin/orders/${id}`, { cookie: admin.cookie })).json();
const confirm = (id: string, cookie = admin.cookie) =>
  t.request(`/api/admin/orders/${id}/payment/confirm`, { method: 'POST', cookie });

describe('payment status', () => {
  it("staff confirm a PIX order's payment once; it is recorded with who did it", async () => {
    const order = await insertOrder(t.db, { paymentMethod: 'pix' });
    expect(await detail(order.id)).toMatchObject({ paymentStatus: 'awaiting', paidAt: null, paymentHistory: [] });

    const res = await confirm(order.id);
    expect(res.status).toBe(200);
    const after = await res.json();
    expect(after).toMatchObject({ paymentStatus: 'paid', status: 'pending' });
    expect(after.paidAt).toEqual(expect.any(String));
    expect(after.paymentHistory).toMatchObject([
      { fromStatus: 'awaiting', toStatus: 'paid', source: 'staff', changedByName: 'Dona Ana' },
    ]);
    const again = await confirm(order.id);
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe('Este pagamento já foi confirmado.');
    expect((await detail(order.id)).paymentHistory).toHaveLength(1);
  });

  it('is refused by hand for other methods; cash is paid when the order is delivered', async () => {
    const order = await insertOrder(t.db, { paymentMethod: 'cash' });
    const res = await confirm(order.id);
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe(PIX_ONLY_MESSAGE);

    const setStatus = (status: string) =>
      t.request(`/api/admin/orders/${order.id}/status`, { method: 'PUT', cookie: admin.cookie, json: { status } });
    expect((await (await setStatus('delivering')).json()).paymentStatus).toBe('awaiting');
    const delivered = await (await setStatus('delivered')).json();
    expect(delivered.paymentStatus).toBe('paid');
    expect(delivered.paymentHistory).toMatchObject([{ source: 'delivery', changedByName: 'Dona Ana' }]);
  });

  it('only admins confirm, and the list says which orders are unpaid', async () => {
    const customer = await t.signUp();
    const order = await insertOrder(t.db, { paymentMethod: 'pix' });
    expect((await confirm(order.id, customer.cookie)).status).toBe(403);
    expect((await t.request(`/api/admin/orders/${order.id}/payment/confirm`, { method: 'POST' })).status).toBe(401);
    const list = await (await t.request('/api/admin/orders', { cookie: admin.cookie })).json();
    expect(list.orders.find((o: { id: string }) => o.id === order.id)).toMatchObject({ paymentStatus: 'awaiting' });
  });
});
