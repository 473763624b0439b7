import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { PAULISTA_CEP } from '../../src/server/testing/fake-http';
import { test, visible } from './fixtures';
import { signInFirstAdmin } from './support/accounts';
import { DESKTOP, PHONE, snap } from './support/browser';

// The price the customer agreed to (docs/product.md#pricing): items wait in a cart while the admin
// changes the menu; checkout shows the server's prices and total before the customer confirms,
// and a change after that is refused with the new total instead of being charged. The store
// (Rua Augusta) is 0,6 km from the customer (Avenida Paulista): R$ 5,00 of delivery.

test.override('cepAddresses', PAULISTA_CEP);
test.override('serverEnv', ({ cep, ors }) => ({ ...cep.env, ...ors.env }));

const total = (page: Page) => page.getByTestId('checkout-total').innerText();

/** What the admin's product form saves: the product as it is, with some fields changed. */
async function editProduct(admin: Page, name: string, change: Record<string, unknown>) {
  const status = await admin.evaluate(
    async ({ name, change }) => {
      const list = (await (await fetch(`/api/admin/products?q=${encodeURIComponent(name)}`)).json()) as {
        id: string;
        name: string;
      }[];
      const id = list.find((p) => p.name === name)!.id;
      const p = await (await fetch(`/api/admin/products/${id}`)).json();
      const res = await fetch(`/api/admin/products/${id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...p,
          description: p.description ?? '',
          imageUrl: p.imageUrl ?? '',
          ...change,
        }),
      });
      return res.status;
    },
    { name, change },
  );
  expect(status).toBe(200);
}

/** The customer adds a product from its page, as on the storefront. */
async function addToCart(page: Page, name: string, quantity: number) {
  const id = await page.evaluate(async (n) => {
    const menu = (await (await fetch('/api/menu')).json()) as { products: { id: string; name: string }[] };
    return menu.products.find((p) => p.name === n)!.id;
  }, name);
  await page.goto(`/product/${id}`);
  for (let i = 1; i < quantity; i++) await page.getByRole('button', { name: 'Aumentar quantidade' }).click();
  await page.getByRole('button', { name: /^Adicionar/ }).click();
  await page.waitForURL(/\/cart$/);
}

describe('the price the customer agreed to', () => {
  test('checkout shows a price change and a product gone before confirming, and a change after that is refused with the new total', async ({
    newPage,
    server,
  }) => {
    const customer = await newPage(PHONE);
    await customer.goto('/');
    await addToCart(customer, 'Baklava (3 unidades)', 2);
    await addToCart(customer, 'Malabie', 1);
    await visible(customer, 'R$ 52,70'); // 2 × 18,90 + 14,90, the cart's own prices

    // Meanwhile, at the restaurant.
    const admin = await newPage(DESKTOP);
    await signInFirstAdmin(admin, server);
    await editProduct(admin, 'Baklava (3 unidades)', { priceCents: 2190 });
    await editProduct(admin, 'Malabie', { active: false });

    await customer.goto('/checkout');
    await visible(customer, 'Seu carrinho foi atualizado');
    await visible(customer, 'O preço de Baklava (3 unidades) mudou de R$ 18,90 para R$ 21,90.');
    await visible(customer, '"Malabie" não está mais disponível e foi removido do carrinho.');
    expect(await customer.getByTestId('summary-line').count()).toBe(1);
    await customer.getByLabel('Nome completo').fill('Rafael Nunes');
    await customer.getByLabel('Email').fill('rafael@exemplo.com');
    await customer.getByLabel('Telefone').fill('11912345678');
    await customer.getByLabel('CEP').fill('01310100');
    await expect.poll(() => customer.getByLabel('Rua').inputValue()).toBe('Avenida Paulista');
    await customer.getByLabel('Número').fill('1000');
    await customer.getByText('Cartão na entrega', { exact: true }).click();
    // 2 × 21,90 + 5,00 of delivery by distance
    await expect.poll(() => total(customer)).toBe('R$ 48,80');
    await customer.evaluate(() => window.scrollTo(0, 0));
    await snap(customer, 'quote-notice-360');
    await customer.setViewportSize(DESKTOP);
    await snap(customer, 'quote-notice-1280');
    await customer.setViewportSize(PHONE);

    // The price changes again while the customer is on the page: confirming is refused, with the new total.
    await editProduct(admin, 'Baklava (3 unidades)', { priceCents: 2390 });
    await customer.getByRole('button', { name: 'Confirmar pedido' }).click();
    await visible(customer, 'O total do pedido mudou para R$ 52,80. Confira o resumo e confirme de novo.');
    await visible(customer, 'O preço de Baklava (3 unidades) mudou de R$ 21,90 para R$ 23,90.');
    await expect.poll(() => total(customer)).toBe('R$ 52,80');
    await snap(customer, 'quote-changed-360');

    // Confirmed again, the order is placed at the total shown.
    await customer.getByRole('button', { name: 'Confirmar pedido' }).click();
    await customer.waitForURL(/\/customer\/orders$/);
    const orders = await customer.evaluate(async () => (await (await fetch('/api/customer/orders')).json()).orders);
    expect(orders.map((o: { totalCents: number; subtotalCents: number }) => [o.subtotalCents, o.totalCents])).toEqual([
      [4780, 5280],
    ]);
    await customer.context().close();
    await admin.context().close();
  });
});
