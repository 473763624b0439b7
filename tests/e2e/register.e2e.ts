import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { formatBRL } from '../../src/shared/money';
import { test, visible } from './fixtures';
import { signInFirstAdmin, signInStaff } from './support/accounts';
import { placeCashOrder } from './support/checkout';
import { axeViolations } from './support/axe';
import { DESKTOP, PHONE, snap } from './support/browser';

// 'Caixa' (docs/product.md#caixa): the register opened with a float, a guest's cash order
// counted in live, a sangria, a blind close that never shows what was expected, and the
// history with the difference and its printed report.

/** Both widths of the same screen, the phone's first. */
async function snapBoth(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  await snap(page, `${name}-360`);
  await page.setViewportSize(DESKTOP);
  await snap(page, `${name}-1280`);
}

const noToasts = (page: Page) =>
  expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 10_000 }).toBe(0);

describe('Caixa', () => {
  test('open with a float, a cash order and a sangria, a blind close, and the difference in the history', async ({
    newPage,
    server,
  }) => {
    const admin = await newPage(DESKTOP);
    await signInFirstAdmin(admin, server);
    await admin.goto('/admin');
    await admin.getByRole('navigation', { name: 'Administração' }).getByRole('link', { name: 'Caixa' }).click();
    await admin.waitForURL(/\/admin\/caixa$/);
    await visible(admin, 'Caixa fechado', { shown: true });

    await admin.getByLabel('Troco inicial').fill('150,00');
    await admin.getByRole('button', { name: 'Abrir caixa' }).click();
    await visible(admin, 'Caixa aberto', { shown: true });
    await visible(admin, 'Aberto por Dona Samira', { shown: true });
    const cashLine = admin.getByRole('list', { name: 'Esperado por forma de pagamento' }).getByRole('listitem').first();
    await expect.poll(() => cashLine.textContent()).toContain(formatBRL(15_000));

    // A guest orders, paying cash on delivery: the open register counts it without a reload.
    const phone = await newPage();
    await phone.goto('/');
    const { totalCents: total } = await placeCashOrder(phone);
    await phone.context().close();
    await expect.poll(() => cashLine.textContent()).toContain(formatBRL(15_000 + total));
    await expect.poll(() => cashLine.textContent()).toContain('1 pedido');
    await admin.getByRole('button', { name: 'Ciente' }).click();

    // 'Sangria': R$ 50,00 to the bank, with its reason.
    await admin.getByRole('button', { name: 'Sangria' }).click();
    const sangria = admin.getByRole('dialog', { name: 'Sangria' });
    await sangria.getByRole('button', { name: 'Registrar sangria' }).click();
    await visible(admin, 'Informe o valor', { shown: true });
    await visible(admin, 'Informe o motivo', { shown: true });
    await sangria.getByLabel('Valor').fill('50,00');
    await sangria.getByLabel('Motivo').fill('Depósito no banco');
    await sangria.getByRole('button', { name: 'Registrar sangria' }).click();
    await visible(admin, 'Sangria registrada', { shown: true });
    const expectedCash = 15_000 + total - 5_000;
    await expect.poll(() => cashLine.textContent()).toContain(formatBRL(expectedCash));
    const movements = admin.getByRole('list', { name: 'Movimentações' });
    await expect.poll(() => movements.textContent()).toContain('Depósito no banco');
    await expect.poll(() => movements.textContent()).toContain('Dona Samira');
    await noToasts(admin);
    const a11y: Record<string, string[]> = { open: await axeViolations(admin) };
    await snapBoth(admin, 'register-open');

    // Closing with the figures on screen: each count shows what was expected and the difference as it is typed.
    await admin.getByRole('button', { name: 'Fechar caixa' }).click();
    const preview = admin.getByRole('dialog', { name: 'Fechar caixa' });
    await expect.poll(() => preview.textContent()).toContain(`Esperado: ${formatBRL(expectedCash)}`);
    await preview.getByLabel('Dinheiro').fill(String((expectedCash + 300) / 100).replace('.', ','));
    await expect.poll(() => preview.textContent()).toContain('Sobra R$ 3,00');
    await snapBoth(admin, 'register-close-form-expected');
    await preview.getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => preview.count()).toBe(0);

    // The owner turns on 'Fechamento às cegas': the owner still sees the figures; the attendant,
    // on their own screen, does not (the server no longer sends them).
    await admin.getByRole('switch', { name: /Fechamento às cegas/ }).click();
    await visible(admin, 'Fechamento às cegas ligado', { shown: true });
    await visible(admin, 'Esperado no caixa', { shown: true });
    const att = await newPage(DESKTOP);
    await signInStaff(admin, att, { name: 'Beto Atendente', email: 'beto@loja.com', role: 'attendant' });
    await att.goto('/admin/caixa');
    await visible(att, 'Caixa aberto', { shown: true });
    expect(await att.getByRole('switch', { name: /Fechamento às cegas/ }).count()).toBe(0);
    await visible(att, 'Os valores esperados aparecem no histórico depois do fechamento.', { shown: true });
    await expect.poll(() => att.getByText('Esperado no caixa').count()).toBe(0);
    expect(await att.locator('main').textContent()).not.toContain(formatBRL(expectedCash));

    // The close: counted R$ 2,00 short, without ever seeing what was expected.
    await att.getByRole('button', { name: 'Fechar caixa' }).click();
    const closing = att.getByRole('dialog', { name: 'Fechar caixa' });
    await visible(att, 'Fechamento às cegas: o valor esperado aparece depois de fechar.', { shown: true });
    await closing.getByLabel('Dinheiro').fill(String((expectedCash - 200) / 100).replace('.', ','));
    await closing.getByLabel('Cartão na entrega/maquininha').fill('0');
    await closing.getByLabel('PIX').fill('0');
    expect(await closing.textContent()).not.toMatch(/Esperado|Sobra|Falta/);
    await noToasts(att);
    a11y.close = await axeViolations(att);
    await snapBoth(att, 'register-close-form');
    await closing.getByRole('button', { name: 'Fechar caixa' }).click();

    // The close as it was: expected, counted and the difference.
    await att.waitForURL(/\/admin\/caixa\/[0-9a-f-]{36}$/);
    await visible(att, 'Fechamento de caixa', { shown: true });
    const check = att.getByRole('list', { name: 'Conferência por forma de pagamento' });
    await expect.poll(() => check.getByRole('listitem').first().textContent()).toContain(formatBRL(expectedCash));
    await expect.poll(() => check.getByRole('listitem').first().textContent()).toContain('FaltaR$ 2,00');
    await visible(att, 'Falta R$ 2,00', { shown: true });
    await visible(att, 'Fechado às cegas', { shown: true });
    await noToasts(att);
    a11y.detail = await axeViolations(att);
    await snapBoth(att, 'register-detail');

    // Its printed report: 'Imprimir' prints; on paper only the receipt shows.
    await att.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void (window as unknown as { printed: number }).printed++;
    });
    await att.getByRole('button', { name: 'Imprimir' }).click();
    await expect.poll(() => att.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await att.emulateMedia({ media: 'print' });
    const report = att.getByTestId('register-report');
    await expect.poll(() => report.isVisible()).toBe(true);
    expect(await att.getByRole('navigation', { name: 'Administração' }).isVisible()).toBe(false);
    const printed = (await report.textContent())!.replace(/\u00a0/g, ' ');
    expect(printed).toContain('FECHAMENTO DE CAIXA');
    expect(printed).toContain('FALTA R$ 2,00');
    expect(printed).toContain('Depósito no banco');
    await snapBoth(att, 'register-report-print');
    await att.setViewportSize({ width: 302, height: 900 });
    await snap(att, 'register-report-print-80mm');
    await att.emulateMedia({ media: 'screen' });
    await att.setViewportSize(DESKTOP);

    // 'Caixas anteriores' lists it with its difference; the register is closed again.
    await admin.reload();
    await visible(admin, 'Caixa fechado', { shown: true });
    const history = admin.getByRole('list', { name: 'Caixas anteriores' });
    await expect.poll(() => history.textContent()).toContain('Falta R$ 2,00');
    await expect.poll(() => history.textContent()).toContain('por Beto Atendente');
    await noToasts(admin);
    a11y.history = await axeViolations(admin);
    await snapBoth(admin, 'register-history');
    expect(a11y).toEqual({ open: [], close: [], detail: [], history: [] });
  });
});
