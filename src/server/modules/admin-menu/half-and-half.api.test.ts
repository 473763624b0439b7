import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productFlavours, products, storeInfo } from '@server/db/schema';
import { createTestApp, type TestApp } from '@server/testing/harness';
import { adminProductDetailSchema, type AdminProductDetail } from '@shared/contract/admin-menu';

// What the admin configures for half-and-half (docs/product.md#half-and-half): how many parts a
// product is sold in, and which products of its category the other parts are chosen from.

let t: TestApp;
let admin: string;
let customer: string;
let pizzas: string;
let drinks: string;
const ids: Record<string, string> = {};

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const SAME_CATEGORY = 'Os sabores devem ser produtos da mesma categoria.';

const post = (path: string, json: unknown, cookie = admin) => t.request(path, { method: 'POST', cookie, json });
const put = (path: string, json: unknown, cookie = admin) => t.request(path, { method: 'PUT', cookie, json });
const product = (name: string, categoryId: string, over: Record<string, unknown> = {}) => ({
  name,
  priceCents: 5490,
  categoryId,
  ...over,
});
const create = async (name: string, categoryId: string) => {
  const res = await post('/api/admin/products', product(name, categoryId));
  expect(res.status).toBe(201);
  return adminProductDetailSchema.parse(await res.json()).id;
};
const read = async (id: string) =>
  adminProductDetailSchema.parse(await (await t.request(`/api/admin/products/${id}`, { cookie: admin })).json());
const flavourRows = (id: string) =>
  t.db.select().from(productFlavours).where(eq(productFlavours.productId, id)).orderBy(productFlavours.sortOrder);

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signUp('dona@exemplo.com', { admin: true })).cookie;
  customer = (await t.signUp()).cookie;
  const category = async (name: string) =>
    ((await (await post('/api/admin/categories', { name })).json()) as { id: string }).id;
  pizzas = await category('Pizzas');
  drinks = await category('Bebidas');
  for (const name of ['Pizza de Zaatar', 'Pizza de Calabresa', 'Pizza Margherita'])
    ids[name] = await create(name, pizzas);
  ids['Suco de Laranja'] = await create('Suco de Laranja', drinks);
});
afterAll(() => t.close());

const zaatar = () => ids['Pizza de Zaatar']!;
const saveZaatar = (over: Record<string, unknown>, cookie = admin) =>
  put(`/api/admin/products/${zaatar()}`, product('Pizza de Zaatar', pizzas, over), cookie);

describe('a product sold in parts', () => {
  it('is whole only until the admin says otherwise', async () => {
    expect(await read(zaatar())).toMatchObject({ maxParts: 1, flavourIds: [] });
  });

  it('saves its parts and flavours in the admin order, and reads them back', async () => {
    const flavourIds = [ids['Pizza Margherita']!, ids['Pizza de Calabresa']!];
    const res = await saveZaatar({ maxParts: 2, flavourIds });
    expect(res.status).toBe(200);
    expect(adminProductDetailSchema.parse(await res.json())).toMatchObject({ maxParts: 2, flavourIds });
    expect(await read(zaatar())).toMatchObject({ maxParts: 2, flavourIds });

    // A new order of the same flavours, and a third part: saved as sent.
    const reordered = [ids['Pizza de Calabresa']!, ids['Pizza Margherita']!];
    expect((await saveZaatar({ maxParts: 3, flavourIds: reordered })).status).toBe(200);
    expect(await read(zaatar())).toMatchObject({ maxParts: 3, flavourIds: reordered });
  });

  it('is created with its flavours in one write', async () => {
    const res = await post(
      '/api/admin/products',
      product('Pizza de Kafta', pizzas, { maxParts: 4, flavourIds: [zaatar()] }),
    );
    expect(res.status).toBe(201);
    const body: AdminProductDetail = adminProductDetailSchema.parse(await res.json());
    expect(body).toMatchObject({ maxParts: 4, flavourIds: [zaatar()] });
  });

  it('back to whole only, loses its flavours', async () => {
    const id = ids['Pizza de Calabresa']!;
    expect(
      (
        await put(
          `/api/admin/products/${id}`,
          product('Pizza de Calabresa', pizzas, { maxParts: 2, flavourIds: [zaatar()] }),
        )
      ).status,
    ).toBe(200);
    expect((await put(`/api/admin/products/${id}`, product('Pizza de Calabresa', pizzas))).status).toBe(200);
    expect(await read(id)).toMatchObject({ maxParts: 1, flavourIds: [] });
    expect(await flavourRows(id)).toEqual([]);
  });
});

describe('refused, with nothing changed', () => {
  const before = async () => ({ detail: await read(zaatar()), rows: await flavourRows(zaatar()) });
  const refused = async (over: Record<string, unknown>, status: number, error: string) => {
    const was = await before();
    const res = await saveZaatar({ name: 'Pizza de Zaatar Nova', ...over });
    expect(res.status).toBe(status);
    expect(((await res.json()) as { error: string }).error).toBe(error);
    expect(await before()).toEqual(was);
    const [row] = await t.db.select({ name: products.name }).from(products).where(eq(products.id, zaatar()));
    expect(row!.name).toBe('Pizza de Zaatar');
  };

  it('a flavour from another category', async () => {
    await refused({ maxParts: 2, flavourIds: [ids['Pizza Margherita'], ids['Suco de Laranja']] }, 400, SAME_CATEGORY);
  });

  it('the product itself as a flavour', async () => {
    await refused(
      { maxParts: 2, flavourIds: [zaatar()] },
      400,
      'O próprio produto já é o primeiro sabor: escolha outros.',
    );
  });

  it('a flavour that does not exist', async () => {
    await refused({ maxParts: 2, flavourIds: [UNKNOWN] }, 400, SAME_CATEGORY);
  });

  it('flavours on a product sold whole', async () => {
    await refused(
      { maxParts: 1, flavourIds: [ids['Pizza Margherita']] },
      400,
      'Sabores só valem para produto vendido em partes.',
    );
  });

  it('parts without flavours', async () => {
    await refused({ maxParts: 2, flavourIds: [] }, 400, 'Escolha ao menos um sabor para dividir.');
  });

  it('a flavour twice, more than 4 parts, or not an id', async () => {
    const m = ids['Pizza Margherita'];
    await refused({ maxParts: 2, flavourIds: [m, m] }, 400, 'Sabor repetido.');
    await refused({ maxParts: 5, flavourIds: [m] }, 400, 'Escolha de 1 a 4 sabores.');
    await refused({ maxParts: 2, flavourIds: ['calabresa'] }, 400, 'Sabor inválido.');
  });

  it('a customer saving parts', async () => {
    const was = await before();
    const res = await saveZaatar({ maxParts: 2, flavourIds: [ids['Pizza Margherita']] }, customer);
    expect(res.status).toBe(403);
    expect(await before()).toEqual(was);
  });
});

describe('a product moved to another category', () => {
  it('stops being a flavour of the products it left', async () => {
    const margherita = ids['Pizza Margherita']!;
    expect((await saveZaatar({ maxParts: 2, flavourIds: [margherita] })).status).toBe(200);
    const res = await put(`/api/admin/products/${margherita}`, product('Pizza Margherita', drinks));
    expect(res.status).toBe(200);
    expect((await read(zaatar())).flavourIds).toEqual([]);
  });
});

describe('the price of a product in parts', () => {
  it('is the store’s choice, saved with the store settings', async () => {
    const res = await put('/api/admin/store', { partsPricing: 'average' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { partsPricing: string }).partsPricing).toBe('average');
    const [row] = await t.db.select({ partsPricing: storeInfo.partsPricing }).from(storeInfo);
    expect(row!.partsPricing).toBe('average');
    const read = (await (await t.request('/api/admin/store', { cookie: admin })).json()) as { partsPricing: string };
    expect(read.partsPricing).toBe('average');

    const bad = await put('/api/admin/store', { partsPricing: 'cheapest' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe('Escolha como cobrar um item em partes');
    expect((await put('/api/admin/store', { partsPricing: 'max' }, customer)).status).toBe(403);
    const [after] = await t.db.select({ partsPricing: storeInfo.partsPricing }).from(storeInfo);
    expect(after!.partsPricing).toBe('average');
  });
});
