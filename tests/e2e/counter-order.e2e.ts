import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { PrintedJob } from '../../src/server/testing/escpos-decoder';
import { test, visible } from './fixtures';
import { signInFirstAdmin } from './support/accounts';
import { axeViolations } from './support/axe';
import { DESKTOP, PHONE, snap } from './support/browser';

// 'Novo pedido' (docs/product.md#phone-and-counter-orders): staff take a phone order by keyboard
// alone, in well under a minute: the customer by phone, the address by CEP, two products (one
// with options), cash with change; it joins the board tagged 'Telefone', accepted, and prints.

test.override('serverEnv', ({ cep }) => ({ ...cep.env }));

/** The keyboard, counted: every key pressed and every character typed is one keystroke. */
function keyboard(page: Page) {
  let strokes = 0;
  return {
    press: async (key: string, times = 1) => {
      for (let i = 0; i < times; i++) await page.keyboard.press(key);
      strokes += times;
    },
    type: async (text: string) => {
      await page.keyboard.type(text, { delay: 40 });
      strokes += text.length;
    },
    strokes: () => strokes,
  };
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return el?.labels?.[0]?.textContent?.trim() ?? el?.getAttribute('aria-label') ?? el?.tagName ?? '';
  });

/** The ticket's text on one line: large type wraps on paper. */
const words = (job: PrintedJob) => job.lines.map((l) => l.text.trim()).join(' ');

async function adminApi(page: Page, method: string, url: string, body?: unknown) {
  const status = await page.evaluate(
    async ({ method, url, body }) =>
      (
        await fetch(url, {
          method,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { method, url, body },
  );
  expect(status).toBeLessThan(300);
}

describe('phone and counter orders', () => {
  test('a phone order taken by keyboard alone joins the board tagged Telefone and prints', async ({
    newPage,
    server,
    printer,
  }) => {
    const page = await newPage(DESKTOP);
    await signInFirstAdmin(page, server);
    const station = { host: printer.host, port: printer.port, paper: 80, codePage: 'cp860', copies: 1 };
    await adminApi(page, 'POST', '/api/admin/printers', { ...station, name: 'Cozinha', categoryIds: [] });
    await adminApi(page, 'PUT', '/api/admin/kitchen/settings', {
      printOn: 'accepted',
      autoAccept: false,
      amberMinutes: 10,
      redMinutes: 20,
    });
    await page.goto('/admin/orders');
    // The screen staff keep open, loaded and live.
    await visible(page, 'Novo pedido', { shown: true });
    await visible(page, 'Nenhum pedido encontrado.', { shown: true });
    await visible(page, '● Ao vivo', { shown: true });

    const keys = keyboard(page);
    const started = Date.now();
    // 'N' opens the form, the phone field focused.
    await keys.press('n');
    await page.waitForURL(/\/admin\/orders\/new$/);
    await expect.poll(() => focusedLabel(page)).toBe('Telefone');
    await keys.type('11987654321');
    await visible(page, 'Cliente novo: informe o nome');
    await keys.press('Tab');
    await keys.type('Carlos Lima');
    // Past 'CPF na nota?' (left empty) and Entrega, already chosen; the CEP fills the street and moves on to Número.
    await keys.press('Tab', 3);
    expect(await focusedLabel(page)).toBe('CEP');
    await keys.type('01304001');
    await expect.poll(() => focusedLabel(page)).toBe('Número');
    expect(await page.getByLabel('Rua', { exact: true }).inputValue()).toBe('Rua Augusta');
    await keys.type('1500');
    await keys.press('Tab', 5);
    expect(await focusedLabel(page)).toBe('Adicionar produto');

    // A product with options: its dialog, ↓ takes 'Homus', Enter adds it.
    await keys.type('kibe');
    await visible(page, 'Kibe Frito (6 unidades)');
    await keys.press('Enter');
    await visible(page, 'Acompanhamento', { shown: true });
    await expect.poll(() => focusedLabel(page)).toMatch(/^Coalhada seca/);
    await keys.press('ArrowDown');
    await keys.press('Enter');
    await expect.poll(() => focusedLabel(page)).toBe('Adicionar produto');
    // Its optional 'Borda' left as it is: Enter, Enter.
    await keys.type('esfiha carne');
    await expect.poll(() => page.getByRole('option').first().textContent()).toMatch(/^Esfiha de Carne/);
    await keys.press('Enter');
    await expect.poll(() => focusedLabel(page)).toMatch(/^Sem borda recheada/);
    await snap(page, 'counter-order-options-1280');
    await keys.press('Enter');
    await expect.poll(() => focusedLabel(page)).toBe('Adicionar produto');
    const lines = page.getByTestId('counter-lines');
    await expect.poll(() => lines.textContent()).toMatch(/Kibe Frito.*Acompanhamento: Homus.*Esfiha de Carne/);

    // Past each line's + and remove, 'Telefone' (chosen), then Dinheiro and 'Troco para'.
    await keys.press('Tab', 5);
    expect(await focusedLabel(page)).toBe('Telefone');
    await keys.press('Tab');
    expect(await focusedLabel(page)).toBe('Dinheiro');
    await keys.press(' ');
    await visible(page, 'Troco para', { shown: true });
    await keys.press('Tab');
    await expect.poll(() => focusedLabel(page)).toBe('Troco para');
    await keys.type('100');
    // Kibe R$ 29,90 + Esfiha R$ 6,90 + the store's fixed fee.
    await expect.poll(() => page.getByTestId('counter-total').textContent()).toMatch(/R\$\s*4\d,\d\d/);
    await snap(page, 'counter-order-form-1280');
    await keys.press('Enter');

    await page.waitForURL(/\/admin\/orders$/);
    const row = page.getByTestId('order-row').filter({ hasText: 'Carlos Lima', visible: true });
    await expect.poll(() => row.isVisible()).toBe(true);
    const tookMs = Date.now() - started;
    expect(await row.getByTestId('channel-tag').textContent()).toBe('Telefone');
    await expect.poll(() => row.textContent()).toMatch(/Em preparação/);
    expect(tookMs).toBeLessThan(60_000);
    console.log(`counter order by keyboard: ${keys.strokes()} keystrokes, ${(tookMs / 1000).toFixed(1)} s`);
    await snap(page, 'counter-order-board-1280');

    const [ticket] = await printer.waitForJobs(1, 8_000);
    const text = words(ticket!);
    expect(text).toContain('TELEFONE');
    expect(text).toContain('1x Kibe Frito (6 unidades)');
    expect(text).toContain('Acompanhamento: Homus');
    expect(text).toContain('Carlos Lima');
    expect(text).toMatch(/Troco para R\$\s*100,00/i);
    // The order reached the live stream long ago: the screen that took it does not ring for it.
    await page.waitForTimeout(500);
    expect(await page.getByText(/^\d+ novos? pedidos?$/).allTextContents()).toEqual([]);

    // The same customer calls again: the phone finds the name and the address.
    await keys.press('n');
    await page.waitForURL(/\/admin\/orders\/new$/);
    await expect.poll(() => focusedLabel(page)).toBe('Telefone');
    await keys.type('119876');
    const known = page.getByRole('option', { name: /Carlos Lima/ });
    await expect.poll(() => known.getAttribute('aria-selected')).toBe('true');
    await keys.press('Enter');
    expect(await page.getByLabel('Nome', { exact: true }).inputValue()).toBe('Carlos Lima');
    await visible(page, 'Rua Augusta, 1500 · Consolação');
    await snap(page, 'counter-order-known-1280');
  });

  test('the form is one column of steps on a phone', async ({ newPage, server }) => {
    const page = await newPage(PHONE);
    await signInFirstAdmin(page, server);
    await page.goto('/admin/orders/new');
    await visible(page, 'Cliente', { shown: true });
    const fits = await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    );
    expect(fits).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await snap(page, 'counter-order-360');
  });
});
