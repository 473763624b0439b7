import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Auth } from '@server/auth/auth';
import { withBeforeEachPreparedRun } from '@server/db/drizzle-internals';
import { orderEvents, orderItems, orders, products, profiles, storeInfo, user } from '@server/db/schema';
import { createLogger } from '@server/logger';
import { CHECKOUT_FORM, demoMenu, type DemoProduct } from '@server/testing/checkout-fixtures';
import { orsHandler, startFake, type FakeService } from '@server/testing/fake-http';
import { cookieFrom, createTestApp, type TestApp } from '@server/testing/harness';
import { ADDRESS_NOT_FOUND_MESSAGE } from '@shared/delivery';
import { crc16 } from '@shared/pix';
import { createMenuVersion } from '../menu/menu-version';
import { placeOrder, PRICES_CHANGED_MESSAGE } from './place-order';
import { createPriceListCache } from './price-list';

let t: TestApp;
let ors: FakeService;
let menu: Record<string, DemoProduct>;

// Store at Rua Augusta (-23.5574, -46.6594); Paulista ~0.7 km away, Santos ~55 km away.
const POINTS = {
  'Avenida Paulista': { lat: -23.5614, lng: -46.6559 },
  'Rua Vergueiro, 3000': { lat: -23.5873, lng: -46.6393 }, // ~3.9 km
  'Avenida Ana Costa': { lat: -23.9608, lng: -46.3336 },
};

beforeAll(async () => {
  ors = await startFake(orsHandler(POINTS));
  t = await createTestApp({ seed: true, env: { ORS_API_KEY: 'ors-test-key', ORS_API_URL: ors.url } });
  menu = await demoMenu(t.db);
});
afterAll(async () => {
  await t.close();
  await ors.close();
});

const carne = () => menu['Esfiha de Carne']!;
const kibe = () => menu['Kibe Frito (6 unidades)']!;
const shawarma = () => menu['Shawarma de Frango']!;

function order(over: { items?: unknown; form?: Record<string, unknown>; key?: string; cookie?: string } = {}) {
  return t.request('/api/orders', {
    method: 'POST',
    cookie: over.cookie,
    json: {
      form: { ...CHECKOUT_FORM, email: `g${randomUUID().slice(0, 8)}@exemplo.com`, ...over.form },
      items: over.items ?? [
        { productId: kibe().id, variationIds: [kibe().options.Acompanhamento!.variations.Homus!.id], quantity: 1 },
      ],
      idempotencyKey: over.key ?? randomUUID(),
    },
  });
}

const addressOf = (f: typeof CHECKOUT_FORM) => ({
  street: f.street,
  number: f.number,
  neighborhood: f.neighborhood,
  city: f.city,
  state: f.state,
  zipCode: f.zipCode,
});

async function refusal(res: Response) {
  const body = (await res.json()) as { error: string };
  return { status: res.status, error: body.error };
}

describe('placing an order: prices come from the database', () => {
  it('ignores tampered prices and fees and saves the item snapshot', async () => {
    const babaganuche = kibe().options.Acompanhamento!.variations.Babaganuche!;
    const res = await order({
      items: [
        {
          productId: kibe().id,
          variationIds: [babaganuche.id],
          quantity: 2,
          priceCents: 1,
          basePriceCents: 1,
          totalPrice: 1,
        },
        {
          productId: carne().id,
          variationIds: [carne().options.Borda!.variations['Borda de catupiry']!.id],
          quantity: 3,
          price: 0,
        },
      ],
      form: { deliveryFeeCents: 0, totalCents: 100 },
    });
    expect(res.status).toBe(201);
    const { order: o, next } = await res.json();
    // (29,90 + 2,00) x 2 + (6,90 + 3,00) x 3 = 63,80 + 29,70 = 93,50 → over the R$ 80 threshold: free delivery
    expect(o.subtotalCents).toBe(9350);
    expect(o.deliveryFeeCents).toBe(0);
    expect(o.totalCents).toBe(9350);
    expect(o.status).toBe('pending');
    expect(next).toBe('orders');
    expect(o.items).toEqual([
      {
        name: 'Kibe Frito (6 unidades)',
        quantity: 2,
        unitPriceCents: 3190,
        totalPriceCents: 6380,
        options: [{ title: 'Acompanhamento', name: 'Babaganuche', priceCents: 200, quantity: 1 }],
        parts: [],
      },
      {
        name: 'Esfiha de Carne',
        quantity: 3,
        unitPriceCents: 990,
        totalPriceCents: 2970,
        options: [{ title: 'Borda', name: 'Borda de catupiry', priceCents: 300, quantity: 1 }],
        parts: [],
      },
    ]);
    const rows = await t.db.select().from(orderItems).where(eq(orderItems.orderId, o.id));
    expect(rows).toHaveLength(2);
  });

  it('charges the distance fee below the free-delivery threshold (≤ 2 km: R$ 5,00; ≤ 4 km: R$ 6,00)', async () => {
    const near = await (await order()).json();
    expect(near.order).toMatchObject({ subtotalCents: 2990, deliveryFeeCents: 500, totalCents: 3490 });
    const far = await (
      await order({ form: { street: 'Rua Vergueiro', number: '3000', neighborhood: 'Vila Mariana' } })
    ).json();
    expect(far.order).toMatchObject({ subtotalCents: 2990, deliveryFeeCents: 600, totalCents: 3590 });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, far.order.id));
    expect(row!.distanceKm).toBeGreaterThan(3);
    expect(row!.distanceKm).toBeLessThan(4);
  });

  it('refuses an address out of the delivery area', async () => {
    const res = await order({
      form: { street: 'Avenida Ana Costa', number: '100', neighborhood: 'Gonzaga', city: 'Santos' },
    });
    expect(await refusal(res)).toEqual({
      status: 422,
      error: 'Este endereço está fora da área de entrega desta loja (limite de 10 km).',
    });
  });

  it('refuses an address the map cannot place, asking for a fuller one, and saves nothing', async () => {
    const key = randomUUID();
    const res = await order({ key, form: { street: 'Rua Inexistente', number: '1' } });
    expect(res.status).toBe(422);
    expect((await res.json()).error).toBe(ADDRESS_NOT_FOUND_MESSAGE);
    expect(await t.db.select().from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(0);
    // the fee preview says so before the customer confirms
    const preview = await (
      await t.request('/api/delivery-fee', {
        method: 'POST',
        json: { ...addressOf(CHECKOUT_FORM), street: 'Rua Inexistente', number: '1' },
      })
    ).json();
    expect(preview).toMatchObject({ status: 'not_found', message: ADDRESS_NOT_FOUND_MESSAGE });
  });

  it('takes the order at the fixed fee, flagged for staff, when the map service is down', async () => {
    const down = await startFake(() => ({ status: 503, json: {} }));
    const app = await createTestApp({ seed: true, env: { ORS_API_KEY: 'ors-test-key', ORS_API_URL: down.url } });
    try {
      const k = (await demoMenu(app.db))['Kibe Frito (6 unidades)']!;
      const res = await app.request('/api/orders', {
        method: 'POST',
        json: {
          form: { ...CHECKOUT_FORM, email: 'mapa@exemplo.com' },
          items: [{ productId: k.id, variationIds: [k.options.Acompanhamento!.variations.Homus!.id], quantity: 1 }],
          idempotencyKey: randomUUID(),
        },
      });
      expect(res.status).toBe(201);
      const { order: o } = await res.json();
      expect(o).toMatchObject({ deliveryFeeCents: 599, totalCents: 2990 + 599 });
      const [row] = await app.db.select().from(orders).where(eq(orders.id, o.id));
      expect(row).toMatchObject({ distanceKm: null, distanceUnverified: true });
      // staff see it on the order
      const staff = await app.signUp(undefined, { admin: true });
      const d = await (await app.request(`/api/admin/orders/${o.id}`, { cookie: staff.cookie })).json();
      expect(d).toMatchObject({ distanceKm: null, distanceUnverified: true });
    } finally {
      await app.close();
      await down.close();
    }
  });
});

describe('placing an order: refusals', () => {
  const cases: [string, () => unknown, number, string | RegExp][] = [
    [
      'an unknown product',
      () => [{ productId: randomUUID(), variationIds: [], quantity: 1 }],
      400,
      'Um produto do seu carrinho não está mais disponível. Remova-o e tente novamente.',
    ],
    [
      'a variation of another product',
      () => [
        { productId: carne().id, variationIds: [kibe().options.Acompanhamento!.variations.Homus!.id], quantity: 5 },
      ],
      400,
      'Opção inválida para "Esfiha de Carne". Monte o item de novo.',
    ],
    [
      'a missing required choice',
      () => [{ productId: kibe().id, variationIds: [], quantity: 1 }],
      400,
      'Escolha uma opção em "Acompanhamento" para "Kibe Frito (6 unidades)".',
    ],
    [
      'two choices in one group',
      () => [
        {
          productId: shawarma().id,
          variationIds: [
            shawarma().options.Tamanho!.variations.Normal!.id,
            shawarma().options.Tamanho!.variations.Grande!.id,
          ],
          quantity: 1,
        },
      ],
      400,
      'Escolha apenas uma opção em "Tamanho" para "Shawarma de Frango".',
    ],
    [
      'quantity 0',
      () => [{ productId: carne().id, variationIds: [], quantity: 0 }],
      400,
      'A quantidade deve ser de 1 a 99',
    ],
    [
      'quantity 100',
      () => [{ productId: carne().id, variationIds: [], quantity: 100 }],
      400,
      'A quantidade deve ser de 1 a 99',
    ],
    ['an empty cart', () => [], 400, 'Seu carrinho está vazio'],
    [
      'a subtotal under the minimum order',
      () => [{ productId: carne().id, variationIds: [], quantity: 3 }],
      400,
      'O pedido mínimo é de R$ 25,00. Adicione mais itens para continuar.',
    ],
  ];
  for (const [what, items, status, error] of cases) {
    it(`refuses ${what}`, async () => {
      const before = (await t.db.select().from(orders)).length;
      expect(await refusal(await order({ items: items() }))).toEqual({ status, error });
      expect((await t.db.select().from(orders)).length).toBe(before);
    });
  }

  it('accepts a subtotal exactly at the minimum', async () => {
    // Esfiha de Carne x 4 = R$ 27,60: accepted at a minimum of exactly 27,60, refused at 27,61
    await t.db.update(storeInfo).set({ minOrderCents: 2760 });
    expect((await order({ items: [{ productId: carne().id, variationIds: [], quantity: 4 }] })).status).toBe(201);
    await t.db.update(storeInfo).set({ minOrderCents: 2761 });
    expect((await order({ items: [{ productId: carne().id, variationIds: [], quantity: 4 }] })).status).toBe(400);
    await t.db.update(storeInfo).set({ minOrderCents: 2500 });
  });

  it('validates the form with the shared schema pt-BR messages', async () => {
    expect(await refusal(await order({ form: { name: 'A' } }))).toEqual({ status: 400, error: 'Nome é obrigatório' });
    expect(await refusal(await order({ form: { email: 'nope' } }))).toEqual({ status: 400, error: 'Email inválido' });
    expect(await refusal(await order({ form: { phone: '123' } }))).toEqual({ status: 400, error: 'Telefone inválido' });
    expect(await refusal(await order({ form: { zipCode: '' } }))).toEqual({ status: 400, error: 'CEP é obrigatório' });
    expect((await order({ form: { paymentMethod: 'bitcoin' } })).status).toBe(400);
  });

  it('refuses cash change below the total and saves a valid one', async () => {
    expect(await refusal(await order({ form: { paymentMethod: 'cash', change: '20' } }))).toEqual({
      status: 400,
      error: 'O troco deve ser para um valor igual ou maior que o total (R$ 34,90).',
    });
    const ok = await order({ form: { paymentMethod: 'cash', change: 'R$ 50,00', notes: 'Sem cebola, por favor' } });
    const { order: o } = await ok.json();
    expect(o).toMatchObject({
      paymentMethod: 'cash',
      changeForCents: 5000,
      notes: 'Sem cebola, por favor',
      pixCode: null,
    });
  });

  it('refuses card online when Stripe is not configured', async () => {
    expect((await refusal(await order({ form: { paymentMethod: 'stripe' } }))).error).toBe(
      'Pagamento online indisponível. Escolha outra forma de pagamento.',
    );
  });

  it('refuses while the store is paused', async () => {
    await t.db.update(storeInfo).set({ ordersPaused: true });
    const res = await order();
    expect(res.status).toBe(409);
    await t.db.update(storeInfo).set({ ordersPaused: false });
  });
});

describe('idempotency', () => {
  it('the same key twice gives one order', async () => {
    const key = randomUUID();
    const email = 'idem@exemplo.com';
    const [a, b] = await Promise.all([order({ key, form: { email } }), order({ key, form: { email } })]);
    const [ja, jb] = [await a.json(), await b.json()];
    expect(ja.order.id).toBe(jb.order.id);
    // The browser retries with the session the first answer gave it.
    const cookie = cookieFrom(a.headers.getSetCookie().length ? a : b);
    const again = await (await order({ key, cookie, form: { email } })).json();
    expect(again.order.id).toBe(ja.order.id);
    expect(await t.db.select().from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(1);
  });

  it("an anonymous replay of a signed-in customer's key gets nothing of the order", async () => {
    const c = await t.signUp();
    const key = randomUUID();
    const first = await order({ key, cookie: c.cookie, form: { email: c.email, paymentMethod: 'pix' } });
    expect(first.status).toBe(201);
    for (const cookie of [undefined, (await t.signUp()).cookie]) {
      const replay = await order({ key, cookie, form: { email: c.email, paymentMethod: 'pix' } });
      expect(replay.status).toBe(409);
      const text = await replay.text();
      expect(text).not.toContain((await first.clone().json()).order.id);
      expect(text).not.toMatch(/pixCode|clientSecret|items/);
    }
    // the owner still gets it back
    expect((await order({ key, cookie: c.cookie, form: { email: c.email, paymentMethod: 'pix' } })).status).toBe(201);
  });

  it('another customer reusing a key gets nothing of the first order', async () => {
    const key = randomUUID();
    await order({ key });
    const res = await order({ key, form: { email: 'outro@exemplo.com' } });
    expect(res.status).toBe(409);
    expect(JSON.stringify(await res.json())).not.toContain('pix');
  });
});

describe('guest checkout', () => {
  it('a new email gets an account signed in at once, with the profile filled', async () => {
    const res = await order({ form: { email: 'Nova.Cliente@Exemplo.com', name: 'Nova Cliente' } });
    expect(res.status).toBe(201);
    const { order: o, next } = await res.json();
    expect(next).toBe('orders');
    const cookie = cookieFrom(res);
    expect(cookie).toContain('session_token');
    const me = await (await t.request('/api/me', { cookie })).json();
    expect(me.user).toMatchObject({
      email: 'nova.cliente@exemplo.com',
      name: 'Nova Cliente',
      phone: CHECKOUT_FORM.phone,
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, o.id));
    expect(row!.userId).toBe(me.user.id);
    const [p] = await t.db.select().from(profiles).where(eq(profiles.userId, me.user.id));
    expect(p!.address).toMatchObject({ street: 'Avenida Paulista', zipCode: '01310-100' });
    // the owner reads the order back, PIX code included
    const view = await (await t.request(`/api/orders/${o.id}`, { cookie })).json();
    expect(view.pixCode).toBe(o.pixCode);
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id));
    expect(events.map((e) => [e.type, e.userId])).toEqual([['order.created', me.user.id]]);
  });

  it('an order the rules refuse leaves no account behind', async () => {
    const email = 'troco.enorme@exemplo.com';
    const res = await order({ form: { email, paymentMethod: 'cash', change: '99999999999' } });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('O troco deve ser para no máximo R$ 10.000,00.');
    expect(await t.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
  });

  it('an order the database refuses leaves no account behind', async () => {
    const email = 'recusado@exemplo.com';
    await t.db.execute(sql`create function refuse_test_order() returns trigger language plpgsql as $$
      begin if new.customer_email = 'recusado@exemplo.com' then raise exception 'refused by test'; end if; return new; end $$`);
    await t.db.execute(
      sql`create trigger refuse_test_order before insert on orders for each row execute function refuse_test_order()`,
    );
    try {
      const res = await order({ form: { email } });
      expect(res.status).toBe(500);
      expect(await t.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
      // the email stays free: the customer can order again once the fault is gone
    } finally {
      await t.db.execute(sql`drop trigger refuse_test_order on orders`);
    }
    const again = await order({ form: { email } });
    expect(again.status).toBe(201);
    expect((await again.json()).next).toBe('orders');
  });

  it('an email that has an account is never signed in: the order waits to be claimed', async () => {
    await t.signUp('existente@exemplo.com');
    const res = await order({ form: { email: 'existente@exemplo.com' } });
    expect(res.status).toBe(201);
    expect(res.headers.getSetCookie()).toEqual([]);
    const { order: o, next } = await res.json();
    expect(next).toBe('claim');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, o.id));
    expect(row!.userId).toBeNull();
  });

  it('a signed-in customer owns the order; nobody else can read it', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const { order: o } = await (await order({ cookie: a.cookie, form: { email: a.email } })).json();
    const [row] = await t.db.select().from(orders).where(eq(orders.id, o.id));
    expect(row!.userId).toBe(a.userId);
    expect((await t.request(`/api/orders/${o.id}`, { cookie: b.cookie })).status).toBe(404);
    expect((await t.request(`/api/orders/${o.id}`)).status).toBe(401);
  });
});

describe('PIX', () => {
  it('builds the copia e cola for the exact total from the store settings', async () => {
    const { order: o } = await (await order()).json();
    expect(o.totalCents).toBe(3490);
    expect(o.pixCode).toContain('0014br.gov.bcb.pix0123pix@casadaesfiha.com.br');
    expect(o.pixCode).toContain('540534.90');
    expect(o.pixCode).toContain('5914CASA DA ESFIHA6009SAO PAULO');
    expect(o.pixCode.slice(-4)).toBe(crc16(o.pixCode.slice(0, -4)));
  });

  it('is not offered without a PIX key', async () => {
    await t.db.update(storeInfo).set({ pixKey: '' });
    expect((await (await t.request('/api/store')).json()).pixEnabled).toBe(false);
    expect((await refusal(await order())).error).toBe(
      'PIX não está disponível nesta loja. Escolha outra forma de pagamento.',
    );
    await t.db.update(storeInfo).set({ pixKey: 'pix@casadaesfiha.com.br' });
  });
});

describe('a price change while the order is placed', () => {
  it('is decided again from the database, and refused when the menu keeps changing under it', async () => {
    const customer = await t.signUp();
    const item = { productId: carne().id, variationIds: [], flavourIds: [], quantity: 5 };
    // an admin raises the price before each write (the one preparedStatement of placeOrder,
    // db/drizzle-internals.ts): the order priced from the price list, then the one priced from a
    // fresh read, both find their prices changed
    let price = 690;
    const raisePrice = () =>
      t.db
        .update(products)
        .set({ priceCents: (price += 100) })
        .where(eq(products.id, carne().id));
    const db = withBeforeEachPreparedRun(t.db, raisePrice);
    const priceList = createPriceListCache(t.db, createMenuVersion());
    const deps = {
      db,
      auth: {} as Auth,
      logger: createLogger('silent', false),
      now: () => new Date(),
      geocoder: null,
      stripe: null,
      priceList,
      mail: t.app.mail,
      orderMails: t.app.orderMails,
      publicUrl: t.config.publicUrl,
      pix: null,
      paymentExpiryMs: 30 * 60_000,
      claimSecret: 'test-secret',
    };
    const input = {
      form: {
        ...CHECKOUT_FORM,
        fulfilment: 'delivery' as const,
        email: customer.email,
        change: '',
        notes: '',
        taxId: '',
      },
      items: [item],
      idempotencyKey: randomUUID(),
    };
    const user = { id: customer.userId, email: customer.email, name: 'Cliente Teste' };
    await expect(placeOrder(deps, input, user, new Headers())).rejects.toMatchObject({
      status: 409,
      message: PRICES_CHANGED_MESSAGE,
    });
    expect(price).toBe(890);
    expect(await t.db.select().from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey))).toHaveLength(0);
    await t.db.update(products).set({ priceCents: 690 }).where(eq(products.id, carne().id));
  });
});

describe('a signed-in order priced from memory (the price list)', () => {
  it('follows changes the price list was not told of (another instance): the store, prices, products', async () => {
    const c = await t.signUp();
    const mine = () =>
      order({
        cookie: c.cookie,
        items: [{ productId: carne().id, variationIds: [], quantity: 5 }],
        form: { email: c.email, paymentMethod: 'cash' },
      });
    expect((await (await mine()).json()).order.subtotalCents).toBe(3450);
    // straight in the database: this app's price list still has the old rows
    await t.db.update(storeInfo).set({ ordersPaused: true });
    expect((await mine()).status).toBe(409);
    await t.db.update(storeInfo).set({ ordersPaused: false });
    expect((await mine()).status).toBe(201);
    await t.db.update(products).set({ priceCents: 750 }).where(eq(products.id, carne().id));
    expect((await (await mine()).json()).order.subtotalCents).toBe(3750);
    await t.db.update(products).set({ active: false }).where(eq(products.id, carne().id));
    expect(await refusal(await mine())).toEqual({
      status: 400,
      error: '"Esfiha de Carne" não está mais disponível. Remova-o do carrinho e tente novamente.',
    });
    await t.db.update(products).set({ active: true, priceCents: 690 }).where(eq(products.id, carne().id));
    expect((await (await mine()).json()).order.subtotalCents).toBe(3450);
  });

  it('fills the profile’s missing phone and address, and never overwrites them', async () => {
    const c = await t.signUp();
    const placed = await order({ cookie: c.cookie, form: { email: c.email, paymentMethod: 'cash' } });
    expect(placed.status).toBe(201);
    const [filled] = await t.db.select().from(profiles).where(eq(profiles.userId, c.userId));
    expect(filled).toMatchObject({
      phone: CHECKOUT_FORM.phone,
      address: { street: 'Avenida Paulista', zipCode: '01310-100' },
    });
    await order({
      cookie: c.cookie,
      form: {
        email: c.email,
        paymentMethod: 'cash',
        phone: '(21) 99876-5432',
        street: 'Rua Vergueiro',
        number: '3000',
      },
    });
    const [kept] = await t.db.select().from(profiles).where(eq(profiles.userId, c.userId));
    expect(kept).toMatchObject({ phone: CHECKOUT_FORM.phone, address: { street: 'Avenida Paulista' } });
  });

  it('a repeated key returns the first order', async () => {
    const c = await t.signUp();
    const key = randomUUID();
    const send = () => order({ key, cookie: c.cookie, form: { email: c.email, paymentMethod: 'pix' } });
    const first = await (await send()).json();
    const again = await send();
    expect(again.status).toBe(201);
    expect((await again.json()).order.id).toBe(first.order.id);
    expect(await t.db.select().from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(1);
  });
});

describe('guest checkout limits', () => {
  it('holds guests to the sign-up limit per address and email', async () => {
    const limited = await createTestApp({ seed: true, env: { LOGIN_RATE_LIMIT: '2' } });
    const k = (await demoMenu(limited.db))['Kibe Frito (6 unidades)']!;
    const items = [{ productId: k.id, variationIds: [k.options.Acompanhamento!.variations.Homus!.id], quantity: 1 }];
    const post = (email: string) =>
      limited.request('/api/orders', {
        method: 'POST',
        json: { form: { ...CHECKOUT_FORM, email, paymentMethod: 'cash' }, items, idempotencyKey: randomUUID() },
      });
    expect((await post('limite@exemplo.com')).status).toBe(201);
    expect((await post('limite@exemplo.com')).status).toBe(201);
    const third = await post('limite@exemplo.com');
    expect(third.status).toBe(429);
    expect((await third.json()).error).toBe('Muitas tentativas. Aguarde um minuto e tente novamente.');
    // another email is another key
    expect((await post('outra.pessoa@exemplo.com')).status).toBe(201);
    await limited.close();
  });
  it('holds a signed-in account to ORDER_RATE_LIMIT orders a minute', async () => {
    const limited = await createTestApp({ seed: true, env: { ORDER_RATE_LIMIT: '2' } });
    try {
      const { cookie, email } = await limited.signUp();
      const k = (await demoMenu(limited.db))['Kibe Frito (6 unidades)']!;
      const items = [{ productId: k.id, variationIds: [k.options.Acompanhamento!.variations.Homus!.id], quantity: 1 }];
      const post = () =>
        limited.request('/api/orders', {
          method: 'POST',
          cookie,
          json: { form: { ...CHECKOUT_FORM, email, paymentMethod: 'cash' }, items, idempotencyKey: randomUUID() },
        });
      expect((await post()).status).toBe(201);
      expect((await post()).status).toBe(201);
      const third = await post();
      expect(third.status).toBe(429);
      expect((await third.json()).error).toBe('Muitos pedidos em pouco tempo. Aguarde um minuto e tente novamente.');
    } finally {
      await limited.close();
    }
  });
});
