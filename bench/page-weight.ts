// Page weight per route (issue 9): the JavaScript and CSS a first visit to each route downloads,
// gzip -9, measured in Chromium against the real server, so lazy route chunks count where they
// load. Budgets: the home at most 90 kB of JS and 15 kB of CSS; no admin code on any storefront
// or customer route. Baseline: all the JavaScript the app ships (every route, admin included).
//
//   npm run bench:weight                 builds into a temporary folder, then measures
//   npm run bench:weight -- --dist DIR   measures a build made with `vite build --manifest`
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import { spawnServer } from '../src/server/testing/spawn-server';
import { launchBrowser } from '../tests/e2e/support/browser';
import { reportRows, type BenchRow } from './support/report';

const HOME_JS_KB = 90;
const HOME_CSS_KB = 15;
// Source folders (relative to src/web) that only the admin area imports.
const ADMIN_SOURCES = /^features\/(admin|store-hours)\/|^features\/live\/admin-/;

const distArg = process.argv.indexOf('--dist');
const given = distArg > 0 ? process.argv[distArg + 1] : undefined;
const dist = given ?? mkdtempSync(path.join(os.tmpdir(), 'page-weight-'));
if (!given) {
  execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], { stdio: 'inherit' });
}
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`${manifestFile} is missing: build with \`vite build --manifest\` or run without --dist.`);
  process.exit(1);
}

type ManifestChunk = { file: string; src?: string; css?: string[] };
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
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

type Visit = { route: string; js: string[]; css: string[] };

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
  await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
  await page.close();
  return { route, js: [...js], css: [...css] };
}

async function signedInContext(browser: Browser, baseUrl: string, kind: 'customer' | 'admin'): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const body = { name: `Bench ${kind}`, email: `bench-${kind}@exemplo.com`, password: 'senha-do-bench' };
  const headers = { origin: baseUrl };
  const signUp = kind === 'admin' ? '/api/admin-access/register' : '/api/auth/sign-up/email';
  const up = await context.request.post(baseUrl + signUp, { data: body, headers });
  if (!up.ok()) throw new Error(`${signUp}: ${up.status()} ${await up.text()}`);
  const login = await context.request.post(baseUrl + '/api/auth/sign-in/email', { data: { email: body.email, password: body.password }, headers });
  if (!login.ok()) throw new Error(`sign-in: ${login.status()} ${await login.text()}`);
  return context;
}

async function main() {
  const server = await spawnServer({ label: 'weight', env: { WEB_DIST: dist, SEED_DEMO: 'true' }, onOutput: () => {} });
  const browser = await launchBrowser();
  const visits: Visit[] = [];
  try {
    const menu = (await (await fetch(`${server.url}/api/menu`)).json()) as { products: { id: string }[] };
    const productId = menu.products[0]!.id;
    const storefront = ['/', `/product/${productId}`, '/cart', '/checkout', '/login', '/register', '/admin-login'];
    for (const route of storefront) {
      const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
      visits.push(await visit(context, server.url, route));
      await context.close();
    }
    // The first admin-register account becomes admin (design.md §5), so the admin signs up first.
    for (const [kind, route] of [['admin', '/admin'], ['customer', '/customer']] as const) {
      const context = await signedInContext(browser, server.url, kind);
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
    const css = v.css.reduce((s, f) => s + gz(f), 0);
    const admin = [...v.js, ...v.css].filter((f) => adminFiles.has(f)).reduce((s, f) => s + gz(f), 0);
    const label = v.route.startsWith('/product/') ? '/product/:id' : v.route;
    console.log(`  ${label.padEnd(24)} ${kB(js).toFixed(2).padStart(8)} ${kB(css).toFixed(2).padStart(8)} ${kB(admin).toFixed(2).padStart(10)}   ${v.js.length + v.css.length}`);
    if (v.route === '/') {
      rows.push({ bench: 'page weight', figure: 'JS on /, gzip', value: kB(js), unit: 'kB', runs: 1, baseline: { label: 'all app JS', value: kB(allJs) }, budget: `≤ ${HOME_JS_KB} kB`, ok: js <= HOME_JS_KB * 1000 });
      rows.push({ bench: 'page weight', figure: 'CSS on /, gzip', value: kB(css), unit: 'kB', runs: 1, budget: `≤ ${HOME_CSS_KB} kB`, ok: css <= HOME_CSS_KB * 1000 });
    } else {
      rows.push({ bench: 'page weight', figure: `JS + CSS on ${label}, gzip`, value: kB(js + css), unit: 'kB', runs: 1 });
    }
    if (v.route.startsWith('/admin') && v.route !== '/admin-login') {
      if (admin === 0) throw new Error(`no admin chunk loaded on ${v.route}: the admin detection (${ADMIN_SOURCES}) no longer matches the build`);
    } else {
      adminOnStorefront += admin;
      storefrontRoutes.push(label);
    }
  }
  rows.push({ bench: 'page weight', figure: `admin code on the ${storefrontRoutes.length} storefront, login and customer routes`, value: kB(adminOnStorefront), unit: 'kB', runs: 1, budget: '= 0', ok: adminOnStorefront === 0 });
  console.log(`\n  all app JS: ${kB(allJs).toFixed(2)} kB; admin chunks in the build: ${adminFiles.size}`);
  if (!given) rmSync(dist, { recursive: true, force: true });
  reportRows(rows);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
