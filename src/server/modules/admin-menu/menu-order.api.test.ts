import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '@server/db/schema';
import { createTestApp, type TestApp } from '@server/testing/harness';
import { adminCategoryListSchema, adminProductListSchema } from '@shared/contract/admin-menu';
import type { PublicMenu } from '@shared/contract/menu';
import { CATEGORY_ORDER_MISMATCH, PRODUCT_ORDER_MISMATCH } from '@shared/schemas/menu-order';

// Menu order (docs/product.md#menu-order): the admin drags categories and products; the storefront follows.

let t: TestApp;
let admin: string;
let customer: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = (await t.signUp('dona@exemplo.com', { admin: true })).cookie;
  customer = (await t.signUp()).cookie;
});
afterAll(() => t.close());

/** `cookie` null: an anonymous caller. */
const put = (path: string, json: unknown, cookie: string | null = admin) =>
  t.request(path, { method: 'PUT', cookie: cookie ?? undefined, json });
const publicMenu = async () => (await (await t.request('/api/menu')).json()) as PublicMenu;
const adminCategories = async () =>
  adminCategoryListSchema.parse(await (await t.request('/api/admin/categories', { cookie: admin })).json());
const adminProducts = async () =>
  adminProductListSchema.parse(await (await t.request('/api/admin/products', { cookie: admin })).json());
const namesIn = (menu: PublicMenu, categoryId: string) =>
  menu.products.filter((p) => p.categoryId === categoryId).map((p) => p.name);
const orderOf = async () =>
  (
    await t.db
      .select({ id: products.id, sortOrder: products.sortOrder, categoryId: products.categoryId })
      .from(products)
  )
    .map((r) => `${r.id}:${r.sortOrder}:${r.categoryId}`)
    .sort();

describe('categories', () => {
  it('saves the dragged order: the admin list and the public menu show it at once', async () => {
    const before = await adminCategories();
    await publicMenu(); // fills the cache: the write must drop it
    const ids = before.map((c) => c.id).reverse();
    const res = await put('/api/admin/categories/order', { ids });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect((await adminCategories()).map((c) => c.id)).toEqual(ids);
    expect((await publicMenu()).categories.map((c) => c.id)).toEqual(ids);
  });

  it('puts a new category last', async () => {
    const res = await t.request('/api/admin/categories', {
      method: 'POST',
      cookie: admin,
      json: { name: 'Aaa novas' },
    });
    expect(res.status).toBe(201);
    const list = await adminCategories();
    expect(list.at(-1)!.name).toBe('Aaa novas');
    expect((await publicMenu()).categories.at(-1)!.name).toBe('Aaa novas');
  });

  it('refuses a list that is not every category once, changing nothing', async () => {
    const ids = (await adminCategories()).map((c) => c.id);
    const stored = async () => (await t.db.select().from(categories)).map((c) => `${c.id}:${c.sortOrder}`).sort();
    const before = await stored();
    const cases: [unknown, string][] = [
      [{ ids: ids.slice(1) }, CATEGORY_ORDER_MISMATCH],
      [{ ids: [...ids.slice(1), '00000000-0000-4000-8000-000000000000'] }, CATEGORY_ORDER_MISMATCH],
      [{ ids: [...ids, ids[0]] }, 'Um item aparece mais de uma vez na lista.'],
      [{ ids: [...ids.slice(1), 'nada'] }, 'Identificador inválido'],
      [{}, 'Envie a lista de itens na nova ordem.'],
    ];
    for (const [body, message] of cases) {
      const res = await put('/api/admin/categories/order', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error).toBe(message);
    }
    expect(await stored()).toEqual(before);
  });
});

describe('products', () => {
  it('saves the dragged order within a category: first on the storefront', async () => {
    const menu = await publicMenu();
    const categoryId = menu.categories.find((c) => c.name === 'Esfihas abertas')!.id;
    const ids = menu.products.filter((p) => p.categoryId === categoryId).map((p) => p.id);
    const moved = [ids.at(-1)!, ...ids.slice(0, -1)];
    const res = await put('/api/admin/products/order', { categoryId, ids: moved });
    expect(res.status).toBe(200);
    const after = await publicMenu();
    expect(after.products.filter((p) => p.categoryId === categoryId).map((p) => p.id)).toEqual(moved);
    // the admin list: categories in their order, products in theirs
    const listed = (await adminProducts()).filter((p) => p.categoryId === categoryId).map((p) => p.id);
    expect(listed).toEqual(moved);
    const catOrder = (await adminCategories()).map((c) => c.id);
    const seen = [...new Set((await adminProducts()).map((p) => p.categoryId))];
    expect(seen).toEqual(catOrder.filter((id) => seen.includes(id)));
  });

  it('refuses another category’s product, a missing one, an unknown category; nothing changes', async () => {
    const menu = await publicMenu();
    const [a, b] = menu.categories;
    const idsA = menu.products.filter((p) => p.categoryId === a!.id).map((p) => p.id);
    const idsB = menu.products.filter((p) => p.categoryId === b!.id).map((p) => p.id);
    const before = await orderOf();
    const cases: [unknown, number, string][] = [
      [{ categoryId: a!.id, ids: idsA.slice(1) }, 400, PRODUCT_ORDER_MISMATCH],
      [{ categoryId: a!.id, ids: [...idsA.slice(1), idsB[0]] }, 400, PRODUCT_ORDER_MISMATCH],
      [{ categoryId: a!.id, ids: [...idsA, idsB[0]] }, 400, PRODUCT_ORDER_MISMATCH],
      [{ categoryId: '00000000-0000-4000-8000-000000000000', ids: idsA }, 400, 'Categoria não encontrada.'],
      [{ categoryId: null, ids: idsA }, 400, PRODUCT_ORDER_MISMATCH],
      [{ ids: idsA }, 400, 'Categoria não encontrada'],
    ];
    for (const [body, status, message] of cases) {
      const res = await put('/api/admin/products/order', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect((await res.json()).error).toBe(message);
    }
    expect(await orderOf()).toEqual(before);
  });

  it('puts a new product last in its category, and a product moved to another category last there', async () => {
    const menu = await publicMenu();
    const [a, b] = menu.categories;
    const created = await t.request('/api/admin/products', {
      method: 'POST',
      cookie: admin,
      json: { name: 'Aaa Esfiha Nova', description: '', priceCents: 500, categoryId: a!.id, imageUrl: '', options: [] },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect(namesIn(await publicMenu(), a!.id).at(-1)).toBe('Aaa Esfiha Nova');

    const [row] = await t.db.select().from(products).where(eq(products.id, id));
    const moved = await put(`/api/admin/products/${id}`, {
      name: row!.name,
      description: '',
      priceCents: row!.priceCents,
      categoryId: b!.id,
      imageUrl: '',
      options: [],
    });
    expect(moved.status).toBe(200);
    expect(namesIn(await publicMenu(), b!.id).at(-1)).toBe('Aaa Esfiha Nova');
    // saved again in the same category, it keeps its place
    const onceMore = namesIn(await publicMenu(), b!.id);
    await put(`/api/admin/products/order`, {
      categoryId: b!.id,
      ids: [id, ...(await publicMenu()).products.filter((p) => p.categoryId === b!.id && p.id !== id).map((p) => p.id)],
    });
    await put(`/api/admin/products/${id}`, {
      name: 'Aaa Esfiha Nova',
      description: 'Agora com descrição',
      priceCents: 500,
      categoryId: b!.id,
      imageUrl: '',
      options: [],
    });
    expect(namesIn(await publicMenu(), b!.id)[0]).toBe('Aaa Esfiha Nova');
    expect(onceMore).toHaveLength(namesIn(await publicMenu(), b!.id).length);
  });
});

describe('who may order the menu', () => {
  it.each([
    ['/api/admin/categories/order', { ids: [] }],
    ['/api/admin/products/order', { categoryId: null, ids: [] }],
  ])('PUT %s: 401 anonymous, 403 customer', async (path, body) => {
    const anon = await put(path, body, null);
    expect(anon.status).toBe(401);
    expect((await anon.json()).error).toBe('Faça login para continuar');
    const cust = await put(path, body, customer);
    expect(cust.status).toBe(403);
    expect((await cust.json()).error).toBe('Acesso negado. Você não tem permissões de administrador.');
  });
});
