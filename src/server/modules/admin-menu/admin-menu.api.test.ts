import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionVariations, productOptions, products } from '@server/db/schema';
import { createTestApp, type TestApp } from '@server/testing/harness';
import type { AdminCategory } from '@shared/schemas/category';
import type { AdminProduct, AdminProductDetail } from '@shared/schemas/product';

let t: TestApp;
let admin: string;
let customer: string;
let categoryId: string;

const ID = '00000000-0000-4000-8000-000000000000';
/** A photo's path as POST /api/admin/uploads answers it. */
const UPLOADED = '/uploads/0b7e6f1c-2a3d-4e5f-8a9b-0c1d2e3f4a5b.webp';

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signUp('dona@exemplo.com', { admin: true, name: 'Dona Ana' })).cookie;
  customer = (await t.signUp()).cookie;
  const res = await t.request('/api/admin/categories', { method: 'POST', cookie: admin, json: { name: 'Esfihas' } });
  categoryId = ((await res.json()) as { id: string }).id;
});
afterAll(() => t.close());

const post = (path: string, json: unknown, cookie = admin) => t.request(path, { method: 'POST', cookie, json });
const put = (path: string, json: unknown, cookie = admin) => t.request(path, { method: 'PUT', cookie, json });
const del = (path: string, cookie = admin) => t.request(path, { method: 'DELETE', cookie });

const product = (over: Record<string, unknown> = {}) => ({
  name: 'Esfiha de Queijo',
  description: 'Massa fina',
  priceCents: 790,
  categoryId,
  imageUrl: '',
  popular: true,
  vegetarian: true,
  options: [
    {
      title: 'Tamanho',
      minChoices: 1,
      variations: [
        { name: 'Pequena', priceCents: 0 },
        { name: 'Grande', priceCents: 300 },
      ],
    },
  ],
  ...over,
});

describe('admin menu endpoints', () => {
  const endpoints: [string, string][] = [
    ['GET', '/api/admin/products'],
    ['GET', `/api/admin/products/${ID}`],
    ['POST', '/api/admin/products'],
    ['PUT', `/api/admin/products/${ID}`],
    ['DELETE', `/api/admin/products/${ID}`],
    ['GET', '/api/admin/categories'],
    ['POST', '/api/admin/categories'],
    ['PUT', `/api/admin/categories/${ID}`],
    ['DELETE', `/api/admin/categories/${ID}`],
  ];
  it.each(endpoints)('%s %s answers 401 anonymous and 403 to a customer', async (method, path) => {
    const body = method === 'GET' || method === 'DELETE' ? {} : { json: product() };
    const anon = await t.request(path, { method, ...body });
    expect(anon.status).toBe(401);
    expect((await anon.json()).error).toBe('Faça login para continuar');
    const cust = await t.request(path, { method, cookie: customer, ...body });
    expect(cust.status).toBe(403);
    expect((await cust.json()).error).toBe('Acesso negado. Você não tem permissões de administrador.');
  });
});

describe('categories', () => {
  it('adds, lists them in menu order (a new one last) with product counts, renames and deletes an empty category', async () => {
    const res = await post('/api/admin/categories', { name: '  Bebidas  ', description: 'Geladas' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect((await put(`/api/admin/categories/${id}`, { name: 'Bebidas geladas', description: '' })).status).toBe(200);
    const list = (await (await t.request('/api/admin/categories', { cookie: admin })).json()) as AdminCategory[];
    expect(list.map((c) => c.name)).toEqual(['Esfihas', 'Bebidas geladas']);
    expect(list[1]).toMatchObject({ productCount: 0, description: null });
    expect((await del(`/api/admin/categories/${id}`)).status).toBe(200);
    expect((await del(`/api/admin/categories/${id}`)).status).toBe(404);
  });

  it('refuses a blank name with the category form message', async () => {
    const res = await post('/api/admin/categories', { name: '   ' });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('Nome da categoria é obrigatório.');
  });

  it('refuses to delete a category that has products, naming the count', async () => {
    const cat = (await (await post('/api/admin/categories', { name: 'Doces' })).json()) as { id: string };
    await post('/api/admin/products', product({ name: 'Baklava', categoryId: cat.id, options: [] }));
    await post('/api/admin/products', product({ name: 'Malabie', categoryId: cat.id, options: [] }));
    const res = await del(`/api/admin/categories/${cat.id}`);
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe(
      'Esta categoria tem 2 produtos. Remova ou mova os produtos para outra categoria antes de excluí-la.',
    );
    const list = (await (await t.request('/api/admin/categories', { cookie: admin })).json()) as AdminCategory[];
    expect(list.find((c) => c.id === cat.id)?.productCount).toBe(2);
  });
});

describe('products', () => {
  it.each([
    [{ name: 'Es' }, 'Nome do produto deve ter pelo menos 3 caracteres.'],
    [{ priceCents: 0 }, 'Preço deve ser maior que zero.'],
    [{ categoryId: 'abc' }, 'Selecione uma categoria válida.'],
    [{ categoryId: ID }, 'Selecione uma categoria válida.'],
    [{ imageUrl: 'javascript:alert(1)' }, 'URL da imagem inválida.'],
    [{ imageUrl: 'data:image/png;base64,iVBORw0KGgo=' }, 'URL da imagem inválida.'],
    [{ imageUrl: 'http://exemplo.com/esfiha.jpg' }, 'URL da imagem inválida.'],
    [{ imageUrl: '/api/auth/sign-out' }, 'URL da imagem inválida.'],
    [{ imageUrl: '/uploads/abc.webp' }, 'URL da imagem inválida.'],
    [{ options: [{ title: ' ', variations: [{ name: 'A' }] }] }, 'Título da opção é obrigatório'],
    [{ options: [{ title: 'Borda', variations: [] }] }, 'Adicione ao menos uma variante'],
    [{ options: [{ title: 'Borda', variations: [{ name: '' }] }] }, 'Nome da variante é obrigatório'],
    [
      { options: [{ title: 'Borda', variations: [{ name: 'Catupiry', priceCents: -1 }] }] },
      'Preço deve ser maior ou igual a zero.',
    ],
  ])('refuses %j with "%s"', async (over, message) => {
    const before = await t.db.select().from(products);
    const res = await post('/api/admin/products', product(over));
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(message);
    expect(await t.db.select().from(products)).toHaveLength(before.length);
  });

  it('creates a product with its option groups and lists it with its category and option count', async () => {
    const res = await post('/api/admin/products', product({ name: 'Esfiha Aberta', imageUrl: UPLOADED }));
    expect(res.status).toBe(201);
    const created = (await res.json()) as AdminProductDetail;
    expect(created).toMatchObject({
      name: 'Esfiha Aberta',
      priceCents: 790,
      categoryName: 'Esfihas',
      optionCount: 1,
      imageUrl: UPLOADED,
    });
    expect(created.options[0]!.variations.map((v) => [v.name, v.priceCents])).toEqual([
      ['Pequena', 0],
      ['Grande', 300],
    ]);
    const list = (await (await t.request('/api/admin/products?q=aBeRt', { cookie: admin })).json()) as AdminProduct[];
    expect(list.map((p) => p.name)).toEqual(['Esfiha Aberta']);
  });

  it('updates groups and variations by id: removed ones deleted, new ones added, existing ones updated', async () => {
    const created = (await (
      await post(
        '/api/admin/products',
        product({
          name: 'Kibe',
          options: [
            { title: 'Recheio', minChoices: 1, variations: [{ name: 'Carne' }, { name: 'Queijo', priceCents: 100 }] },
            { title: 'Molho', variations: [{ name: 'Coalhada' }] },
          ],
        }),
      )
    ).json()) as AdminProductDetail;
    const [recheio, molho] = created.options;
    const res = await put(
      `/api/admin/products/${created.id}`,
      product({
        name: 'Kibe Frito',
        options: [
          {
            id: recheio!.id,
            title: 'Recheio escolhido',
            minChoices: 0,
            maxChoices: 2,
            variations: [
              { id: recheio!.variations[1]!.id, name: 'Queijo', priceCents: 150 },
              { name: 'Catupiry', priceCents: 200 },
            ],
          },
          { title: 'Extra', variations: [{ name: 'Limão' }] },
        ],
      }),
    );
    expect(res.status).toBe(200);
    const saved = (await res.json()) as AdminProductDetail;
    expect(saved.name).toBe('Kibe Frito');
    expect(
      saved.options.map((o) => [
        o.title,
        o.minChoices,
        o.maxChoices,
        o.variations.map((v) => `${v.name}:${v.priceCents}`),
      ]),
    ).toEqual([
      ['Recheio escolhido', 0, 2, ['Queijo:150', 'Catupiry:200']],
      ['Extra', 0, 1, ['Limão:0']],
    ]);
    expect(saved.options[0]!.id).toBe(recheio!.id);
    expect(saved.options[0]!.variations[0]!.id).toBe(recheio!.variations[1]!.id);
    expect(await t.db.select().from(productOptions).where(eq(productOptions.id, molho!.id))).toHaveLength(0);
    expect(
      await t.db.select().from(optionVariations).where(eq(optionVariations.id, recheio!.variations[0]!.id)),
    ).toHaveLength(0);
  });

  it('a failed save leaves nothing half-written', async () => {
    const a = (await (await post('/api/admin/products', product({ name: 'Produto A' }))).json()) as AdminProductDetail;
    const b = (await (await post('/api/admin/products', product({ name: 'Produto B' }))).json()) as AdminProductDetail;
    // The second group points at a variation of another product: the whole save is refused
    // after the product row and the first group were already written inside the transaction.
    const res = await put(
      `/api/admin/products/${a.id}`,
      product({
        name: 'Produto A renomeado',
        priceCents: 1,
        options: [
          { title: 'Nova', variations: [{ name: 'X' }] },
          {
            id: a.options[0]!.id,
            title: 'Tamanho',
            variations: [{ id: b.options[0]!.variations[0]!.id, name: 'Roubada' }],
          },
        ],
      }),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('Variante não encontrada nesta opção');
    const after = (await (
      await t.request(`/api/admin/products/${a.id}`, { cookie: admin })
    ).json()) as AdminProductDetail;
    expect(after).toEqual(a);
    const bAfter = (await (
      await t.request(`/api/admin/products/${b.id}`, { cookie: admin })
    ).json()) as AdminProductDetail;
    expect(bAfter).toEqual(b);

    // A new product whose option names a group of another product: nothing is created.
    const count = (await t.db.select().from(products)).length;
    const res2 = await post(
      '/api/admin/products',
      product({ name: 'Produto C', options: [{ id: b.options[0]!.id, title: 'T', variations: [{ name: 'V' }] }] }),
    );
    expect(res2.status).toBe(400);
    expect((await res2.json()).error).toBe('Opção não encontrada neste produto');
    expect(await t.db.select().from(products)).toHaveLength(count);
  });

  it('deletes a product with its options; an unknown id is a 404', async () => {
    const p = (await (
      await post('/api/admin/products', product({ name: 'Para apagar' }))
    ).json()) as AdminProductDetail;
    expect((await del(`/api/admin/products/${p.id}`)).status).toBe(200);
    expect(await t.db.select().from(productOptions).where(eq(productOptions.productId, p.id))).toHaveLength(0);
    expect((await del(`/api/admin/products/${p.id}`)).status).toBe(404);
    expect((await t.request(`/api/admin/products/${p.id}`, { cookie: admin })).status).toBe(404);
    expect((await t.request('/api/admin/products/nao-e-id', { cookie: admin })).status).toBe(404);
  });
});

describe('the public menu follows admin writes (menu cache invalidated)', () => {
  type Menu = {
    categories: { id: string; name: string }[];
    products: { id: string; name: string; priceCents: number }[];
  };
  const menu = async () => (await (await t.request('/api/menu')).json()) as Menu;

  it('shows a new product, its new price, and drops it when deleted', async () => {
    await menu(); // warm the cache
    const p = (await (await post('/api/admin/products', product({ name: 'Kunafa' }))).json()) as AdminProductDetail;
    expect((await menu()).products.find((x) => x.id === p.id)?.priceCents).toBe(790);
    await put(`/api/admin/products/${p.id}`, product({ name: 'Kunafa', priceCents: 1290 }));
    expect((await menu()).products.find((x) => x.id === p.id)?.priceCents).toBe(1290);
    await del(`/api/admin/products/${p.id}`);
    expect((await menu()).products.some((x) => x.id === p.id)).toBe(false);
  });

  it('shows a renamed category', async () => {
    const c = (await (await post('/api/admin/categories', { name: 'Porções' })).json()) as { id: string };
    await menu();
    await put(`/api/admin/categories/${c.id}`, { name: 'Porções para dividir' });
    expect((await menu()).categories.find((x) => x.id === c.id)?.name).toBe('Porções para dividir');
  });
});

describe('availability', () => {
  it('an unavailable product stays in the admin but leaves the storefront until turned back on', async () => {
    const p = (await (await post('/api/admin/products', product({ name: 'Ataif' }))).json()) as AdminProductDetail;
    expect(p.active).toBe(true);
    await put(`/api/admin/products/${p.id}`, product({ name: 'Ataif', active: false }));
    const storefront = (await (await t.request('/api/menu')).json()) as { products: { id: string }[] };
    expect(storefront.products.some((x) => x.id === p.id)).toBe(false);
    expect((await t.request(`/api/products/${p.id}`)).status).toBe(404);
    const admin_ = (await (await t.request('/api/admin/products?q=Ataif', { cookie: admin })).json()) as AdminProduct[];
    expect(admin_).toMatchObject([{ id: p.id, active: false }]);
    await put(`/api/admin/products/${p.id}`, product({ name: 'Ataif', active: true }));
    expect(
      ((await (await t.request('/api/menu')).json()) as { products: { id: string }[] }).products.some(
        (x) => x.id === p.id,
      ),
    ).toBe(true);
  });
});
