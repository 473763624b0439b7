import type { Page } from 'playwright-core';
import type { PublicMenu } from '../../src/shared/contract/menu';
import { describe, expect } from 'vitest';
import { settled, test, visible } from './fixtures';
import { axeViolations } from './support/axe';
import { DESKTOP, PHONE } from './support/browser';

// Accessibility (docs/look-and-feel.md#phone-first): axe-core's WCAG 2.2 A and AA rules find nothing
// on the storefront's pages, in the HTML the server sends (no script run) and in the running app.

let productPath: string;

test.beforeAll(async ({ server }) => {
  // a product with an optional group of options, so the page shows them and adds at once
  const menu = (await (await fetch(`${server.url}/api/menu`)).json()) as PublicMenu;
  productPath = `/product/${menu.products.find((p) => p.name === 'Esfiha de Carne')!.id}`;
});

const heading = (page: Page, name: string) =>
  expect.poll(() => page.getByRole('heading', { level: 1, name }).isVisible()).toBe(true);

async function searchOpen(page: Page) {
  await page.getByTestId('search-button').click();
  await page.getByPlaceholder('Digite para buscar produtos...').fill('esf');
  // enough results that the list scrolls
  await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(5);
}

test('the scrolling search results are reached with Tab, and End brings the last one into view', async ({ page }) => {
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
});

describe.each([
  ['360 px', PHONE],
  ['1280 px', DESKTOP],
])('axe finds no WCAG 2.2 A/AA violation at %s', (_, viewport) => {
  test('on the HTML before any script runs: home and a product page', async ({ browser, server }) => {
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

  test('in the app: home, open search with results, product, cart with an item, checkout', async ({ newPage }) => {
    const page = await newPage(viewport);
    const found: Record<string, string[]> = {};
    await page.goto('/');
    await heading(page, 'Casa da Esfiha');
    await visible(page, 'Destaques', { exact: true, timeout: 10_000 });
    // the app has started (and taken over the server's HTML)
    await settled(page);
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
    await visible(page, 'Nome é obrigatório', { exact: true, timeout: 10_000 });
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
