import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoMenu } from '@server/testing/checkout-fixtures';
import { ORIGIN, createTestApp, type TestApp } from '@server/testing/harness';
import { onSocket } from '@server/testing/node-socket';
import type { PageData } from '@shared/contract/page-data';

// The home and product pages the server renders (docs/decisions/010), read as a browser
// without JavaScript gets them, from a web build made here with its renderer.
const webDist = mkdtempSync(path.join(os.tmpdir(), 'cardapio-pages-'));
// Monday 2026-11-23, 20:00 in São Paulo; the store opens Mondays 18:00-23:00 below.
let clock = new Date('2026-11-23T23:00:00Z');
let t: TestApp;
let admin: string;
// The same app behind Node's listener (http/node-server.ts), where the fast path answers before Hono.
let socket: Awaited<ReturnType<typeof onSocket>>;
let base: string;
let honoCalls: ReturnType<typeof vi.spyOn>;

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
  honoCalls = vi.spyOn(t.app, 'fetch');
  socket = await onSocket(t.app);
  base = socket.base;
}, 120_000);
afterAll(async () => {
  await socket.close();
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\s+/g, ' ');
/** An admin's change to a demo product's name and price, through the admin API. */
async function renameProduct(from: string, name: string, priceCents: number): Promise<string> {
  const { id } = (await demoMenu(t.db))[from]!;
  const detail = (await (await t.request(`/api/admin/products/${id}`, { cookie: admin })).json()) as object;
  const saved = await t.request(`/api/admin/products/${id}`, {
    method: 'PUT',
    cookie: admin,
    json: { ...detail, name, priceCents },
  });
  expect(saved.status).toBe(200);
  return id;
}

const pageData = (html: string) =>
  JSON.parse(/<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)![1]!) as PageData;

describe('server-rendered storefront', () => {
  it('the home arrives with the store, Destaques, the tabs and the first tab with prices, cached with a strong ETag', async () => {
    const res = await t.request('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    const seen = text(html);
    expect(html).toContain('<title data-default="Cardápio">Casa da Esfiha · Cardápio e pedidos online</title>');
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
    // Its styles travel in it: no stylesheet request holds the first paint back.
    expect(html).toMatch(/<style>[^<]*\.bg-primary/);
    expect(html).not.toContain('rel="stylesheet"');
    // Nor does the app's code compete with the page's images: the page loads the small boot
    // script, which asks for the app's entry once the page is painted.
    expect(html).not.toContain('rel="modulepreload"');
    const boot =
      /<script type="module" crossorigin src="(\/assets\/boot-[\w-]+\.js)" data-app="([^"]+)"><\/script>/.exec(html);
    expect(boot).not.toBeNull();
    const shell = await (await t.request('/cart')).text();
    expect(shell).toContain(`<script type="module" crossorigin src="${boot![2]}"></script>`);
    expect(shell).not.toContain('/assets/boot-');
    expect((await t.request(boot![1]!)).status).toBe(200);
    // The first paint waits for the first card to be parsed, so a slow phone's first frame
    // already shows the menu; the card is the first of the list.
    const expectLink = '<link rel="expect" href="#first-card" blocking="render">';
    expect(html.indexOf(expectLink)).toBeGreaterThan(-1);
    expect(html.indexOf(expectLink)).toBeLessThan(html.indexOf('</head>'));
    expect(html).toMatch(/data-testid="category-products"[^>]*><li id="first-card">/);
    expect(tabbed).toContain(expectLink);
    expect(shell).not.toContain('rel="expect"');

    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.request('/', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('a product page arrives with the product, its price and its options', async () => {
    const { id } = (await demoMenu(t.db))['Esfiha de Carne']!;
    const html = await (await t.request(`/product/${id}`)).text();
    const seen = text(html);
    expect(html).toContain('<title data-default="Cardápio">Esfiha de Carne · Casa da Esfiha</title>');
    expect(seen).toMatch(/Esfiha de Carne .*R\$ \d+,\d{2}/);
    expect(seen).toContain('Borda de catupiry');
    expect(pageData(html).product?.id).toBe(id);
    // Its photo is asked for with the page, alone: the page's code loads after the entry.
    expect(html).toMatch(/<link rel="preload" as="image" href="[^"]+" fetchpriority="high">/);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain(`href="/api/products/${id}"`);
    // No card to wait for: the product paints as soon as it is parsed.
    expect(html).not.toContain('rel="expect"');
    // An unknown product gets the app's shell, which says it was not found.
    const missing = await (await t.request('/product/00000000-0000-4000-8000-000000000000')).text();
    expect(missing).toContain('<div id="root"></div>');
  });

  it("an admin's change to a product is in the next page, and so is the store closing by its schedule", async () => {
    const before = await t.request('/');
    // '$&' in a name stays text (a string replacement would put the matched markup there).
    await renameProduct('Esfiha de Zaatar', 'Esfiha de Zaatar $& da Casa', 1234);
    const after = await t.request('/', { headers: { 'if-none-match': before.headers.get('etag')! } });
    expect(after.status).toBe(200);
    expect(text(await after.text())).toMatch(/Esfiha de Zaatar \$&amp; da Casa .*R\$ 12,34/);

    clock = new Date('2026-11-24T02:00:00Z'); // Monday 23:00: closed until the next Monday
    const closed = text(await (await t.request('/')).text());
    expect(closed).toContain('Fechado · abre em 30/11 às 18:00');
    expect(closed).not.toContain('Aberto até 23:00');
  });
});

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
type Raw = { status: number; headers: Record<string, string>; body: Buffer };
// Headers node:http adds per connection or request, on either path.
const PER_REQUEST = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'x-request-id']);
const visible = (headers: Iterable<[string, string]>) =>
  Object.fromEntries([...headers].filter(([name]) => !PER_REQUEST.has(name)).sort(([a], [b]) => a.localeCompare(b)));

/** A GET over the socket, its body as sent (still compressed). */
const rawGet = (pathname: string, headers: Record<string, string> = BROWSER) =>
  new Promise<Raw>((resolve, reject) => {
    http
      .get(`${base}${pathname}`, { headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            headers: visible(Object.entries(res.headers).map(([k, v]) => [k, String(v)])),
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
/** The same request through Hono only (app.request skips the Node layer). */
const viaHono = async (pathname: string, headers: Record<string, string> = BROWSER): Promise<Raw> => {
  const res = await t.app.request(`${ORIGIN}${pathname}`, { headers });
  return { status: res.status, headers: visible(res.headers), body: Buffer.from(await res.arrayBuffer()) };
};
const seenIn = (r: Raw) => text(brotliDecompressSync(r.body).toString('utf8'));

describe('the rendered pages written by Node before Hono', () => {
  it('answers the home, a tab, a product and the 304 exactly as the app does, without the app once the copy is made', async () => {
    clock = new Date('2026-11-30T23:00:00Z'); // Monday 20:00, open
    const { id } = (await demoMenu(t.db))['Esfiha de Carne']!;
    const home = await viaHono('/');
    const bebidas = /href="\?categoria=([^"]+)"[^>]*>Bebidas</.exec(brotliDecompressSync(home.body).toString())![1]!;
    for (const pathname of ['/', `/?categoria=${bebidas}`, `/product/${id}`]) {
      const first = await rawGet(pathname); // through the app, which makes the copy
      expect(first.status).toBe(200);
      honoCalls.mockClear();
      const fast = await rawGet(pathname);
      expect(honoCalls).not.toHaveBeenCalled();
      const app = await viaHono(pathname);
      expect(fast.status).toBe(200);
      expect(fast.headers).toEqual(app.headers);
      expect(fast.body.equals(app.body)).toBe(true);
      expect(fast.headers['content-encoding']).toBe('br');
      expect(fast.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(fast.headers['x-frame-options']).toBe('DENY');

      const conditional = { ...BROWSER, 'if-none-match': fast.headers.etag! };
      honoCalls.mockClear();
      const fast304 = await rawGet(pathname, conditional);
      expect(honoCalls).not.toHaveBeenCalled();
      const app304 = await viaHono(pathname, conditional);
      expect(fast304.status).toBe(304);
      expect(fast304.body.length).toBe(0);
      expect(fast304.headers).toEqual(app304.headers);
    }
    expect(seenIn(await rawGet('/'))).toContain('Aberto até 23:00');
  });

  it("never sends a copy made before an admin's change or before the store closed", async () => {
    clock = new Date('2026-11-30T23:00:00Z');
    await rawGet('/');
    honoCalls.mockClear();
    const before = await rawGet('/');
    expect(honoCalls).not.toHaveBeenCalled();
    const id = await renameProduct('Esfiha de Carne', 'Esfiha de Carne Especial', 987);
    const changed = await rawGet('/', { ...BROWSER, 'if-none-match': before.headers.etag! });
    expect(changed.status).toBe(200);
    expect(seenIn(changed)).toMatch(/Esfiha de Carne Especial .*R\$ 9,87/);
    expect(seenIn(await rawGet(`/product/${id}`))).toMatch(/Esfiha de Carne Especial .*R\$ 9,87/);

    honoCalls.mockClear();
    expect(seenIn(await rawGet('/'))).toContain('Aberto até 23:00');
    expect(honoCalls).not.toHaveBeenCalled();
    clock = new Date('2026-12-01T02:00:00Z'); // Monday 23:00: closed
    const closed = seenIn(await rawGet('/'));
    expect(closed).toContain('Fechado · abre em 07/12 às 18:00');
    expect(closed).not.toContain('Aberto até 23:00');
  });

  it('leaves HEAD and the shell to the app', async () => {
    await rawGet('/');
    honoCalls.mockClear();
    const head = await new Promise<number>((resolve, reject) =>
      http
        .request(`${base}/`, { method: 'HEAD', headers: BROWSER, agent: false }, (res) => {
          res.resume();
          resolve(res.statusCode!);
        })
        .on('error', reject)
        .end(),
    );
    expect(head).toBe(200);
    expect((await rawGet('/product/00000000-0000-4000-8000-000000000000')).status).toBe(200);
    expect(honoCalls).toHaveBeenCalledTimes(2);
  });
});
