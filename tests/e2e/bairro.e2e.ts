import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { customerMessage, statusMessage } from '../../src/shared/whatsapp';
import { test, visible } from './fixtures';
import { signInFirstAdmin } from './support/accounts';
import { DESKTOP, PHONE, snap } from './support/browser';
import { AUGUSTA_CEP } from './support/checkout';
import { addFromTab } from './support/storefront';

// 'Taxa por bairro' and WhatsApp (docs/product.md#delivery-by-neighbourhood, #whatsapp): the owner
// charges by bairro with no map service at all (no ORS_API_KEY) and sets the store's WhatsApp; a
// customer's CEP gets its bairro's fee, a bairro the store does not serve is refused with its
// message; the 'Falar com a loja' links and the staff's link to the customer carry the right number and text.

const PARELHEIROS_CEP = {
  '04890000': {
    cep: '04890-000',
    logradouro: 'Estrada da Colônia',
    bairro: 'Parelheiros',
    localidade: 'São Paulo',
    uf: 'SP',
  },
};

test.override('cepAddresses', { ...AUGUSTA_CEP, ...PARELHEIROS_CEP });
test.override('serverEnv', ({ cep }) => cep.env);

const wa = (number: string, text: string) => `https://wa.me/${number}?text=${encodeURIComponent(text)}`;

async function fillBairroRow(page: Page, index: number, row: { name: string; fee: string; ceps?: string }) {
  const r = page.getByTestId('neighbourhood-row').nth(index);
  await r.getByLabel('Bairro', { exact: true }).fill(row.name);
  await r.getByLabel('Taxa (R$)').fill(row.fee);
  if (row.ceps !== undefined) await r.getByLabel(/Faixas de CEP/).fill(row.ceps);
}

describe('delivery by bairro and WhatsApp in the browser', () => {
  test('the owner charges by bairro; a customer pays their bairro’s fee, an unserved bairro is refused; WhatsApp links', async ({
    newPage,
    server,
  }) => {
    // The owner: WhatsApp in Geral, 'Por bairro' with its list in Entrega.
    const admin = await newPage(DESKTOP);
    await signInFirstAdmin(admin, server);
    await admin.goto('/admin/settings');
    await admin.getByLabel('WhatsApp da loja').fill('(11) 9888');
    await admin.getByRole('button', { name: 'Salvar todas as configurações' }).click();
    await visible(admin, 'WhatsApp inválido: informe o DDD e o número, ex.: (11) 99999-8888');
    await admin.getByLabel('WhatsApp da loja').fill('11988887777');
    expect(await admin.getByLabel('WhatsApp da loja').inputValue()).toBe('(11) 98888-7777');

    await admin.getByRole('tab', { name: 'Entrega' }).click();
    await admin.getByText('Por bairro', { exact: true }).click();
    // The demo store's list: Consolação (its CEP range holds Rua Augusta) and Parelheiros, not served, among them.
    const rows = admin.getByTestId('neighbourhood-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(2);
    const before = await rows.count();
    const consolacao = rows.filter({ has: admin.getByRole('switch', { name: 'Atende Consolação' }) });
    await consolacao.getByLabel('Taxa (R$)').fill('8,50');
    await consolacao.getByLabel(/Faixas de CEP/).fill('01309-999 a 01300-000');
    expect(await admin.getByRole('switch', { name: 'Atende Parelheiros' }).getAttribute('aria-checked')).toBe('false');
    await admin.getByRole('button', { name: 'Adicionar bairro' }).click();
    await fillBairroRow(admin, before, { name: 'consolacao', fee: '5' });
    await admin.getByRole('button', { name: 'Salvar todas as configurações' }).click();
    // Each mistake is said on its row, and nothing is saved.
    await visible(admin, 'Faixa de CEP invertida: 01309-999 é maior que 01300-000.');
    await visible(admin, 'O bairro "consolacao" já está na lista.');
    await snap(admin, 'bairro-settings-errors-1280');
    await rows.nth(before).getByLabel('Bairro', { exact: true }).fill('Bom Retiro');
    await consolacao.getByLabel(/Faixas de CEP/).fill('01300-000 a 01309-999');
    await admin.getByRole('button', { name: 'Salvar todas as configurações' }).click();
    await visible(admin, 'Configurações salvas com sucesso!');
    await admin.setViewportSize(PHONE);
    await snap(admin, 'bairro-settings-360');
    await admin.setViewportSize(DESKTOP);
    await snap(admin, 'bairro-settings-1280');
    await admin.getByRole('tab', { name: 'Geral' }).click();
    await admin.getByLabel('WhatsApp da loja').scrollIntoViewIfNeeded();
    await snap(admin, 'bairro-settings-whatsapp-1280');
    await admin.setViewportSize(PHONE);
    await snap(admin, 'bairro-settings-whatsapp-360');
    await admin.setViewportSize(DESKTOP);
    // Read back as saved.
    await admin.reload();
    expect(await admin.getByLabel('WhatsApp da loja').inputValue()).toBe('(11) 98888-7777');
    await admin.getByRole('tab', { name: 'Entrega' }).click();
    await expect.poll(() => rows.count()).toBe(before + 1);
    expect(await rows.last().getByLabel('Bairro', { exact: true }).inputValue()).toBe('Bom Retiro');
    expect(await consolacao.getByLabel('Taxa (R$)').inputValue()).toBe('8,50');
    expect(await consolacao.getByLabel(/Faixas de CEP/).inputValue()).toBe('01300-000 a 01309-999');
    expect(await admin.getByRole('radio', { name: /Por bairro/ }).isChecked()).toBe(true);

    // The storefront's 'Falar com a loja'.
    const page = await newPage(PHONE);
    await page.goto('/');
    const storeLink = page.getByRole('link', { name: /Falar com a loja/ });
    expect(await page.getByTestId('standard-fee').textContent()).toBe('Taxa por bairro');
    expect(await storeLink.getAttribute('href')).toBe(wa('5511988887777', customerMessage()));
    expect(await storeLink.getAttribute('href')).toBe(
      'https://wa.me/5511988887777?text=Ol%C3%A1!%20Vim%20pelo%20card%C3%A1pio%20online.',
    );
    await snap(page, 'bairro-storefront-whatsapp-360');

    // The customer in Parelheiros is refused with the store's message.
    await addFromTab(page, 'Esfihas abertas', 'Esfiha de Zaatar', 4);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
    await page.waitForURL(/\/checkout$/);
    // No fee to show before the address says which bairro.
    const summary = page.getByRole('region', { name: 'Resumo do pedido' });
    await expect.poll(() => summary.textContent()).toContain('Taxa de entregaconforme o bairro');
    expect(await page.getByTestId('checkout-total').textContent()).toBe('R$ 26,00');
    await page.getByLabel('Nome completo').fill('Joana Bairro');
    await page.getByLabel('Email').fill('joana@exemplo.com');
    await page.getByLabel('Telefone').fill('11987654321');
    await page.getByText('Dinheiro', { exact: true }).click();
    await page.getByLabel('CEP').fill('04890000');
    await expect.poll(() => page.getByLabel('Bairro', { exact: true }).inputValue()).toBe('Parelheiros');
    await page.getByLabel('Número').fill('12');
    await expect
      .poll(() => page.getByTestId('delivery-refused').textContent())
      .toBe('Não entregamos no bairro Parelheiros.');
    expect(await summary.textContent()).toContain('Taxa de entregaIndisponível');
    // no fee counts toward the total while the address is refused
    expect(await page.getByTestId('checkout-total').textContent()).toBe('R$ 26,00');
    // Said beside the address too, where a phone's customer is typing.
    expect(await page.getByRole('region', { name: 'Endereço de entrega' }).textContent()).toContain(
      'Não entregamos no bairro Parelheiros.',
    );
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    // The server refuses it too: the summary's message and the refusal under the button.
    await expect
      .poll(() =>
        page
          .getByRole('alert')
          .filter({ hasText: /^Não entregamos no bairro Parelheiros\.$/ })
          .count(),
      )
      .toBeGreaterThanOrEqual(2);
    await expect.poll(() => page.getByRole('button', { name: 'Confirmar pedido' }).isEnabled()).toBe(true);
    expect(await page.getByText('para a entrega grátis').count()).toBe(0);
    expect(page.url()).toMatch(/\/checkout$/);
    await snap(page, 'bairro-checkout-refused-360');
    await page.setViewportSize(DESKTOP);
    await snap(page, 'bairro-checkout-refused-1280');
    await page.setViewportSize(PHONE);

    // On Rua Augusta the CEP is in Consolação's range: R$ 8,50, no map asked.
    await page.getByLabel('CEP').fill('01304001');
    await expect.poll(() => page.getByLabel('Rua').inputValue()).toBe('Rua Augusta');
    await page.getByLabel('Número').fill('1500');
    await expect.poll(() => summary.textContent()).toContain('Taxa de entregaR$ 8,50');
    // 4 × R$ 6,50 + R$ 8,50
    await expect.poll(() => page.getByTestId('checkout-total').textContent()).toBe('R$ 34,50');
    expect(await page.getByTestId('delivery-refused').count()).toBe(0);
    expect(await page.locator('p[role="alert"]', { hasText: 'Parelheiros' }).count()).toBe(0);
    await snap(page, 'bairro-checkout-fee-360');
    await page.setViewportSize(DESKTOP);
    await snap(page, 'bairro-checkout-fee-1280');
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await page.waitForURL(/\/customer\/orders$/, { timeout: 15_000 });

    // The order's page: 'Falar com a loja' with the order number.
    const card = page.getByTestId('order-card').first();
    await card.getByRole('button', { name: 'Ver detalhes' }).click();
    const details = page.getByRole('dialog');
    const title = (await details.getByRole('heading', { name: /Pedido #/ }).textContent()) ?? '';
    const number = title.replace('Pedido #', '');
    expect(number).toMatch(/^[0-9a-f]{8}$/);
    expect(await details.textContent()).toContain('R$ 8,50');
    expect(await details.getByRole('link', { name: /Falar com a loja/ }).getAttribute('href')).toBe(
      wa('5511988887777', `Olá! Sobre o meu pedido #${number}`),
    );
    await snap(page, 'bairro-order-whatsapp-360');

    // Staff: one tap to the customer, with the message of the current status.
    await admin.goto('/admin/orders');
    const row = admin.getByTestId('order-row').locator('visible=true').first();
    await expect.poll(() => row.textContent()).toContain('Joana Bairro');
    await row.getByRole('button', { name: /Ver detalhes do pedido/ }).click();
    const dialog = admin.getByRole('dialog', { name: /Pedido #/ });
    const toCustomer = dialog.getByRole('link', { name: /Avisar pelo WhatsApp/ });
    await expect
      .poll(() => toCustomer.getAttribute('href'))
      .toBe(wa('5511987654321', `Olá, Joana! Recebemos seu pedido #${number}.`));
    await dialog.getByRole('button', { name: 'Em entrega' }).last().click();
    await expect.poll(() => dialog.getByTestId('order-status').textContent()).toBe('Em entrega');
    const out = statusMessage({ number, customerName: 'Joana Bairro', status: 'delivering', fulfilment: 'delivery' });
    expect(out).toBe(`Olá, Joana! Seu pedido #${number} saiu para entrega!`);
    await expect.poll(() => toCustomer.getAttribute('href')).toBe(wa('5511987654321', out));
    await snap(admin, 'bairro-admin-whatsapp-1280');
    await admin.setViewportSize(PHONE);
    await snap(admin, 'bairro-admin-whatsapp-360');
    await admin.context().close();
    await page.context().close();
  });
});
