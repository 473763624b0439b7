import { describe, expect } from 'vitest';
import { test, visible } from './fixtures';
import { signInFirstAdmin } from './support/accounts';
import { axeViolations } from './support/axe';
import { DESKTOP, PHONE, snap } from './support/browser';
import { fillCashDelivery } from './support/checkout';
import { addFromTab } from './support/storefront';

// Order messages through the WhatsApp Cloud API (docs/product.md#whatsapp-messages): the
// customer keeps 'Receber atualizações pelo WhatsApp' ticked at checkout, the fake Graph API
// gets the 'pedido_recebido' template and posts its receipts back, and the staff's order detail
// says it was read.

test.override('serverEnv', ({ cep, whatsapp }) => ({ ...cep.env, ...whatsapp.env }));

describe('WhatsApp messages in the browser', () => {
  test("a customer's opt-in at checkout, and the message's receipts on the admin's order", async ({
    newPage,
    server,
    whatsapp,
  }) => {
    whatsapp.setWebhookUrl(`${server.url}/api/whatsapp/webhook`);
    const admin = await newPage(DESKTOP);
    await signInFirstAdmin(admin, server);
    await admin.goto('/admin/settings');
    const card = admin.getByTestId('whatsapp-messages-card');
    await expect.poll(() => card.getByRole('switch').count()).toBe(4);
    expect(await card.getByRole('switch', { name: /Pedido recebido/ }).getAttribute('aria-checked')).toBe('true');
    await snap(admin, 'whatsapp-settings-1280');
    await admin.setViewportSize(PHONE);
    await card.scrollIntoViewIfNeeded();
    await admin.screenshot({ path: 'tests/e2e/artifacts/whatsapp-settings-360.png' });
    await admin.setViewportSize(DESKTOP);

    // The customer: the box is there, ticked, under the phone.
    const page = await newPage(PHONE);
    await page.goto('/');
    await addFromTab(page, 'Esfihas abertas', 'Esfiha de Zaatar', 4);
    await page.goto('/checkout');
    await fillCashDelivery(page, { name: 'Clara Mensagem', email: 'clara@exemplo.com' });
    const optIn = page.getByRole('checkbox', { name: /Receber atualizações pelo WhatsApp/ });
    expect(await optIn.isChecked()).toBe(true);
    await optIn.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'tests/e2e/artifacts/whatsapp-checkout-360.png' });
    await page.setViewportSize(DESKTOP);
    await optIn.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'tests/e2e/artifacts/whatsapp-checkout-1280.png' });
    await page.setViewportSize(PHONE);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await page.waitForURL(/\/customer\/orders$/, { timeout: 15_000 });
    await visible(page, 'Atualizações pelo WhatsApp');
    await snap(page, 'whatsapp-my-orders-360');

    // What Meta got: the approved template, to the phone typed, with the customer's first name.
    await expect.poll(() => whatsapp.sent.length, { timeout: 8000 }).toBe(1);
    const { template } = whatsapp.sent[0]!.body as {
      template: { name: string; components: { parameters: { text: string }[] }[] };
    };
    expect(whatsapp.sent[0]!.to).toBe('5511987654321');
    expect(template.name).toBe('pedido_recebido');
    expect(template.components[0]!.parameters[0]!.text).toBe('Clara');

    // Staff: the order's detail says the message was read, once the receipts came in.
    await admin.goto('/admin/orders');
    const row = admin.getByTestId('order-row').locator('visible=true').first();
    await expect.poll(() => row.textContent()).toContain('Clara Mensagem');
    await row.getByRole('button', { name: /Ver detalhes do pedido/ }).click();
    const messages = admin.getByRole('dialog').getByTestId('order-whatsapp');
    await expect
      .poll(() => messages.textContent(), { timeout: 15_000 })
      .toMatch(/Pedido recebido\s*Lida · \d{2}\/\d{2}/);
    await messages.scrollIntoViewIfNeeded();
    await snap(admin, 'whatsapp-order-detail-1280');
    expect(await axeViolations(admin)).toEqual([]);
    await admin.setViewportSize(PHONE);
    await messages.scrollIntoViewIfNeeded();
    await admin.screenshot({ path: 'tests/e2e/artifacts/whatsapp-order-detail-360.png' });
  });
});
