import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orderStatusHistory, orders, productFlavours, products, profiles, user } from '@server/db/schema';
import { CHECKOUT_FORM, demoMenu, type DemoProduct } from '@server/testing/checkout-fixtures';
import { orsHandler, startFake, type FakeService } from '@server/testing/fake-http';
import { createTestApp, type TestApp } from '@server/testing/harness';
import type { CustomerMatches, StaffQuote } from '@shared/contract/counter-orders';

// 'Novo pedido' (docs/product.md#phone-and-counter-orders): staff take an order on the phone or
// at the counter, priced by the same steps as an online order, written accepted, no account.

let t: TestApp;
let ors: FakeService;
let menu: Record<string, DemoProduct>;
let admin: string;
let adminId: string;
let customer: string;

// Store at Rua Augusta; Paulista ~0.7 km away, Vergueiro ~3.9 km, Santos (Ana Costa) ~55 km: out of area.
const POINTS = {
  'Avenida Paulista': { lat: -23.5614, lng: -46.6559 },
  'Rua Vergueiro, 3000': { lat: -23.5873, lng: -46.6393 },
  'Avenida Ana Costa': { lat: -23.9608, lng: -46.3336 },
};

const ZAATAR = 'Esfiha de Zaatar';
const id = (name: string) => menu[name]!.id;

beforeAll(async () => {
  ors = await startFake(orsHandler(POINTS));
  t = await createTestApp({ seed: true, env: { ORS_API_KEY: 'ors-test-key', ORS_API_URL: ors.url } });
  menu = await demoMenu(t.db);
  const signedAdmin = await t.signUp(undefined, { admin: true, name: 'Atendente' });
  admin = signedAdmin.cookie;
  adminId = signedAdmin.userId;
  customer = (await t.signUp()).cookie;
  // Zaatar sold in up to 2 parts, Queijo or Carne as the other part (half-and-half).
  await t.db
    .update(products)
    .set({ maxParts: 2 })
    .where(eq(products.id, id(ZAATAR)));
  await t.db
    .insert(productFlavours)
    .values([{ productId: id(ZAATAR), flavourId: id('Esfiha de Queijo'), sortOrder: 0 }]);
});
afterAll(async () => {
  await t.close();
  await ors.close();
});

const kibe = () => menu['Kibe Frito (6 unidades)']!;
/** A cart with an option, a half-and-half line and a plain one, under the free-delivery threshold (R$ 80). */
const cart = () => [
  { productId: kibe().id, variationIds: [kibe().options.Acompanhamento!.variations.Homus!.id], quantity: 1 },
  { productId: id(ZAATAR), variationIds: [], flavourIds: [id('Esfiha de Queijo')], quantity: 3 },
  { productId: id('Esfiha de Carne'), variationIds: [], quantity: 1 },
];
const address = {
  street: CHECKOUT_FORM.street,
  number: CHECKOUT_FORM.number,
  neighborhood: CHECKOUT_FORM.neighborhood,
  city: CHECKOUT_FORM.city,
  state: CHECKOUT_FORM.state,
  zipCode: CHECKOUT_FORM.zipCode,
};

const staffOrder = (over: Record<string, unknown> = {}) => ({
  customer: { name: 'João da Silva', phone: '(11) 98888-7777' },
  channel: 'phone',
  fulfilment: 'delivery',
  address,
  items: cart(),
  paymentMethod: 'cash',
  changeForCents: 20000,
  notes: 'Interfone quebrado',
  idempotencyKey: randomUUID(),
  ...over,
});
const take = (body: unknown, cookie = admin) => t.request('/api/admin/orders', { method: 'POST', cookie, json: body });
const staffQuote = (body: unknown) =>
  t.request('/api/admin/orders/quote', { method: 'POST', cookie: admin, json: body });
const orderCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n;
const row = async (orderId: string) => (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

describe('a staff order is priced as an online order', () => {
  it('gives the same subtotal, fee and total as the site for the same cart and address', async () => {
    const online = await t.request('/api/orders', {
      method: 'POST',
      json: {
        form: { ...CHECKOUT_FORM, email: `o${randomUUID().slice(0, 8)}@exemplo.com`, paymentMethod: 'cash' },
        items: cart(),
        idempotencyKey: randomUUID(),
      },
    });
    expect(online.status).toBe(201);
    const onlineId = ((await online.json()) as { order: { id: string } }).order.id;

    const quoted = await staffQuote({ items: cart(), fulfilment: 'delivery', address });
    expect(quoted.status).toBe(200);
    const quote = (await quoted.json()) as StaffQuote;

    const res = await take(staffOrder({ quotedTotalCents: quote.totalCents }));
    expect(res.status).toBe(201);
    const staffId = ((await res.json()) as { id: string }).id;

    const [site, staff] = [await row(onlineId), await row(staffId)];
    const money = (o: typeof site) => ({
      subtotalCents: o.subtotalCents,
      deliveryFeeCents: o.deliveryFeeCents,
      totalCents: o.totalCents,
    });
    expect(money(staff)).toEqual(money(site));
    expect(quote).toMatchObject(money(site));
    // The half-and-half line is priced at its dearest part (Queijo R$ 6,90) ×3; the fee is Paulista's tier.
    expect(quote.lines[1]).toMatchObject({ unitPriceCents: 690, totalPriceCents: 2070 });
    expect(site.subtotalCents).toBeLessThan(8000);
    expect(site.deliveryFeeCents).toBe(500);
    expect(site.distanceKm).toBe(staff.distanceKm);
  });

  it('is written accepted, tagged with its channel, with no email, no account and its change', async () => {
    const users = (await t.db.select({ n: sql<number>`count(*)::int` }).from(user))[0]!.n;
    const res = await take(staffOrder({ channel: 'phone' }));
    expect(res.status).toBe(201);
    const o = await row(((await res.json()) as { id: string }).id);
    expect(o).toMatchObject({
      status: 'processing',
      channel: 'phone',
      userId: null,
      customerEmail: '',
      customerEmailKey: null,
      customerPhoneKey: '11988887777',
      paymentMethod: 'cash',
      changeForCents: 20000,
      notes: 'Interfone quebrado',
    });
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(user))[0]!.n).toBe(users);
    const [event] = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id));
    expect(event).toMatchObject({ type: 'order.created', userId: null });
    expect(event!.payload).toMatchObject({ status: 'processing', channel: 'phone' });
    const [history] = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, o.id));
    expect(history).toMatchObject({ fromStatus: null, toStatus: 'processing', changedBy: adminId });
    const detail = await t.request(`/api/admin/orders/${o.id}`, { cookie: admin });
    expect(await detail.json()).toMatchObject({ channel: 'phone', status: 'processing', customerEmail: '' });
  });

  it('takes an order eaten at the counter with no address and no fee, below the minimum', async () => {
    const res = await take(
      staffOrder({
        channel: 'counter',
        fulfilment: 'dine_in',
        address: null,
        items: [{ productId: id('Esfiha de Carne'), quantity: 1 }],
        paymentMethod: 'credit_card',
        changeForCents: null,
      }),
    );
    expect(res.status).toBe(201);
    const o = await row(((await res.json()) as { id: string }).id);
    expect(o).toMatchObject({ fulfilment: 'dine_in', channel: 'counter', address: null, deliveryFeeCents: 0 });
    expect(o.totalCents).toBe(menu['Esfiha de Carne']!.priceCents);
  });

  it('takes a discount in R$ or %, with its reason, off the subtotal', async () => {
    const plain = (await (await staffQuote({ items: cart(), fulfilment: 'pickup' })).json()) as StaffQuote;
    const percent = (await (
      await staffQuote({
        items: cart(),
        fulfilment: 'pickup',
        discount: { kind: 'percent', value: 10, reason: 'Cliente antigo' },
      })
    ).json()) as StaffQuote;
    expect(percent.discountCents).toBe(Math.round(plain.subtotalCents / 10));
    expect(percent.totalCents).toBe(plain.subtotalCents - percent.discountCents);
    const res = await take(
      staffOrder({ fulfilment: 'pickup', address: null, discount: { kind: 'amount', value: 500, reason: 'Atraso' } }),
    );
    expect(res.status).toBe(201);
    const o = await row(((await res.json()) as { id: string }).id);
    expect(o).toMatchObject({ discountCents: 500, discountReason: 'Atraso', totalCents: plain.subtotalCents - 500 });
  });

  it("refuses an attendant's discount, and takes the attendant's order without one", async () => {
    const attendant = (await t.signUp(undefined, { role: 'attendant' })).cookie;
    const before = await orderCount();
    const refused = await take(
      staffOrder({ fulfilment: 'pickup', address: null, discount: { kind: 'amount', value: 500, reason: 'Atraso' } }),
      attendant,
    );
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toBe('Acesso negado: o perfil Atendente não permite esta ação.');
    expect(await orderCount()).toBe(before);
    expect((await take(staffOrder({ fulfilment: 'pickup', address: null }), attendant)).status).toBe(201);
  });

  it('answers a retry with the first order and writes one', async () => {
    const body = staffOrder();
    const first = (await (await take(body)).json()) as { id: string };
    const before = await orderCount();
    const again = await take(body);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(first);
    expect(await orderCount()).toBe(before);
  });
});

describe('a staff order is refused, in pt-BR, with nothing written', () => {
  const refusals: [string, () => Record<string, unknown>, number, RegExp][] = [
    [
      'an unknown product',
      () => staffOrder({ items: [{ productId: randomUUID(), quantity: 1 }] }),
      400,
      /Produto|indispon/i,
    ],
    [
      'a variation of another product',
      () =>
        staffOrder({
          items: [
            {
              productId: id('Esfiha de Carne'),
              variationIds: [kibe().options.Acompanhamento!.variations.Homus!.id],
              quantity: 1,
            },
          ],
        }),
      400,
      /opç/i,
    ],
    [
      'a missing required option',
      () => staffOrder({ items: [{ productId: kibe().id, quantity: 1 }] }),
      400,
      /Escolha|Acompanhamento/,
    ],
    [
      'a discount above the subtotal',
      () => staffOrder({ discount: { kind: 'amount', value: 999_999, reason: 'Teste' } }),
      400,
      /desconto não pode passar do subtotal/,
    ],
    [
      'a discount with no reason',
      () => staffOrder({ discount: { kind: 'amount', value: 100, reason: '' } }),
      400,
      /motivo/i,
    ],
    ['no phone', () => staffOrder({ customer: { name: 'João', phone: '' } }), 400, /Telefone inválido/],
    ['no name', () => staffOrder({ customer: { name: '', phone: '11988887777' } }), 400, /Nome é obrigatório/],
    ['a delivery with no address', () => staffOrder({ address: null }), 400, /endereço de entrega/],
    [
      'an address out of the delivery area',
      () => staffOrder({ address: { ...address, street: 'Avenida Ana Costa', city: 'Santos', zipCode: '11060-001' } }),
      422,
      /fora da área de entrega/,
    ],
    ['card online', () => staffOrder({ paymentMethod: 'stripe' }), 400, /forma de pagamento/],
    ['change below the total', () => staffOrder({ changeForCents: 100 }), 400, /troco deve ser/],
  ];
  it.each(refusals)('%s', async (_what, body, status, message) => {
    const before = await orderCount();
    const res = await take(body());
    expect(res.status).toBe(status);
    expect(((await res.json()) as { error: string }).error).toMatch(message);
    expect(await orderCount()).toBe(before);
  });

  it('refuses a customer (403) and a visitor (401)', async () => {
    const before = await orderCount();
    expect((await take(staffOrder(), customer)).status).toBe(403);
    expect((await t.request('/api/admin/orders', { method: 'POST', json: staffOrder() })).status).toBe(401);
    expect((await t.request('/api/admin/customers?phone=1198888', { cookie: customer })).status).toBe(403);
    expect(await orderCount()).toBe(before);
  });

  it("keeps the customer's checkout to delivery or pickup", async () => {
    const res = await t.request('/api/orders', {
      method: 'POST',
      json: { form: { ...CHECKOUT_FORM, fulfilment: 'dine_in' }, items: cart(), idempotencyKey: randomUUID() },
    });
    expect(res.status).toBe(400);
  });
});

describe('finding the customer by phone', () => {
  it('matches earlier orders and profiles by the digits typed, with their addresses', async () => {
    const account = await t.signUp(undefined, { name: 'Ana Souza' });
    await t.db
      .update(profiles)
      .set({ phone: '+55 (11) 97777-1234', address })
      .where(eq(profiles.userId, account.userId));
    const find = async (phone: string) =>
      (await (
        await t.request(`/api/admin/customers?phone=${encodeURIComponent(phone)}`, { cookie: admin })
      ).json()) as CustomerMatches;

    const joao = (await find('1198888')).customers;
    expect(joao).toHaveLength(1);
    expect(joao[0]).toMatchObject({ name: 'João da Silva', phone: '(11) 98888-7777' });
    expect(joao[0]!.orderCount).toBeGreaterThan(3);
    expect(joao[0]!.addresses).toEqual([address]);

    expect((await find('(11) 97777')).customers).toEqual([
      { name: 'Ana Souza', phone: '+55 (11) 97777-1234', orderCount: 0, addresses: [address] },
    ]);
    // Typed without the area code: the end of the number.
    expect((await find('97777-1234')).customers[0]?.name).toBe('Ana Souza');
    expect((await find('5555')).customers).toEqual([]);
    const short = await t.request('/api/admin/customers?phone=11', { cookie: admin });
    expect(short.status).toBe(400);
    expect(((await short.json()) as { error: string }).error).toBe('Digite ao menos 4 dígitos do telefone');
  });
});
