import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { PrintedJob } from '../../src/server/testing/escpos-decoder';
import { startFakeFocusNfe } from '../../src/server/testing/fake-focus-nfe';
import { startFakeIfood } from '../../src/server/testing/fake-ifood';
import { startFakePrinter, type FakePrinter } from '../../src/server/testing/fake-printer';
import { test, visible } from './fixtures';
import { signInFirstAdmin } from './support/accounts';
import { axeViolations } from './support/axe';
import { DESKTOP, PHONE, snap } from './support/browser';

// Kitchen printing (docs/product.md#kitchen-printers): an order accepted on the orders screen
// comes out of the kitchen's thermal printer once, with Portuguese spelled right, and the bar's
// printer gets only the drinks; a printer switched off is named on the screen and its tickets
// print when it is back, across a restart of the server, none lost and none twice.

/** Each printed line's text, trimmed; large type wraps on 58 mm paper, so words are joined too. */
const words = (job: PrintedJob) =>
  job.lines
    .map((l) => l.text.trim())
    .join(' ')
    .replace(/\s+/g, ' ');

/** The ticket as the printer decoded it, kept beside the screenshots for the record. */
function keep(job: PrintedJob, name: string) {
  const text = job.lines.map((l) => l.text).join('\n');
  // The first ticket may come before any screenshot has made the folder.
  mkdirSync(path.resolve('tests/e2e/artifacts'), { recursive: true });
  writeFileSync(path.resolve('tests/e2e/artifacts', `${name}.txt`), `${text}\n[corte: ${job.cuts.join(', ')}]\n`);
}

/** Adds a printer through the API from the admin's page; `category`: a station printing only it. */
async function addPrinter(page: Page, printer: FakePrinter, name: string, paper: 58 | 80, category?: string) {
  const status = await page.evaluate(
    async ({ host, port, name, paper, category }) => {
      const cats = (await fetch('/api/admin/categories').then((r) => r.json())) as { id: string; name: string }[];
      const categoryIds = category ? [cats.find((c) => c.name === category)!.id] : [];
      const body = { name, host, port, paper, codePage: 'cp860', copies: 1, categoryIds };
      const res = await fetch('/api/admin/printers', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return res.status;
    },
    { host: printer.host, port: printer.port, name, paper, category },
  );
  expect(status).toBe(201);
}

/** A guest's cash order with a calabresa pizza and a lemonade, placed through the API from `guest`'s page. */
async function placeOrder(guest: Page, name: string) {
  if (guest.url() === 'about:blank') await guest.goto('/');
  return guest.evaluate(async (name) => {
    const menu = (await fetch('/api/menu').then((r) => r.json())) as { products: { id: string; name: string }[] };
    const id = (n: string) => menu.products.find((p) => p.name === n)!.id;
    const form = {
      ...{ name, phone: '11987654321', email: `${crypto.randomUUID().slice(0, 8)}@exemplo.com` },
      ...{ zipCode: '01304-001', street: 'Rua Augusta', number: '1500', neighborhood: 'Consolação' },
      ...{ city: 'São Paulo', state: 'SP', paymentMethod: 'cash', change: '', notes: 'Pão sírio à parte' },
    };
    const res = await fetch('/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        form,
        items: [
          { productId: id('Pizza de Calabresa'), variationIds: [], quantity: 2 },
          { productId: id('Limonada com Hortelã'), variationIds: [], quantity: 1 },
        ],
        idempotencyKey: crypto.randomUUID(),
      }),
    });
    if (res.status !== 201) throw new Error(`order refused: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { order: { id: string } }).order.id;
  }, name);
}

/** 'Em preparação' on the order's row of the orders screen, as staff accept it. */
async function acceptOnScreen(page: Page, orderId: string) {
  await page
    .getByLabel(`Status do pedido ${orderId.slice(0, 8)}`)
    .locator('visible=true')
    .selectOption('processing');
  await visible(page, 'Status do pedido atualizado com sucesso');
}

describe('kitchen printing in the browser', () => {
  test('an accepted order prints once in the kitchen, spelled right; the bar gets the drinks; Reimprimir; auto-accept', async ({
    newPage,
    server,
    printer,
  }) => {
    const bar = await startFakePrinter();
    try {
      const admin = await newPage(DESKTOP);
      await signInFirstAdmin(admin, server);
      await admin.goto('/admin/orders');
      await addPrinter(admin, printer, 'Cozinha', 58);
      await addPrinter(admin, bar, 'Bar', 80, 'Bebidas');
      const guest = await newPage(PHONE);
      const orderId = await placeOrder(guest, 'João Coração');
      await admin.reload();
      await visible(admin, 'João Coração', { shown: true });
      await guest.context().close();

      const accepted = Date.now();
      await acceptOnScreen(admin, orderId);
      const [ticket] = await printer.waitForJobs(1, 5_000);
      const tookMs = Date.now() - accepted;
      expect(tookMs).toBeLessThan(5_000);
      const text = words(ticket!);
      expect(text).toContain(`PEDIDO #${orderId.slice(0, 8).toUpperCase()}`);
      expect(text).toContain('2x Pizza de Calabresa');
      expect(text).toContain('OBS: Pão sírio à parte');
      expect(text).toContain('João Coração');
      expect(text).toContain('Bairro: Consolação');
      expect(text).toContain('COBRAR NA ENTREGA');
      const [station] = await bar.waitForJobs(1, 5_000);
      expect(words(station!)).toContain('1x Limonada com Hortelã');
      expect(words(station!)).not.toContain('Calabresa');
      keep(ticket!, 'kitchen-ticket-58mm');
      keep(station!, 'bar-ticket-80mm');

      // Once: nothing more comes out while the screen refreshes live.
      await new Promise((r) => setTimeout(r, 2_500));
      expect(printer.jobs).toHaveLength(1);
      expect(bar.jobs).toHaveLength(1);

      await admin
        .getByRole('button', { name: `Ver detalhes do pedido ${orderId.slice(0, 8)}` })
        .locator('visible=true')
        .click();
      const detail = admin.getByRole('dialog');
      await detail.getByRole('button', { name: 'Reimprimir' }).click();
      await visible(admin, 'Reimpressão enviada para Cozinha e Bar');
      const [, again] = await printer.waitForJobs(2, 5_000);
      expect(words(again!)).toContain('REIMPRESSÃO');
      await bar.waitForJobs(2, 5_000);

      // The owner turns on 'Aceitar pedidos automaticamente': the next order prints untouched.
      await admin.goto('/admin/printers');
      await admin.getByRole('switch', { name: /Aceitar pedidos automaticamente/ }).click();
      await admin.getByRole('button', { name: 'Salvar', exact: true }).click();
      await visible(admin, 'Configurações da cozinha salvas');
      const next = await newPage(PHONE);
      const untouched = await placeOrder(next, 'Lúcia Gonçalves');
      await next.context().close();
      const [, , auto] = await printer.waitForJobs(3, 8_000);
      expect(words(auto!)).toContain(`PEDIDO #${untouched.slice(0, 8).toUpperCase()}`);
      await admin.goto('/admin/orders');
      await expect
        .poll(() =>
          admin
            .getByLabel(`Status do pedido ${untouched.slice(0, 8)}`)
            .locator('visible=true')
            .inputValue(),
        )
        .toBe('processing');
    } finally {
      await bar.stop();
    }
  });

  test('a printer switched off is named with its waiting tickets, which print once when it is back, across a restart', async ({
    newPage,
    startServer,
  }) => {
    // A printer of this journey's own: the other journey's server may still be printing to the file's.
    const printer = await startFakePrinter();
    const first = await startServer();
    const admin = await newPage(DESKTOP, { baseURL: first.url });
    await signInFirstAdmin(admin, first);
    await addPrinter(admin, printer, 'Cozinha', 80);
    await printer.unplug();
    let replugged = false;
    try {
      // Two guests, each on a phone of their own (a guest's order signs its new account in).
      const ordered = [];
      for (const name of ['Ana Conceição', 'Bruno Araújo']) {
        const guest = await newPage(PHONE, { baseURL: first.url });
        ordered.push(await placeOrder(guest, name));
        await guest.context().close();
      }
      const [one, two] = ordered as [string, string];
      await admin.goto('/admin/orders');
      await acceptOnScreen(admin, one);
      await acceptOnScreen(admin, two);
      const alert = admin.getByRole('status').filter({ hasText: 'Impressora Cozinha' });
      await expect
        .poll(() => alert.textContent(), { timeout: 15_000 })
        .toMatch(/Impressora Cozinha: sem resposta desde \d\d:\d\d.*2 impressões aguardando/);
      await snap(admin, 'orders-printer-down-1280');
      expect(await axeViolations(admin)).toEqual([]);
      // The same admin on a phone: the session the desktop signed in with, in a context of its own.
      const phone = await newPage(PHONE, { baseURL: first.url });
      await phone.context().addCookies(await admin.context().cookies());
      await phone.goto('/admin/orders');
      await visible(phone, 'Impressora Cozinha: sem resposta desde', { timeout: 10_000 });
      await snap(phone, 'orders-printer-down-360');
      await phone.context().close();

      // The server restarts with both tickets waiting; the printer comes back after.
      await first.stop({ keepDataDir: true });
      const second = await startServer({ DATA_DIR: first.dataDir });
      await printer.plugIn();
      replugged = true;
      const jobs = await printer.waitForJobs(2, 30_000);
      await new Promise((r) => setTimeout(r, 2_500));
      expect(printer.jobs).toHaveLength(2);
      const numbers = jobs.map((j) => /PEDIDO #(\w{8})/.exec(words(j))?.[1]);
      expect(numbers.sort()).toEqual([one, two].map((id) => id.slice(0, 8).toUpperCase()).sort());

      await admin.goto(`${second.url}/admin/orders`);
      await visible(admin, 'Ana Conceição', { shown: true });
      await expect.poll(() => alert.count(), { timeout: 10_000 }).toBe(0);
    } finally {
      if (!replugged) await printer.plugIn();
      await printer.stop();
    }
  });
  // iFood's orders on the same board (docs/product.md#ifood): one placed on iFood arrives within
  // a poll, tagged, prints with iFood's number when accepted, and each status change is told to
  // iFood, in order.
  test('an iFood order arrives on the board, is accepted, printed and marked ready, and iFood is told each step', async ({
    newPage,
    startServer,
  }) => {
    const ifood = await startFakeIfood();
    const printer = await startFakePrinter();
    try {
      const server = await startServer({ ...ifood.env, IFOOD_POLL_INTERVAL_MS: '500' });
      const admin = await newPage(DESKTOP, { baseURL: server.url });
      await signInFirstAdmin(admin, server);
      await addPrinter(admin, printer, 'Cozinha', 80);
      await admin.goto('/admin/orders');
      const placed = ifood.place({
        displayId: '4821',
        customer: { name: 'Patrícia Lemos', phone: { number: '0800 705 0500', localizer: '27364512' } },
        items: [
          {
            id: 'i1',
            name: 'Esfiha de Carne',
            externalCode: 'ESF-01',
            quantity: 3,
            unitPrice: 6.9,
            totalPrice: 20.7,
            options: [],
          },
        ],
        total: { subTotal: 20.7, deliveryFee: 6, benefits: 0, additionalFees: 0, orderAmount: 26.7 },
        payments: {
          prepaid: 26.7,
          pending: 0,
          methods: [{ value: 26.7, currency: 'BRL', method: 'CREDIT', type: 'ONLINE' }],
        },
      });
      // Within a poll, without a reload: the order with iFood's tag and number.
      await visible(admin, 'Patrícia Lemos', { shown: true, timeout: 10_000 });
      await visible(admin, 'iFood #4821', { shown: true });
      const orderId = await admin.evaluate(async () => {
        const { orders } = (await (await fetch('/api/admin/orders')).json()) as {
          orders: { id: string; externalDisplayId: string | null }[];
        };
        return orders.find((o) => o.externalDisplayId === '4821')!.id;
      });
      await snap(admin, 'orders-ifood-1280');

      await acceptOnScreen(admin, orderId);
      const [ticket] = await printer.waitForJobs(1, 5_000);
      expect(words(ticket!)).toContain('IFOOD #4821');
      expect(words(ticket!)).toContain('3x Esfiha de Carne');
      keep(ticket!, 'kitchen-ticket-ifood');
      // The kitchen display's card carries iFood's number too.
      const wall = await newPage(DESKTOP, { baseURL: server.url });
      await wall.context().addCookies(await admin.context().cookies());
      await wall.goto('/admin/kitchen');
      await visible(wall, 'iFood #4821');
      await wall.context().close();

      await admin
        .getByLabel(`Status do pedido ${orderId.slice(0, 8)}`)
        .locator('visible=true')
        .selectOption('delivering');
      await visible(admin, 'Status do pedido atualizado com sucesso');
      await expect
        .poll(() => ifood.actionsOn(placed.id), { timeout: 15_000 })
        .toEqual(['details', 'confirm', 'startPreparation', 'readyToPickup']);
      // Printed once: iFood's echoes of our calls print nothing more.
      expect(printer.jobs).toHaveLength(1);

      await admin
        .getByRole('button', { name: `Ver detalhes do pedido ${orderId.slice(0, 8)}` })
        .locator('visible=true')
        .click();
      const detail = admin.getByRole('dialog');
      // Live: each call shows 'iFood avisado' once iFood took it.
      await expect
        .poll(() => detail.getByTestId('order-ifood-actions').innerText())
        .toBe('Pedido confirmado\niFood avisado\nPreparo iniciado\niFood avisado\nPronto\niFood avisado');
      await snap(admin, 'order-ifood-detail-1280');
      // Staff cannot cancel it here: iFood decides.
      expect(await detail.getByRole('button', { name: 'Cancelado' }).isDisabled()).toBe(true);
      await admin.keyboard.press('Escape');

      // iFood cancels it after all: the board says so at once, and the kitchen gets 'CANCELADO'.
      ifood.cancel(placed.id, 'Cliente não estava no endereço');
      await visible(admin, `O iFood cancelou o pedido #${orderId.slice(0, 8)}`, { timeout: 10_000 });
      const [, cancelled] = await printer.waitForJobs(2, 5_000);
      expect(words(cancelled!)).toContain('*** CANCELADO ***');
      expect(words(cancelled!)).toContain('IFOOD #4821');
      keep(cancelled!, 'kitchen-ticket-ifood-cancelled');

      const phone = await newPage(PHONE, { baseURL: server.url });
      await phone.context().addCookies(await admin.context().cookies());
      await phone.goto('/admin/orders');
      await visible(phone, 'iFood #4821', { shown: true });
      await snap(phone, 'orders-ifood-360');
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await phone.context().close();
    } finally {
      await printer.stop();
      await ifood.close();
    }
  });
  test("staff refuse an iFood customer's request to cancel, and cancel another order through iFood", async ({
    newPage,
    startServer,
  }) => {
    const ifood = await startFakeIfood();
    try {
      const server = await startServer({ ...ifood.env, IFOOD_POLL_INTERVAL_MS: '500' });
      const admin = await newPage(DESKTOP, { baseURL: server.url });
      await signInFirstAdmin(admin, server);
      await admin.goto('/admin/orders');
      const esfihas = [
        { id: 'i1', name: 'Esfiha de Carne', quantity: 2, unitPrice: 6.9, totalPrice: 13.8, options: [] },
      ];
      const total = { subTotal: 13.8, deliveryFee: 0, benefits: 0, additionalFees: 0, orderAmount: 13.8 };
      const disputed = ifood.place({ displayId: '5102', customer: { name: 'Otávio Reis' }, items: esfihas, total });
      const unwanted = ifood.place({ displayId: '5103', customer: { name: 'Inês Prado' }, items: esfihas, total });
      await visible(admin, 'iFood #5103', { shown: true, timeout: 10_000 });

      // The customer asks iFood to cancel: the row says so at once, the detail lets staff answer.
      ifood.dispute(disputed.id, 'Demorou demais, quero cancelar.');
      await visible(admin, 'Cliente pediu cancelamento', { shown: true, timeout: 10_000 });
      const open = async (name: string) => {
        await admin
          .getByRole('row', { name: new RegExp(name) })
          .getByRole('button', { name: /Ver detalhes/ })
          .click();
        return admin.getByRole('dialog');
      };
      let detail = await open('Otávio Reis');
      await visible(admin, '“Demorou demais, quero cancelar.”');
      await snap(admin, 'order-ifood-dispute-1280');
      await detail.getByRole('button', { name: 'Recusar', exact: true }).click();
      await detail.getByLabel('Motivo da recusa').selectOption({ label: 'Muitos pedidos na loja agora' });
      await detail.getByRole('button', { name: 'Recusar pedido do cliente' }).click();
      await visible(admin, 'Pedido do cliente recusado');
      expect(ifood.disputeAnswers()).toEqual([
        expect.objectContaining({ orderId: disputed.id, answer: 'reject', reason: 'HIGH_STORE_DEMAND' }),
      ]);
      await admin.keyboard.press('Escape');

      // Staff cancel the other through iFood, with one of iFood's reasons.
      detail = await open('Inês Prado');
      await detail.getByRole('button', { name: 'Pedir cancelamento ao iFood' }).click();
      const ask = admin.getByRole('alertdialog');
      await ask.getByLabel('Item indisponível').check();
      await snap(admin, 'order-ifood-cancel-1280');
      await ask.getByRole('button', { name: 'Pedir cancelamento' }).click();
      await visible(admin, 'Cancelamento pedido ao iFood');
      // iFood cancels it: the order reads cancelled, with iFood's reason.
      await visible(admin, 'Cancelado no iFood: Item indisponível', { timeout: 10_000 });
      // The reasons are asked as the dialog opens and again by the server before it asks iFood.
      expect(ifood.actionsOn(unwanted.id).filter((a) => a !== 'cancellationReasons')).toEqual([
        'details',
        'requestCancellation',
      ]);
    } finally {
      await ifood.close();
    }
  });

  test('a counter order paid in cash gets its NFC-e, printed and linked; cancelling the order cancels it', async ({
    newPage,
    startServer,
  }) => {
    const focus = await startFakeFocusNfe({ cnpjs: ['11222333000181'] });
    const printer = await startFakePrinter();
    try {
      const server = await startServer(focus.env);
      const admin = await newPage(DESKTOP, { baseURL: server.url });
      await signInFirstAdmin(admin, server);
      await addPrinter(admin, printer, 'Caixa', 80);

      // The owner's Fiscal page: what is missing, filled in, issuing on, the DANFE on 'Caixa'.
      await admin.goto('/admin/fiscal');
      await visible(admin, 'Informe o CNPJ da empresa.');
      await admin.getByLabel('CNPJ').fill('11222333000181');
      await admin.getByLabel('Inscrição estadual').fill('110042490114');
      await admin.getByLabel('Razão social').fill('Casa da Esfiha Comércio de Alimentos LTDA');
      await admin.getByLabel('Endereço').fill('Rua Augusta, 1500 - Consolação, São Paulo - SP');
      await admin.getByLabel('UF').selectOption('SP');
      await admin.getByLabel('Impressora do cupom').selectOption({ label: 'Caixa' });
      await admin.getByRole('switch', { name: /Emitir NFC-e/ }).click();
      await admin.getByRole('button', { name: 'Salvar' }).click();
      await visible(admin, 'Configurações fiscais salvas');
      await snap(admin, 'fiscal-settings-1280');

      // A counter order paid in cash, with the customer's CPF: its note is asked for once it is paid (handed over).
      const orderId = await admin.evaluate(async () => {
        const menu = (await fetch('/api/menu').then((r) => r.json())) as { products: { id: string; name: string }[] };
        const res = await fetch('/api/admin/orders', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            customer: { name: 'Marta Ribeiro', phone: '(11) 98888-7777' },
            channel: 'counter',
            fulfilment: 'dine_in',
            address: null,
            items: [{ productId: menu.products.find((p) => p.name === 'Esfiha de Carne')!.id, quantity: 4 }],
            paymentMethod: 'cash',
            changeForCents: 5000,
            taxId: '529.982.247-25',
            idempotencyKey: crypto.randomUUID(),
          }),
        });
        if (res.status !== 201) throw new Error(`order refused: ${res.status} ${await res.text()}`);
        return ((await res.json()) as { id: string }).id;
      });
      const short = orderId.slice(0, 8);
      await admin.goto('/admin/orders');
      await admin.getByLabel(`Status do pedido ${short}`).locator('visible=true').selectOption('delivered');
      await visible(admin, 'Status do pedido atualizado com sucesso');

      // Authorised by the provider, the DANFE-NFC-e comes out of 'Caixa' with its key and QR code.
      await expect.poll(() => focus.notes.get(orderId)?.status, { timeout: 15_000 }).toBe('autorizado');
      const key = focus.notes.get(orderId)!.key!;
      await expect
        .poll(() => printer.jobs.find((j) => words(j).includes('Documento Auxiliar')), { timeout: 10_000 })
        .toBeTruthy();
      const danfe = printer.jobs.find((j) => words(j).includes('Documento Auxiliar'))!;
      const grouped = key.replace(/(\d{4})(?=\d)/g, '$1 ');
      expect(words(danfe)).toContain(grouped.slice(0, 29));
      expect(words(danfe)).toContain(grouped.slice(30));
      expect(words(danfe)).toContain('CONSUMIDOR CPF: 529.982.247-25');
      expect(danfe.qrCodes).toHaveLength(1);
      expect(danfe.qrCodes[0]).toContain(`?p=${key}|2|2|`);
      keep(danfe, 'danfe-nfce');

      // The order's detail says so, live, and links the customer's page.
      await admin
        .getByRole('button', { name: `Ver detalhes do pedido ${short}` })
        .locator('visible=true')
        .click();
      const detail = admin.getByRole('dialog');
      await expect.poll(() => detail.getByTestId('nfce-status').innerText()).toContain('Autorizada');
      await snap(admin, 'order-nfce-detail-1280');
      const link = await detail.getByRole('link', { name: /Ver nota/ }).getAttribute('href');
      expect(link).toMatch(new RegExp(`/nfce/${orderId}\\?t=`));

      // The customer's page on a phone: the note, its key and its QR code's consultation.
      const phone = await newPage(PHONE, { baseURL: server.url });
      await phone.goto(new URL(link!).pathname + new URL(link!).search);
      await visible(phone, 'Documento Auxiliar da Nota Fiscal de Consumidor Eletrônica');
      expect((await phone.getByTestId('nfce-access-key').innerText()).replace(/\s/g, '')).toBe(key);
      expect(await phone.getByRole('link', { name: /Consultar na SEFAZ/ }).getAttribute('href')).toContain(key);
      await snap(phone, 'nfce-receipt-360');
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      // Cancelled within the window: the note is cancelled at the provider, and both screens say so.
      await admin.keyboard.press('Escape');
      await admin.getByLabel(`Status do pedido ${short}`).locator('visible=true').selectOption('cancelled');
      const ask = admin.getByRole('alertdialog');
      if (await ask.isVisible().catch(() => false)) await ask.getByRole('button', { name: 'Só cancelar' }).click();
      await expect.poll(() => focus.notes.get(orderId)?.status, { timeout: 15_000 }).toBe('cancelado');
      expect(focus.notes.get(orderId)!.justificativa).toMatch(/^Pedido cancelado/);
      await admin
        .getByRole('button', { name: `Ver detalhes do pedido ${short}` })
        .locator('visible=true')
        .click();
      await expect.poll(() => admin.getByRole('dialog').getByTestId('nfce-status').innerText()).toContain('Cancelada');
      await phone.reload();
      await visible(phone, 'NFC-E CANCELADA');
      await snap(phone, 'nfce-receipt-cancelled-360');
      await phone.context().close();
    } finally {
      await printer.stop();
      await focus.close();
    }
  });
});
