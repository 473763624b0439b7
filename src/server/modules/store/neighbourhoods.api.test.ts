import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryNeighbourhoods, orders } from '@server/db/schema';
import { CHECKOUT_FORM, demoMenu, type DemoProduct } from '@server/testing/checkout-fixtures';
import { createTestApp, type TestApp } from '@server/testing/harness';
import { neighbourhoodListResponseSchema, type NeighbourhoodList } from '@shared/contract/delivery-neighbourhoods';
import { orderQuoteSchema, type PlaceOrderResult } from '@shared/contract/orders';
import type { StoreSettings } from '@shared/contract/store';

// 'Taxa por bairro' (docs/product.md#delivery-by-neighbourhood): the admin's list, the quote and the order,
// with no geocoder configured at all (no ORS_API_KEY).

let t: TestApp;
let admin: string;
let customer: string;
let menu: Record<string, DemoProduct>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = (await t.signUp('dona@exemplo.com', { admin: true })).cookie;
  customer = (await t.signUp('cliente@exemplo.com')).cookie;
  menu = await demoMenu(t.db);
});
afterAll(() => t.close());

const LIST = [
  { name: 'Bela Vista', feeCents: 700, served: true, cepRanges: [{ from: '01310000', to: '01329999' }] },
  { name: 'Consolação', feeCents: 450, served: true, cepRanges: [] },
  { name: 'Parelheiros', feeCents: 0, served: false, cepRanges: [{ from: '04890000', to: '04899999' }] },
];
const putList = (neighbourhoods: unknown, cookie = admin) =>
  t.request('/api/admin/delivery-neighbourhoods', { method: 'PUT', cookie, json: { neighbourhoods } });
const setMode = (deliveryFeeMode: string, extra: object = {}) =>
  t.request('/api/admin/store', { method: 'PUT', cookie: admin, json: { deliveryFeeMode, ...extra } });

const { name: _n, email: _e, phone: _p, paymentMethod: _m, change: _c, notes: _o, ...ADDRESS } = CHECKOUT_FORM;
const esfihas = (quantity = 5) => [{ productId: menu['Esfiha de Carne']!.id, variationIds: [], quantity }];
async function quote(address: Partial<typeof ADDRESS>, items = esfihas(), fulfilment = 'delivery') {
  const res = await t.request('/api/orders/quote', {
    method: 'POST',
    json: { items, fulfilment, address: { ...ADDRESS, ...address } },
  });
  expect(res.status).toBe(200);
  return orderQuoteSchema.parse(await res.json());
}
const place = (address: Partial<typeof ADDRESS>, quotedTotalCents?: number, cookie?: string) =>
  t.request('/api/orders', {
    method: 'POST',
    cookie,
    json: {
      form: { ...CHECKOUT_FORM, ...address, email: `b${randomUUID().slice(0, 8)}@exemplo.com` },
      items: esfihas(),
      idempotencyKey: randomUUID(),
      quotedTotalCents,
    },
  });
const orderCount = async () => (await t.db.select({ n: count() }).from(orders))[0]!.n;

describe('the admin list', () => {
  it('is saved whole, in order, and read back', async () => {
    const res = await putList(LIST);
    expect(res.status).toBe(200);
    const saved = neighbourhoodListResponseSchema.parse(await res.json());
    expect(saved.neighbourhoods.map((n) => n.name)).toEqual(['Bela Vista', 'Consolação', 'Parelheiros']);
    const read = (await (
      await t.request('/api/admin/delivery-neighbourhoods', { cookie: admin })
    ).json()) as NeighbourhoodList;
    expect(read).toEqual(saved);
    const keys = await t.db.select({ key: deliveryNeighbourhoods.nameKey }).from(deliveryNeighbourhoods);
    expect(keys.map((k) => k.key).sort()).toEqual(['bela vista', 'consolacao', 'parelheiros']);
  });

  it('refuses bad lists with pt-BR messages and keeps the saved one', async () => {
    const one = (extra: object) => ({ name: 'Sé', feeCents: 500, served: true, cepRanges: [], ...extra });
    for (const [list, message] of [
      [[one({}), one({ name: ' SE ' })], 'O bairro "SE" já está na lista.'],
      [[one({ name: '' })], 'Nome do bairro é obrigatório'],
      [[one({ feeCents: 60000 })], 'Taxa do bairro: de R$ 0,00 a R$ 500,00'],
      [[one({ feeCents: -1 })], 'Taxa do bairro: de R$ 0,00 a R$ 500,00'],
      [
        [one({ cepRanges: [{ from: '01009999', to: '01001000' }] })],
        'Faixa de CEP invertida: 01009-999 é maior que 01001-000.',
      ],
      [[one({ cepRanges: [{ from: '01001-000', to: '01009999' }] })], 'CEP inválido: use 8 dígitos (01000-000)'],
      [[one({ name: 'Jardim '.repeat(12) })], 'Nome do bairro: no máximo 80 caracteres'],
      [Array.from({ length: 301 }, (_, i) => one({ name: `Bairro ${i}` })), 'No máximo 300 bairros'],
      [
        [one({ cepRanges: Array.from({ length: 21 }, () => ({ from: '01001000', to: '01001999' })) })],
        'No máximo 20 faixas de CEP por bairro',
      ],
      [[one({ served: 'sim' })], 'Valor inválido'],
      [[one({ feeCents: 1.5 })], 'Taxa do bairro: de R$ 0,00 a R$ 500,00'],
    ] as const) {
      const res = await putList(list);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(message);
    }
    const rows = await t.db.select().from(deliveryNeighbourhoods);
    expect(rows).toHaveLength(3);
  });

  it('is for admins only', async () => {
    expect((await putList([], customer)).status).toBe(403);
    expect((await t.request('/api/admin/delivery-neighbourhoods')).status).toBe(401);
  });

  it('takes the fee mode and refuses an unknown one', async () => {
    const bad = await setMode('bairro');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe('Escolha como cobrar a entrega');
    const ok = await setMode('distance');
    expect(((await ok.json()) as StoreSettings).deliveryFeeMode).toBe('distance');
  });
});

describe('the quote and the order by bairro', () => {
  beforeAll(async () => {
    // No map service at all: the fee must come from the list alone.
    expect(t.config.ORS_API_KEY).toBeUndefined();
    await putList(LIST);
    expect((await setMode('neighbourhood')).status).toBe(200);
  });

  it('prices by the CEP range first, without any map', async () => {
    // Paulista's CEP is in Bela Vista's range even when the customer typed another bairro.
    const q = await quote({ zipCode: '01310-100', neighborhood: 'Consolação' });
    expect(q.delivery).toEqual({ status: 'neighbourhood', feeCents: 700, distanceKm: null, message: null });
    expect(q.deliveryFeeCents).toBe(700);
    expect(q.totalCents).toBe(q.subtotalCents + 700);
  });

  it('then by the name, accent- and case-insensitive', async () => {
    const q = await quote({ zipCode: '01302-000', neighborhood: 'CONSOLACAO' });
    expect(q.delivery).toMatchObject({ status: 'neighbourhood', feeCents: 450 });
  });

  it('says why a bairro is not delivered to', async () => {
    const unknown = await quote({ zipCode: '05435-000', neighborhood: 'Vila Madalena' });
    expect(unknown.delivery).toMatchObject({
      status: 'not_served',
      message: 'Ainda não entregamos no bairro Vila Madalena. Confira o bairro e o CEP digitados.',
    });
    const refused = await quote({ zipCode: '04895-000', neighborhood: 'Colônia' });
    expect(refused.delivery).toMatchObject({ status: 'not_served', message: 'Não entregamos no bairro Parelheiros.' });
    // no fee counts toward a total the order would be refused at
    expect(refused).toMatchObject({ deliveryFeeCents: null, totalCents: refused.subtotalCents });
  });

  it('keeps free delivery above the threshold', async () => {
    // The demo store delivers free from R$ 80,00.
    const q = await quote({ neighborhood: 'Bela Vista' }, esfihas(20));
    expect(q.delivery).toMatchObject({ status: 'neighbourhood', feeCents: 700 });
    expect(q.deliveryFeeCents).toBe(0);
  });

  it('leaves pickup without a fee', async () => {
    await t.request('/api/admin/store', { method: 'PUT', cookie: admin, json: { pickupEnabled: true } });
    const res = await t.request('/api/orders/quote', {
      method: 'POST',
      json: { items: esfihas(), fulfilment: 'pickup' },
    });
    const q = orderQuoteSchema.parse(await res.json());
    expect(q).toMatchObject({ delivery: null, deliveryFeeCents: 0 });
  });

  it('records the fee on the order, distance left empty', async () => {
    const q = await quote({ zipCode: '01310-100', neighborhood: 'Bela Vista' });
    const res = await place({ zipCode: '01310-100', neighborhood: 'Bela Vista' }, q.totalCents);
    expect(res.status).toBe(201);
    const { order } = (await res.json()) as PlaceOrderResult;
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ deliveryFeeCents: 700, distanceKm: null, distanceUnverified: false });
  });

  it('refuses an unknown or unserved bairro and writes nothing', async () => {
    const before = await orderCount();
    for (const [address, message] of [
      [
        { zipCode: '05435-000', neighborhood: 'Vila Madalena' },
        'Ainda não entregamos no bairro Vila Madalena. Confira o bairro e o CEP digitados.',
      ],
      [{ zipCode: '04890-000', neighborhood: 'Parelheiros' }, 'Não entregamos no bairro Parelheiros.'],
    ] as const) {
      for (const cookie of [undefined, customer]) {
        const res = await place(address, undefined, cookie);
        expect(res.status).toBe(422);
        expect(await res.json()).toMatchObject({ error: message, code: 'neighbourhood_not_served' });
      }
    }
    expect(await orderCount()).toBe(before);
  });

  it('refuses a CEP that is not 8 digits with the form message, quote, fee and order alike', async () => {
    const before = await orderCount();
    // Parelheiros's CEP short of a digit, with a served bairro typed: once priced by that name.
    for (const zipCode of ['0489000', '04890-00', '048900000']) {
      const address = { ...ADDRESS, zipCode, neighborhood: 'Bela Vista' };
      for (const res of [
        await t.request('/api/orders/quote', { method: 'POST', json: { items: esfihas(), address } }),
        await t.request('/api/delivery-fee', { method: 'POST', json: address }),
        await place(address),
        await place(address, undefined, customer),
      ]) {
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ error: 'CEP inválido' });
      }
    }
    expect(await orderCount()).toBe(before);
  });

  it("refuses a CEP in a bairro not served though a served one's range listed before it holds it too", async () => {
    const paraisopolis = {
      name: 'Paraisópolis',
      feeCents: 0,
      served: false,
      cepRanges: [{ from: '01320000', to: '01320999' }],
    };
    expect((await putList([...LIST, paraisopolis])).status).toBe(200);
    const before = await orderCount();
    for (const neighborhood of ['Bela Vista', 'Consolação']) {
      const q = await quote({ zipCode: '01320-500', neighborhood });
      expect(q.delivery).toMatchObject({ status: 'not_served', message: 'Não entregamos no bairro Paraisópolis.' });
      expect(q).toMatchObject({ deliveryFeeCents: null, totalCents: q.subtotalCents });
      for (const cookie of [undefined, customer]) {
        const res = await place({ zipCode: '01320-500', neighborhood }, undefined, cookie);
        expect(res.status).toBe(422);
        expect(await res.json()).toMatchObject({
          error: 'Não entregamos no bairro Paraisópolis.',
          code: 'neighbourhood_not_served',
        });
      }
    }
    expect(await orderCount()).toBe(before);
    // Outside Paraisópolis's range, Bela Vista's still prices.
    expect((await quote({ zipCode: '01321-000', neighborhood: 'Bela Vista' })).deliveryFeeCents).toBe(700);
    await putList(LIST);
  });

  it('prices a signed-in order with the new fees as soon as the list is saved', async () => {
    const first = await place({ neighborhood: 'Consolação', zipCode: '01302-000' }, undefined, customer);
    expect(first.status).toBe(201);
    await putList(LIST.map((n) => (n.name === 'Consolação' ? { ...n, feeCents: 900 } : n)));
    const q = await quote({ neighborhood: 'Consolação', zipCode: '01302-000' });
    expect(q.deliveryFeeCents).toBe(900);
    const res = await place({ neighborhood: 'Consolação', zipCode: '01302-000' }, q.totalCents, customer);
    expect(res.status).toBe(201);
    expect(((await res.json()) as PlaceOrderResult).order.deliveryFeeCents).toBe(900);
  });

  it('matches a name typed without accents or in other case', async () => {
    await putList([...LIST, { name: 'São João', feeCents: 600, served: true, cepRanges: [] }]);
    for (const typed of ['sao joao', 'SÃO JOÃO', '  São   joão ']) {
      const q = await quote({ zipCode: '02000-000', neighborhood: typed });
      expect(q.delivery).toMatchObject({ status: 'neighbourhood', feeCents: 600 });
    }
    const res = await place({ zipCode: '02000-000', neighborhood: 'sao joao' });
    expect(res.status).toBe(201);
    expect(((await res.json()) as PlaceOrderResult).order.deliveryFeeCents).toBe(600);
  });

  it('answers POST /api/delivery-fee by bairro too', async () => {
    const res = await t.request('/api/delivery-fee', {
      method: 'POST',
      json: { ...ADDRESS, neighborhood: 'bela vista', zipCode: '99999-999' },
    });
    expect(await res.json()).toEqual({ status: 'neighbourhood', feeCents: 700, distanceKm: null, message: null });
  });
});

describe('the store WhatsApp', () => {
  it('is kept as digits with the country code, and shown to customers', async () => {
    const res = await t.request('/api/admin/store', {
      method: 'PUT',
      cookie: admin,
      json: { whatsapp: '(11) 99999-8888' },
    });
    expect(((await res.json()) as StoreSettings).whatsapp).toBe('5511999998888');
    const store = (await (await t.request('/api/store')).json()) as { whatsapp: string };
    expect(store.whatsapp).toBe('5511999998888');
  });

  it('refuses a number without DDD with the form message', async () => {
    const res = await t.request('/api/admin/store', { method: 'PUT', cookie: admin, json: { whatsapp: '9999-8888' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(
      'WhatsApp inválido: informe o DDD e o número, ex.: (11) 99999-8888',
    );
  });
});
