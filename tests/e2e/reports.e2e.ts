import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { formatBRL } from '../../src/shared/money';
import { addDays, localTime } from '../../src/shared/schedule';
import { test, visible } from './fixtures';
import { signInFirstAdmin } from './support/accounts';
import { axeViolations } from './support/axe';
import { DESKTOP, PHONE, snap } from './support/browser';
import { placeCashOrder } from './support/checkout';

// 'Relatórios' (docs/product.md#reports): orders exist, the owner opens Relatórios from the
// sidebar, picks a period, reads the figures and the chart, and downloads a table as CSV.

/** A guest's cash order of 'Esfiha de Zaatar', each guest with their own email. */
const placeOrder = (page: Page, name: string, quantity: number) =>
  placeCashOrder(page, { name, email: `${name.toLowerCase()}@exemplo.com`, product: 'Esfiha de Zaatar', quantity });

describe('reports', () => {
  test('the owner reads a period’s figures and chart and downloads a table as CSV', async ({ newPage, server }) => {
    const guest = await newPage();
    await guest.goto('/');
    const first = await placeOrder(guest, 'Rania', 6);
    const second = await placeOrder(guest, 'Omar', 5);
    const cancelled = await placeOrder(guest, 'Layla', 4);

    const owner = await newPage(DESKTOP);
    await signInFirstAdmin(owner, server);
    await owner.evaluate(async (id) => {
      const res = await fetch(`/api/admin/orders/${id}/status`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'cancelled' }),
      });
      if (!res.ok) throw new Error(`cancel: ${res.status}`);
    }, cancelled.id);
    await owner.goto('/admin');
    await owner.getByRole('link', { name: 'Relatórios' }).click();
    await visible(owner, 'Vendas, produtos e clientes por período (horário de São Paulo).', { shown: true });

    // 'Hoje': two orders sold, one cancelled without a reason.
    await owner.getByRole('button', { name: 'Hoje', exact: true }).click();
    const revenue = formatBRL(first.totalCents + second.totalCents);
    const summary = owner.getByTestId('report-summary');
    await expect.poll(() => summary.textContent()).toContain(`Faturamento${revenue}`);
    expect(await summary.textContent()).toContain('Pedidos23 pedidos feitos');
    expect(await summary.textContent()).toContain(`Cancelados1${formatBRL(cancelled.totalCents)} no total`);
    const cancellations = owner.getByTestId('table-cancelamentos');
    expect(await cancellations.getByRole('row').nth(1).textContent()).toBe(
      `Sem motivo informado1${formatBRL(cancelled.totalCents)}`,
    );
    // The chart: 24 bars, each named with its figures; the two orders sold are in this hour's
    // bar (or the last two, if the hour turned while they were placed).
    const bars = owner.getByRole('list', { name: 'Pedidos por hora do dia' }).getByRole('listitem');
    expect(await bars.count()).toBe(24);
    const labels = await bars.evaluateAll((items) => items.map((i) => i.getAttribute('aria-label') ?? ''));
    expect(labels[0]).toMatch(/^00h: \d+ pedidos?, R\$ /);
    const counted = labels.map((l) => Number(/: (\d+) pedido/.exec(l)?.[1] ?? 'NaN'));
    expect(counted.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await axeViolations(owner)).toEqual([]);
    await snap(owner, 'reports-1280');

    // The payment methods' CSV: what Brazilian Excel opens.
    const [download] = await Promise.all([
      owner.waitForEvent('download'),
      owner.getByRole('link', { name: 'Baixar CSV: Faturamento por forma de pagamento' }).click(),
    ]);
    const today = localTime(new Date()).date;
    expect(download.suggestedFilename()).toBe(`relatorio-formas-de-pagamento-${today}-a-${today}.csv`);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(bytes.toString('utf8'), { delimiter: ';', bom: true }) as string[][];
    expect(rows[0]).toEqual(['Forma de pagamento', 'Pedidos', 'Faturamento', 'Já recebido']);
    const reais = formatBRL(first.totalCents + second.totalCents)
      .replace('R$ ', '')
      .replace('.', '');
    expect(rows.find((r) => r[0] === 'Dinheiro na entrega')).toEqual(['Dinheiro na entrega', '2', reais, '0,00']);

    // Another period by its dates: yesterday alone holds nothing; a period too long is refused.
    const yesterday = addDays(today, -1);
    await owner.getByLabel('De', { exact: true }).fill(yesterday);
    await owner.getByLabel('Até', { exact: true }).fill(yesterday);
    await owner.getByRole('button', { name: 'Aplicar' }).click();
    await expect.poll(() => summary.textContent()).toContain('FaturamentoR$ 0,00');
    expect(await owner.getByRole('button', { name: 'Ontem' }).getAttribute('aria-pressed')).toBe('true');
    await owner.getByLabel('De', { exact: true }).fill(addDays(today, -400));
    await visible(owner, 'Escolha um período de até 366 dias.');
    expect(await owner.getByRole('button', { name: 'Aplicar' }).isDisabled()).toBe(true);

    // On a phone, the same page from its address.
    const phone = await newPage(PHONE);
    await phone.context().addCookies(await owner.context().cookies());
    await phone.goto(`/admin/relatorios?from=${today}&to=${today}`);
    await visible(phone, revenue, { shown: true });
    const overflow = await phone.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    expect(await axeViolations(phone)).toEqual([]);
    await snap(phone, 'reports-360');
  });
});
