import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { test, visible } from './fixtures';
import { DESKTOP, PHONE, snap } from './support/browser';
import type { TestServer } from './support/server';
import { addFromTab } from './support/storefront';

// Opening hours in the browser (docs/product.md#opening-hours-and-pause): the owner pauses orders in Horários; the customer sees the closed
// banner, can still fill the cart, is refused at checkout with the cart kept, and orders once
// the owner resumes.

// No CEP provider: the customer types the address (the lookup fails at once).
test.override('serverEnv', { CEP_API_URL: 'http://127.0.0.1:9' });

/** The owner registers with the setup code and signs in, on this page. */
async function ownerSignsIn(page: Page, server: TestServer) {
  await page.goto('/admin-register');
  await page.getByLabel('Nome', { exact: true }).fill('Dona Samira');
  await page.getByLabel('Email', { exact: true }).fill('samira@casadaesfiha.com');
  await page.getByLabel('Senha', { exact: true }).fill('segredo1');
  await page.getByLabel('Código de configuração').fill(server.setupCode());
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await page.waitForURL(/\/admin-login$/);
  await page.getByLabel('Email', { exact: true }).fill('samira@casadaesfiha.com');
  await page.getByLabel('Senha', { exact: true }).fill('segredo1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/admin$/);
}

describe('store hours in the browser', () => {
  test('shows the closed banner while paused, refuses the checkout keeping the cart, and takes the order after resuming', async ({
    newPage,
    server,
  }) => {
    const owner = await newPage(DESKTOP);
    await ownerSignsIn(owner, server);
    await owner.getByRole('link', { name: 'Horários' }).click();
    await owner.waitForURL(/\/admin\/hours$/);
    await visible(owner, 'Agora: Aberto agora');
    await owner.getByRole('button', { name: 'Até eu retomar' }).click();
    await visible(owner, 'Agora: Pedidos pausados no momento');
    await snap(owner, 'admin-hours-1280');

    const page = await newPage(PHONE);
    await page.goto('/');
    await expect.poll(() => page.getByTestId('closed-banner').textContent()).toContain('Pedidos pausados no momento');
    expect(await page.getByTestId('store-status').textContent()).toBe('Pedidos pausados no momento');
    await snap(page, 'home-paused-360');

    await addFromTab(page, 'Esfihas abertas', 'Esfiha de Zaatar', 4);
    await page.goto('/cart');
    await expect.poll(() => page.getByTestId('closed-banner').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByLabel('Nome completo').fill('Paula Noturna');
    await page.getByLabel('Email').fill('paula@exemplo.com');
    await page.getByLabel('Telefone').fill('11912345678');
    await page.getByLabel('CEP').fill('01310100');
    await page.getByLabel('Rua').fill('Avenida Paulista');
    await page.getByLabel('Número').fill('1000');
    await page.getByLabel('Bairro').fill('Bela Vista');
    await page.getByLabel('Cidade').fill('São Paulo');
    await page.getByLabel('Estado').fill('SP');
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await visible(page, /A loja não está aceitando pedidos agora \(pedidos pausados no momento\)/);
    await snap(page, 'checkout-refused-360');
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as { quantity: number }[]);
    expect(cart.map((l) => l.quantity)).toEqual([4]);

    await owner.getByRole('button', { name: 'Retomar pedidos' }).click();
    await visible(owner, 'Agora: Aberto agora');
    await page.reload();
    await expect.poll(() => page.getByTestId('closed-banner').count()).toBe(0);
    // the form is kept by the browser only partly after a reload: fill what the prefill lacks
    for (const [label, value] of [
      ['Nome completo', 'Paula Noturna'],
      ['Email', 'paula@exemplo.com'],
      ['Telefone', '11912345678'],
      ['CEP', '01310100'],
      ['Rua', 'Avenida Paulista'],
      ['Número', '1000'],
      ['Bairro', 'Bela Vista'],
      ['Cidade', 'São Paulo'],
      ['Estado', 'SP'],
    ] as const) {
      if (!(await page.getByLabel(label).inputValue())) await page.getByLabel(label).fill(value);
    }
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await visible(page, 'Pedido realizado com sucesso!');
    await owner.context().close();
    await page.context().close();
  });
});
