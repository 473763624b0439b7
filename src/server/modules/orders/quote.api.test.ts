import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@server/db/schema';
import { CHECKOUT_FORM, demoMenu, type DemoProduct } from '@server/testing/checkout-fixtures';
import { orsHandler, startFake, type FakeService } from '@server/testing/fake-http';
import { createTestApp, type TestApp } from '@server/testing/harness';
import type { AdminProductDetail } from '@shared/contract/admin-menu';
import { orderQuoteSchema, quoteChangedSchema, type PlaceOrderResult } from '@shared/contract/orders';

// POST /api/orders/quote and the total the customer confirmed (docs/product.md#pricing).

let t: TestApp;
let ors: FakeService;
let menu: Record<string, DemoProduct>;
let admin: string;

beforeAll(async () => {
  // The store (seeded at Rua Augusta) is ~0.7 km from Paulista: R$ 5,00 by distance, free from R$ 80,00.
  ors = await startFake(
    orsHandler({
      'Avenida Paulista': { lat: -23.5614, lng: -46.6559 },
      'Avenida Ana Costa': { lat: -23.968, lng: -46.333 },
    }),
  );
  t = await createTestApp({ seed: true, env: { ORS_API_KEY: 'ors-test-key', ORS_API_URL: ors.url } });
  menu = await demoMenu(t.db);
  admin = (await t.signUp(undefined, { admin: true })).cookie;
});
afterAll(async () => {
  await t.close();
  await ors.close();
});

const { name: _n, email: _e, phone: _p, paymentMethod: _m, change: _c, notes: _o, ...ADDRESS } = CHECKOUT_FORM;
const product = (name: string) => menu[name]!;
const variation = (name: string, group: string, v: string) => product(name).options[group]!.variations[v]!.id;
const kibe = (quantity = 1) => ({
  productId: product('Kibe Frito (6 unidades)').id,
  variationIds: [variation('Kibe Frito (6 unidades)', 'Acompanhamento', 'Homus')],
  quantity,
});
const line = (name: string, quantity = 1) => ({ productId: product(name).id, variationIds: [], quantity });

const quote = (json: unknown) => t.request('/api/orders/quote', { method: 'POST', json });
async function quoted(json: unknown) {
  const res = await quote(json);
  const body: unknown = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  const parsed = orderQuoteSchema.parse(body);
  expect(parsed).toEqual(body);
  return parsed;
}
const place = (items: unknown[], quotedTotalCents?: unknown, cookie?: string) =>
  t.request('/api/orders', {
    method: 'POST',
    cookie,
    json: {
      form: { ...CHECKOUT_FORM, email: `q${randomUUID().slice(0, 8)}@exemplo.com` },
      items,
      idempotencyKey: randomUUID(),
      quotedTotalCents,
    },
  });
const placedTotal = async (res: Response) => ((await res.json()) as PlaceOrderResult).order.totalCents;
const orderCount = async () => (await t.db.select({ n: count() }).from(orders))[0]!.n;

/** What the admin does in Cardápio: open the product, change it, save it (which drops the price list). */
async function editProduct(name: string, change: (p: AdminProductDetail) => Partial<AdminProductDetail>) {
  const id = product(name).id;
  const current = (await (
    await t.request(`/api/admin/products/${id}`, { cookie: admin })
  ).json()) as AdminProductDetail;
  const p = { ...current, ...change(current) };
  const res = await t.request(`/api/admin/products/${id}`, {
    method: 'PUT',
    cookie: admin,
    json: {
      name: p.name,
      description: p.description ?? '',
      priceCents: p.priceCents,
      categoryId: p.categoryId,
      imageUrl: p.imageUrl ?? '',
      popular: p.popular,
      vegetarian: p.vegetarian,
      active: p.active,
      options: p.options,
    },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  menu = await demoMenu(t.db);
}

describe('a quote of the cart', () => {
  it('prices every line as an order would, without a fee when no address is known', async () => {
    const q = await quoted({ items: [kibe(2), line('Limonada com Hortelã')] });
    expect(q.lines).toEqual([
      {
        available: true,
        productId: product('Kibe Frito (6 unidades)').id,
        name: 'Kibe Frito (6 unidades)',
        quantity: 2,
        selectedOptions: [expect.objectContaining({ title: 'Acompanhamento', name: 'Homus', priceCents: 0 })],
        parts: [],
        unitPriceCents: 2990,
        totalPriceCents: 5980,
      },
      {
        available: true,
        productId: product('Limonada com Hortelã').id,
        name: 'Limonada com Hortelã',
        quantity: 1,
        selectedOptions: [],
        parts: [],
        unitPriceCents: 1190,
        totalPriceCents: 1190,
      },
    ]);
    expect(q).toMatchObject({ subtotalCents: 7170, delivery: null, deliveryFeeCents: null, totalCents: 7170 });
    expect(q.minOrderCents).toBe(2500);
  });

  it('adds the fee of the address as an order charges it, free from the threshold', async () => {
    const near = await quoted({ items: [kibe()], address: ADDRESS });
    expect(near.delivery).toMatchObject({ status: 'distance', feeCents: 500 });
    expect(near).toMatchObject({ subtotalCents: 2990, deliveryFeeCents: 500, totalCents: 3490 });

    const free = await quoted({ items: [kibe(3)], address: ADDRESS });
    expect(free).toMatchObject({ subtotalCents: 8970, deliveryFeeCents: 0, totalCents: 8970 });

    // The quoted total is the one placing the order charges.
    const res = await place([kibe()], near.totalCents);
    expect(res.status).toBe(201);
    expect(await placedTotal(res)).toBe(3490);
  });

  it('counts no fee at an address an order would be refused at: out of area, or unknown to the map', async () => {
    const santos = await quoted({
      items: [kibe()],
      address: { ...ADDRESS, street: 'Avenida Ana Costa', city: 'Santos' },
    });
    expect(santos.delivery).toMatchObject({ status: 'out_of_area' });
    expect(santos).toMatchObject({ subtotalCents: 2990, deliveryFeeCents: null, totalCents: 2990 });
    const unknown = await quoted({ items: [kibe()], address: { ...ADDRESS, street: 'Rua Que Não Existe' } });
    expect(unknown.delivery).toMatchObject({ status: 'not_found' });
    expect(unknown).toMatchObject({ deliveryFeeCents: null, totalCents: 2990 });
    // and placing it is refused, whatever total is sent
    const res = await t.request('/api/orders', {
      method: 'POST',
      json: {
        form: { ...CHECKOUT_FORM, street: 'Avenida Ana Costa', city: 'Santos', email: 'santos@exemplo.com' },
        items: [kibe()],
        idempotencyKey: randomUUID(),
        quotedTotalCents: santos.totalCents,
      },
    });
    expect(res.status).toBe(422);
  });

  it('reports each line it cannot price, with the reason, and prices the others', async () => {
    await editProduct('Malabie', () => ({ active: false }));
    const doce = product('Esfiha Doce de Chocolate');
    const q = await quoted({
      items: [
        kibe(),
        line('Malabie'),
        { productId: randomUUID(), variationIds: [], quantity: 1 },
        {
          ...line('Esfiha Doce de Chocolate'),
          variationIds: [variation('Kibe Frito (6 unidades)', 'Acompanhamento', 'Homus')],
        },
        line('Refrigerante Lata'),
      ],
    });
    expect(q.lines.map((l) => (l.available ? l.name : [l.name, l.reason, l.message]))).toEqual([
      'Kibe Frito (6 unidades)',
      ['Malabie', 'product_unavailable', '"Malabie" não está mais disponível. Remova-o do carrinho e tente novamente.'],
      [null, 'product_unavailable', 'Um produto do seu carrinho não está mais disponível. Remova-o e tente novamente.'],
      [doce.name, 'invalid_option', `Opção inválida para "${doce.name}". Monte o item de novo.`],
      ['Refrigerante Lata', 'missing_choice', 'Escolha uma opção em "Sabor" para "Refrigerante Lata".'],
    ]);
    expect(q).toMatchObject({ subtotalCents: 2990, totalCents: 2990 });

    // Placing the same cart still refuses on the first line it cannot price.
    const before = await orderCount();
    const res = await place([kibe(), line('Malabie')], 2990);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(
      '"Malabie" não está mais disponível. Remova-o do carrinho e tente novamente.',
    );
    expect(await orderCount()).toBe(before);
  });

  it('follows an option the admin removed: the old choice is no longer valid', async () => {
    const old = variation('Esfiha Doce de Chocolate', 'Cobertura', 'Morango');
    await editProduct('Esfiha Doce de Chocolate', (p) => ({
      options: p.options.map((o) => ({ ...o, variations: o.variations.filter((v) => v.name !== 'Morango') })),
    }));
    const q = await quoted({ items: [{ ...line('Esfiha Doce de Chocolate'), variationIds: [old] }] });
    expect(q.lines[0]).toMatchObject({ available: false, reason: 'invalid_option' });
  });
});

describe('placing against the quote', () => {
  it('refuses a total that changed, with the new total and quote, and charges nothing', async () => {
    const customer = (await t.signUp()).cookie;
    const items = [line('Baklava (3 unidades)', 2)];
    const seen = await quoted({ items, address: ADDRESS });
    expect(seen.totalCents).toBe(2 * 1890 + 500);

    await editProduct('Baklava (3 unidades)', () => ({ priceCents: 2190 }));
    // A guest (priced from the database) and a signed-in customer (priced from the list in memory).
    for (const cookie of [undefined, customer]) {
      const before = await orderCount();
      const res = await place(items, seen.totalCents, cookie);
      const body: unknown = await res.json();
      expect(res.status, JSON.stringify(body)).toBe(409);
      const refusal = quoteChangedSchema.parse(body);
      expect(refusal.error).toBe('O total do pedido mudou para R$ 48,80. Confira o resumo e confirme de novo.');
      expect(refusal.quote).toMatchObject({ subtotalCents: 4380, deliveryFeeCents: 500, totalCents: 4880 });
      expect(refusal.quote.lines[0]).toMatchObject({ available: true, unitPriceCents: 2190 });
      expect(await orderCount()).toBe(before);
    }

    // Confirmed again at the new total, the order is placed at it.
    const again = await place(items, 4880, customer);
    expect(again.status).toBe(201);
    expect(await placedTotal(again)).toBe(4880);
  });

  it('an API client that sends no quoted total is charged the server’s total', async () => {
    const res = await place([kibe()]);
    expect(res.status).toBe(201);
    expect(await placedTotal(res)).toBe(3490);
  });
});

describe('hostile input', () => {
  it('refuses bad quote bodies with a pt-BR 400', async () => {
    const cases: [unknown, string][] = [
      [{ items: [] }, 'Seu carrinho está vazio'],
      [{}, 'Seu carrinho está vazio'],
      [{ items: Array.from({ length: 51 }, () => kibe()) }, 'Itens demais no carrinho'],
      [{ items: [kibe(0)] }, 'A quantidade deve ser de 1 a 99'],
      [{ items: [kibe(100)] }, 'A quantidade deve ser de 1 a 99'],
      [{ items: [{ ...kibe(), productId: 'x' }] }, 'Produto inválido'],
      [{ items: [kibe()], address: { ...ADDRESS, street: '' } }, 'Endereço é obrigatório'],
    ];
    for (const [json, error] of cases) {
      const res = await quote(json);
      expect([res.status, ((await res.json()) as { error: string }).error]).toEqual([400, error]);
    }
    const malformed = await t.request('/api/orders/quote', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"items":',
    });
    expect(malformed.status).toBe(400);
    const huge = await quote({ items: [kibe()], padding: 'x'.repeat(300 * 1024) });
    expect(huge.status).toBe(413);
  });

  it('refuses a quoted total that is not whole cents, and writes nothing', async () => {
    const before = await orderCount();
    for (const bad of [-1, 12.5, '3490', 1e308, null]) {
      const res = await place([kibe()], bad);
      expect([res.status, ((await res.json()) as { error: string }).error]).toEqual([400, 'Total inválido']);
    }
    expect(await orderCount()).toBe(before);
  });

  it('answers any body with a 4xx or a quote, never a 5xx', async () => {
    const body = fc.oneof(
      fc.anything(),
      fc.record({ items: fc.array(fc.anything(), { maxLength: 3 }), address: fc.anything() }),
      fc.record({
        items: fc.array(
          fc.record({
            productId: fc.oneof(fc.uuid(), fc.constantFrom(...Object.values(menu).map((p) => p.id))),
            variationIds: fc.array(fc.uuid(), { maxLength: 3 }),
            quantity: fc.integer({ min: -5, max: 120 }),
          }),
          { maxLength: 4 },
        ),
      }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (json) => {
        const res = await quote(json);
        expect(res.status).toBeLessThan(500);
        if (res.status === 200) orderQuoteSchema.parse(await res.json());
        else expect(((await res.json()) as { error: string }).error).toMatch(/\S/);
      }),
      { numRuns: 60 },
    );
  });

  it('holds quotes to the address-lookup limit per address', async () => {
    const limited = await createTestApp({ seed: true, env: { GEO_RATE_LIMIT: '2' } });
    try {
      const ask = async () =>
        (await limited.request('/api/orders/quote', { method: 'POST', json: { items: [] } })).status;
      expect([await ask(), await ask(), await ask()]).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});
