import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { PrintedJob } from '../../src/server/testing/escpos-decoder';
import { test, visible } from './fixtures';
import { signInFirstAdmin, signInStaff, signUp } from './support/accounts';
import { axeViolations } from './support/axe';
import { DESKTOP, PHONE, snap } from './support/browser';
import { placeCashOrder } from './support/checkout';

// 'Alterar pedido' (docs/product.md#editing-an-order): the customer calls to add an esfiha and
// pay by card; the attendant changes the order on the board, the server prices it, the kitchen
// gets the ticket again marked ALTERADO with what changed, and the customer's page says so.

/** The ticket's text, one printed line a line. */
const text = (job: PrintedJob) => job.lines.map((l) => l.text.trim()).join('\n');

/** Adds the kitchen's printer through the API from the owner's page. */
async function addPrinter(page: Page, host: string, port: number) {
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/admin/printers', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { name: 'Cozinha', host, port, paper: 80, codePage: 'cp860', copies: 1 },
  );
  expect(status).toBe(201);
}

describe('editing an order', () => {
  test('an edit that reprints: added on the board, ALTERADO in the kitchen, told to the customer', async ({
    newPage,
    server,
    printer,
  }) => {
    const owner = await newPage(DESKTOP);
    await signInFirstAdmin(owner, server);
    await owner.goto('/admin/orders');
    await addPrinter(owner, printer.host, printer.port);

    const customer = await newPage(PHONE);
    await signUp(customer, { name: 'Layla Haddad', email: 'layla@exemplo.com' });
    const order = await placeCashOrder(customer, { name: 'Layla Haddad', email: 'layla@exemplo.com', quantity: 4 });
    const short = order.id.slice(0, 8);

    // Ana, at the counter, accepts it: the kitchen's ticket prints.
    const ana = await newPage(DESKTOP);
    await signInStaff(owner, ana, { name: 'Ana', email: 'ana@loja.com', role: 'attendant' });
    await ana.goto('/admin/orders');
    await ana.getByLabel(`Status do pedido ${short}`).locator('visible=true').selectOption('processing');
    await visible(ana, 'Status do pedido atualizado com sucesso');
    await printer.waitForJobs(1);

    // The customer calls: one more esfiha, of cheese, and the card machine instead of cash.
    await ana
      .getByRole('button', { name: `Ver detalhes do pedido ${short}` })
      .first()
      .click();
    await ana
      .getByRole('dialog', { name: `Pedido #${short}` })
      .getByRole('link', { name: 'Alterar pedido' })
      .click();
    await visible(ana, `Alterar pedido #${short}`, { shown: true });
    await ana.getByLabel('Adicionar produto').fill('esfiha queijo');
    await expect.poll(() => ana.getByRole('option').first().textContent()).toMatch(/^Esfiha de Queijo/);
    await ana.keyboard.press('Enter');
    // Its optional choices as they are: the dialog's 'Adicionar'.
    await ana
      .getByRole('dialog', { name: 'Esfiha de Queijo' })
      .getByRole('button', { name: /Adicionar/ })
      .click();
    await expect.poll(() => ana.getByTestId('draft-line').count()).toBe(1);
    await ana.locator('label', { hasText: /^Cartão$/ }).click();
    await expect.poll(() => ana.getByTestId('edit-changes').innerText()).toContain('+1 Esfiha de Queijo');
    const total = await ana.getByTestId('edit-total').innerText();
    expect(total).not.toBe('Calculando...');
    await snap(ana, 'order-edit-1280');
    expect(await axeViolations(ana)).toEqual([]);
    await ana.getByRole('button', { name: 'Salvar alteração' }).click();
    await visible(ana, new RegExp(`Pedido #${short} alterado: total`), { shown: true });

    // Back on the board, the order's detail tells who changed what.
    const detail = ana.getByRole('dialog', { name: `Pedido #${short}` });
    await expect
      .poll(() => detail.getByTestId('order-edits').innerText())
      .toMatch(
        /Alterado por Ana às \d\d:\d\d: \+1 Esfiha de Queijo; Pagamento: Dinheiro na entrega → Cartão na entrega/,
      );
    await expect.poll(() => detail.getByTestId('order-edits').innerText()).toContain(total);
    await snap(ana, 'order-edited-detail-1280');

    // The kitchen gets the whole order again, marked, with what changed on top.
    const [, again] = await printer.waitForJobs(2);
    const ticket = text(again!);
    expect(ticket).toContain('*** ALTERADO ***');
    expect(ticket).toContain('ALTERAÇÕES:');
    expect(ticket).toContain('+1 Esfiha de Queijo');
    expect(ticket).toMatch(/4x Esfiha de Carne/);
    expect(ticket).toMatch(/1x Esfiha de Queijo/);
    writeFileSync(path.resolve('tests/e2e/artifacts', 'kitchen-ticket-altered-80mm.txt'), `${ticket}\n`);

    // The customer's orders page says what the store changed, with the new total.
    await customer.goto('/customer/orders');
    const card = customer.getByTestId('order-card').first();
    await expect
      .poll(() => card.getByTestId('order-edits').innerText())
      .toMatch(/Alterado pela loja às \d\d:\d\d: \+1 Esfiha de Queijo/);
    expect(await card.getByTestId('order-total').innerText()).toBe(total);
    await snap(customer, 'order-edited-customer-360');

    // On a phone, the same screen in one column.
    const phone = await newPage(PHONE);
    await signInStaff(owner, phone, { name: 'Bia', email: 'bia@loja.com', role: 'manager' });
    await phone.goto(`/admin/orders/${order.id}/edit`);
    await visible(phone, `Alterar pedido #${short}`, { shown: true });
    await visible(phone, 'Esfiha de Queijo', { shown: true });
    await snap(phone, 'order-edit-360');
  });
});
