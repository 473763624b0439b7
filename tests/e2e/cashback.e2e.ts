import { describe, expect } from 'vitest';
import { test, visible } from './fixtures';
import { signInFirstAdmin, signUp } from './support/accounts';
import { axeViolations } from './support/axe';
import { DESKTOP, PHONE, snap } from './support/browser';
import { fillCashDelivery } from './support/checkout';
import { addFromTab } from './support/storefront';

// 'Cashback' (docs/product.md#cashback): the owner turns it on at 10 % with R$ 2,00 at most per
// order; a customer with an account sees what an order earns, earns it once staff mark it
// delivered, finds it in 'Seu saldo', and uses part of it on the next order.

test.override('serverEnv', ({ cep }) => ({ ...cep.env, GEO_RATE_LIMIT: '1000' }));

const cents = (brl: string | null) => Number((brl ?? '').replace(/[^\d]/g, ''));

describe('cashback in the browser', () => {
  test('the owner turns it on; a customer earns on a delivered order, sees it in Seu saldo and uses part of it', async ({
    newPage,
    server,
  }) => {
    const admin = await newPage(DESKTOP);
    await signInFirstAdmin(admin, server);
    await admin.goto('/admin');
    await admin.getByRole('navigation', { name: 'Administração' }).getByRole('link', { name: 'Cashback' }).click();
    await admin.waitForURL(/\/admin\/cashback$/);
    await admin.getByRole('switch', { name: 'Cashback ativo' }).click();
    await admin.getByLabel('Percentual de volta').fill('10');
    await admin.getByLabel('Uso máximo por pedido').fill('2,00');
    await admin.getByRole('button', { name: 'Salvar cashback' }).click();
    await visible(admin, 'Cashback salvo e ativo');
    expect(await admin.getByTestId('cashback-preview').textContent()).toContain('Ganhe 10% de volta');
    await snap(admin, 'cashback-admin-1280');

    // A customer with an account, on a phone: 4 × Esfiha de Zaatar (R$ 26,00) earns R$ 2,60.
    const page = await newPage(PHONE);
    await signUp(page, { name: 'Nadia Saldo', email: 'nadia@exemplo.com' });
    await page.goto('/');
    await addFromTab(page, 'Esfihas abertas', 'Esfiha de Zaatar', 4);
    await page.goto('/checkout');
    await fillCashDelivery(page, { name: 'Nadia Saldo', email: 'nadia@exemplo.com' });
    await expect
      .poll(() => page.getByTestId('cashback-earn').textContent())
      .toBe('Você ganha R$ 2,60 de cashback quando o pedido for entregue.');
    expect(await page.getByText(/^Usar R\$/).count()).toBe(0);
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await page.waitForURL(/\/customer\/orders$/, { timeout: 15_000 });
    const balance = page.getByTestId('cashback-balance');
    await expect.poll(() => balance.textContent()).toBe('R$ 0,00');

    // Staff deliver it: the balance arrives live.
    await admin.goto('/admin/orders');
    const row = admin.getByTestId('order-row').locator('visible=true').first();
    await expect.poll(() => row.textContent()).toContain('Nadia Saldo');
    await row.getByRole('button', { name: /Ver detalhes do pedido/ }).click();
    const dialog = admin.getByRole('dialog', { name: /Pedido #/ });
    for (const status of ['Em preparação', 'Entregue']) await dialog.getByRole('button', { name: status }).click();
    await expect.poll(() => balance.textContent(), { timeout: 10_000 }).toBe('R$ 2,60');
    const card = page.getByTestId('cashback-card');
    await card.getByRole('button', { name: 'Ver extrato' }).click();
    await expect.poll(() => card.getByTestId('cashback-move').first().textContent()).toContain('Ganho no pedido');
    expect(await card.getByTestId('cashback-move').first().textContent()).toContain('+R$ 2,60');
    await snap(page, 'cashback-seu-saldo-360');
    const a11y: Record<string, string[]> = { 'Seu saldo': await axeViolations(page) };

    // The next order uses R$ 2,00 of it (the owner's cap), priced by the server like a coupon.
    await page.goto('/');
    await addFromTab(page, 'Esfihas abertas', 'Esfiha de Zaatar', 4);
    await page.goto('/checkout');
    await fillCashDelivery(page, { name: 'Nadia Saldo', email: 'nadia@exemplo.com' });
    const total = page.getByTestId('checkout-total');
    await expect.poll(() => page.getByText('calculando...').count()).toBe(0);
    const full = cents(await total.textContent());
    await page.getByText('Usar R$ 2,00 de saldo').click();
    await expect.poll(() => page.getByTestId('checkout-cashback').textContent()).toBe('−R$ 2,00');
    await expect.poll(async () => cents(await total.textContent())).toBe(full - 200);
    // it earns on what is paid for: R$ 24,00
    expect(await page.getByTestId('cashback-earn').textContent()).toBe(
      'Você ganha R$ 2,40 de cashback quando o pedido for entregue.',
    );
    a11y['checkout using the balance'] = await axeViolations(page);
    await snap(page, 'cashback-checkout-360');
    await page.setViewportSize(DESKTOP);
    await snap(page, 'cashback-checkout-1280');
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await page.waitForURL(/\/customer\/orders$/, { timeout: 15_000 });
    await expect.poll(() => balance.textContent()).toBe('R$ 0,60');
    await page.getByTestId('order-card').first().getByRole('button', { name: 'Ver detalhes' }).click();
    await expect
      .poll(() => page.getByRole('dialog').getByTestId('order-cashback').textContent())
      .toBe('Saldo de cashback−R$ 2,00');
    await page.keyboard.press('Escape');
    await page.setViewportSize(DESKTOP);
    await snap(page, 'cashback-seu-saldo-1280');
    expect(a11y).toEqual({ 'Seu saldo': [], 'checkout using the balance': [] });
  });
});
