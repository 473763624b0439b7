import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeInfo } from '@server/db/schema';
import { CHECKOUT_FORM, demoMenu, type DemoProduct } from '@server/testing/checkout-fixtures';
import { createTestApp, type TestApp } from '@server/testing/harness';
import { adminProductDetailSchema, adminProductListSchema, soldOutResponseSchema } from '@shared/contract/admin-menu';
import type { ProductDetail, PublicMenu } from '@shared/contract/menu';
import type { OrderQuote } from '@shared/contract/orders';

// 'Esgotado hoje' (docs/product.md#sold-out-today): marked until the next opening, refused at
// checkout meanwhile, and available again on its own once the store opens, on a fake clock.

let t: TestApp;
let admin: string;
let customer: string;
let menu: Record<string, DemoProduct>;
// Monday 2026-11-23 12:00 in São Paulo (15:00Z), during lunch.
let clock = new Date('2026-11-23T15:00:00Z');

const HOURS = [1, 2, 3, 4, 5, 6, 0].flatMap((day) => [
  { day, open: '11:00', close: '15:00' },
  { day, open: '18:00', close: '23:00' },
]);

beforeAll(async () => {
  t = await createTestApp({ seed: true, now: () => clock });
  await t.db.update(storeInfo).set({ openingHours: HOURS, specialDates: [], ordersPaused: false });
  admin = (await t.signUp('dona@exemplo.com', { admin: true })).cookie;
  customer = (await t.signUp()).cookie;
  menu = await demoMenu(t.db);
});
afterAll(() => t.close());

const CARNE = 'Esfiha de Carne';
const KIBE = 'Kibe Frito (6 unidades)';
const put = (path: string, json: unknown, cookie: string | null = admin) =>
  t.request(path, { method: 'PUT', cookie: cookie ?? undefined, json });
const publicMenu = async () => (await (await t.request('/api/menu')).json()) as PublicMenu;
const soldOutOnMenu = async (name: string) => (await publicMenu()).products.find((p) => p.name === name)!.soldOut;
const quote = async (items: unknown[]) => {
  const res = await t.request('/api/orders/quote', { method: 'POST', json: { items } });
  expect(res.status).toBe(200);
  return (await res.json()) as OrderQuote;
};
const place = (items: unknown[]) =>
  t.request('/api/orders', {
    method: 'POST',
    json: {
      form: { ...CHECKOUT_FORM, fulfilment: 'delivery', email: `s${randomUUID().slice(0, 8)}@exemplo.com` },
      items,
      idempotencyKey: randomUUID(),
    },
  });
const carne = () => ({ productId: menu[CARNE]!.id, variationIds: [], quantity: 8 });

describe('a product marked Esgotado hoje', () => {
  it('lasts until the next opening: shown sold out, refused by the quote and by an order', async () => {
    await publicMenu(); // a copy in the cache: the mark must reach it at once
    const res = await put(`/api/admin/products/${menu[CARNE]!.id}/sold-out`, { soldOut: true });
    expect(res.status).toBe(200);
    // Monday 12:00 → the dinner opens at 18:00 (21:00Z)
    expect(soldOutResponseSchema.parse(await res.json())).toEqual({
      id: menu[CARNE]!.id,
      soldOutUntil: '2026-11-23T21:00:00.000Z',
    });
    expect(await soldOutOnMenu(CARNE)).toBe(true);
    const list = adminProductListSchema.parse(await (await t.request('/api/admin/products', { cookie: admin })).json());
    expect(list.find((p) => p.name === CARNE)!.soldOutUntil).toBe('2026-11-23T21:00:00.000Z');

    const q = await quote([carne()]);
    expect(q.lines[0]).toMatchObject({ available: false, reason: 'sold_out' });
    expect(q.lines[0]!.available === false && q.lines[0]!.message).toBe(
      '"Esfiha de Carne" esgotou por hoje. Remova-o do carrinho e tente novamente.',
    );
    const order = await place([carne()]);
    expect(order.status).toBe(400);
    expect(await order.json()).toEqual({
      code: 'sold_out',
      error: '"Esfiha de Carne" esgotou por hoje. Remova-o do carrinho e tente novamente.',
    });
  });

  it('ends by itself when the store opens: the cached menu shows it available, and it can be ordered', async () => {
    clock = new Date('2026-11-23T20:59:00Z'); // 17:59, still closed
    expect(await soldOutOnMenu(CARNE)).toBe(true);
    clock = new Date('2026-11-23T21:00:00Z'); // 18:00, open
    expect(await soldOutOnMenu(CARNE)).toBe(false);
    const detail = adminProductDetailSchema.parse(
      await (await t.request(`/api/admin/products/${menu[CARNE]!.id}`, { cookie: admin })).json(),
    );
    expect(detail.soldOutUntil).toBeNull();
    expect((await quote([carne()])).lines[0]).toMatchObject({ available: true });
    const order = await place([carne()]);
    expect(order.status).toBe(201);
  });

  it('unmarked, is available at once', async () => {
    clock = new Date('2026-11-24T15:00:00Z'); // Tuesday 12:00
    await put(`/api/admin/products/${menu[CARNE]!.id}/sold-out`, { soldOut: true });
    expect(await soldOutOnMenu(CARNE)).toBe(true);
    const res = await put(`/api/admin/products/${menu[CARNE]!.id}/sold-out`, { soldOut: false });
    expect(await res.json()).toEqual({ id: menu[CARNE]!.id, soldOutUntil: null });
    expect(await soldOutOnMenu(CARNE)).toBe(false);
  });
});

describe('a variation marked Esgotado hoje', () => {
  it('shows on the product page and the admin form, is refused, and ends at the next opening', async () => {
    clock = new Date('2026-11-24T02:30:00Z'); // Monday 23:30, closed → Tuesday 11:00
    const homus = menu[KIBE]!.options['Acompanhamento']!.variations['Homus']!.id;
    const res = await put(`/api/admin/variations/${homus}/sold-out`, { soldOut: true });
    expect(await res.json()).toEqual({ id: homus, soldOutUntil: '2026-11-24T14:00:00.000Z' });
    const page = (await (await t.request(`/api/products/${menu[KIBE]!.id}`)).json()) as ProductDetail;
    const variation = page.options.flatMap((g) => g.variations).find((v) => v.id === homus)!;
    expect(variation.soldOut).toBe(true);
    const detail = adminProductDetailSchema.parse(
      await (await t.request(`/api/admin/products/${menu[KIBE]!.id}`, { cookie: admin })).json(),
    );
    expect(detail.options.flatMap((g) => g.variations).find((v) => v.id === homus)!.soldOutUntil).toBe(
      '2026-11-24T14:00:00.000Z',
    );
    const line = { productId: menu[KIBE]!.id, variationIds: [homus], quantity: 1 };
    expect((await quote([line])).lines[0]).toMatchObject({ available: false, reason: 'sold_out' });

    clock = new Date('2026-11-24T14:00:00Z'); // Tuesday 11:00
    const again = (await (await t.request(`/api/products/${menu[KIBE]!.id}`)).json()) as ProductDetail;
    expect(again.options.flatMap((g) => g.variations).find((v) => v.id === homus)!.soldOut).toBe(false);
    expect((await quote([line])).lines[0]).toMatchObject({ available: true });
  });
});

describe('refusals', () => {
  const ID = '00000000-0000-4000-8000-000000000000';
  it('404 in pt-BR for an unknown product or variation', async () => {
    for (const [path, message] of [
      [`/api/admin/products/${ID}/sold-out`, 'Produto não encontrado'],
      [`/api/admin/variations/${ID}/sold-out`, 'Variante não encontrada'],
      ['/api/admin/products/nada/sold-out', 'Produto não encontrado'],
    ] as const) {
      const res = await put(path, { soldOut: true });
      expect(res.status).toBe(404);
      expect((await res.json()).error).toBe(message);
    }
  });

  it('400 for a body without soldOut, nothing changed', async () => {
    const res = await put(`/api/admin/products/${menu[CARNE]!.id}/sold-out`, { soldOut: 'sim' });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('Informe se está esgotado.');
    expect(await soldOutOnMenu(CARNE)).toBe(false);
  });

  it.each(['/api/admin/products/ID/sold-out', '/api/admin/variations/ID/sold-out'])(
    'PUT %s: 401 anonymous, 403 customer',
    async (path) => {
      const url = path.replace('ID', menu[CARNE]!.id);
      expect((await put(url, { soldOut: true }, null)).status).toBe(401);
      expect((await put(url, { soldOut: true }, customer)).status).toBe(403);
      expect(await soldOutOnMenu(CARNE)).toBe(false);
    },
  );
});
