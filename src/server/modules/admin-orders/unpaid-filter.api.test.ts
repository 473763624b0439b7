import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/testing/harness';
import { insertOrder } from '@server/testing/test-orders';

// 'Não pagos' in Pedidos (docs/product.md#admin-area): money still to come in, cancelled left out.

let t: TestApp;
let admin: { cookie: string };
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await t.signUp(undefined, { admin: true });
});
afterAll(() => t.close());

const list = (query: string, cookie = admin.cookie) => t.request(`/api/admin/orders?${query}`, { cookie });
const ids = async (query: string) => {
  const res = await list(query);
  expect(res.status).toBe(200);
  return ((await res.json()).orders as { id: string; paymentStatus: string }[]).map((o) => o.id);
};

describe('GET /api/admin/orders?payment=unpaid', () => {
  it('lists the orders not paid yet, whatever their method, but not cancelled, paid or refunded ones', async () => {
    const cash = await insertOrder(t.db, { paymentMethod: 'cash', status: 'delivering' });
    const pix = await insertOrder(t.db, { paymentMethod: 'pix' });
    const card = await insertOrder(t.db, { paymentMethod: 'stripe', status: 'awaiting_payment' });
    const paid = await insertOrder(t.db, { paymentMethod: 'pix', paymentStatus: 'paid' });
    const cancelled = await insertOrder(t.db, { paymentMethod: 'cash', status: 'cancelled' });
    const refunded = await insertOrder(t.db, {
      paymentMethod: 'stripe',
      status: 'cancelled',
      paymentStatus: 'refunded',
    });

    const unpaid = await ids('payment=unpaid');
    expect(unpaid).toEqual([card.id, pix.id, cash.id]);
    for (const id of [paid.id, cancelled.id, refunded.id]) expect(unpaid).not.toContain(id);
    // each row carries its payment state for the list's badge
    const rows = (await (await list('payment=unpaid')).json()).orders;
    expect(rows.every((o: { paymentStatus: string }) => o.paymentStatus === 'awaiting')).toBe(true);
    // with the status filter too
    expect(await ids('payment=unpaid&status=delivering')).toEqual([cash.id]);
    // without it, every order
    expect(await ids('')).toEqual(expect.arrayContaining([paid.id, cancelled.id, refunded.id, cash.id]));
  });

  it('refuses an unknown payment filter in pt-BR, and anyone but staff', async () => {
    const res = await list('payment=paid');
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('Filtro de pagamento inválido');
    const customer = await t.signUp();
    expect((await list('payment=unpaid', customer.cookie)).status).toBe(403);
    expect((await t.request('/api/admin/orders?payment=unpaid')).status).toBe(401);
  });
});
