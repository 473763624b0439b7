import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/testing/harness';
import type { PublicMenu } from '@shared/menu';

// A build folder as `vite build` leaves it: index.html and the manifest naming the chunks.
const dist = mkdtempSync(path.join(os.tmpdir(), 'cardapio-hints-'));
mkdirSync(path.join(dist, '.vite'), { recursive: true });
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
);
writeFileSync(
  path.join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_query-1.js'] },
    '_query-1.js': { file: 'assets/query-1.js' },
    '_stepper-1.js': { file: 'assets/stepper-1.js', imports: ['_query-1.js'] },
    'features/product/product-page.tsx': {
      file: 'assets/product-page-1.js',
      isDynamicEntry: true,
      imports: ['_stepper-1.js', 'index.html', '_query-1.js'],
    },
  }),
);

let t: TestApp;
let menu: PublicMenu;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { WEB_DIST: dist } });
  menu = (await (await t.request('/api/menu')).json()) as PublicMenu;
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const head = async (pathname: string) => {
  const res = await t.request(pathname);
  expect(res.status).toBe(200);
  const html = await res.text();
  return html.slice(0, html.indexOf('</head>'));
};

describe('what a storefront page needs first, in its HTML', () => {
  it('names the store banner on the home, its largest paint', async () => {
    expect(menu.store.bannerUrl).toBeTruthy();
    expect(await head('/')).toContain(
      `<link rel="preload" as="image" href="${menu.store.bannerUrl}" fetchpriority="high">`,
    );
  });

  it("names a product page's photo, data and code, without the shell's own scripts", async () => {
    const p = menu.products.find((x) => x.name === 'Kibe Frito (6 unidades)')!;
    const h = await head(`/product/${p.id}`);
    expect(h).toContain(`<link rel="preload" as="image" href="${p.imageUrl}" fetchpriority="high">`);
    expect(h).toContain(`<link rel="preload" as="fetch" href="/api/products/${p.id}" crossorigin="anonymous">`);
    expect(h).toContain('<link rel="modulepreload" crossorigin href="/assets/product-page-1.js">');
    expect(h).toContain('<link rel="modulepreload" crossorigin href="/assets/stepper-1.js">');
    expect(h).not.toContain('modulepreload crossorigin href="/assets/query-1.js"');
  });

  it('names nothing for other pages or an unknown product', async () => {
    for (const p of ['/cart', '/product/00000000-0000-4000-8000-000000000000', '/product/nada'])
      expect(await head(p)).not.toContain('rel="preload"');
  });

  it('follows the banner an admin sets, escaped', async () => {
    const admin = (await t.signUp('dona@exemplo.com', { admin: true })).cookie;
    const res = await t.request('/api/admin/store', {
      method: 'PUT',
      cookie: admin,
      json: { bannerUrl: 'https://cdn.exemplo.com/capa.webp?a=1&b="2"' },
    });
    expect(res.status).toBe(200);
    expect(await head('/')).toContain('href="https://cdn.exemplo.com/capa.webp?a=1&amp;b=&quot;2&quot;"');
  });
});
