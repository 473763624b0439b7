import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { test } from './fixtures';
import { signInFirstAdmin } from './support/accounts';
import { DESKTOP, PHONE, snap } from './support/browser';
import { fillCashDelivery } from './support/checkout';
import { addBlocker } from './support/storefront';

// Option groups with limits and repeats (docs/product.md#option-groups), from the admin's
// editor to the customer's product page, cart and order, and the kitchen's ticket.

test.override('serverEnv', ({ cep }) => cep.env);

const KIBE = 'Kibe Frito (6 unidades)';

describe('a group of sauces that takes exactly two, one of them twice if the customer likes', () => {
  let admin: Page;
  let orderId: string;

  test('the admin sets the sauces to at least 1 and at most 2', async ({ newPage, server }) => {
    admin = await newPage(DESKTOP);
    await signInFirstAdmin(admin, server);
    await admin.goto('/admin/products');
    await admin
      .getByRole('button', { name: `Editar ${KIBE}` })
      .locator('visible=true')
      .click();
    const dialog = admin.getByRole('dialog');
    // an impossible pair is refused in pt-BR before anything is sent
    await dialog.getByLabel('Mínimo de escolhas da opção 2').fill('3');
    await dialog.getByLabel('Máximo de escolhas da opção 2').fill('2');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => dialog.getByText('O mínimo não pode passar do máximo.').isVisible()).toBe(true);
    await dialog.getByLabel('Mínimo de escolhas da opção 2').fill('1');
    expect(await dialog.getByLabel('Repetir a mesma variante (ex: 2x Tahine)').nth(1).isChecked()).toBe(true);
    await snap(admin, 'option-limits-editor-1280');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });

  test('the product page says what is missing, stops at two, and prices a sauce taken twice', async ({ newPage }) => {
    const page = await newPage(PHONE);
    await page.goto('/');
    const menu = await page.evaluate(() => fetch('/api/menu').then((r) => r.json()));
    const kibe = (menu.products as { id: string; name: string }[]).find((p) => p.name === KIBE)!;
    await page.goto(`/product/${kibe.id}`);
    const add = page.getByTestId('add-to-cart');
    await expect.poll(() => addBlocker(page)).toBe('Escolha mais 1 em Acompanhamento');
    expect(await add.isDisabled()).toBe(true);
    await page.getByRole('radio', { name: 'Homus' }).check();
    await expect.poll(() => addBlocker(page)).toBe('Escolha mais 1 em Molhos extras');
    expect(await add.isDisabled()).toBe(true);

    const sauces = page.getByRole('group', { name: /Molhos extras/ });
    expect(await sauces.textContent()).toContain('Escolha de 1 a 2');
    await page.getByRole('button', { name: 'Mais Tahine' }).click();
    await page.getByRole('button', { name: 'Mais Tahine' }).click();
    expect(await sauces.textContent()).toContain('2 de 2');
    // the group is full: no more sauces of any kind
    expect(await page.getByRole('button', { name: 'Mais Tahine' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Mais Molho de alho' }).isDisabled()).toBe(true);
    expect(await page.getByTestId('add-blocker').count()).toBe(0);
    // R$ 29,90 + 2 × R$ 3,00
    expect(await page.getByTestId('add-total').textContent()).toBe('R$ 35,90');
    await snap(page, 'option-limits-product-360');
    await page.getByRole('button', { name: 'Menos Tahine' }).click();
    await page.getByRole('button', { name: 'Mais Molho de alho' }).click();
    expect(await page.getByTestId('add-total').textContent()).toBe('R$ 35,40');
    await page.getByRole('button', { name: 'Menos Molho de alho' }).click();
    await page.getByRole('button', { name: 'Mais Tahine' }).click();

    await add.click();
    await page.waitForURL(/\/cart$/);
    const options = page.getByTestId('cart-line-options');
    await expect.poll(() => options.textContent()).toContain('Molhos extras: 2x Tahine (+ R$ 6,00)');
    await snap(page, 'option-limits-cart-360');

    await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
    await page.waitForURL(/\/checkout$/);
    await fillCashDelivery(page, { name: 'Rita Molhos', email: 'rita@exemplo.com' });
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await page.waitForURL(/\/customer\/orders$/, { timeout: 15_000 });
    const mine = await page.evaluate(() => fetch('/api/customer/orders').then((r) => r.json()));
    const [order] = mine.orders as { id: string; subtotalCents: number }[];
    orderId = order!.id;
    expect(order!.subtotalCents).toBe(3590);
  });

  test('the kitchen ticket says 2x Tahine', async () => {
    await admin.evaluate(() => {
      window.print = () => {};
    });
    await admin.getByRole('link', { name: 'Pedidos' }).click();
    await admin.getByRole('button', { name: `Ver detalhes do pedido ${orderId.slice(0, 8)}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Pedido #${orderId.slice(0, 8)}` });
    await expect.poll(() => dialog.textContent()).toContain('Molhos extras: 2x Tahine (+R$ 6,00)');
    await dialog.getByRole('button', { name: 'Imprimir' }).click();
    const ticket = admin.getByTestId('order-ticket');
    await expect.poll(() => ticket.textContent()).toContain('- Molhos extras: 2x Tahine (+R$ 6,00)');
    expect(await ticket.textContent()).toContain('- Acompanhamento: Homus');
  });
});
