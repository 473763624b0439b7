import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders } from '@server/db/schema';
import { CHECKOUT_FORM, demoMenu, type DemoProduct } from '@server/testing/checkout-fixtures';
import { fakeStripe, startFake, type FakeService } from '@server/testing/fake-http';
import { startFakePrinter, type FakePrinter } from '@server/testing/fake-printer';
import { createTestApp, type TestApp } from '@server/testing/harness';
import { stripeSignature } from '@server/testing/stripe-signature';
import { insertOrder, TEST_ADDRESS } from '@server/testing/test-orders';
import type { AdminOrderDetail } from '@shared/contract/admin-orders';
import type { OrderEditQuote, OrderEditResult } from '@shared/contract/order-edits';
import type { CustomerOrder } from '@shared/customer-orders';
import type { OrderEditQuoteInput } from '@shared/schemas/order-edit';

// 'Alterar pedido' (docs/product.md#editing-an-order): staff change an order before it leaves;
// the server prices it again, keeps the history, reprints 'ALTERADO' and tells the customer.

const SECRET = 'whsec_edit_test';
const fake = fakeStripe({ secretKey: 'sk_test_edit' });
let stripe: FakeService;
let printer: FakePrinter;
let t: TestApp;
let owner: string;
let attendant: string;
let customer: { cookie: string; userId: string };
let menu: Record<string, DemoProduct>;

beforeAll(async () => {
  [stripe, printer] = await Promise.all([startFake(fake.handler), startFakePrinter()]);
  t = await createTestApp({
    seed: true,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_edit',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_edit',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_URL: stripe.url,
    },
  });
  owner = (await t.signUp(undefined, { admin: true, name: 'Ana' })).cookie;
  attendant = (await t.signUp(undefined, { admin: true, role: 'attendant', name: 'Bia' })).cookie;
  customer = await t.signUp();
  menu = await demoMenu(t.db);
});
afterAll(async () => {
  await t.close();
  await Promise.all([stripe.close(), printer.stop()]);
});

const product = (name: string) => menu[name]!;
const address = {
  street: TEST_ADDRESS.street,
  number: TEST_ADDRESS.number,
  neighborhood: TEST_ADDRESS.neighborhood,
  city: TEST_ADDRESS.city,
  state: TEST_ADDRESS.state,
  zipCode: TEST_ADDRESS.zipCode,
};

/** An accepted cash order of the customer: 2 Esfihas sold at R$ 5,00 (not today's price), 1 Kibe. */
const cashOrder = (over: Parameters<typeof insertOrder>[1] = {}) =>
  insertOrder(t.db, {
    userId: customer.userId,
    status: 'processing',
    paymentMethod: 'cash',
    changeForCents: 10000,
    items: [
      { name: 'Esfiha de Carne', unitPriceCents: 500, quantity: 2, productId: product('Esfiha de Carne').id },
      {
        name: 'Kibe Frito (6 unidades)',
        unitPriceCents: 3290,
        quantity: 1,
        productId: product('Kibe Frito (6 unidades)').id,
      },
    ],
    ...over,
  });

const detail = async (id: string) =>
  (await (await t.request(`/api/admin/orders/${id}`, { cookie: owner })).json()) as AdminOrderDetail;

/** The order as it stands, as the edit screen starts from it. */
async function unchangedBody(id: string): Promise<OrderEditQuoteInput> {
  const d = await detail(id);
  return {
    items: d.items.map((i) => ({ itemId: i.id, quantity: i.quantity })),
    add: [],
    fulfilment: d.fulfilment,
    address: d.address && address,
    paymentMethod: d.paymentMethod as OrderEditQuoteInput['paymentMethod'],
    changeForCents: d.changeForCents,
    notes: d.notes ?? '',
  };
}
const quote = (id: string, body: unknown, cookie = owner) =>
  t.request(`/api/admin/orders/${id}/edit/quote`, { method: 'POST', cookie, json: body });
/** Quotes the change, then saves it at the total quoted. */
async function edit(id: string, body: OrderEditQuoteInput, opts: { cookie?: string; refundDifference?: boolean } = {}) {
  const q = await quote(id, body, opts.cookie);
  expect(q.status, await q.clone().text()).toBe(200);
  const { totalCents } = (await q.json()) as OrderEditQuote;
  return t.request(`/api/admin/orders/${id}/edit`, {
    method: 'POST',
    cookie: opts.cookie ?? owner,
    json: { ...body, quotedTotalCents: totalCents, refundDifference: opts.refundDifference ?? false },
  });
}
const itemId = (d: AdminOrderDetail, name: string) => d.items.find((i) => i.name === name)!.id;

describe('editing an order before it leaves', () => {
  it('adds and takes out items and changes the payment, priced by the server, with its history for staff and customer', async () => {
    const order = await cashOrder();
    const before = await detail(order.id);
    const zaatar = product('Esfiha de Zaatar');
    const body: OrderEditQuoteInput = {
      ...(await unchangedBody(order.id)),
      items: [
        { itemId: itemId(before, 'Esfiha de Carne'), quantity: 3 },
        { itemId: itemId(before, 'Kibe Frito (6 unidades)'), quantity: 0 },
      ],
      add: [{ productId: zaatar.id, variationIds: [], quantity: 1 }],
      paymentMethod: 'credit_card',
      changeForCents: null,
      notes: 'Sem cebola',
    };
    const q = (await (await quote(order.id, body)).json()) as OrderEditQuote;
    // The kept line at the price it was sold at; the added one at today's menu; the fee as charged.
    expect(q).toMatchObject({
      subtotalCents: 3 * 500 + zaatar.priceCents,
      deliveryFeeCents: 500,
      totalCents: 3 * 500 + zaatar.priceCents + 500,
      previousTotalCents: before.totalCents,
      paidOnline: false,
      refundableCents: 0,
    });
    const changes = [
      '+1 Esfiha de Carne',
      '−1 Kibe Frito (6 unidades)',
      '+1 Esfiha de Zaatar',
      'Pagamento: Cartão na entrega',
      'Observações: Sem cebola',
    ];
    expect(q.changes.map((c) => c.replace(/Dinheiro na entrega → /, ''))).toEqual(changes);

    const res = await edit(order.id, body);
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json()) as OrderEditResult).toMatchObject({ totalCents: q.totalCents, refundStatus: 'none' });

    const after = await detail(order.id);
    expect(after).toMatchObject({
      totalCents: q.totalCents,
      paymentMethod: 'credit_card',
      changeForCents: null,
      notes: 'Sem cebola',
    });
    expect(after.items.map((i) => [i.name, i.quantity, i.totalPriceCents])).toEqual([
      ['Esfiha de Carne', 3, 1500],
      ['Esfiha de Zaatar', 1, zaatar.priceCents],
    ]);
    expect(after.edits).toEqual([
      expect.objectContaining({
        changedByName: 'Ana',
        changes: q.changes,
        fromTotalCents: before.totalCents,
        toTotalCents: q.totalCents,
      }),
    ]);
    // The customer's order page says what the store changed.
    const mine = (await (
      await t.request(`/api/customer/orders/${order.id}`, { cookie: customer.cookie })
    ).json()) as CustomerOrder;
    expect(mine.totalCents).toBe(q.totalCents);
    expect(mine.edits.map((e) => e.changes)).toEqual([q.changes]);
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((e) => e.type)).toContain('order.edited');
  });

  it("reprints the kitchen's ticket marked ALTERADO with what changed", async () => {
    const created = await t.request('/api/admin/printers', {
      method: 'POST',
      cookie: owner,
      json: { name: 'Cozinha', host: printer.host, port: printer.port, paper: 80, codePage: 'cp860', copies: 1 },
    });
    expect(created.status).toBe(201);
    const order = await cashOrder({ status: 'pending' });
    expect((await t.request(`/api/admin/orders/${order.id}/tickets`, { method: 'POST', cookie: owner })).status).toBe(
      200,
    );
    await t.app.kitchen.printQueue.drain();
    await printer.waitForJobs(1);
    const body = await unchangedBody(order.id);
    body.items[0]!.quantity += 1;
    expect((await edit(order.id, body)).status).toBe(200);
    await t.app.kitchen.printQueue.drain();
    const [, again] = await printer.waitForJobs(2);
    const text = again!.lines.map((l) => l.text.trim()).join('\n');
    expect(text).toContain('*** ALTERADO ***');
    expect(text).toContain('ALTERAÇÕES:');
    expect(text).toMatch(/\+1 Esfiha de Carne/);
    expect(text).toContain('3x Esfiha de Carne');
  });

  it('refuses a change made on an order someone else changed, or at another total, and changes nothing', async () => {
    const order = await cashOrder();
    const stale = await unchangedBody(order.id);
    const first = { ...stale, add: [{ productId: product('Esfiha de Carne').id, variationIds: [], quantity: 1 }] };
    expect((await edit(order.id, first)).status).toBe(200);
    const total = (await detail(order.id)).totalCents;
    stale.items = stale.items.map((i) => ({ ...i, quantity: 1 }));
    const res = await quote(order.id, stale);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: 'O pedido mudou enquanto você editava. Abra de novo e confira.' });
    const fresh = await unchangedBody(order.id);
    fresh.add = [{ productId: product('Esfiha de Carne').id, variationIds: [], quantity: 1 }];
    const wrong = await t.request(`/api/admin/orders/${order.id}/edit`, {
      method: 'POST',
      cookie: owner,
      json: { ...fresh, quotedTotalCents: total },
    });
    expect(wrong.status).toBe(409);
    expect((await detail(order.id)).totalCents).toBe(total);
    expect((await detail(order.id)).edits).toHaveLength(1);
  });

  it('refuses an order that left, was cancelled or waits for its online payment; a pickup waiting at the counter still changes', async () => {
    for (const status of ['delivering', 'delivered', 'cancelled', 'awaiting_payment'] as const) {
      const order = await cashOrder({ status });
      const res = await quote(order.id, await unchangedBody(order.id));
      expect(res.status, status).toBe(409);
    }
    const pickup = await cashOrder({ status: 'delivering' });
    await t.db
      .update(orders)
      .set({ fulfilment: 'pickup', address: null, deliveryFeeCents: 0, totalCents: 4290 })
      .where(eq(orders.id, pickup.id));
    expect((await quote(pickup.id, await unchangedBody(pickup.id))).status).toBe(200);
  });

  it('refuses an order left empty, no change at all, and change for less than the new total', async () => {
    const order = await cashOrder();
    const body = await unchangedBody(order.id);
    const empty = await quote(order.id, { ...body, items: body.items.map((i) => ({ ...i, quantity: 0 })) });
    expect(empty.status).toBe(400);
    const same = await t.request(`/api/admin/orders/${order.id}/edit`, {
      method: 'POST',
      cookie: owner,
      json: { ...body, quotedTotalCents: (await detail(order.id)).totalCents },
    });
    expect(same.status).toBe(400);
    expect(await same.json()).toMatchObject({ error: 'Nada foi alterado no pedido.' });
    const low = await quote(order.id, { ...body, changeForCents: 1000 });
    expect(low.status).toBe(400);
    expect((await low.json()) as { error: string }).toMatchObject({
      error: expect.stringContaining('O troco deve ser'),
    });
  });
});

describe('a PIX the store confirmed', () => {
  it('records the difference for staff to return by hand, by any role that changes orders', async () => {
    const order = await cashOrder({ paymentMethod: 'pix', paymentStatus: 'paid', changeForCents: null });
    const body = await unchangedBody(order.id);
    const less = { ...body, items: body.items.map((i, n) => ({ ...i, quantity: n === 0 ? 1 : i.quantity })) };
    const res = await edit(order.id, less, { cookie: attendant, refundDifference: true });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ refundCents: 500, refundStatus: 'manual' });
    expect((await detail(order.id)).edits[0]).toMatchObject({ refundCents: 500, refundStatus: 'manual' });
  });
});

/** A card-online order the customer paid (2 falafels): placed through checkout, paid at the fake Stripe. */
async function paidCardOrder() {
  const placed = await t.request('/api/orders', {
    method: 'POST',
    json: {
      form: { ...CHECKOUT_FORM, email: `cartao${randomUUID().slice(0, 6)}@exemplo.com`, paymentMethod: 'stripe' },
      items: [{ productId: product('Falafel no Prato').id, variationIds: [], quantity: 2 }],
      idempotencyKey: randomUUID(),
    },
  });
  const { order } = (await placed.json()) as { order: { id: string } };
  const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
  const payload = JSON.stringify(fake.pay(row!.paymentIntentId!));
  const hook = await t.app.request('http://localhost:3000/api/payments/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload, SECRET) },
    body: payload,
  });
  expect(hook.status).toBe(200);
  return { id: order.id, intentId: row!.paymentIntentId! };
}

describe('a paid card-online order', () => {
  it('cannot cost more; costing less gives the difference back through Stripe, by a role that refunds', async () => {
    const order = await paidCardOrder();
    const body = await unchangedBody(order.id);
    const more = await quote(order.id, { ...body, items: [{ ...body.items[0]!, quantity: 3 }] });
    expect(more.status).toBe(409);
    expect(await more.json()).toMatchObject({ code: 'paid_total_up' });

    const less = { ...body, items: [{ ...body.items[0]!, quantity: 1 }] };
    const falafel = product('Falafel no Prato').priceCents;
    const q = (await (await quote(order.id, less)).json()) as OrderEditQuote;
    expect(q).toMatchObject({ paidOnline: true, refundableCents: falafel, refundsByCard: true });
    // An attendant may change the order but not give money back.
    const refused = await edit(order.id, less, { cookie: attendant, refundDifference: true });
    expect(refused.status).toBe(403);

    const res = await edit(order.id, less, { refundDifference: true });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ refundCents: falafel, refundStatus: 'refunded' });
    const refunds = [...fake.refunds.values()].filter((r) => r.payment_intent === order.intentId);
    expect(refunds.map((r) => r.amount)).toEqual([falafel]);
    const after = await detail(order.id);
    expect(after).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'stripe' });
    expect(after.edits[0]).toMatchObject({ refundCents: falafel, refundStatus: 'refunded' });
    const switched = await quote(order.id, { ...(await unchangedBody(order.id)), paymentMethod: 'cash' });
    expect(switched.status).toBe(409);
  });
});
