import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { formatBRL } from '../../src/shared/money';
import { test, visible } from './fixtures';
import { signInFirstAdmin, signInStaff } from './support/accounts';
import { axeViolations } from './support/axe';
import { DESKTOP, PHONE, snap } from './support/browser';
import { placeCashOrder } from './support/checkout';

// Couriers (docs/product.md#couriers): the owner registers a courier, sends two ready orders
// with them, the courier delivers both from the link on a phone, the board follows, and the
// shift's settlement is closed and printed; an ended link opens nothing.

const brl = (cents: number) => formatBRL(cents).replace(/\s/g, ' ');
const text = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent())!.replace(/\s/g, ' ');

/** The owner accepts an order from their own page, as 'Imprimir' or the status select does. */
const accept = (owner: Page, id: string) =>
  owner.evaluate(async (orderId) => {
    const res = await fetch(`/api/admin/orders/${orderId}/status`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'processing' }),
    });
    return res.status;
  }, id);

describe('couriers', () => {
  test('a courier delivers two orders from the link and the shift is settled and printed', async ({
    newPage,
    server,
  }) => {
    const owner = await newPage(DESKTOP);
    await signInFirstAdmin(owner, server);
    const guest = await newPage();
    await guest.goto('/');
    const first = await placeCashOrder(guest, { name: 'Layla Haddad', quantity: 6, change: '100,00' });
    const second = await placeCashOrder(guest, { name: 'Omar Saad', quantity: 5 });
    await guest.context().close();
    expect([await accept(owner, first.id), await accept(owner, second.id)]).toEqual([200, 200]);

    // 'Novo entregador': Carlos, R$ 5,00 a delivery.
    await owner.goto('/admin');
    await owner.getByRole('navigation', { name: 'Administração' }).getByRole('link', { name: 'Entregadores' }).click();
    await owner.waitForURL(/\/admin\/entregadores$/);
    await owner.getByRole('button', { name: 'Novo entregador' }).click();
    const form = owner.getByRole('dialog', { name: 'Novo entregador' });
    await form.getByRole('button', { name: 'Salvar' }).click();
    await visible(owner, 'Nome é obrigatório', { shown: true });
    await form.getByLabel('Nome').fill('Carlos Motoboy');
    await form.getByLabel('Telefone (WhatsApp)').fill('11977776666');
    await form.getByLabel('Valor por entrega').fill('5,00');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await visible(owner, 'Entregador adicionado', { shown: true });

    // Layla's order goes out with him from the list, ticked; Omar's from its detail on the board.
    await owner.getByRole('checkbox', { name: /Layla Haddad/ }).check();
    await owner.getByRole('button', { name: 'Enviar (1)' }).click();
    await visible(owner, '1 pedido enviado com Carlos Motoboy', { shown: true });
    await owner.goto('/admin/orders');
    const short = second.id.slice(0, 8);
    await owner
      .getByRole('button', { name: `Ver detalhes do pedido ${short}` })
      .first()
      .click();
    const detail = owner.getByRole('dialog', { name: `Pedido #${short}` });
    await detail.getByRole('button', { name: 'Enviar com entregador' }).click();
    await visible(owner, 'Pedido enviado com Carlos Motoboy', { shown: true });
    await expect.poll(() => detail.textContent()).toContain('Trocar entregador');
    await owner.keyboard.press('Escape');
    await owner.goto('/admin/entregadores');
    await expect.poll(() => owner.getByText('com Carlos Motoboy').count()).toBe(2);

    // His link, shown once.
    await owner.getByRole('button', { name: 'Gerar link' }).click();
    const linkDialog = owner.getByRole('dialog', { name: 'Link de entregas de Carlos Motoboy' });
    const url = await linkDialog.getByLabel(/Envie este link/).inputValue();
    expect(url).toMatch(/\/entregador\/[\w-]{20,}$/);
    await snap(owner, 'couriers-link-1280');
    await linkDialog.getByRole('button', { name: 'Pronto' }).click();
    await snap(owner, 'couriers-1280');
    await owner.setViewportSize(PHONE);
    await snap(owner, 'couriers-360');
    await owner.setViewportSize(DESKTOP);

    // The courier's phone: what to collect, and 'Entregue' twice.
    const courier = await newPage(PHONE);
    await courier.goto(url);
    await visible(courier, 'Entregas de Carlos Motoboy');
    await visible(courier, `Cobrar ${brl(first.totalCents)} — levar troco de ${brl(10_000 - first.totalCents)}`);
    await visible(courier, `Cobrar ${brl(second.totalCents)} — sem troco`);
    expect(await axeViolations(courier)).toEqual([]);
    await snap(courier, 'courier-page-360');
    await courier.getByRole('button', { name: 'Entregue: pedido de Layla Haddad' }).click();
    await visible(courier, 'Entregue às');
    await courier.getByRole('button', { name: 'Entregue: pedido de Omar Saad' }).click();
    await expect.poll(() => courier.getByText('Entregue às').count()).toBe(2);
    await visible(courier, 'Nenhuma entrega agora. A lista se atualiza sozinha.');
    await snap(courier, 'courier-page-done-360');

    // The board follows live: nothing left to deliver.
    await visible(owner, 'Nenhum pedido de entrega em preparo ou em rota.', { shown: true });

    // 'Acerto': both deliveries, the cash to bring back net of his R$ 10,00.
    await owner.getByRole('link', { name: 'Acerto' }).click();
    await owner.waitForURL(/\/acerto$/);
    const cash = first.totalCents + second.totalCents;
    await visible(owner, `Devolver ${brl(cash - 1000)} em dinheiro`, { shown: true });
    expect(await axeViolations(owner)).toEqual([]);
    await snap(owner, 'settlement-1280');
    await owner.setViewportSize(PHONE);
    await snap(owner, 'settlement-360');
    await owner.setViewportSize(DESKTOP);
    await owner.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void (window as unknown as { printed: number }).printed++;
    });
    await owner.getByRole('button', { name: 'Fechar acerto e imprimir' }).click();
    await visible(owner, 'Acerto de Carlos Motoboy fechado', { shown: true });
    await expect.poll(() => owner.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await visible(owner, 'Nenhuma entrega feita desde o último acerto.', { shown: true });
    await owner.emulateMedia({ media: 'print' });
    const printed = await text(owner, 'settlement-report');
    expect(printed).toContain('ACERTO DO ENTREGADOR');
    expect(printed).toContain(`DEVOLVER ${brl(cash - 1000)}`);
    expect(printed).toContain('Layla Haddad');
    await owner.setViewportSize({ width: 302, height: 900 });
    await snap(owner, 'settlement-print-80mm');
    await owner.emulateMedia({ media: 'screen' });
    await owner.setViewportSize(DESKTOP);

    // 'Encerrar link': the courier's page stops opening.
    await owner.goto('/admin/entregadores');
    await owner.getByRole('button', { name: 'Encerrar link' }).click();
    await visible(owner, 'Link de Carlos Motoboy encerrado', { shown: true });
    await courier.reload();
    await visible(courier, 'Este link de entregas foi encerrado ou expirou. Peça um novo à loja.');
    await courier.context().close();
    await owner.context().close();
  });

  test("an 'Entregador' account delivers its own orders from the panel on a phone", async ({ newPage, server }) => {
    const owner = await newPage(DESKTOP);
    await signInFirstAdmin(owner, server);
    const rafa = await newPage(PHONE);
    await signInStaff(owner, rafa, { name: 'Rafa Moto', email: 'rafa@loja.com', role: 'courier' });

    // Not linked yet: the panel says what to do.
    await rafa.goto('/admin');
    await rafa.waitForURL(/\/admin\/entregas$/);
    await visible(rafa, 'Peça ao dono da loja para ligá-la em Entregadores', { shown: true });

    // The owner registers the courier with Rafa's account.
    await owner.goto('/admin/entregadores');
    await owner.getByRole('button', { name: 'Novo entregador' }).click();
    const form = owner.getByRole('dialog', { name: 'Novo entregador' });
    await form.getByLabel('Nome').fill('Rafa Moto');
    await form.getByLabel('Telefone (WhatsApp)').fill('11966665555');
    await form.getByLabel('Valor por entrega').fill('6,00');
    await form.getByLabel('Conta no painel').selectOption({ label: 'Rafa Moto (rafa@loja.com)' });
    await form.getByRole('button', { name: 'Salvar' }).click();
    await visible(owner, 'Conta: Rafa Moto', { shown: true });

    const guest = await newPage();
    await guest.goto('/');
    const order = await placeCashOrder(guest, { name: 'Samir Nader', quantity: 6 });
    await guest.context().close();
    expect(await accept(owner, order.id)).toBe(200);
    await owner.reload();
    await owner.getByRole('checkbox', { name: /Samir Nader/ }).check();
    await owner.getByLabel('Entregador', { exact: true }).selectOption({ label: 'Rafa Moto' });
    await owner.getByRole('button', { name: 'Enviar (1)' }).click();
    await visible(owner, '1 pedido enviado com Rafa Moto', { shown: true });

    // Rafa's phone, signed in as themself: the delivery, what to collect, 'Entregue'.
    await rafa.reload();
    await visible(rafa, 'Entregas de Rafa Moto', { shown: true });
    await visible(rafa, `Cobrar ${brl(order.totalCents)}`, { shown: true });
    const nav = rafa.getByRole('link', { name: 'Minhas entregas', includeHidden: true });
    expect(await nav.count()).toBe(1);
    await snap(rafa, 'my-deliveries-360');
    expect(await axeViolations(rafa)).toEqual([]);
    await rafa.getByRole('button', { name: 'Entregue: pedido de Samir Nader' }).click();
    await visible(rafa, 'Entregue às', { shown: true });
    const status = await owner.evaluate(
      async (id) => ((await (await fetch(`/api/admin/orders/${id}`)).json()) as { status: string }).status,
      order.id,
    );
    expect(status).toBe('delivered');
    await rafa.context().close();
    await owner.context().close();
  });
});
