import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { PAULISTA_CEP } from '../../src/server/testing/fake-http';
import { test, visible } from './fixtures';
import { signInFirstAdmin } from './support/accounts';
import { DESKTOP, PHONE } from './support/browser';

// PIX confirmed by the bank (docs/product.md#payments, docs/decisions/008): a guest pays a PIX
// order at the fake API Pix (mTLS, OAuth2, its webhook over HTTP to the server it registered
// at start); the order-placed page turns from 'Aguardando pagamento' to 'Pagamento confirmado'
// and the admin's open order to 'Pago', both without a reload. An expired code offers a new one.

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-pix';
mkdirSync(SHOTS, { recursive: true });

const snap = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

test.override('cepAddresses', PAULISTA_CEP);
test.override('serverEnv', ({ pix, cep }) => ({ ...pix.env, ...cep.env }));

test.beforeAll(async ({ pix, server }) => {
  // The server registers its webhook with the bank at start.
  for (let i = 0; i < 100 && !pix.webhookUrl; i++) await new Promise((r) => setTimeout(r, 100));
  expect(pix.webhookUrl).toBe(`${server.url}/api/payments/pix/webhook/${pix.env.PIX_WEBHOOK_TOKEN}`);
});

/** The first product without choices, as the cart keeps it (cart-store.ts). */
async function fillCart(page: Page) {
  await page.goto('/cart');
  await page.evaluate(async () => {
    const menu = (await (await fetch('/api/menu')).json()) as {
      products: { id: string; name: string; priceCents: number; imageUrl: string | null; hasOptions?: boolean }[];
    };
    for (const p of menu.products) {
      const product = (await (await fetch(`/api/products/${p.id}`)).json()) as { options: unknown[] };
      if (product.options.length) continue;
      const line = { id: `${p.id}-2`, productId: p.id, name: p.name, image: p.imageUrl, basePriceCents: p.priceCents };
      localStorage.setItem('cart', JSON.stringify([{ ...line, quantity: 2, selectedOptions: [] }]));
      return;
    }
  });
}

/** Places a PIX order through the checkout; answers the order number shown ('Pedido #3f2a91c0'). */
async function checkout(page: Page, email: string): Promise<string> {
  await fillCart(page);
  await page.goto('/checkout');
  await page.getByLabel('Nome completo').fill('Rafael Costa');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Telefone').fill('11912345678');
  await page.getByLabel('CEP').fill('01310100');
  await expect.poll(() => page.getByLabel('Rua').inputValue()).toBe('Avenida Paulista');
  await page.getByLabel('Número').fill('1000');
  expect(await page.getByRole('radio', { name: /PIX/ }).isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect
    .poll(() => page.getByRole('heading', { name: 'Pedido realizado com sucesso!' }).isVisible(), { timeout: 10_000 })
    .toBe(true);
  return (await page.getByText(/^#[0-9a-f]{8}$/).textContent())!.slice(1);
}

describe('PIX confirmed by the bank', () => {
  test('the customer and the admin see the payment arrive without a reload', async ({ newPage, server, pix }) => {
    const admin = await newPage(DESKTOP);
    await signInFirstAdmin(admin, server);
    await admin.goto('/admin/orders');
    await visible(admin, '● Ao vivo', { shown: true });

    const customer = await newPage(PHONE);
    const number = await checkout(customer, 'rafael@exemplo.com');
    const panel = customer.getByRole('region', { name: 'Pagamento via PIX' });
    await visible(customer, 'Aguardando pagamento', { shown: true });
    await expect.poll(() => customer.getByRole('img', { name: 'QR Code PIX do pedido' }).isVisible()).toBe(true);
    expect(await customer.getByTestId('pix-countdown').textContent()).toMatch(/^(30:00|29:5\d)$/);
    const [txid, charge] = [...pix.charges.entries()][0]!;
    expect(await customer.getByLabel('Código PIX copia e cola').inputValue()).toBe(charge.pixCopiaECola);
    await snap(customer, 'pix-awaiting-360');
    await customer.setViewportSize(DESKTOP);
    await snap(customer, 'pix-awaiting-1280');
    await customer.setViewportSize(PHONE);

    // 'Completar Pagamento' in Meus Pedidos opens the same code on the payment page.
    const orderId = await customer.evaluate(async () => {
      const page = (await (await fetch('/api/customer/orders')).json()) as { orders: { id: string }[] };
      return page.orders[0]!.id;
    });
    const pay = await customer.context().newPage();
    await pay.goto(`/pay/${orderId}`);
    await expect.poll(() => pay.getByLabel('Código PIX copia e cola').inputValue()).toBe(charge.pixCopiaECola);
    await visible(pay, 'Aguardando pagamento', { shown: true });
    await snap(pay, 'pix-pay-page-360');
    await pay.close();

    // Staff see it waiting for the bank: not for the kitchen yet.
    await visible(admin, 'Rafael Costa', { shown: true });
    await admin
      .getByRole('button', { name: `Ver detalhes do pedido ${number}` })
      .locator('visible=true')
      .click();
    const details = admin.getByRole('dialog', { name: `Pedido #${number}` });
    await expect.poll(() => details.textContent()).toContain('Aguardando pagamento');
    expect(await details.textContent()).toContain('Não pago');

    // The customer pays in the bank's app; the bank calls the webhook.
    await pix.pay(txid);
    expect(pix.notices.map((n) => n.status)).toEqual([200]);
    await expect.poll(() => panel.getByText('Pagamento confirmado').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await panel.getByText('Aguardando pagamento').count()).toBe(0);
    await snap(customer, 'pix-paid-360');
    await customer.setViewportSize(DESKTOP);
    await snap(customer, 'pix-paid-1280');
    await expect.poll(() => details.textContent(), { timeout: 10_000 }).toContain('Pago em');
    await snap(admin, 'pix-admin-paid-1280');
    await customer.context().close();
    await admin.context().close();
  });

  test('an expired code says so and offers a new one', async ({ newPage }) => {
    const customer = await newPage(PHONE);
    await customer.clock.install();
    await checkout(customer, 'bia@exemplo.com');
    await visible(customer, 'Aguardando pagamento', { shown: true });
    await customer.clock.fastForward('31:00');
    await visible(customer, 'Código expirado', { shown: true });
    expect(await customer.getByRole('button', { name: 'Gerar novo código' }).isVisible()).toBe(true);
    await snap(customer, 'pix-expired-360');
    await customer.setViewportSize(DESKTOP);
    await snap(customer, 'pix-expired-1280');
    await customer.context().close();
  });
});
