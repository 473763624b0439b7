import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { PublicMenu } from '@shared/contract/menu';
import { test } from './fixtures';
import { signInFirstAdmin } from './support/accounts';
import { CHROMIUM_FLAGS, chromiumPath, DESKTOP, PHONE, snap } from './support/browser';

// The installable app and the offline storefront (docs/product.md#installable-app-and-offline,
// docs/decisions/011-service-worker.md), on the production build with its /sw.js.

const artifact = (name: string) => path.resolve('tests/e2e/artifacts', name);

/** Waits until the worker controls the page and has kept the page itself (the first visit's warm-up). */
async function waitForOfflineCopy(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(
    async () => !!navigator.serviceWorker.controller && !!(await caches.match(location.href, { ignoreVary: true })),
    undefined,
    { timeout: 15_000, polling: 200 },
  );
}

/** Chromium reads this manifest for the page and finds nothing that stops installing it. */
async function expectInstallable(cdp: CDPSession, manifestUrl: string) {
  await expect.poll(async () => ((await cdp.send('Page.getAppManifest')) as { url: string }).url).toBe(manifestUrl);
  const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
  expect(manifest.errors).toEqual([]);
  // Chromium checks the manifest, its icons (downloaded) and the worker: the first answers
  // may still be waiting for those.
  let errors: { errorId: string; errorArguments: unknown[] }[] = [];
  for (let i = 0; i < 20; i++) {
    ({ installabilityErrors: errors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: typeof errors;
    });
    if (errors.length === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(errors).toEqual([]);
}

describe('installable', () => {
  test('Chromium finds no installability error on the home, nor on the admin orders screen with its own manifest', async ({
    server,
  }) => {
    // A real profile, not an incognito-like context: Chromium refuses to install from those.
    const profile = mkdtempSync(path.join(tmpdir(), 'cardapio-pwa-'));
    let persistent: BrowserContext | undefined;
    try {
      persistent = await chromium.launchPersistentContext(profile, {
        executablePath: chromiumPath(),
        headless: true,
        args: CHROMIUM_FLAGS,
        baseURL: server.url,
        viewport: PHONE,
      });
      const page = persistent.pages()[0] ?? (await persistent.newPage());
      await page.goto('/');
      await waitForOfflineCopy(page);
      const cdp = await persistent.newCDPSession(page);
      await expectInstallable(cdp, `${server.url}/manifest.webmanifest`);

      // Inside the admin, installing gives the admin's app, which opens on the orders screen.
      await signInFirstAdmin(page, server);
      await page.goto('/admin/orders');
      await page.getByRole('heading', { name: 'Pedidos', exact: true }).waitFor();
      await expect.poll(() => page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/admin.webmanifest');
      await expectInstallable(cdp, `${server.url}/admin.webmanifest`);
      const admin = (await (await page.request.get('/admin.webmanifest')).json()) as Record<string, unknown>;
      expect([admin.start_url, admin.scope, admin.display]).toEqual(['/admin/orders', '/admin', 'standalone']);
    } finally {
      await persistent?.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('links the manifest, theme colour and Apple icon from the storefront; a first visit through a product link keeps the home too', async ({
    newContext,
    server,
  }) => {
    const ctx = await newContext();
    const page = await ctx.newPage();
    const menu = (await (await fetch(`${server.url}/api/menu`)).json()) as PublicMenu;
    await page.goto(`/product/${menu.products[0]!.id}`);
    await expect.poll(() => page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#b4441c');
    expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe('/icons/apple-touch-icon.png');
    // The home was never opened, yet the worker keeps it: the menu and the shell for offline.
    await waitForOfflineCopy(page);
    await expect.poll(() => page.evaluate(async () => !!(await caches.match('/', { ignoreVary: true })))).toBe(true);
    await ctx.close();
  });
});

describe('offline', () => {
  test('after one visit, the home opens offline with the menu and the Sem conexão notice; ordering waits for the network', async ({
    newContext,
    startServer,
  }) => {
    // Its own server, stopped halfway: the network really fails (Chromium's offline switch,
    // which also sets navigator.onLine, does not reach the worker's own requests).
    const own = await startServer();
    const ctx = await newContext({ baseURL: own.url });
    try {
      const page = await ctx.newPage();
      page.setDefaultTimeout(10_000);
      await page.goto('/');
      await expect.poll(() => page.getByTestId('product-card').count()).toBeGreaterThan(3);
      expect(await page.getByTestId('offline-notice').count()).toBe(0);
      await waitForOfflineCopy(page);
      // A product page visited online, and the cart the customer filled.
      const menu = (await (await fetch(`${own.url}/api/menu`)).json()) as PublicMenu;
      const product = menu.products.find((p) => p.name === 'Kibe Frito (6 unidades)')!;
      await page.goto(`/product/${product.id}`);
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
      await page.getByRole('radio', { name: 'Homus' }).check();
      await page.getByTestId('add-to-cart').click();
      await page.waitForURL(/\/cart$/);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('cart') ?? '')).toContain(product.id);

      await own.stop();
      await ctx.setOffline(true);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      const cards = page.getByTestId('product-card');
      await cards.first().waitFor();
      expect(await cards.count()).toBeGreaterThan(3);
      expect(await cards.first().locator('h3').innerText()).toBeTruthy();
      await page.getByTestId('offline-notice').waitFor();
      expect(await page.getByTestId('offline-notice').innerText()).toBe(
        'Sem conexão. Você pode ver o cardápio, mas precisa de internet para fazer o pedido.',
      );
      // The photos seen online show offline too.
      await expect
        .poll(() => page.evaluate(() => [...document.images].filter((i) => i.complete && i.naturalWidth > 0).length))
        .toBeGreaterThan(3);
      await snap(page, 'pwa-offline-home-360');
      await page.setViewportSize(DESKTOP);
      await snap(page, 'pwa-offline-home-1280');
      await page.setViewportSize(PHONE);

      // Adding to the cart still works offline: the cart lives in the phone.
      await page.getByRole('tab', { name: 'Esfihas abertas', exact: true }).click();
      await page.getByRole('tabpanel').getByRole('button', { name: 'Adicionar Esfiha de Zaatar' }).click();
      await page.getByRole('link', { name: 'Carrinho, 2 itens' }).waitFor();

      // The product page visited online opens again.
      await page.goto(`/product/${product.id}`, { waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
      await page.getByTestId('offline-notice').waitFor();

      // The cart and the checkout, never opened online, open from the header's cart (in the
      // page, not a reload); the order cannot be confirmed, and the page says why.
      await page.getByRole('link', { name: 'Carrinho, 2 itens' }).click();
      await page.getByTestId('offline-notice').waitFor();
      await page.screenshot({ path: artifact('pwa-offline-cart-360.png') });
      await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
      await page.waitForURL(/\/checkout$/);
      const confirm = page.getByRole('button', { name: 'Confirmar pedido' });
      await page.getByTestId('checkout-offline').waitFor();
      expect(await page.getByTestId('checkout-offline').innerText()).toBe(
        'Sem conexão: conecte-se à internet para confirmar o pedido.',
      );
      expect(await confirm.isDisabled()).toBe(true);
      expect(await confirm.getAttribute('aria-describedby')).toBe('checkout-offline');
      await page.screenshot({ path: artifact('pwa-offline-checkout-360.png') });
      await page.setViewportSize(DESKTOP);
      await snap(page, 'pwa-offline-checkout-1280');
      await page.setViewportSize(PHONE);
      // A reload of the checkout offline (the home's copy turned into the shell) says the same.
      await page.reload({ waitUntil: 'domcontentloaded' });
      await page.getByTestId('checkout-offline').waitFor();
      expect(await confirm.isDisabled()).toBe(true);
      // Being offline is said once, by the button, not as a failed fee once the price check
      // has given up (after its retries).
      await page.waitForTimeout(5000);
      expect(await page.getByText('Erro ao calcular a taxa de entrega.').count()).toBe(0);

      // Back online the notice goes away by itself.
      await ctx.setOffline(false);
      await expect.poll(() => page.getByTestId('offline-notice').count()).toBe(0);
      expect(await confirm.isDisabled()).toBe(false);
    } finally {
      await ctx.close();
    }
  });
});

/**
 * A proxy in front of `target` that answers 502 to everything while `failing` is set, as the
 * one in front of a restarting server does.
 */
async function flakyProxy(target: string) {
  const state = { failing: false };
  const proxy = http.createServer((req, res) => {
    if (state.failing) {
      res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>502 Bad Gateway</h1>');
      return;
    }
    const upstream = http.request(`${target}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  return { url, state, close: () => new Promise<void>((resolve) => proxy.close(() => resolve())) };
}

describe('a server error', () => {
  test("shows the home's copy and its menu, not the proxy's 502 page", async ({ newContext, server }) => {
    const proxy = await flakyProxy(server.url);
    const ctx = await newContext({ baseURL: proxy.url });
    try {
      const page = await ctx.newPage();
      page.setDefaultTimeout(10_000);
      await page.goto('/');
      const first = await page.getByTestId('product-card').first().locator('h3').innerText();
      await waitForOfflineCopy(page);

      proxy.state.failing = true;
      const answer = await page.goto('/', { waitUntil: 'domcontentloaded' });
      // the worker answers with the copy it kept, not the 502
      expect(answer?.status()).toBe(200);
      await expect.poll(() => page.getByTestId('product-card').count()).toBeGreaterThan(3);
      expect(await page.getByTestId('product-card').first().locator('h3').innerText()).toBe(first);
      expect(await page.getByText('502 Bad Gateway').count()).toBe(0);
    } finally {
      await ctx.close();
      await proxy.close();
    }
  });
});

describe('the orders screen on a tablet', () => {
  test('keeps listening for new orders after its live stream was refused (a proxy answering 502 while the server restarts)', async ({
    browser,
    startServer,
  }) => {
    const own = await startServer();
    const ctx = await browser.newContext({ baseURL: own.url, viewport: DESKTOP, locale: 'pt-BR' });
    try {
      const page = await ctx.newPage();
      page.setDefaultTimeout(10_000);
      await signInFirstAdmin(page, own);
      // EventSource gives up for good on an error answer; the screen must open the stream again.
      let refused = 0;
      await page.route('**/api/admin/events**', (route) => {
        refused++;
        return route.fulfill({ status: 502, contentType: 'text/plain', body: 'Bad Gateway' });
      });
      await page.goto('/admin/orders');
      await page.getByText('○ Reconectando...').waitFor();
      await expect.poll(() => refused).toBeGreaterThan(0);
      await page.unroute('**/api/admin/events**');
      await page.getByText('● Ao vivo').waitFor({ timeout: 15_000 });
    } finally {
      await ctx.close();
    }
  });

  test('keeps the screen on while the orders show, asking again each time they come back to the front', async ({
    browser,
    startServer,
  }) => {
    const own = await startServer();
    const ctx = await browser.newContext({ baseURL: own.url, viewport: DESKTOP, locale: 'pt-BR' });
    // Headless Chromium has no screen to keep on: the Screen Wake Lock API is stood in for by one
    // that behaves like the browser's (a lock per request, all released when the page hides).
    await ctx.addInitScript(() => {
      type Lock = EventTarget & { released: boolean; type: 'screen'; release(): Promise<void> };
      const w = window as unknown as { __locks: Lock[]; __show: (visible: boolean) => void };
      w.__locks = [];
      let state: DocumentVisibilityState = 'visible';
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      Object.defineProperty(navigator, 'wakeLock', {
        configurable: true,
        value: {
          request: async () => {
            if (state !== 'visible') throw new DOMException('hidden', 'NotAllowedError');
            const lock = Object.assign(new EventTarget(), { released: false, type: 'screen' as const }) as Lock;
            lock.release = async () => {
              lock.released = true;
            };
            w.__locks.push(lock);
            return lock;
          },
        },
      });
      w.__show = (visible) => {
        state = visible ? 'visible' : 'hidden';
        if (!visible) for (const lock of w.__locks) lock.released = true;
        document.dispatchEvent(new Event('visibilitychange'));
      };
    });
    const held = (page: Page) =>
      page.evaluate(() => {
        const locks = (window as unknown as { __locks: { released: boolean }[] }).__locks;
        return { asked: locks.length, held: locks.filter((l) => !l.released).length };
      });
    const show = (page: Page, visible: boolean) =>
      page.evaluate((v) => (window as unknown as { __show: (v: boolean) => void }).__show(v), visible);
    try {
      const page = await ctx.newPage();
      page.setDefaultTimeout(10_000);
      await signInFirstAdmin(page, own);
      await page.goto('/admin/orders');
      await page.getByRole('heading', { name: 'Pedidos', exact: true }).waitFor();
      await expect.poll(() => held(page)).toEqual({ asked: 1, held: 1 });
      await show(page, false);
      await expect.poll(() => held(page)).toEqual({ asked: 1, held: 0 });
      await show(page, true);
      await expect.poll(() => held(page)).toEqual({ asked: 2, held: 1 });
      // Leaving the orders screen lets the screen sleep again.
      await page.getByRole('link', { name: 'Dashboard' }).first().click();
      await expect.poll(() => held(page)).toEqual({ asked: 2, held: 0 });
    } finally {
      await ctx.close();
    }
  });
});
