import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageData } from '@shared/contract/page-data';
import { createTestApp, type TestApp } from '../../testing/harness';
import { demoMenu } from '../../testing/checkout-fixtures';

// The home and product pages the server renders (docs/decisions/010), read as a browser
// without JavaScript gets them, from a web build made here with its renderer.
const webDist = mkdtempSync(path.join(os.tmpdir(), 'cardapio-pages-'));
// Monday 2026-11-23, 20:00 in São Paulo; the store opens Mondays 18:00-23:00 below.
let clock = new Date('2026-11-23T23:00:00Z');
let t: TestApp;
let admin: string;

beforeAll(async () => {
  await build({ configFile: path.resolve('vite.config.ts'), logLevel: 'warn', build: { outDir: webDist } });
  t = await createTestApp({ seed: true, env: { WEB_DIST: webDist }, now: () => clock });
  admin = (await t.signUp('dona@exemplo.com', { admin: true })).cookie;
  const hours = await t.request('/api/admin/store', {
    method: 'PUT',
    cookie: admin,
    json: { openingHours: [{ day: 1, open: '18:00', close: '23:00' }] },
  });
  expect(hours.status).toBe(200);
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\s+/g, ' ');
const pageData = (html: string) =>
  JSON.parse(/<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)![1]!) as PageData;

describe('server-rendered storefront', () => {
  it('the home arrives with the store, Destaques, the tabs and the first tab with prices, cached with a strong ETag', async () => {
    const res = await t.request('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    const seen = text(html);
    expect(html).toContain('<title>Casa da Esfiha · Cardápio e pedidos online</title>');
    expect(seen).toContain('Casa da Esfiha');
    expect(seen).toContain('Aberto até 23:00');
    expect(seen).toContain('Destaques');
    for (const tab of ['Esfihas abertas', 'Esfihas fechadas', 'Bebidas'])
      expect(html).toMatch(new RegExp(`role="tab"[^>]*>${tab}<`));
    expect(seen).toMatch(/Esfiha de Zaatar .*R\$ \d+,\d{2}/);
    // Each tab is a link to the home with that tab open.
    const bebidas = /href="\?categoria=([^"]+)"[^>]*>Bebidas</.exec(html)![1]!;
    const tabbed = await (await t.request(`/?categoria=${bebidas}`)).text();
    expect(text(tabbed)).toContain('Refrigerante Lata');
    expect(tabbed).toMatch(/aria-selected="true"[^>]*>Bebidas</);
    // The data the page was drawn from is in it, so the browser asks for none of it again.
    expect(pageData(html).menu.store.name).toBe('Casa da Esfiha');
    expect(html).not.toContain('href="/api/menu"');

    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.request('/', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('a product page arrives with the product, its price and its options', async () => {
    const { id } = (await demoMenu(t.db))['Esfiha de Carne']!;
    const html = await (await t.request(`/product/${id}`)).text();
    const seen = text(html);
    expect(html).toContain('<title>Esfiha de Carne · Casa da Esfiha</title>');
    expect(seen).toMatch(/Esfiha de Carne .*R\$ \d+,\d{2}/);
    expect(seen).toContain('Borda de catupiry');
    expect(pageData(html).product?.id).toBe(id);
    // An unknown product gets the app's shell, which says it was not found.
    const missing = await (await t.request('/product/00000000-0000-4000-8000-000000000000')).text();
    expect(missing).toContain('<div id="root"></div>');
  });

  it("an admin's change to a product is in the next page, and so is the store closing by its schedule", async () => {
    const before = await t.request('/');
    const { id } = (await demoMenu(t.db))['Esfiha de Zaatar']!;
    const detail = (await (await t.request(`/api/admin/products/${id}`, { cookie: admin })).json()) as Record<
      string,
      unknown
    >;
    const saved = await t.request(`/api/admin/products/${id}`, {
      method: 'PUT',
      cookie: admin,
      json: { ...detail, name: 'Esfiha de Zaatar da Casa', priceCents: 1234 },
    });
    expect(saved.status).toBe(200);
    const after = await t.request('/', { headers: { 'if-none-match': before.headers.get('etag')! } });
    expect(after.status).toBe(200);
    expect(text(await after.text())).toMatch(/Esfiha de Zaatar da Casa .*R\$ 12,34/);

    clock = new Date('2026-11-24T02:00:00Z'); // Monday 23:00: closed until the next Monday
    const closed = text(await (await t.request('/')).text());
    expect(closed).toContain('Fechado · abre em 30/11 às 18:00');
    expect(closed).not.toContain('Aberto até 23:00');
  });
});
