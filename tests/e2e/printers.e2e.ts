import { describe, expect } from 'vitest';
import { test, visible } from './fixtures';
import { signInFirstAdmin } from './support/accounts';
import { axeViolations } from './support/axe';
import { DESKTOP, PHONE, snap } from './support/browser';

// 'Impressoras' (docs/product.md#kitchen-printers): the owner adds the kitchen's thermal printer
// and 'Imprimir teste' comes out of it with Portuguese spelled right; a printer switched off is
// named by its address; a bad address is refused in the form.

describe('kitchen printers in the browser', () => {
  test('the owner adds a 58 mm printer, its test page prints right, and an unplugged one is named', async ({
    newPage,
    server,
    printer,
  }) => {
    const admin = await newPage(DESKTOP);
    await signInFirstAdmin(admin, server);
    await admin.goto('/admin');
    await admin.getByRole('navigation', { name: 'Administração' }).getByRole('link', { name: 'Impressoras' }).click();
    await admin.waitForURL(/\/admin\/printers$/);
    await visible(admin, 'Nenhuma impressora ainda.');

    await admin.getByRole('button', { name: 'Nova impressora' }).click();
    const form = admin.getByRole('dialog', { name: 'Nova impressora' });
    await form.getByLabel('Nome').fill('Cozinha');
    await form.getByLabel('Endereço na rede (IP)').fill('http://192.168.0.50/');
    await form.getByRole('button', { name: 'Salvar impressora' }).click();
    await expect
      .poll(() => form.getByRole('alert').first().textContent())
      .toBe('Informe o endereço da impressora na rede (IP ou nome)');
    const a11y: Record<string, string[]> = { 'printer form with an error': await axeViolations(admin) };
    await form.getByLabel('Endereço na rede (IP)').fill(printer.host);
    await form.getByLabel('Porta').fill(String(printer.port));
    await form.getByLabel('Papel').selectOption('58');
    await snap(admin, 'printers-form-1280');
    await form.getByRole('button', { name: 'Salvar impressora' }).click();
    await visible(admin, 'Impressora adicionada');
    const row = admin.getByTestId('printer-row').filter({ hasText: 'Cozinha' });
    await expect.poll(() => row.textContent()).toContain(`${printer.host}:${printer.port} · 58 mm · CP860 · 1 cópia`);

    await row.getByRole('button', { name: 'Imprimir teste' }).click();
    await expect
      .poll(() => row.getByRole('status').textContent())
      .toBe('Página de teste enviada. A impressora respondeu: pronta.');
    const [page] = await printer.waitForJobs(1);
    const lines = page!.lines.map((l) => l.text.trim());
    expect(lines).toContain('Pão, Coração, Calabresa, Açaí');
    expect(lines.join(' ')).toContain('TESTE DE IMPRESSÃO');
    expect(lines).toContain('12345678901234567890123456789012');
    expect(page!.cuts).toEqual(['partial']);
    a11y['printer list'] = await axeViolations(admin);
    await snap(admin, 'printers-list-1280');

    // Switched off: the owner is told which address did not answer, and nothing printed.
    await printer.unplug();
    try {
      await row.getByRole('button', { name: 'Imprimir teste' }).click();
      await expect
        .poll(() => row.getByRole('status').textContent(), { timeout: 10_000 })
        .toBe(`Sem resposta da impressora em ${printer.host}:${printer.port}.`);
    } finally {
      await printer.plugIn();
    }
    expect(printer.jobs).toHaveLength(1);

    const phone = await newPage(PHONE);
    await signInFirstAdmin(phone, server);
    await phone.goto('/admin/printers');
    await visible(phone, 'Cozinha', { shown: true });
    await snap(phone, 'printers-list-360');
    expect(a11y).toEqual({ 'printer form with an error': [], 'printer list': [] });
  });
});
