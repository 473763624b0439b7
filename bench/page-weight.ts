// Page weight per route (docs/decisions/004): the JavaScript and CSS a first visit to each route downloads,
// gzip -9 (CSS written into the HTML counts as CSS), measured in Chromium against the real server,
// so lazy route chunks count where they load. Budgets: the home at most 60 kB of JS and 15 kB of
// CSS; no admin code on any storefront or customer route. Baseline: all the JavaScript the app
// ships (every route, admin included).
//
//   npm run bench:weight                 builds into a temporary folder, then measures
//   npm run bench:weight -- --dist DIR   measures a build already made (`vite build` writes the manifest)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import type { Manifest } from 'vite';
import { spawnServer } from '../src/server/testing/spawn-server';
import { launchBrowser } from '../tests/e2e/support/browser';
import { reportRows, type BenchRow } from './support/report';
import { webBuild } from './support/web-build';

const HOME_JS_KB = 60;
const HOME_CSS_KB = 15;
// Source folders (relative to src/web) that only the admin area imports.
const ADMIN_SOURCES = /^features\/admin\/|^features\/live\/admin-/;

const build = webBuild('page-weight');
const { dist } = build;
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(
    `${manifestFile} is missing: build with \`vite build\` (vite.config.ts asks for the manifest) or run without --dist.`,
  );
  process.exit(1);
}

const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
const adminFiles = new Set<string>();
for (const chunk of Object.values(manifest)) {
  if (chunk.src && ADMIN_SOURCES.test(chunk.src)) {
    adminFiles.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) adminFiles.add(`/${css}`);
  }
}

const gzCache = new Map<string, number>();
const gz = (urlPath: string) => {
  let n = gzCache.get(urlPath);
  if (n === undefined) {
    n = gzipSync(readFileSync(path.join(dist, urlPath)), { level: 9 }).length;
    gzCache.set(urlPath, n);
  }
  return n;
};
const kB = (bytes: number) => Math.round(bytes / 10) / 100;

/** `inlineCss`: the styles written into the page's HTML (the server-rendered pages carry theirs). */
type Visit = { route: string; js: string[]; css: string[]; inlineCss: string };
type ImageSeen = { src: string; type: string; bytes: number; natural: number; shown: number };
const DENSITY = 3; // the sharpest phone screens: an image wider than 3x its CSS box is wasted bytes

/** Every image the home shows once scrolled to the bottom (lazy ones included), with its natural and displayed width. */
async function homeImages(context: BrowserContext, baseUrl: string): Promise<ImageSeen[]> {
  const page = await context.newPage();
  const meta = new Map<string, { type: string; bytes: number }>();
  page.on('response', async (r) => {
    if (r.request().resourceType() !== 'image') return;
    const body = await r.body().catch(() => Buffer.alloc(0));
    meta.set(new URL(r.url()).pathname, { type: r.headers()['content-type'] ?? '', bytes: body.length });
  });
  await page.goto(baseUrl + '/', { waitUntil: 'networkidle' });
  for (let y = 0; y < 20_000; y += 600) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(50);
  }
  await page.waitForLoadState('networkidle');
  const shown = await page.evaluate(() =>
    [...document.images]
      .filter((i) => i.complete && i.naturalWidth > 0 && i.clientWidth > 0)
      .map((i) => ({ src: new URL(i.currentSrc).pathname, natural: i.naturalWidth, shown: i.clientWidth })),
  );
  await page.close();
  return shown.map((i) => ({ ...i, ...(meta.get(i.src) ?? { type: '?', bytes: 0 }) }));
}

/**
 * How the server answers for the home's hashed assets: immutable caching, brotli and gzip
 * (build/precompress.ts leaves files under 1 kB as they are: compressing them saves nothing).
 */
async function assetHeaders(baseUrl: string, files: string[]) {
  let good = 0;
  for (const f of files) {
    if (statSync(path.join(dist, f)).size < 1024) continue;
    const br = await fetch(baseUrl + f, { headers: { 'accept-encoding': 'br, gzip' } });
    const gzip = await fetch(baseUrl + f, { headers: { 'accept-encoding': 'gzip' } });
    await Promise.all([br.arrayBuffer(), gzip.arrayBuffer()]);
    const immutable =
      /immutable/.test(br.headers.get('cache-control') ?? '') &&
      /max-age=31536000/.test(br.headers.get('cache-control') ?? '');
    const ok =
      immutable && br.headers.get('content-encoding') === 'br' && gzip.headers.get('content-encoding') === 'gzip';
    if (ok) good++;
    else
      console.log(
        `  ✗ ${f}: cache-control ${br.headers.get('cache-control')}, br -> ${br.headers.get('content-encoding')}, gzip -> ${gzip.headers.get('content-encoding')}`,
      );
  }
  return good;
}

/** A cold first visit: a new browser context (empty cache), everything the page loads until the network is idle. */
async function visit(context: BrowserContext, baseUrl: string, route: string): Promise<Visit> {
  const page = await context.newPage();
  const js = new Set<string>();
  const css = new Set<string>();
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.origin !== baseUrl || !url.pathname.startsWith('/assets/')) return;
    const type = r.request().resourceType();
    if (type === 'script') js.add(url.pathname);
    if (type === 'stylesheet') css.add(url.pathname);
  });
  const html = (await (await page.goto(baseUrl + route, { waitUntil: 'networkidle' }))?.text()) ?? '';
  await page.close();
  const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  return { route, js: [...js], css: [...css], inlineCss };
}

async function signedInContext(
  browser: Browser,
  baseUrl: string,
  kind: 'customer' | 'admin',
  setupCode: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const body = { name: `Bench ${kind}`, email: `bench-${kind}@exemplo.com`, password: 'senha-do-bench', setupCode };
  const headers = { origin: baseUrl };
  const signUp = kind === 'admin' ? '/api/admin-access/register' : '/api/auth/sign-up/email';
  const up = await context.request.post(baseUrl + signUp, { data: body, headers });
  if (!up.ok()) throw new Error(`${signUp}: ${up.status()} ${await up.text()}`);
  const login = await context.request.post(baseUrl + '/api/auth/sign-in/email', {
    data: { email: body.email, password: body.password },
    headers,
  });
  if (!login.ok()) throw new Error(`sign-in: ${login.status()} ${await login.text()}`);
  return context;
}

async function main() {
  const server = await spawnServer({ label: 'weight', env: { WEB_DIST: dist, SEED_DEMO: 'true' }, onOutput: () => {} });
  const browser = await launchBrowser();
  const visits: Visit[] = [];
  let images: ImageSeen[] = [];
  let assetsOk = 0;
  try {
    const menu = (await (await fetch(`${server.url}/api/menu`)).json()) as { products: { id: string }[] };
    const productId = menu.products[0]!.id;
    const storefront = ['/', `/product/${productId}`, '/cart', '/checkout', '/login', '/register', '/admin-login'];
    for (const route of storefront) {
      const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
      visits.push(await visit(context, server.url, route));
      await context.close();
    }
    {
      const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
      images = await homeImages(context, server.url);
      await context.close();
    }
    assetsOk = await assetHeaders(server.url, [...visits[0]!.js, ...visits[0]!.css]);
    // The first admin-register account with the setup code becomes admin, so the admin signs up first.
    for (const [kind, route] of [
      ['admin', '/admin'],
      ['customer', '/customer'],
    ] as const) {
      const context = await signedInContext(browser, server.url, kind, server.setupCode());
      visits.push(await visit(context, server.url, route));
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  const allJs = readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .reduce((s, f) => s + gz(`/assets/${f}`), 0);
  const rows: BenchRow[] = [];
  let adminOnStorefront = 0;
  const storefrontRoutes: string[] = [];
  console.log(`Page weight per route, gzip -9, first visit with an empty cache (${dist})\n`);
  console.log('  route                      JS kB   CSS kB   admin kB   files');
  for (const v of visits) {
    const js = v.js.reduce((s, f) => s + gz(f), 0);
    const css = v.css.reduce((s, f) => s + gz(f), 0) + (v.inlineCss ? gzipSync(v.inlineCss, { level: 9 }).length : 0);
    const admin = [...v.js, ...v.css].filter((f) => adminFiles.has(f)).reduce((s, f) => s + gz(f), 0);
    const label = v.route.startsWith('/product/') ? '/product/:id' : v.route;
    console.log(
      `  ${label.padEnd(24)} ${kB(js).toFixed(2).padStart(8)} ${kB(css).toFixed(2).padStart(8)} ${kB(admin).toFixed(2).padStart(10)}   ${v.js.length + v.css.length}`,
    );
    if (v.route === '/') {
      rows.push({
        bench: 'page weight',
        figure: 'JS on /, gzip',
        value: kB(js),
        unit: 'kB',
        runs: 1,
        baseline: { label: 'all app JS', value: kB(allJs) },
        budget: `≤ ${HOME_JS_KB} kB`,
        ok: js <= HOME_JS_KB * 1000,
      });
      rows.push({
        bench: 'page weight',
        figure: 'CSS on /, gzip',
        value: kB(css),
        unit: 'kB',
        runs: 1,
        budget: `≤ ${HOME_CSS_KB} kB`,
        ok: css <= HOME_CSS_KB * 1000,
      });
    } else {
      rows.push({
        bench: 'page weight',
        figure: `JS + CSS on ${label}, gzip`,
        value: kB(js + css),
        unit: 'kB',
        runs: 1,
      });
    }
    if (v.route.startsWith('/admin') && v.route !== '/admin-login') {
      if (admin === 0)
        throw new Error(
          `no admin chunk loaded on ${v.route}: the admin detection (${ADMIN_SOURCES}) no longer matches the build`,
        );
    } else {
      adminOnStorefront += admin;
      storefrontRoutes.push(label);
    }
  }
  rows.push({
    bench: 'page weight',
    figure: `admin code on the ${storefrontRoutes.length} storefront, login and customer routes`,
    value: kB(adminOnStorefront),
    unit: 'kB',
    runs: 1,
    budget: '= 0',
    ok: adminOnStorefront === 0,
  });
  const home = visits[0]!;
  const assetCount = [...home.js, ...home.css].filter((f) => statSync(path.join(dist, f)).size >= 1024).length;
  rows.push({
    bench: 'static',
    figure: `home's hashed assets over 1 kB served immutable, in br and gzip`,
    value: assetsOk,
    unit: `of ${assetCount}`,
    runs: 1,
    budget: 'all',
    ok: assetsOk === assetCount,
  });
  const notWebp = images.filter((i) => i.type !== 'image/webp' && !i.src.endsWith('.svg'));
  // One file shown at several sizes (the logo in the header and the hero) downloads once: judge it by its largest.
  const bySrc = new Map<string, ImageSeen>();
  for (const i of images) if ((bySrc.get(i.src)?.shown ?? 0) < i.shown) bySrc.set(i.src, i);
  images = [...bySrc.values()];
  const oversize = Math.max(0, ...images.map((i) => i.natural / (i.shown * DENSITY)));
  const imageBytes = images.reduce((s, i) => s + i.bytes, 0);
  console.log(
    `\n  images on / (scrolled to the end): ${images.length}, ${kB(imageBytes).toFixed(1)} kB; not WebP: ${notWebp.map((i) => i.src).join(', ') || 'none'}`,
  );
  for (const i of images.filter((x) => x.natural / (x.shown * DENSITY) > 1))
    console.log(`    ${i.src}: ${i.natural} px wide shown at ${i.shown} px`);
  rows.push({
    bench: 'static',
    figure: `images on / (${images.length}), all WebP`,
    value: kB(imageBytes),
    unit: 'kB',
    runs: 1,
    budget: 'WebP',
    ok: notWebp.length === 0 && images.length > 0,
  });
  rows.push({
    bench: 'static',
    figure: `largest image width / (its CSS width × ${DENSITY})`,
    value: Math.round(oversize * 100) / 100,
    unit: '×',
    runs: 1,
    budget: '≤ 1.5',
    ok: oversize <= 1.5,
  });
  console.log(`\n  all app JS: ${kB(allJs).toFixed(2)} kB; admin chunks in the build: ${adminFiles.size}`);
  build.done();
  reportRows(rows);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
