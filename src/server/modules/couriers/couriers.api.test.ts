import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couriers } from '@server/db/schema';
import { createTestApp, type TestApp } from '@server/testing/harness';
import { insertOrder } from '@server/testing/test-orders';

// Couriers (docs/product.md#couriers): orders given to a courier, their link, 'Entregue', and
// the end-of-shift settlement.

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await t.signUp(undefined, { admin: true })).cookie;
});
afterAll(() => t.close());

const post = (path: string, json?: object, cookie = owner) => t.request(path, { method: 'POST', cookie, json });
const brl = (s: string) => s.replace(/R\$ /g, 'R$\u00a0');

async function addCourier(name: string, feeMode: 'fixed' | 'delivery_fee', feeCents = 0) {
  expect((await post('/api/admin/couriers', { name, phone: '(11) 98888-7777', feeMode, feeCents })).status).toBe(201);
  const [row] = await t.db.select().from(couriers).where(eq(couriers.name, name));
  return row!.id;
}

async function linkOf(courierId: string) {
  const res = await post(`/api/admin/couriers/${courierId}/link`);
  expect(res.status).toBe(200);
  return ((await res.json()).path as string).split('/').pop()!;
}

describe('couriers', () => {
  it('delivers from the link, refuses other orders and ended links, and settles once', async () => {
    const carlos = await addCourier('Carlos Motoboy', 'fixed', 500);
    const dani = await addCourier('Dani Entregas', 'delivery_fee');
    const cash = await insertOrder(t.db, { status: 'processing', paymentMethod: 'cash', changeForCents: 5000 });
    const card = await insertOrder(t.db, { status: 'processing', paymentMethod: 'credit_card' });
    const pix = await insertOrder(t.db, { status: 'processing', paymentMethod: 'pix', paymentStatus: 'paid' });
    const waiting = await insertOrder(t.db, { status: 'pending' });
    const danis = await insertOrder(t.db, { status: 'processing', deliveryFeeCents: 700 });

    const notReady = await post('/api/admin/deliveries', { courierId: carlos, orderIds: [cash.id, waiting.id] });
    expect(notReady.status).toBe(409);
    expect((await notReady.json()).error).toMatch(/não está pronto para sair/);

    const given = await post('/api/admin/deliveries', { courierId: carlos, orderIds: [cash.id, card.id, pix.id] });
    expect(await given.json()).toEqual({ assigned: 3, courierName: 'Carlos Motoboy' });
    await post('/api/admin/deliveries', { courierId: dani, orderIds: [danis.id] });
    const board = await (await t.request('/api/admin/deliveries', { cookie: owner })).json();
    const courierOf = (id: string) => board.orders.find((o: { id: string }) => o.id === id)?.courierName;
    expect([courierOf(cash.id), courierOf(danis.id), courierOf(waiting.id)]).toEqual([
      'Carlos Motoboy',
      'Dani Entregas',
      undefined,
    ]);
    const detail = await (await t.request(`/api/admin/orders/${cash.id}`, { cookie: owner })).json();
    expect([detail.status, detail.courierName]).toEqual(['delivering', 'Carlos Motoboy']);

    const token = await linkOf(carlos);
    const page = await (await t.request(`/api/courier/${token}`)).json();
    expect(page.courierName).toBe('Carlos Motoboy');
    expect(page.deliveries.map((d: { collect: { text: string } }) => d.collect.text)).toEqual([
      brl('Cobrar R$ 18,80 — levar troco de R$ 31,20'),
      brl('Cobrar R$ 18,80 na maquininha'),
      'Pago — não cobrar',
    ]);
    expect(page.deliveries[0].mapsUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);

    // Dani's order is not Carlos's to deliver: the link learns nothing of it.
    expect((await post(`/api/courier/${token}/orders/${danis.id}/delivered`)).status).toBe(404);
    expect((await post(`/api/courier/${token}/orders/${cash.id}/delivered`)).status).toBe(200);
    expect((await post(`/api/courier/${token}/orders/${card.id}/delivered`)).status).toBe(200);
    // Staff mark the third delivered on the board: it counts the same.
    await t.request(`/api/admin/orders/${pix.id}/status`, {
      method: 'PUT',
      cookie: owner,
      json: { status: 'delivered' },
    });
    const paid = await (await t.request(`/api/admin/orders/${cash.id}`, { cookie: owner })).json();
    expect([paid.status, paid.paymentStatus]).toEqual(['delivered', 'paid']);

    const preview = await (await t.request(`/api/admin/couriers/${carlos}/settlement`, { cookie: owner })).json();
    expect(preview).toMatchObject({
      deliveries: 3,
      cashCents: 1880,
      cardCents: 1880,
      prepaidCents: 1880,
      feesCents: 1500,
      handBackCents: 380,
      onTheRoad: 0,
    });

    const [a, b] = await Promise.all([
      post(`/api/admin/couriers/${carlos}/settlements`),
      post(`/api/admin/couriers/${carlos}/settlements`),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const history = await (await t.request(`/api/admin/couriers/${carlos}/settlements`, { cookie: owner })).json();
    expect(history.settlements).toHaveLength(1);
    expect(history.settlements[0]).toMatchObject({ deliveries: 3, handBackCents: 380, closedByName: 'Cliente Teste' });
    const after = await (await t.request(`/api/admin/couriers/${carlos}/settlement`, { cookie: owner })).json();
    expect(after.deliveries).toBe(0);

    // Dani is paid the order's delivery fee.
    expect(
      (await (await t.request(`/api/admin/couriers/${dani}/settlement`, { cookie: owner })).json()).onTheRoad,
    ).toBe(1);

    // An ended link opens nothing; a new one replaces the old.
    const again = await linkOf(carlos);
    const old = await t.request(`/api/courier/${token}`);
    expect(old.status).toBe(401);
    expect((await old.json()).error).toBe('Este link de entregas foi encerrado ou expirou. Peça um novo à loja.');
    expect((await t.request(`/api/admin/couriers/${carlos}/link`, { method: 'DELETE', cookie: owner })).status).toBe(
      200,
    );
    expect((await t.request(`/api/courier/${again}`)).status).toBe(401);
  });

  it('refuses bad input with pt-BR messages and writes nothing', async () => {
    const noName = await post('/api/admin/couriers', { name: '', phone: '11999998888', feeMode: 'fixed' });
    expect(noName.status).toBe(400);
    expect((await noName.json()).error).toBe('Nome é obrigatório');
    const many = await post('/api/admin/deliveries', {
      courierId: crypto.randomUUID(),
      orderIds: Array.from({ length: 21 }, () => crypto.randomUUID()),
    });
    expect((await many.json()).error).toBe('No máximo 20 pedidos por vez');
    const unknown = await post('/api/admin/deliveries', {
      courierId: crypto.randomUUID(),
      orderIds: [crypto.randomUUID()],
    });
    expect(unknown.status).toBe(404);
    expect((await t.request(`/api/courier/${'x'.repeat(65)}`)).status).toBe(400);
    expect((await t.request('/api/courier/naoexiste')).status).toBe(401);
  });

  it("shows a courier's own deliveries in the panel to the account linked to them, and no one else's", async () => {
    const rafa = await t.signUp(undefined, { role: 'courier', name: 'Rafa' });
    const attendant = await t.signUp(undefined, { role: 'attendant', name: 'Bia' });
    const body = { name: 'Rafa Moto', phone: '(11) 97777-6666', feeMode: 'fixed', feeCents: 600 };
    // Only an 'Entregador' account can be a courier's.
    const wrong = await post('/api/admin/couriers', { ...body, userId: attendant.userId });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toBe('Escolha uma conta da equipe com o perfil Entregador.');
    const accounts = await (await t.request('/api/admin/couriers/accounts', { cookie: owner })).json();
    expect(accounts.accounts.map((a: { name: string }) => a.name)).toEqual(['Rafa']);

    // Not linked yet: the panel says what to do.
    const unlinked = await t.request('/api/admin/my-deliveries', { cookie: rafa.cookie });
    expect(unlinked.status).toBe(404);
    expect((await unlinked.json()).error).toMatch(/Peça ao dono da loja para ligá-la em Entregadores/);

    expect((await post('/api/admin/couriers', { ...body, userId: rafa.userId })).status).toBe(201);
    const taken = await post('/api/admin/couriers', { ...body, name: 'Outro', userId: rafa.userId });
    expect(taken.status).toBe(409);
    const [courier] = await t.db.select().from(couriers).where(eq(couriers.userId, rafa.userId));
    const listed = await (await t.request('/api/admin/couriers', { cookie: owner })).json();
    expect(listed.couriers.find((c: { id: string }) => c.id === courier!.id).accountName).toBe('Rafa');

    const mine = await insertOrder(t.db, { status: 'processing', paymentMethod: 'cash' });
    const someoneElses = await insertOrder(t.db, { status: 'delivering' });
    await post('/api/admin/deliveries', { courierId: courier!.id, orderIds: [mine.id] });
    const page = await (await t.request('/api/admin/my-deliveries', { cookie: rafa.cookie })).json();
    expect(page).toMatchObject({ courierName: 'Rafa Moto', expiresAt: null });
    expect(page.deliveries.map((d: { orderId: string }) => d.orderId)).toEqual([mine.id]);
    expect((await post(`/api/admin/my-deliveries/${someoneElses.id}/delivered`, undefined, rafa.cookie)).status).toBe(
      404,
    );
    expect((await post(`/api/admin/my-deliveries/${mine.id}/delivered`, undefined, rafa.cookie)).status).toBe(200);
    const detail = await (await t.request(`/api/admin/orders/${mine.id}`, { cookie: owner })).json();
    expect(detail.status).toBe('delivered');
    expect(detail.history.at(-1).changedByName).toBe('Rafa');
  });
});
