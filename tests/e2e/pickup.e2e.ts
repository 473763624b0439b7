import { describe, expect } from 'vitest';
import { test, visible } from './fixtures';
import { signInFirstAdmin } from './support/accounts';
import { DESKTOP, PHONE, snap } from './support/browser';
import { addFromTab } from './support/storefront';

// Pickup at the counter (docs/product.md#pickup): the owner turns it on; a customer orders with
// 'Retirar no local', sees the store's address and no fee; staff see a pickup order, print its
// ticket and set it 'Pronto para retirada'; the customer's Meus Pedidos reads the same.
const STORE_ADDRESS = 'Rua Augusta, 1500 - Consolação, São Paulo - SP, 01304-001';

// No CEP provider and no map: pickup needs neither.
test.override('serverEnv', { CEP_API_URL: 'http://127.0.0.1:9' });

describe('pickup in the browser', () => {
  test('the owner offers pickup; a customer picks up at the counter; staff make it ready; the customer sees it', async ({
    newPage,
    server,
  }) => {
    // The owner turns 'Retirada no local' on in Configurações › Entrega.
    const admin = await newPage(DESKTOP);
    await signInFirstAdmin(admin, server);
    await admin.goto('/admin/settings');
    await admin.getByRole('tab', { name: 'Entrega' }).click();
    const toggle = admin.getByRole('switch', { name: /Oferecer retirada no local/ });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await admin.getByLabel('Tempo até ficar pronto').fill('15-25 min');
    await snap(admin, 'pickup-settings-1280');
    await admin.getByRole('button', { name: 'Salvar todas as configurações' }).click();
    await visible(admin, 'Configurações salvas com sucesso!');

    // The customer, on a phone: the address step starts with the two choices.
    const page = await newPage(PHONE);
    await page.goto('/');
    await addFromTab(page, 'Esfihas abertas', 'Esfiha de Zaatar', 4);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
    await page.waitForURL(/\/checkout$/);
    const delivery = page.getByRole('radio', { name: /^Entrega/ });
    const pickup = page.getByRole('radio', { name: /Retirar no local/ });
    await expect.poll(() => delivery.isChecked()).toBe(true);
    expect(await page.getByLabel('Rua').isVisible()).toBe(true);
    await snap(page, 'checkout-delivery-360');

    await pickup.check({ force: true });
    await expect.poll(() => page.getByTestId('pickup-address').textContent()).toBe(STORE_ADDRESS);
    await visible(page, 'Pronto em 15-25 min');
    expect(await page.getByLabel('Rua').count()).toBe(0);
    const summary = page.getByRole('region', { name: 'Resumo do pedido' });
    await expect.poll(() => summary.textContent()).toContain('Retirada em 15-25 min');
    await expect.poll(() => summary.textContent()).toContain('Taxa de entregaR$ 0,00');
    // 4 × R$ 6,50 and nothing more
    await expect.poll(() => page.getByTestId('checkout-total').textContent()).toBe('R$ 26,00');
    await snap(page, 'checkout-pickup-360');
    await page.setViewportSize(DESKTOP);
    await snap(page, 'checkout-pickup-1280');
    await delivery.check({ force: true });
    await snap(page, 'checkout-delivery-1280');
    await pickup.check({ force: true });
    await page.setViewportSize(PHONE);

    await page.getByLabel('Nome completo').fill('Renata Balcão');
    await page.getByLabel('Email').fill('renata@exemplo.com');
    await page.getByLabel('Telefone').fill('11912345678');
    await page.getByRole('radio', { name: /Cartão na retirada/ }).check({ force: true });
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    // A guest's new account is signed in and sent to Meus Pedidos.
    await page.waitForURL(/\/customer\/orders$/, { timeout: 15_000 });
    const card = page.getByTestId('order-card').first();
    await expect.poll(() => card.getByTestId('order-status').textContent()).toBe('Pendente');
    await card.getByRole('button', { name: 'Ver detalhes' }).click();
    const details = page.getByRole('dialog');
    await expect.poll(() => details.getByTestId('pickup-address').textContent()).toBe(STORE_ADDRESS);
    expect(await details.textContent()).not.toContain('Endereço de entrega');
    await snap(page, 'customer-pickup-details-360');
    await page.keyboard.press('Escape');

    // Staff: the list marks it 'Retirada'; the dialog says pickup; print, then ready.
    await admin.goto('/admin/orders');
    const row = admin.getByTestId('order-row').locator('visible=true').first();
    await expect.poll(() => row.textContent()).toContain('Renata Balcão');
    expect(await row.getByTestId('pickup-badge').textContent()).toBe('Retirada');
    await snap(admin, 'admin-orders-pickup-1280');
    await admin.evaluate(() => {
      window.print = () => undefined;
    });
    await row.getByRole('button', { name: /Ver detalhes do pedido/ }).click();
    const dialog = admin.getByRole('dialog', { name: /Pedido #/ });
    await expect.poll(() => dialog.textContent()).toContain('Retirada no local');
    expect(await dialog.textContent()).toContain(STORE_ADDRESS);
    expect(await dialog.textContent()).not.toContain('Taxa de entrega');
    await dialog.getByRole('button', { name: 'Imprimir' }).click();
    await expect.poll(() => dialog.getByTestId('order-status').textContent()).toBe('Em preparação');
    const ticket = admin.getByTestId('order-ticket');
    expect(await ticket.textContent()).toContain('RETIRADA NO LOCAL');
    expect(await ticket.textContent()).toContain(STORE_ADDRESS);
    // Paid at the counter, not to a courier.
    expect(await ticket.textContent()).toMatch(/COBRAR NA RETIRADA: R\$\s26,00/);
    expect(await ticket.textContent()).not.toContain('Taxa de entrega');
    await admin.emulateMedia({ media: 'print' });
    await admin.setViewportSize({ width: 360, height: 900 });
    await snap(admin, 'ticket-pickup-360');
    await admin.setViewportSize(DESKTOP);
    await snap(admin, 'ticket-pickup-1280');
    await admin.emulateMedia({ media: 'screen' });
    await dialog.getByRole('button', { name: 'Pronto para retirada' }).last().click();
    await expect.poll(() => dialog.getByTestId('order-status').textContent()).toBe('Pronto para retirada');
    await snap(admin, 'admin-pickup-detail-1280');

    // The customer's Meus Pedidos reads the counter's label (live, or on the next look).
    await expect
      .poll(
        async () => {
          const label = await card.getByTestId('order-status').textContent();
          if (label !== 'Pronto para retirada') await page.reload();
          return label;
        },
        { timeout: 15_000, interval: 1000 },
      )
      .toBe('Pronto para retirada');
    await snap(page, 'customer-pickup-ready-360');
    await admin.context().close();
    await page.context().close();
  });
});
