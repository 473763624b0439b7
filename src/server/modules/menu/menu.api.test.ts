import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '@server/db/schema';
import { createTestApp, type TestApp } from '@server/testing/harness';
import type { ProductDetail, PublicMenu, SearchResult } from '@shared/menu';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = (await t.signUp('dona@exemplo.com', { admin: true })).cookie;
});
afterAll(() => t.close());

const getMenu = async () => {
  const res = await t.request('/api/menu');
  expect(res.status).toBe(200);
  return (await res.json()) as PublicMenu;
};
const search = async (q: string) => {
  const res = await t.request(`/api/menu/search?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as SearchResult[];
};

describe('GET /api/menu', () => {
  it('gives the store, the categories and the products with hasOptions in one answer', async () => {
    const menu = await getMenu();
    expect(menu.store.name).toBe('Casa da Esfiha');
    expect(menu.store).not.toHaveProperty('pixKey');
    expect(menu.categories.map((c) => c.name)).toEqual([
      'Esfihas abertas',
      'Esfihas fechadas',
      'Pratos árabes',
      'Pastas e saladas',
      'Doces',
      'Bebidas',
      'Pizzas',
    ]);
    expect(menu.products).toHaveLength(27);
    const byName = new Map(menu.products.map((p) => [p.name, p]));
    expect(byName.get('Kibe Frito (6 unidades)')).toMatchObject({ hasOptions: true, popular: true });
    expect(byName.get('Homus')).toMatchObject({ hasOptions: false, vegetarian: true, popular: true });
    expect(byName.get('Esfiha de Carne')?.imageUrl).toBe('/images/menu/esfiha-carne.webp');
    expect(menu.products.every((p) => menu.categories.some((c) => c.id === p.categoryId))).toBe(true);

    // The demo's pizzas are sold half-and-half, the other pizzas as flavours (docs/product.md#half-and-half).
    const calabresa = byName.get('Pizza de Calabresa')!;
    expect(calabresa).toMatchObject({ hasOptions: true, priceCents: 5490 });
    const detail = (await (await t.request(`/api/products/${calabresa.id}`)).json()) as ProductDetail;
    expect(detail.parts?.max).toBe(2);
    expect(detail.parts?.flavours.map((f) => f.name)).toEqual([
      'Pizza de Zaatar',
      'Pizza Margherita',
      'Pizza de Kafta',
    ]);
  });

  it('is served from memory until an admin changes the menu or the store', async () => {
    const before = await getMenu();
    const homus = before.products.find((p) => p.name === 'Homus')!;
    // A write behind the API's back is not seen: the menu is cached.
    await t.db.update(products).set({ priceCents: 1 }).where(eq(products.id, homus.id));
    expect((await getMenu()).products.find((p) => p.id === homus.id)?.priceCents).toBe(homus.priceCents);

    // An admin write through the API drops the cache.
    const detail = (await (await t.request(`/api/admin/products/${homus.id}`, { cookie: admin })).json()) as Record<
      string,
      unknown
    >;
    const res = await t.request(`/api/admin/products/${homus.id}`, {
      method: 'PUT',
      cookie: admin,
      json: {
        name: 'Homus',
        description: detail.description,
        priceCents: 2390,
        categoryId: homus.categoryId,
        imageUrl: detail.imageUrl,
        popular: true,
        vegetarian: true,
        options: [],
      },
    });
    expect(res.status).toBe(200);
    expect((await getMenu()).products.find((p) => p.id === homus.id)?.priceCents).toBe(2390);

    const store = await t.request('/api/admin/store', {
      method: 'PUT',
      cookie: admin,
      json: { freeDeliveryThresholdCents: 8000 },
    });
    expect(store.status).toBe(200);
    expect((await getMenu()).store.freeDeliveryThresholdCents).toBe(8000);
  });

  it('drops its copy when another instance on the same database says the menu changed', async () => {
    const before = await getMenu();
    const tabule = before.products.find((p) => p.name === 'Tabule')!;
    await t.db.update(products).set({ priceCents: 2222 }).where(eq(products.id, tabule.id));
    expect((await getMenu()).products.find((p) => p.id === tabule.id)?.priceCents).toBe(tabule.priceCents);
    await t.db.execute(sql`select pg_notify('menu_changed', 'another-instance')`);
    await expect.poll(async () => (await getMenu()).products.find((p) => p.id === tabule.id)?.priceCents).toBe(2222);
  });

  it('leaves inactive products out', async () => {
    const menu = await getMenu();
    const malabie = menu.products.find((p) => p.name === 'Malabie')!;
    await t.db.update(products).set({ active: false }).where(eq(products.id, malabie.id));
    await t.request('/api/admin/store', { method: 'PUT', cookie: admin, json: { deliveryTime: '50-60 min' } });
    expect((await getMenu()).products.some((p) => p.id === malabie.id)).toBe(false);
    expect((await t.request(`/api/products/${malabie.id}`)).status).toBe(404);
    expect(await search('malabie')).toEqual([]);
  });
});

describe('GET /api/menu as bytes kept in memory', () => {
  const fetchMenu = (headers: Record<string, string> = {}) => t.request('/api/menu', { headers });
  const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it('sends gzip, brotli or plain JSON as Accept-Encoding asks, all the same JSON', async () => {
    const plain = await fetchMenu();
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-type')).toMatch(/^application\/json/);
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(plain.headers.get('cache-control')).toBe('no-cache');
    const plainBytes = await bytes(plain);
    expect(plain.headers.get('content-length')).toBe(String(plainBytes.length));
    const menu = JSON.parse(plainBytes.toString('utf8')) as PublicMenu;
    expect(menu).toEqual(await getMenu());
    expect(menu.products.length).toBeGreaterThan(20);

    const cases: [string, string | null][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['gzip;q=0, br', 'br'],
      ['br;q=0, gzip;q=0', null],
      ['*', 'br'],
      ['deflate', null],
      ['identity', null],
    ];
    for (const [accept, expected] of cases) {
      const res = await fetchMenu({ 'accept-encoding': accept });
      expect(res.status, accept).toBe(200);
      expect(res.headers.get('content-encoding'), accept).toBe(expected);
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      const body = await bytes(res);
      expect(res.headers.get('content-length'), accept).toBe(String(body.length));
      const decoded = expected === 'br' ? brotliDecompressSync(body) : expected === 'gzip' ? gunzipSync(body) : body;
      expect(decoded.equals(plainBytes), accept).toBe(true);
      if (expected) expect(body.length, accept).toBeLessThan(plainBytes.length / 3);
    }
  });

  it('gives each encoding its own strong ETag and answers 304 to a matching If-None-Match', async () => {
    const etags = new Map<string, string>();
    for (const accept of ['br', 'gzip', 'identity']) {
      const res = await fetchMenu({ 'accept-encoding': accept });
      const etag = res.headers.get('etag')!;
      expect(etag, accept).toMatch(/^"[\w-]+"$/);
      etags.set(accept, etag);
    }
    expect(new Set(etags.values()).size).toBe(3);

    const notModified = await fetchMenu({ 'accept-encoding': 'gzip, br', 'if-none-match': etags.get('br')! });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    expect(notModified.headers.get('etag')).toBe(etags.get('br'));
    expect(notModified.headers.get('cache-control')).toBe('no-cache');
    expect(notModified.headers.get('vary')).toBe('Accept-Encoding');
    expect(notModified.headers.get('content-security-policy')).toContain("default-src 'self'");

    // The same JSON cached in another encoding, a weak form or a list: still not modified.
    for (const inm of [etags.get('gzip')!, `W/${etags.get('identity')}`, `"other", ${etags.get('br')}`, '*']) {
      expect((await fetchMenu({ 'accept-encoding': 'gzip, br', 'if-none-match': inm })).status, inm).toBe(304);
    }
    const stale = await fetchMenu({ 'accept-encoding': 'gzip, br', 'if-none-match': '"not-the-menu"' });
    expect(stale.status).toBe(200);
    expect(stale.headers.get('content-encoding')).toBe('br');
  });

  it('changes the ETag and the bytes after an admin edit', async () => {
    const first = await fetchMenu({ 'accept-encoding': 'gzip, br' });
    const etag = first.headers.get('etag')!;
    // Unchanged menu, unchanged ETag: the bytes were kept, not made again.
    expect((await fetchMenu({ 'accept-encoding': 'gzip, br' })).headers.get('etag')).toBe(etag);

    const res = await t.request('/api/admin/store', {
      method: 'PUT',
      cookie: admin,
      json: { deliveryTime: '35-45 min' },
    });
    expect(res.status).toBe(200);
    const after = await fetchMenu({ 'accept-encoding': 'gzip, br', 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const menu = JSON.parse(brotliDecompressSync(await bytes(after)).toString('utf8')) as PublicMenu;
    expect(menu.store.deliveryTime).toBe('35-45 min');
    expect(
      (await fetchMenu({ 'accept-encoding': 'gzip, br', 'if-none-match': after.headers.get('etag')! })).status,
    ).toBe(304);
  });

  it('answers the same to a signed-in customer, with the security headers', async () => {
    const { cookie } = await t.signUp();
    const anon = await fetchMenu({ 'accept-encoding': 'gzip' });
    const signedIn = await t.request('/api/menu', { cookie, headers: { 'accept-encoding': 'gzip' } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('etag')).toBe(anon.headers.get('etag'));
    expect((await bytes(signedIn)).equals(await bytes(anon))).toBe(true);
    for (const h of [
      'content-security-policy',
      'x-frame-options',
      'x-content-type-options',
      'referrer-policy',
      'strict-transport-security',
    ]) {
      expect(signedIn.headers.get(h), h).toBeTruthy();
    }
  });
});

describe('GET /api/products/:id', () => {
  it('gives the product with its option groups and variations in order', async () => {
    const menu = await getMenu();
    const kafta = menu.products.find((p) => p.name === 'Kafta no Prato')!;
    const res = await t.request(`/api/products/${kafta.id}`);
    expect(res.status).toBe(200);
    const p = (await res.json()) as ProductDetail;
    expect(p.categoryName).toBe('Pratos árabes');
    expect(p.options.map((o) => [o.title, o.minChoices, o.maxChoices, o.repeatable])).toEqual([
      ['Ponto da carne', 1, 1, false],
      ['Acompanhamento', 1, 1, false],
    ]);
    expect(p.options[1]!.variations.map((v) => [v.name, v.priceCents])).toEqual([
      ['Arroz com lentilha', 0],
      ['Fritas', 0],
      ['Tabule', 300],
    ]);
  });

  it("answers 404 'Produto não encontrado' for an unknown or malformed id", async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nao-e-um-id', "1'; drop table products;--"]) {
      const res = await t.request(`/api/products/${encodeURIComponent(id)}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'Produto não encontrado' });
    }
  });
});

describe('GET /api/menu/search', () => {
  it('ignores case and accents', async () => {
    expect((await search('hortela')).map((r) => r.name)).toEqual(['Limonada com Hortelã']);
    expect((await search('CHÁ GEL')).map((r) => r.name)).toEqual(['Chá Gelado de Hibisco']);
    const [kibe] = await search('kibe');
    expect(kibe).toMatchObject({
      name: 'Kibe Frito (6 unidades)',
      categoryName: 'Pratos árabes',
      imageUrl: '/images/menu/kibe-frito.webp',
    });
  });

  it("'pao' finds 'Pão'", async () => {
    const cats = (await (await t.request('/api/admin/categories', { cookie: admin })).json()) as {
      id: string;
      name: string;
    }[];
    const res = await t.request('/api/admin/products', {
      method: 'POST',
      cookie: admin,
      json: { name: 'Pão Sírio', priceCents: 500, categoryId: cats[0]!.id, options: [] },
    });
    expect(res.status).toBe(201);
    expect((await search('pao')).map((r) => r.name)).toEqual(['Pão Sírio']);
  });

  it('gives at most 10 results, names starting with the text first', async () => {
    expect(await search('e')).toHaveLength(10);
    const names = (await search('s')).map((r) => r.name.toLowerCase());
    const firstOther = names.findIndex((n) => !n.startsWith('s'));
    expect(firstOther).toBeGreaterThan(0);
    expect(names.slice(firstOther).every((n) => !n.startsWith('s'))).toBe(true);
    const fatayer = await search('espinafre');
    expect(fatayer.map((r) => r.name)).toEqual(['Fatayer de Espinafre']);
  });

  it('runs no match for blank text, wildcards or an overlong query', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('   ')).toEqual([]);
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    expect(await search('x'.repeat(5000))).toEqual([]);
    expect((await t.request('/api/menu/search')).status).toBe(200);
  });
});
