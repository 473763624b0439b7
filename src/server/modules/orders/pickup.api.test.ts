import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, profiles } from '@server/db/schema';
import { CHECKOUT_FORM, demoMenu } from '@server/testing/checkout-fixtures';
import { orsHandler, startFake, type FakeService } from '@server/testing/fake-http';
import { createTestApp, type TestApp } from '@server/testing/harness';
import { startSmtpCapture, type SmtpCapture } from '@server/testing/smtp-capture';
import type { AdminOrderDetail, AdminOrderPage } from '@shared/contract/admin-orders';
import type { CustomerOrderPage, OrderQuote, PlaceOrderResult } from '@shared/contract/orders';
import type { StoreInfo } from '@shared/contract/store';
import { orderStatusLabel } from '@shared/order-status';
import { checkoutFormSchema } from '@shared/schemas/checkout';

// Pickup at the counter (docs/product.md#pickup): no address, no fee, only when the store offers it.

let t: TestApp;
let ors: FakeService;
let smtp: SmtpCapture;
let admin: string;
let items: unknown[];
let kibeCents: number;
const STORE_ADDRESS = 'Rua Augusta, 1500 - Consolação, São Paulo - SP, 01304-001';

beforeAll(async () => {
  // Delivery to Paulista is priced by distance (R$ 5,00); pickup never asks the map.
  ors = await startFake(orsHandler({ 'Avenida Paulista': { lat: -23.5614, lng: -46.6559 } }));
  smtp = await startSmtpCapture();
  t = await createTestApp({
    seed: true,
    env: { ORS_API_KEY: 'ors-test-key', ORS_API_URL: ors.url, SMTP_URL: smtp.url },
  });
  const kibe = (await demoMenu(t.db))['Kibe Frito (6 unidades)']!;
  const homus = kibe.options.Acompanhamento!.variations.Homus!;
  kibeCents = kibe.priceCents + homus.priceCents;
  // Two of them clear the demo's minimum order on their own.
  items = [{ productId: kibe.id, variationIds: [homus.id], quantity: 2 }];
  admin = (await t.signUp(undefined, { admin: true })).cookie;
});
afterAll(async () => {
  await t.close();
  await ors.close();
  await smtp.close();
});

const setPickup = async (patch: { pickupEnabled?: boolean; pickupTime?: string; minOrderCents?: number }) => {
  const res = await t.request('/api/admin/store', { method: 'PUT', cookie: admin, json: patch });
  expect(res.status, await res.clone().text()).toBe(200);
};
const { zipCode: _z, street: _s, number: _n, neighborhood: _b, city: _c, state: _u, ...PERSON } = CHECKOUT_FORM;
const pickupForm = (email: string) => ({ ...PERSON, email, fulfilment: 'pickup' });
const place = (form: unknown, cookie?: string) =>
  t.request('/api/orders', { method: 'POST', cookie, json: { form, items, idempotencyKey: randomUUID() } });
const quote = (json: unknown) => t.request('/api/orders/quote', { method: 'POST', json });
const newEmail = () => `p${randomUUID().slice(0, 8)}@exemplo.com`;

describe('pickup', () => {
  it('is refused with a pt-BR 400 while the store does not offer it, in the quote and in the order; nothing is saved', async () => {
    await setPickup({ pickupEnabled: false });
    const email = newEmail();
    const res = await place(pickupForm(email));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: 'Esta loja não oferece retirada no local. Escolha entrega.',
      code: 'pickup_unavailable',
    });
    expect(await t.db.select().from(orders).where(eq(orders.customerEmail, email))).toHaveLength(0);
    const q = await quote({ items, fulfilment: 'pickup' });
    expect(q.status).toBe(400);
    expect(((await q.json()) as { error: string }).error).toBe(
      'Esta loja não oferece retirada no local. Escolha entrega.',
    );
  });

  it('the public store says whether pickup is offered, its ready time and the store address', async () => {
    await setPickup({ pickupEnabled: true, pickupTime: '20-30 min' });
    const store = (await (await t.request('/api/store')).json()) as StoreInfo;
    expect(store).toMatchObject({ pickupEnabled: true, pickupTime: '20-30 min', address: STORE_ADDRESS });
    const blank = await t.request('/api/admin/store', { method: 'PUT', cookie: admin, json: { pickupTime: ' ' } });
    expect(blank.status).toBe(400);
    expect(await blank.text()).toContain('Informe o tempo até o pedido ficar pronto');
  });

  it('the quote of a pickup charges no fee, even with an address sent; delivery still charges its own', async () => {
    await setPickup({ pickupEnabled: true });
    const pickup = (await (await quote({ items, fulfilment: 'pickup' })).json()) as OrderQuote;
    expect(pickup).toMatchObject({ deliveryFeeCents: 0, delivery: null, subtotalCents: 2 * kibeCents });
    expect(pickup.totalCents).toBe(2 * kibeCents);
    const { name: _a, email: _e, phone: _p, paymentMethod: _m, change: _ch, notes: _no, ...address } = CHECKOUT_FORM;
    const withAddress = (await (await quote({ items, fulfilment: 'pickup', address })).json()) as OrderQuote;
    expect(withAddress).toMatchObject({ deliveryFeeCents: 0, delivery: null, totalCents: 2 * kibeCents });
    const delivery = (await (await quote({ items, address })).json()) as OrderQuote;
    expect(delivery.deliveryFeeCents).toBe(500);
    expect(delivery.totalCents).toBe(2 * kibeCents + 500);
  });

  it('a pickup order without an address is placed with fee 0; the admin and the customer see it as pickup', async () => {
    await setPickup({ pickupEnabled: true });
    const customer = await t.signUp();
    const res = await place(pickupForm(customer.email), customer.cookie);
    const body = (await res.json()) as PlaceOrderResult;
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body.order).toMatchObject({
      fulfilment: 'pickup',
      deliveryFeeCents: 0,
      subtotalCents: 2 * kibeCents,
      totalCents: 2 * kibeCents,
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, body.order.id));
    expect(row).toMatchObject({ fulfilment: 'pickup', address: null, deliveryFeeCents: 0, distanceKm: null });

    // The profile's address is not filled from a pickup order (its phone is).
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, customer.userId));
    expect(profile!.address).toBeNull();
    expect(profile!.phone).toBe(CHECKOUT_FORM.phone);

    const detail = (await (
      await t.request(`/api/admin/orders/${body.order.id}`, { cookie: admin })
    ).json()) as AdminOrderDetail;
    expect(detail).toMatchObject({ fulfilment: 'pickup', address: null, deliveryFeeCents: 0 });
    const list = (await (await t.request('/api/admin/orders', { cookie: admin })).json()) as AdminOrderPage;
    expect(list.orders.find((o) => o.id === body.order.id)?.fulfilment).toBe('pickup');
    const mine = (await (
      await t.request('/api/customer/orders', { cookie: customer.cookie })
    ).json()) as CustomerOrderPage;
    expect(mine.orders[0]).toMatchObject({ id: body.order.id, fulfilment: 'pickup', address: null });

    // The emails: 'Retirada no local' with the store's address, then 'pronto para retirada'.
    const placed = await smtp.waitFor((m) => m.to === customer.email);
    expect(placed.text).toContain('Retirada no local');
    expect(placed.text).toContain(STORE_ADDRESS);
    expect(placed.text).not.toContain('Taxa de entrega');
    for (const status of ['processing', 'delivering'])
      expect(
        (
          await t.request(`/api/admin/orders/${body.order.id}/status`, {
            method: 'PUT',
            cookie: admin,
            json: { status },
          })
        ).status,
      ).toBe(200);
    const ready = await smtp.waitFor((m) => m.to === customer.email && m.subject.includes('pronto para retirada'));
    expect(ready.subject).toBe(`Seu pedido #${body.order.id.slice(0, 8)} está pronto para retirada — Casa da Esfiha`);
    expect(ready.text).toContain(STORE_ADDRESS);
    expect(ready.text).not.toContain('saiu para entrega');
  });

  it("a guest's pickup order is placed without an address, and its new profile has none", async () => {
    await setPickup({ pickupEnabled: true });
    const email = newEmail();
    const res = await place(pickupForm(email));
    expect(res.status).toBe(201);
    const { order } = (await res.json()) as PlaceOrderResult;
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.address).toBeNull();
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, row!.userId!));
    expect(profile!.address).toBeNull();
  });

  it('the minimum order still applies to pickup', async () => {
    await setPickup({ pickupEnabled: true, minOrderCents: 10_000 });
    try {
      const res = await place(pickupForm(newEmail()));
      expect(res.status).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('below_minimum');
    } finally {
      await setPickup({ minOrderCents: 2500 });
    }
  });

  it('a delivery order still needs its address, with the pt-BR messages, when pickup is offered', async () => {
    await setPickup({ pickupEnabled: true });
    const email = newEmail();
    const res = await place({ ...PERSON, email });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('Endereço é obrigatório');
    // The form in the browser shows every address field's message at once.
    const form = checkoutFormSchema.safeParse({ ...PERSON, email, fulfilment: 'delivery' });
    expect(form.error?.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining(['Endereço é obrigatório', 'Número é obrigatório', 'CEP é obrigatório']),
    );
    const explicit = await place({ ...PERSON, email, fulfilment: 'delivery', street: 'Rua' });
    expect(explicit.status).toBe(400);
    expect(await t.db.select().from(orders).where(eq(orders.customerEmail, email))).toHaveLength(0);
    // Pickup ignores address fields, but still caps them, in pt-BR.
    const long = await place({ ...pickupForm(email), street: 'x'.repeat(301) });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: string }).error).toBe('Endereço muito longo');
    const other = await place({ ...PERSON, email, fulfilment: 'drone' });
    expect(other.status).toBe(400);
    expect(await other.text()).toContain('Escolha entrega ou retirada');

    // With its address it is a delivery, priced by distance as before.
    const ok = await place({ ...CHECKOUT_FORM, email });
    expect(ok.status).toBe(201);
    expect(((await ok.json()) as PlaceOrderResult).order).toMatchObject({
      fulfilment: 'delivery',
      deliveryFeeCents: 500,
    });
  });
});

describe('status labels', () => {
  it("a pickup order's last two steps read at the counter; delivery's and the others stay", () => {
    expect(orderStatusLabel('delivering', 'pickup')).toBe('Pronto para retirada');
    expect(orderStatusLabel('delivered', 'pickup')).toBe('Retirado');
    expect(orderStatusLabel('delivering', 'delivery')).toBe('Em entrega');
    expect(orderStatusLabel('delivered', 'delivery')).toBe('Entregue');
    for (const status of ['pending', 'processing', 'cancelled', 'awaiting_payment'])
      expect(orderStatusLabel(status, 'pickup')).toBe(orderStatusLabel(status, 'delivery'));
    expect(orderStatusLabel('lost', 'pickup')).toBe('Status desconhecido');
  });
});
