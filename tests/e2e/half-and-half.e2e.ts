import { describe, expect } from 'vitest';
import { test } from './fixtures';
import { signInFirstAdmin } from './support/accounts';
import { DESKTOP, PHONE, snap } from './support/browser';
import { fillCashDelivery } from './support/checkout';
import { addBlocker } from './support/storefront';

// Half-and-half (docs/product.md#half-and-half) on the demo's pizzas: a pizza split in two
// flavours with two sauces, from the product page to the kitchen's ticket.

test.override('serverEnv', ({ cep }) => cep.env);

describe('a pizza half Zaatar, half Calabresa, with Tahine and garlic sauce', () => {
  let orderId: string;

  test('is chosen on the product page, priced at its dearest half, and kept whole in the cart', async ({ newPage }) => {
    const page = await newPage(PHONE);
    await page.goto('/');
    const menu = await page.evaluate(() => fetch('/api/menu').then((r) => r.json()));
    const pizza = (menu.products as { id: string; name: string }[]).find((p) => p.name === 'Pizza de Zaatar')!;
    await page.goto(`/product/${pizza.id}`);
    const add = page.getByTestId('add-to-cart');
    // whole by default, at its own price
    expect(await page.getByRole('radio', { name: '1 sabor' }).isChecked()).toBe(true);
    expect(await add.isDisabled()).toBe(false);
    expect(await page.getByTestId('add-total').textContent()).toBe('R$ 49,90');

    await page.getByText('2 sabores', { exact: true }).click();
    await expect.poll(() => addBlocker(page)).toBe('Escolha o 2º sabor');
    expect(await add.isDisabled()).toBe(true);
    const second = page.getByRole('group', { name: '2º sabor' });
    // the pizza itself is the first flavour, not offered again
    expect(await second.getByRole('radio', { name: /Pizza de Zaatar/ }).count()).toBe(0);
    await second.getByRole('radio', { name: /Pizza de Calabresa/ }).check();
    expect(await page.getByTestId('add-blocker').count()).toBe(0);
    // the dearest half: R$ 54,90
    expect(await page.getByTestId('add-total').textContent()).toBe('R$ 54,90');

    await page.getByRole('button', { name: 'Mais Tahine' }).click();
    await page.getByRole('button', { name: 'Mais Molho de alho' }).click();
    // + R$ 3,00 + R$ 2,50
    expect(await page.getByTestId('add-total').textContent()).toBe('R$ 60,40');
    await snap(page, 'half-and-half-product-360');
    await page.setViewportSize(DESKTOP);
    await snap(page, 'half-and-half-product-1280');
    await page.setViewportSize(PHONE);

    await add.click();
    await page.waitForURL(/\/cart$/);
    const options = page.getByTestId('cart-line-options');
    await expect.poll(() => options.textContent()).toContain('Sabores: 1/2 Pizza de Zaatar, 1/2 Pizza de Calabresa');
    expect(await options.textContent()).toContain('Molhos extras: Tahine, Molho de alho (+ R$ 5,50)');
    await snap(page, 'half-and-half-cart-360');

    await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
    await page.waitForURL(/\/checkout$/);
    await fillCashDelivery(page, { name: 'Nadia Pizza', email: 'nadia@exemplo.com' });
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await page.waitForURL(/\/customer\/orders$/, { timeout: 15_000 });
    const mine = await page.evaluate(() => fetch('/api/customer/orders').then((r) => r.json()));
    const [order] = mine.orders as { id: string; subtotalCents: number; items: { parts: { name: string }[] }[] }[];
    orderId = order!.id;
    expect(order!.subtotalCents).toBe(6040);
    expect(order!.items[0]!.parts.map((p) => p.name)).toEqual(['Pizza de Zaatar', 'Pizza de Calabresa']);
  });

  test('reaches the kitchen ticket with both halves and both sauces', async ({ newPage, server }) => {
    const admin = await newPage(DESKTOP);
    await signInFirstAdmin(admin, server);
    await admin.evaluate(() => {
      window.print = () => {};
    });
    await admin.goto('/admin/orders');
    await admin.getByRole('button', { name: `Ver detalhes do pedido ${orderId.slice(0, 8)}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Pedido #${orderId.slice(0, 8)}` });
    await expect.poll(() => dialog.textContent()).toContain('Sabores: 1/2 Pizza de Zaatar, 1/2 Pizza de Calabresa');
    await dialog.getByRole('button', { name: 'Imprimir' }).click();
    const ticket = admin.getByTestId('order-ticket');
    await expect.poll(() => ticket.textContent()).toContain('- Sabores: 1/2 Pizza de Zaatar, 1/2 Pizza de Calabresa');
    expect(await ticket.textContent()).toContain('- Molhos extras: Tahine, Molho de alho (+R$ 5,50)');
  });
});
