import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { test } from './fixtures';
import { signInFirstAdmin } from './support/accounts';
import { DESKTOP, PHONE, snap } from './support/browser';

// Menu order and 'Esgotado hoje' (docs/product.md#menu-order, #sold-out-today): the owner drags a
// product to the top of its category, moves another with the keyboard, marks one sold out, and
// the storefront shows each change.
let admin: Page;

const CATEGORY = 'Esfihas abertas';

test.beforeAll(async ({ newPage, server }) => {
  admin = await newPage(DESKTOP);
  await signInFirstAdmin(admin, server);
});

const group = (page: Page) => page.getByRole('list', { name: `Produtos de ${CATEGORY}, na ordem do cardápio` });
const rowNames = (list: Locator) =>
  list.locator(':scope > li [data-testid="product-row"] p:first-of-type').allTextContents();

/** The names of the storefront's first tab (the first category), as a customer opening the home sees them. */
async function storefrontNames(page: Page): Promise<string[]> {
  await page.goto('/');
  await page.getByTestId('category-products').waitFor();
  return page.getByTestId('category-products').getByRole('heading', { level: 3 }).allTextContents();
}

describe('menu order and sold out today', () => {
  test('a product dragged to the top of its category shows first on the storefront', async ({ newPage }) => {
    await admin.goto('/admin/products');
    const list = group(admin);
    await list.waitFor();
    const before = await rowNames(list);
    expect(before.length).toBeGreaterThan(2);
    const last = before.at(-1)!;

    const handle = list.getByRole('button', { name: `Mover ${last}` });
    const from = (await handle.boundingBox())!;
    const top = (await list.locator(':scope > li').first().boundingBox())!;
    await admin.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await admin.mouse.down();
    await admin.mouse.move(from.x + from.width / 2, top.y + 4, { steps: 12 });
    await admin.mouse.up();
    await expect.poll(() => rowNames(list)).toEqual([last, ...before.slice(0, -1)]);
    await expect
      .poll(() => admin.getByRole('status').filter({ hasText: 'Movido' }).first().textContent())
      .toBe(`Movido para a posição 1 de ${before.length}`);

    const customer = await newPage(PHONE);
    await expect.poll(async () => (await storefrontNames(customer))[0], { timeout: 8000 }).toBe(last);
    // and the admin's order holds after a reload (it was saved, not only drawn)
    await admin.reload();
    await expect.poll(() => rowNames(group(admin))).toEqual([last, ...before.slice(0, -1)]);
    await customer.context().close();
  });

  test('the same with the keyboard: the handle and ArrowUp, announced', async ({ newPage }) => {
    const list = group(admin);
    const before = await rowNames(list);
    const last = before.at(-1)!;
    await list.getByRole('button', { name: `Mover ${last}` }).focus();
    for (let i = 0; i < before.length - 1; i++) await admin.keyboard.press('ArrowUp');
    await expect.poll(() => rowNames(list)).toEqual([last, ...before.slice(0, -1)]);
    // the focus stayed on the moved row's handle all the way up
    expect(await admin.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Mover ${last}`);
    expect(await list.locator('xpath=following-sibling::p[@role="status"]').textContent()).toBe(
      `Movido para a posição 1 de ${before.length}`,
    );
    await admin.keyboard.press('ArrowDown');
    await expect.poll(() => rowNames(list)).toEqual([before[0], last, ...before.slice(1, -1)]);
    await admin.keyboard.press('ArrowUp');

    const customer = await newPage(DESKTOP);
    await expect.poll(async () => (await storefrontNames(customer))[0], { timeout: 8000 }).toBe(last);
    await customer.context().close();
  });

  test('categories are ordered the same way, and the storefront tabs follow', async ({ newContext }) => {
    await admin.goto('/admin/categories');
    const list = admin.getByRole('list', { name: 'Categorias na ordem do cardápio' });
    const names = () => list.locator(':scope > li [data-testid="category-row"] p:first-of-type').allTextContents();
    await expect.poll(async () => (await names()).length).toBeGreaterThan(2);
    const before = await names();
    const second = before[1]!;
    await list.getByRole('button', { name: `Mover ${second}` }).focus();
    await admin.keyboard.press('ArrowUp');
    await expect.poll(names).toEqual([second, before[0], ...before.slice(2)]);
    await snap(admin, 'menu-order-categories-1280');

    // A phone with a touch screen, the same admin signed in.
    const context = await newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const phone = await context.newPage();
    await phone.goto('/admin-login');
    expect(
      await phone.evaluate(
        async () =>
          (
            await fetch('/api/auth/sign-in/email', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ email: 'samira@loja.com', password: 'segredo123' }),
            })
          ).status,
      ),
    ).toBe(200);
    await expect
      .poll(async () => {
        await phone.goto('/');
        return phone.getByRole('tab').first().textContent();
      })
      .toContain(second);
    // put it back by dragging with a finger
    await phone.goto('/admin/categories');
    const phoneList = phone.getByRole('list', { name: 'Categorias na ordem do cardápio' });
    await phoneList.waitFor();
    await snap(phone, 'menu-order-categories-360');
    const handle = (await phoneList.getByRole('button', { name: `Mover ${before[0]}` }).boundingBox())!;
    const first = (await phoneList.locator(':scope > li').first().boundingBox())!;
    const cdp = await context.newCDPSession(phone);
    const x = handle.x + handle.width / 2;
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    const startY = handle.y + handle.height / 2;
    await touch('touchStart', startY);
    for (let i = 1; i <= 8; i++) await touch('touchMove', startY + ((first.y + 2 - startY) * i) / 8);
    await touch('touchEnd', first.y + 2);
    await expect
      .poll(() => phoneList.locator(':scope > li [data-testid="category-row"] p:first-of-type').allTextContents())
      .toEqual(before);
    await phone.goto('/admin/products');
    await group(phone).waitFor();
    await snap(phone, 'menu-order-products-360');

    // a list taller than the screen: a row held at the top edge scrolls the page up to the first place
    await phone.setViewportSize({ width: 360, height: 480 });
    const products = group(phone);
    const order = await rowNames(products);
    const lastRow = products.locator(':scope > li').last();
    await lastRow.evaluate((li) => li.scrollIntoView({ block: 'end' }));
    expect((await products.locator(':scope > li').first().boundingBox())!.y).toBeLessThan(0);
    const held = (await products.getByRole('button', { name: `Mover ${order.at(-1)}` }).boundingBox())!;
    const hx = held.x + held.width / 2;
    const finger = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: hx, y }] });
    await finger('touchStart', held.y + held.height / 2);
    await finger('touchMove', held.y);
    await finger('touchMove', 8);
    await expect.poll(() => phone.evaluate(() => window.scrollY), { timeout: 5000 }).toBeLessThan(100);
    await phone.waitForTimeout(300);
    await finger('touchMove', 6);
    await finger('touchEnd', 6);
    await expect.poll(() => rowNames(products)).toEqual([order.at(-1), ...order.slice(0, -1)]);
    await phone.context().close();
  });

  test("marking a product 'Esgotado hoje' shows it as Esgotado on the storefront", async ({ newPage }) => {
    await admin.goto('/admin/products');
    const list = group(admin);
    await list.waitFor();
    const name = (await rowNames(list))[1]!;
    const toggle = list.getByRole('switch', { name: `Esgotado hoje: ${name}` });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    const row = list.getByTestId('product-row').filter({ hasText: name });
    await expect.poll(() => row.textContent()).toMatch(/Esgotado até (hoje|amanhã|\S+, \d\d\/\d\d) às \d\d:\d\d/);
    await snap(admin, 'menu-order-products-1280');

    for (const [viewport, suffix] of [
      [PHONE, '360'],
      [DESKTOP, '1280'],
    ] as const) {
      const customer = await newPage(viewport);
      await customer.goto('/');
      const card = customer.getByTestId('product-card').filter({ hasText: name });
      await expect.poll(() => card.textContent()).toContain('Esgotado');
      expect(await card.getAttribute('data-sold-out')).toBe('true');
      expect(await card.getByRole('button', { name: `Adicionar ${name}` }).count()).toBe(0);
      await card.scrollIntoViewIfNeeded();
      await snap(customer, `menu-order-storefront-sold-out-${suffix}`);
      // the header's search says so too
      await customer.getByTestId('search-button').click();
      await customer.getByPlaceholder('Digite para buscar produtos...').fill(name);
      const found = customer.getByRole('option', { name: new RegExp(name) });
      await expect.poll(() => found.textContent()).toContain('Esgotado');
      await customer.keyboard.press('Escape');
      // still opens its page, which says why it cannot be added
      await card.getByRole('link', { name }).first().click();
      await expect.poll(() => customer.getByText('Esgotado hoje').first().isVisible()).toBe(true);
      await customer.context().close();
    }

    // a variation too, from the product form's options
    await admin.getByRole('button', { name: 'Editar Kibe Frito (6 unidades)' }).click();
    const dialog = admin.getByRole('dialog');
    const homus = dialog.getByRole('switch', { name: 'Esgotado hoje: Homus' });
    await homus.click();
    await expect.poll(() => homus.getAttribute('aria-checked')).toBe('true');
    await expect
      .poll(() =>
        dialog
          .getByText(/Esgotado até/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await snap(admin, 'menu-order-product-form-1280');
    await admin.keyboard.press('Escape');
    const kibe = await newPage(PHONE);
    await kibe.goto('/');
    await kibe.getByTestId('featured').getByRole('link', { name: 'Kibe Frito (6 unidades)' }).click();
    const homusChoice = kibe.locator('label').filter({ hasText: /^Homus/ });
    await expect.poll(() => homusChoice.textContent()).toContain('Esgotado');
    expect(await homusChoice.locator('input').isDisabled()).toBe(true);
    await kibe.context().close();

    // switched off, it is back at once
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    const customer = await newPage(PHONE);
    await expect
      .poll(async () => {
        await customer.goto('/');
        return customer.getByTestId('product-card').filter({ hasText: name }).getAttribute('data-sold-out');
      })
      .toBeNull();
    await customer.context().close();
  });
});
