import type { Browser, Page } from 'playwright-core';
import type { PublicMenu } from '../../src/shared/contract/menu';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser';
import { startServer, type TestServer } from './support/server';

// Accessibility (docs/look-and-feel.md#phone-first): axe-core's WCAG 2.2 A and AA rules find nothing
// on the storefront's pages, in the HTML the server sends (no script run) and in the running app.

let server: TestServer;
let browser: Browser;
let productPath: string;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // a product with an optional group of options, so the page shows them and adds at once
  const menu = (await (await fetch(`${server.url}/api/menu`)).json()) as PublicMenu;
  productPath = `/product/${menu.products.find((p) => p.name === 'Esfiha de Carne')!.id}`;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const visible = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).first().isVisible()).toBe(true);
const heading = (page: Page, name: string) =>
  expect.poll(() => page.getByRole('heading', { level: 1, name }).isVisible()).toBe(true);

async function searchOpen(page: Page) {
  await page.getByTestId('search-button').click();
  await page.getByPlaceholder('Digite para buscar produtos...').fill('esf');
  // enough results that the list scrolls
  await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(5);
}

it('the scrolling search results are reached with Tab, and End brings the last one into view', async () => {
  const page = await newPage(browser, server.url);
  await page.goto('/');
  await searchOpen(page);
  // past 'Fechar busca'
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const list = page.getByRole('listbox', { name: 'Produtos' });
  expect(await list.evaluate((e) => e === document.activeElement)).toBe(true);
  await page.keyboard.press('End');
  const last = page.getByRole('option').last();
  await expect.poll(() => last.getAttribute('aria-selected')).toBe('true');
  const inView = () =>
    last.evaluate((o) => o.getBoundingClientRect().bottom <= o.parentElement!.getBoundingClientRect().bottom + 1);
  expect(await inView()).toBe(true);
  const name = (await last.locator('span span').first().innerText()).trim();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/product\//);
  await heading(page, name);
  await page.context().close();
});

describe.each([
  ['360 px', PHONE],
  ['1280 px', DESKTOP],
])('axe finds no WCAG 2.2 A/AA violation at %s', (_, viewport) => {
  it('on the HTML before any script runs: home and a product page', async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport, javaScriptEnabled: false });
    const page = await context.newPage();
    const found: Record<string, string[]> = {};
    for (const url of ['/', productPath]) {
      await page.goto(url);
      found[url] = await axeViolations(page, { scriptsOff: true });
    }
    expect(found).toEqual({ '/': [], [productPath]: [] });
    await context.close();
  });

  it('in the app: home, open search with results, product, cart with an item, checkout', async () => {
    const page = await newPage(browser, server.url, viewport);
    const found: Record<string, string[]> = {};
    await page.goto('/');
    await heading(page, 'Casa da Esfiha');
    await visible(page, 'Destaques');
    // the app has started (and taken over the server's HTML)
    await page.waitForLoadState('networkidle');
    found.home = await axeViolations(page);

    await searchOpen(page);
    found.search = await axeViolations(page);
    await page.keyboard.press('Escape');

    await page.goto(productPath);
    await expect.poll(() => page.getByTestId('add-to-cart').isVisible()).toBe(true);
    found.product = await axeViolations(page);
    // four esfihas reach the store's minimum order, so the cart lets the customer check out
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Aumentar quantidade' }).click();
    await page.getByTestId('add-to-cart').click();

    await page.waitForURL(/\/cart$/);
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(1);
    found.cart = await axeViolations(page);

    await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
    await page.waitForURL(/\/checkout$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Finalizar Pedido' }).isVisible()).toBe(true);
    found.checkout = await axeViolations(page);
    // the same form showing its messages
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await visible(page, 'Nome é obrigatório');
    found['checkout with errors'] = await axeViolations(page);

    expect(found).toEqual({
      home: [],
      search: [],
      product: [],
      cart: [],
      checkout: [],
      'checkout with errors': [],
    });
    await page.context().close();
  });
});
