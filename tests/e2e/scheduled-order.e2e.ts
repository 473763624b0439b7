import { describe, expect } from 'vitest';
import { addDays, localTime } from '../../src/shared/schedule';
import { shortDateLabel } from '../../src/shared/order-slots';
import { test, visible } from './fixtures';
import { signInFirstAdmin } from './support/accounts';
import { DESKTOP, PHONE, snap } from './support/browser';
import { addFromTab } from './support/storefront';

// Scheduled orders (docs/product.md#scheduled-orders): the owner turns scheduling on; with the
// store closed today (a holiday), a customer schedules a pickup for tomorrow 11:00, sees the time
// on the confirmation; staff find it under 'Agendados' with its time.

test.override('serverEnv', { CEP_API_URL: 'http://127.0.0.1:9' });

describe('scheduled orders in the browser', () => {
  test('the owner enables scheduling; a customer schedules for tomorrow while closed; staff see it in Agendados', async ({
    newPage,
    server,
  }) => {
    const today = localTime(new Date()).date;
    const tomorrow = addDays(today, 1);
    const admin = await newPage(DESKTOP);
    await signInFirstAdmin(admin, server);
    // Open 11:00–23:00 every day, closed all day today (the hours have their own journey).
    const status = await admin.evaluate(async (date) => {
      const res = await fetch('/api/admin/store', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          openingHours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '11:00', close: '23:00' })),
          specialDates: [{ date, intervals: [], label: 'Feriado' }],
          pickupEnabled: true,
        }),
      });
      return res.status;
    }, today);
    expect(status).toBe(200);

    // Configurações › Agendamento.
    await admin.goto('/admin/settings');
    await admin.getByRole('tab', { name: 'Agendamento' }).click();
    const toggle = admin.getByRole('switch', { name: /Aceitar pedidos agendados/ });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await admin.getByLabel('Duração de cada horário (min)').fill('30');
    await admin.getByLabel('Pedidos por horário').fill('3');
    await admin.getByLabel('Dias à frente').fill('15');
    await admin.getByRole('button', { name: 'Salvar todas as configurações' }).click();
    await visible(admin, 'Dias de antecedência: de 0 a 14');
    await admin.getByLabel('Dias à frente').fill('2');
    await snap(admin, 'scheduling-settings-1280');
    await admin.getByRole('button', { name: 'Salvar todas as configurações' }).click();
    await visible(admin, 'Configurações salvas com sucesso!');

    // The customer, on a phone, with the store closed.
    const page = await newPage(PHONE);
    await page.goto('/');
    await addFromTab(page, 'Esfihas abertas', 'Esfiha de Zaatar', 4);
    await page.goto('/cart');
    await expect.poll(() => page.getByTestId('closed-banner').textContent()).toContain('Você pode agendar seu pedido');
    await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
    await page.waitForURL(/\/checkout$/);

    // 'Agora' cannot be chosen while closed; the days start tomorrow.
    const when = page.getByRole('region', { name: 'Quando?' });
    await expect.poll(() => when.getByRole('radio', { name: /Agora/ }).isDisabled()).toBe(true);
    expect(await when.getByRole('radio', { name: /Agendar/ }).isChecked()).toBe(true);
    await visible(page, 'Agende seu pedido para um horário abaixo');
    const days = when.getByRole('radiogroup', { name: 'Dia' }).getByRole('radio');
    await expect.poll(() => days.allTextContents()).toEqual(['Amanhã', shortDateLabel(addDays(today, 2))]);
    await page.getByRole('radio', { name: /Retirar no local/ }).check({ force: true });
    await page.getByLabel('Nome completo').fill('Paula Agenda');
    await page.getByLabel('Email').fill('paula@exemplo.com');
    await page.getByLabel('Telefone').fill('11912345678');

    // Confirming without a time says what is missing.
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await visible(page, 'Escolha o dia e o horário do agendamento.');

    const slot = when.getByRole('radiogroup', { name: 'Horário' }).getByRole('radio', { name: '11:00–11:30' });
    await slot.click();
    expect(await slot.getAttribute('aria-checked')).toBe('true');
    const summary = page.getByRole('region', { name: 'Resumo do pedido' });
    const label = `${shortDateLabel(tomorrow)}, 11:00`;
    await expect.poll(() => summary.textContent()).toContain(`Agendado para ${label}`);
    await when.scrollIntoViewIfNeeded();
    await snap(page, 'checkout-when-360');
    await page.setViewportSize(DESKTOP);
    await snap(page, 'checkout-when-1280');
    await page.setViewportSize(PHONE);

    // PIX: the confirmation page says when.
    await page.getByRole('radio', { name: /PIX/ }).first().check({ force: true });
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await expect
      .poll(async () => (await page.getByTestId('placed-scheduled').textContent())?.trim(), { timeout: 15_000 })
      .toBe(`Agendado para ${label}`);
    await snap(page, 'order-placed-scheduled-360');

    // Staff: 'Agendados' lists it with its time.
    await admin.goto('/admin/orders');
    await admin.getByRole('button', { name: /Agendados/ }).click();
    const row = admin.getByTestId('order-row').locator('visible=true').first();
    await expect.poll(() => row.textContent()).toContain('Paula Agenda');
    expect((await row.getByTestId('scheduled-badge').textContent())?.trim()).toBe(`Agendado · ${label}`);
    await snap(admin, 'admin-scheduled-1280');
    await admin.setViewportSize(PHONE);
    await snap(admin, 'admin-scheduled-360');
    await admin.setViewportSize(DESKTOP);
    await row.getByRole('button', { name: /Ver detalhes do pedido/ }).click();
    const dialog = admin.getByRole('dialog', { name: /Pedido #/ });
    await expect
      .poll(async () => (await dialog.getByTestId('scheduled-badge').textContent())?.trim())
      .toBe(`Agendado · ${label}`);

    // Meus Pedidos (the guest's new account is signed in) shows the time too.
    await page.goto('/customer/orders');
    await expect
      .poll(async () => (await page.getByTestId('order-scheduled').first().textContent())?.trim())
      .toBe(`Agendado para ${label}`);
    await admin.context().close();
    await page.context().close();
  });
});
