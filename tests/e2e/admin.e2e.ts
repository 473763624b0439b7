import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, ViewportSize } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { stripeSignature } from '../../src/server/testing/stripe-signature';
import { formatBRL } from '../../src/shared/money';
import { test, visible } from './fixtures';
import { DESKTOP, PHONE } from './support/browser';
import { fillCashDelivery } from './support/checkout';
import type { TestServer } from './support/server';

// The staff's side (docs/product.md#admin-area): menu, a customer's order printed and sent out, settings, team.
const SHOTS = process.env.SHOTS_DIR ?? path.resolve('tests/e2e/artifacts');
mkdirSync(SHOTS, { recursive: true });
let photo: string;

// A CEP provider and Stripe's PaymentIntents on this machine (no network): one known CEP.
// ORDER_RATE_LIMIT: the paging journey places more orders in a minute than a customer may
test.override('serverEnv', ({ cep, stripe }) => ({ ...cep.env, ORDER_RATE_LIMIT: '100', ...stripe.env }));

test.beforeAll(async ({ server }) => {
  // A real photo to upload: 1600x1200 PNG, which the server turns into an 800 px WebP.
  photo = path.join(server.dataDir, 'baklava.png');
  await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c8902f' } })
    .composite([
      {
        input: Buffer.from('<svg width="1600" height="1200"><circle cx="800" cy="600" r="420" fill="#5a7d2a"/></svg>'),
      },
    ])
    .png()
    .toFile(photo);
});

const snap = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });

type PlacedOrder = { id: string; status: string; totalCents: number };

/**
 * Orders placed through the API from the signed-in admin's page (an admin is a customer too):
 * `count` orders of `quantity` of a product without options, paid by `paymentMethod`; newest last.
 */
async function placeOrdersFrom(
  page: Page,
  count: number,
  paymentMethod: 'cash' | 'pix' | 'stripe',
  quantity = 4,
): Promise<PlacedOrder[]> {
  return page.evaluate(
    async ({ count, paymentMethod, quantity }) => {
      const menu = (await fetch('/api/menu').then((r) => r.json())) as {
        products: { id: string; hasOptions: boolean }[];
      };
      const product = menu.products.find((p) => !p.hasOptions)!;
      const form = {
        name: 'Cliente Lote',
        email: 'samira@casadaesfiha.com',
        phone: '11987654321',
        zipCode: '01304-001',
        street: 'Rua Augusta',
        number: '1500',
        neighborhood: 'Consolação',
        city: 'São Paulo',
        state: 'SP',
        paymentMethod,
        change: '',
        notes: '',
      };
      const placed: PlacedOrder[] = [];
      for (let i = 0; i < count; i++) {
        const res = await fetch('/api/orders', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            form,
            items: [{ productId: product.id, variationIds: [], quantity }],
            idempotencyKey: crypto.randomUUID(),
          }),
        });
        if (res.status !== 201) throw new Error(`order refused: ${res.status}`);
        placed.push(((await res.json()) as { order: PlacedOrder }).order);
      }
      return placed;
    },
    { count, paymentMethod, quantity },
  );
}

/** An order from a guest on a page of its own, in `name` (the list shows the customer's name). */
async function placeGuestOrder(newPage: (v?: ViewportSize) => Promise<Page>, name: string, phone: string) {
  const guest = await newPage(PHONE);
  await guest.goto('/');
  await guest.evaluate(
    async ({ name, phone }) => {
      const menu = (await fetch('/api/menu').then((r) => r.json())) as {
        products: { id: string; hasOptions: boolean }[];
      };
      const product = menu.products.find((p) => !p.hasOptions)!;
      const form = {
        ...{ name, phone, email: `${phone}@exemplo.com`, zipCode: '01304-001', street: 'Rua Augusta' },
        ...{ number: '1500', neighborhood: 'Consolação', city: 'São Paulo', state: 'SP' },
        ...{ paymentMethod: 'cash', change: '', notes: '' },
      };
      const res = await fetch('/api/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          form,
          items: [{ productId: product.id, variationIds: [], quantity: 1 }],
          idempotencyKey: crypto.randomUUID(),
        }),
      });
      if (res.status !== 201) throw new Error(`order refused: ${res.status}`);
    },
    { name, phone },
  );
  await guest.context().close();
}

/**
 * What a person sees of the orders screen at this size: nothing sticks out sideways, every
 * order's status and print button lie whole on the screen and can be hit, and the status chips
 * make one row (or one row that scrolls).
 */
async function expectOrdersFit(page: Page) {
  const { width } = page.viewportSize()!;
  const rows = page.getByTestId('order-row').locator('visible=true');
  await expect.poll(() => rows.count()).toBeGreaterThan(5);
  const page_ = await page.evaluate(() => {
    const root = document.scrollingElement!;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(page_.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(page_.clientWidth);
  for (let i = 0; i < Math.min(await rows.count(), 8); i++) {
    const row = rows.nth(i);
    for (const control of [
      row.getByRole('button', { name: /^Imprimir pedido/ }),
      row.getByLabel(/^Status do pedido/),
    ]) {
      // brought on screen by scrolling the page down only (scrollIntoView would also scroll a
      // clipping box sideways and hide the fault); then its middle must be the control itself
      const seen = await control.evaluate((el) => {
        window.scrollBy(0, el.getBoundingClientRect().top - window.innerHeight / 2);
        const r = el.getBoundingClientRect();
        const hit = el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
        return { right: r.right, hit, label: el.getAttribute('aria-label') };
      });
      expect(seen.right, `${seen.label} at ${width} px`).toBeLessThanOrEqual(width);
      expect(seen.hit, `${seen.label} is covered or cut off at ${width} px`).toBe(true);
    }
  }
  const chips = page.getByRole('radiogroup', { name: 'Filtrar por status' });
  const tops = await chips.getByRole('radio').evaluateAll((cs) => cs.map((c) => c.getBoundingClientRect().top));
  expect(new Set(tops).size, `the status chips wrap at ${width} px`).toBe(1);
}

async function signInAdmin(page: Page, server: TestServer, email: string, name: string, register: boolean) {
  if (register) {
    await page.goto('/admin-register');
    await page.getByLabel('Nome', { exact: true }).fill(name);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('segredo1');
    const code = page.getByLabel('Código de configuração');
    if (await code.isVisible()) await code.fill(server.setupCode());
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.waitForURL(/\/admin-login$/);
  }
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('segredo1');
  await page.getByRole('button', { name: 'Entrar' }).click();
}

describe('admin area in the browser', () => {
  let admin: Page;
  let orderId: string;

  test('creates a category and a product with a required group of two variations and an uploaded photo', async ({
    newPage,
    server,
  }) => {
    admin = await newPage(DESKTOP);
    await signInAdmin(admin, server, 'samira@casadaesfiha.com', 'Dona Samira', true);
    await admin.waitForURL(/\/admin$/);
    await visible(admin, 'Painel de Administração');
    await visible(admin, 'samira@casadaesfiha.com');
    await visible(admin, 'Pedidos hoje');
    await snap(admin, 'admin-dashboard-1280');

    await admin.getByRole('link', { name: 'Categorias' }).click();
    await admin.getByRole('button', { name: 'Adicionar' }).click();
    await visible(admin, 'Nome da categoria é obrigatório.');
    await admin.getByLabel('Nome da categoria').fill('Sobremesas da Casa');
    await admin.getByLabel('Descrição (opcional)').fill('Feitos na casa');
    await admin.getByRole('button', { name: 'Adicionar' }).click();
    await visible(admin, 'Categoria adicionada');
    const row = admin.getByTestId('category-row').filter({ hasText: 'Sobremesas da Casa' });
    await expect.poll(() => row.textContent()).toContain('0 produtos');

    await admin.getByRole('link', { name: 'Produtos' }).click();
    await admin.getByRole('button', { name: 'Novo produto' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Novo produto' });
    await dialog.getByRole('button', { name: 'Criar produto' }).click();
    await visible(admin, 'Nome do produto deve ter pelo menos 3 caracteres.');
    await visible(admin, 'Preço deve ser maior que zero.');
    await visible(admin, 'Selecione uma categoria válida.');

    await dialog.getByLabel('Nome').fill('Baklava de Pistache');
    await dialog.getByLabel('Descrição').fill('Massa folhada, pistache e calda de flor de laranjeira');
    await dialog.getByLabel('Preço (R$)').fill('18,90');
    await dialog.getByLabel('Categoria').selectOption({ label: 'Sobremesas da Casa' });
    await dialog.getByTestId('upload-product').setInputFiles(photo);
    const preview = dialog.getByRole('img', { name: 'Prévia: Foto do produto' });
    await expect.poll(() => preview.getAttribute('src'), { timeout: 10_000 }).toMatch(/^\/uploads\/[0-9a-f-]+\.webp$/);
    await dialog.getByLabel('Popular (Mais pedido)').check();

    await dialog.getByRole('button', { name: 'Adicionar opção' }).click();
    await dialog.getByRole('button', { name: 'Criar produto' }).click();
    await visible(admin, 'Título da opção é obrigatório');
    await visible(admin, 'Nome da variante é obrigatório');
    await dialog.getByLabel('Título da opção 1').fill('Tamanho');
    await dialog.getByLabel('Mínimo de escolhas da opção 1').fill('1');
    // the last variation of a group cannot be removed
    expect(await dialog.getByRole('button', { name: 'Remover variante 1 da opção 1' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Nome da variante 1 da opção 1').fill('4 unidades');
    await dialog.getByRole('button', { name: 'Adicionar variante' }).click();
    await dialog.getByLabel('Nome da variante 2 da opção 1').fill('8 unidades');
    await dialog.getByLabel('Preço adicional da variante 2 da opção 1').fill('-1');
    await dialog.getByRole('button', { name: 'Criar produto' }).click();
    await visible(admin, 'Preço deve ser maior ou igual a zero.');
    await dialog.getByLabel('Preço adicional da variante 2 da opção 1').fill('12,00');
    await snap(admin, 'admin-product-dialog-1280', false);
    await dialog.getByRole('button', { name: 'Criar produto' }).click();
    await visible(admin, 'Produto criado com sucesso');

    await admin.getByLabel('Buscar produtos').fill('pistache');
    const product = admin.getByTestId('product-row').filter({ hasText: 'Baklava de Pistache' }).locator('visible=true');
    await expect.poll(() => admin.getByTestId('product-row').locator('visible=true').count()).toBe(1);
    const text = await product.textContent();
    expect(text).toContain('Sobremesas da Casa');
    expect(text).toContain('R$ 18,90');
    expect(text).toContain('Popular');
    expect(text).toContain('1 opção');
    const img = await product.locator('img').getAttribute('src');
    const served = await fetch(server.url + img!);
    expect(served.headers.get('content-type')).toContain('image/webp');
    expect(served.headers.get('cache-control')).toContain('max-age=31536000');
    await admin.getByLabel('Buscar produtos').fill('');
    await snap(admin, 'admin-products-1280');

    // a category with products cannot be deleted; the message names the count
    await admin.getByRole('link', { name: 'Categorias' }).click();
    await admin.getByRole('button', { name: 'Excluir Sobremesas da Casa' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
    await visible(
      admin,
      'Esta categoria tem 1 produto. Remova ou mova os produtos para outra categoria antes de excluí-la.',
    );
    await expect
      .poll(() => admin.getByTestId('category-row').filter({ hasText: 'Sobremesas da Casa' }).textContent())
      .toContain('1 produto');
  });

  test('the product appears on the storefront and a customer orders it', async ({ newPage }) => {
    const customer = await newPage(PHONE);
    await customer.goto('/');
    await customer.getByRole('tab', { name: 'Sobremesas da Casa', exact: true }).click();
    const card = customer.getByRole('tabpanel').getByTestId('product-card').filter({ hasText: 'Baklava de Pistache' });
    await expect.poll(() => card.textContent()).toContain('a partir de R$ 18,90');
    // the uploaded photo is what the storefront shows: the card gets its 320 px crop, the product page the photo
    const cardImg = card.locator('img').first();
    expect(await cardImg.getAttribute('src')).toMatch(/^\/uploads\/[0-9a-f-]{36}\.card\.webp$/);
    await expect.poll(() => cardImg.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(320);
    await card.getByRole('link', { name: 'Ver opções' }).click();
    await customer.waitForURL(/\/product\//);
    expect(await customer.getByRole('img', { name: 'Baklava de Pistache' }).getAttribute('src')).toMatch(
      /^\/uploads\/[0-9a-f-]{36}\.webp$/,
    );
    // the required group must be chosen before adding
    expect(await customer.getByTestId('add-to-cart').isDisabled()).toBe(true);
    await customer.getByRole('radio', { name: /8 unidades/ }).check();
    await customer.getByRole('button', { name: 'Aumentar quantidade' }).click();
    await customer.getByTestId('add-to-cart').click();
    await customer.waitForURL(/\/cart$/);
    await customer.getByRole('button', { name: 'Finalizar Pedido' }).click();
    await customer.waitForURL(/\/checkout$/);
    await fillCashDelivery(customer, { name: 'Lucas Cliente', email: 'lucas@exemplo.com' });
    await customer.getByLabel('Troco para quanto?').fill('100');
    await customer.getByRole('textbox', { name: 'Observações' }).fill('Interfone 42');
    await customer.getByRole('button', { name: 'Confirmar pedido' }).click();
    // Paid on delivery: Meus Pedidos opens with the confirmation in a toast.
    await customer.waitForURL(/\/customer\/orders$/);
    await expect
      .poll(() => customer.getByText('Pedido realizado com sucesso!').isVisible(), { timeout: 10_000 })
      .toBe(true);
    const mine = await customer.evaluate(() => fetch('/api/customer/orders').then((r) => r.json()));
    const list = (mine.orders ?? mine.items ?? mine) as { id: string; totalCents: number }[];
    orderId = list[0]!.id;
    // 2 x (18,90 + 12,00) = 61,80 plus the store's fixed fee (no geocoder configured here)
    const store = await customer.evaluate(() => fetch('/api/store').then((r) => r.json()));
    expect(list[0]!.totalCents).toBe(6180 + store.deliveryFeeCents);

    // the admin's orders screen got it live, with the new-order banner
    await admin.getByRole('link', { name: 'Pedidos' }).click();
    await visible(admin, '1 novo pedido');
    await admin.getByLabel('Buscar pedido pelo número').fill(orderId.slice(0, 6));
    await expect.poll(() => admin.getByTestId('order-row').locator('visible=true').count()).toBe(1);
    const row = admin.getByTestId('order-row').locator('visible=true');
    expect(await row.textContent()).toContain(`#${orderId.slice(0, 8)}`);
    expect(await row.textContent()).toContain('2 itens');
    expect(await row.textContent()).toContain('Lucas Cliente');
    await admin.getByLabel('Buscar pedido pelo número').fill('');
    await snap(admin, 'admin-orders-1280');

    // details, print (the ticket; pending → Em preparação), then out for delivery
    await admin.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed++;
      };
    });
    await admin.getByRole('button', { name: `Ver detalhes do pedido ${orderId.slice(0, 8)}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Pedido #${orderId.slice(0, 8)}` });
    await expect.poll(() => dialog.textContent()).toContain('Tamanho: 8 unidades');
    const body = (await dialog.textContent())!;
    for (const t of [
      'Lucas Cliente',
      '(11) 98765-4321',
      'Rua Augusta, 1500',
      'Dinheiro',
      'Troco para',
      'R$ 100,00',
      'Interfone 42',
      'Subtotal',
      'R$ 61,80',
      'Taxa de entrega',
      'Total',
    ]) {
      expect(body).toContain(t);
    }
    expect(await dialog.getByRole('button', { name: 'Pendente' }).isDisabled()).toBe(true);
    // cash is collected on delivery: nothing to confirm by hand until then
    expect(body).toContain('Não pago');
    expect(await dialog.getByRole('button', { name: 'Confirmar pagamento' }).count()).toBe(0);
    await snap(admin, 'admin-order-details-1280', false);
    await dialog.getByRole('button', { name: 'Imprimir' }).click();
    await expect.poll(() => admin.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await expect.poll(() => dialog.getByTestId('order-status').textContent()).toBe('Em preparação');
    const ticket = admin.getByTestId('order-ticket');
    const ticketText = (await ticket.textContent())!;
    for (const t of [
      `PEDIDO #${orderId.slice(0, 8).toUpperCase()}`,
      '2x Baklava de Pistache',
      '- Tamanho: 8 unidades',
      'OBS: Interfone 42',
      'Rua Augusta, 1500',
      'TOTAL',
    ]) {
      expect(ticketText).toContain(t);
    }
    // how it is paid, in large type: the courier collects the total and takes the change along
    const total = 6180 + store.deliveryFeeCents;
    const payment = admin.getByTestId('ticket-payment');
    // (amounts keep "R$" and the number together on the narrow paper)
    const paymentLines = (await payment.locator('p').allTextContents()).map((l) => l.replace(/\u00a0/g, ' '));
    expect(paymentLines).toEqual([
      `COBRAR NA ENTREGA: ${formatBRL(total)}`,
      'Pagamento: Dinheiro na entrega',
      `Troco para R$ 100,00 (levar ${formatBRL(10000 - total)})`,
    ]);
    await admin.emulateMedia({ media: 'print' });
    const headline = payment.locator('p').first();
    expect(parseFloat(await headline.evaluate((p) => getComputedStyle(p).fontSize))).toBeGreaterThanOrEqual(18);
    expect(await headline.evaluate((p) => getComputedStyle(p).fontWeight)).toBe('800');
    await admin.setViewportSize({ width: 302, height: 900 });
    await snap(admin, 'admin-ticket-print', false);
    await admin.emulateMedia({ media: 'screen' });
    await admin.setViewportSize(DESKTOP);

    await dialog.getByRole('button', { name: 'Confirmar Saída para Entrega' }).click();
    await expect.poll(() => dialog.getByTestId('order-status').textContent()).toBe('Em entrega');
    await visible(admin, 'Status do pedido atualizado com sucesso');
    await admin.keyboard.press('Escape');
    await expect
      .poll(() =>
        admin
          .getByLabel(`Status do pedido ${orderId.slice(0, 8)}`)
          .locator('visible=true')
          .inputValue(),
      )
      .toBe('delivering');

    // the customer sees the new status
    await customer.goto('/customer/orders');
    await expect
      .poll(() => customer.getByTestId('order-status').first().textContent(), { timeout: 10_000 })
      .toBe('Em entrega');
    await customer.context().close();

    // the table's own controls: the status selector, and the print button that prints at once
    const select = admin.getByLabel(`Status do pedido ${orderId.slice(0, 8)}`).locator('visible=true');
    await select.selectOption('pending');
    await expect.poll(() => select.inputValue()).toBe('pending');
    await admin.getByRole('button', { name: `Imprimir pedido ${orderId.slice(0, 8)}` }).click();
    await expect.poll(() => admin.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(2);
    await expect.poll(() => select.inputValue()).toBe('processing');
    const audited = await admin.evaluate((id) => fetch(`/api/admin/orders/${id}`).then((r) => r.json()), orderId);
    expect((audited.history as { toStatus: string; changedByName: string }[]).map((h) => h.toStatus).slice(-4)).toEqual(
      ['processing', 'delivering', 'pending', 'processing'],
    );
    expect(audited.history.at(-1).changedByName).toBe('Dona Samira');
  });

  test('works on a phone: drawer menu, order cards, settings tabs', async ({ newPage, server }) => {
    const phone = await newPage(PHONE);
    await phone.goto('/admin-login');
    await signInAdmin(phone, server, 'samira@casadaesfiha.com', 'Dona Samira', false);
    await phone.waitForURL(/\/admin$/);
    await snap(phone, 'admin-dashboard-360');
    // The sign-in toast lies over the header on a phone until it goes.
    await expect.poll(() => phone.locator('[data-sonner-toast]').count(), { timeout: 10_000 }).toBe(0);
    await phone.getByRole('button', { name: 'Abrir menu' }).click();
    await snap(phone, 'admin-drawer-360', false);
    await phone.getByRole('dialog', { name: 'Menu do painel' }).getByRole('link', { name: 'Pedidos' }).click();
    await expect.poll(() => phone.getByTestId('order-row').locator('visible=true').count()).toBe(1);
    await snap(phone, 'admin-orders-360');
    await phone
      .getByRole('button', { name: `Ver detalhes do pedido ${orderId.slice(0, 8)}` })
      .locator('visible=true')
      .click();
    await expect.poll(() => phone.getByRole('dialog').textContent()).toContain('Tamanho: 8 unidades');
    await snap(phone, 'admin-order-details-360', false);
    await phone.keyboard.press('Escape');

    await phone.goto('/admin/products');
    await expect.poll(() => phone.getByTestId('product-row').locator('visible=true').count()).toBeGreaterThan(5);
    await snap(phone, 'admin-products-360');
    await phone.getByRole('button', { name: 'Editar Baklava de Pistache' }).locator('visible=true').click();
    await expect.poll(() => phone.getByLabel('Título da opção 1').inputValue()).toBe('Tamanho');
    await snap(phone, 'admin-product-edit-360', false);
    await phone.keyboard.press('Escape');

    await phone.goto('/admin/categories');
    await expect.poll(() => phone.getByTestId('category-row').count()).toBeGreaterThan(5);
    await snap(phone, 'admin-categories-360');

    await phone.goto('/admin/settings');
    await visible(phone, 'Personalize as informações da sua loja');
    await phone.getByLabel('Nome da loja').fill('A');
    await phone.getByRole('button', { name: 'Salvar todas as configurações' }).click();
    await visible(phone, 'Nome da loja é obrigatório');
    await phone.getByLabel('Nome da loja').fill('Casa da Esfiha Centro');
    await snap(phone, 'admin-settings-geral-360');
    await phone.getByRole('tab', { name: 'Entrega' }).click();
    await phone.getByLabel('Entrega grátis acima de (R$)').fill('120,00');
    await phone.getByRole('button', { name: 'Buscar coordenadas e salvar' }).click();
    await visible(phone, /ORS_API_KEY/);
    await snap(phone, 'admin-settings-entrega-360');
    await phone.getByRole('tab', { name: 'Imagens' }).click();
    await phone.getByTestId('upload-logo').setInputFiles(photo);
    await expect
      .poll(() => phone.getByRole('img', { name: 'Prévia: Logo' }).getAttribute('src'), { timeout: 10_000 })
      .toMatch(/^\/uploads\//);
    await visible(phone, 'Alterar');
    await snap(phone, 'admin-settings-imagens-360');
    await phone.getByRole('button', { name: 'Salvar todas as configurações' }).click();
    await visible(phone, 'Configurações salvas com sucesso!');
    const store = await phone.evaluate(() => fetch('/api/store').then((r) => r.json()));
    expect(store).toMatchObject({ name: 'Casa da Esfiha Centro', freeDeliveryThresholdCents: 12000 });
    expect(store.logoUrl).toMatch(/^\/uploads\/.+\.webp$/);
    await phone.context().close();
  });

  test('pages the orders list: the next orders load on demand, the newest first', async ({ newPage, server }) => {
    // 55 more orders, for a list longer than a page
    await placeOrdersFrom(admin, 55, 'cash');
    await admin.goto('/admin/orders');
    const rows = admin.getByTestId('order-row').locator('visible=true');
    await expect.poll(() => rows.count()).toBe(50);
    const more = admin.getByRole('button', { name: 'Carregar mais pedidos' });
    await more.scrollIntoViewIfNeeded();
    await snap(admin, 'admin-orders-more-1280', false);
    await more.click();
    // 55 here plus the one ordered through the storefront, which is the oldest
    await expect.poll(() => rows.count()).toBe(56);
    expect(await rows.last().textContent()).toContain(`#${orderId.slice(0, 8)}`);
    expect(await more.count()).toBe(0);
    await snap(admin, 'admin-orders-paged-1280');
    // on a phone the cards end with the same button
    const phone = await newPage(PHONE);
    await phone.goto('/admin-login');
    await signInAdmin(phone, server, 'samira@casadaesfiha.com', 'Dona Samira', false);
    await phone.waitForURL(/\/admin$/);
    await phone.goto('/admin/orders');
    const phoneMore = phone.getByRole('button', { name: 'Carregar mais pedidos' });
    await phoneMore.scrollIntoViewIfNeeded();
    await snap(phone, 'admin-orders-more-360', false);
    await phone.context().close();
  });

  test('a card-online order awaiting payment cannot be printed or sent to the kitchen until Stripe confirms it', async ({
    newPage,
    server,
    stripe,
  }) => {
    // the admin orders for herself, paying online, and leaves the payment page unpaid
    const order = (await placeOrdersFrom(admin, 1, 'stripe', 2))[0]!;
    expect(order.status).toBe('awaiting_payment');
    const short = order.id.slice(0, 8);
    const reason = 'Pagamento online ainda não confirmado. O pedido só vai para a cozinha depois do pagamento.';

    // the table: print greyed out with the reason under the status; only Cancelar among the other statuses
    await admin.goto('/admin/orders');
    const row = admin
      .getByTestId('order-row')
      .locator('visible=true')
      .filter({ hasText: `#${short}` });
    await expect.poll(() => row.textContent()).toContain('Só vai para a cozinha depois do pagamento online');
    expect(await row.getByRole('button', { name: `Imprimir pedido ${short}` }).isDisabled()).toBe(true);
    const options = await row
      .getByLabel(`Status do pedido ${short}`)
      .locator('option')
      .evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, (o as HTMLOptionElement).disabled]));
    expect(Object.fromEntries(options)).toEqual({
      pending: true,
      processing: true,
      delivering: true,
      delivered: true,
      cancelled: false,
      awaiting_payment: false,
    });
    await snap(admin, 'admin-orders-unpaid-1280', false);

    // the details: the reason in words, print and the kitchen statuses disabled, Cancelado still there
    await row.getByRole('button', { name: `Ver detalhes do pedido ${short}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Pedido #${short}` });
    await expect.poll(() => dialog.getByRole('note').textContent()).toBe(reason);
    expect(await dialog.getByRole('button', { name: 'Imprimir' }).isDisabled()).toBe(true);
    for (const label of ['Pendente', 'Em preparação', 'Em entrega', 'Entregue'])
      expect(await dialog.getByRole('button', { name: label }).isDisabled(), label).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Cancelado' }).isDisabled()).toBe(false);
    await snap(admin, 'admin-order-unpaid-1280', false);
    // and the server refuses it whatever the screen shows
    const refused = await admin.evaluate(
      (id) =>
        fetch(`/api/admin/orders/${id}/print`, { method: 'POST' }).then(async (r) => [
          r.status,
          (await r.json()).error,
        ]),
      order.id,
    );
    expect(refused).toEqual([409, reason]);
    const phone = await newPage(PHONE);
    await phone.goto('/admin-login');
    await signInAdmin(phone, server, 'samira@casadaesfiha.com', 'Dona Samira', false);
    await phone.waitForURL(/\/admin$/);
    await phone.goto('/admin/orders');
    const card = phone
      .getByTestId('order-row')
      .locator('visible=true')
      .filter({ hasText: `#${short}` });
    await expect.poll(() => card.textContent()).toContain('Só vai para a cozinha depois do pagamento online');
    await snap(phone, 'admin-orders-unpaid-360', false);
    await card.getByRole('button', { name: `Ver detalhes do pedido ${short}` }).click();
    await expect.poll(() => phone.getByRole('dialog').getByRole('note').textContent()).toBe(reason);
    await snap(phone, 'admin-order-unpaid-360', false);
    await phone.context().close();

    // Stripe confirms it: the open dialog lets it go to the kitchen, and the ticket says it is paid
    const payload = JSON.stringify({
      id: 'evt_admin_1',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: [...stripe.intents.values()].find((i) => i.metadata.order_id === order.id)!.id,
          amount: order.totalCents,
          amount_received: order.totalCents,
          currency: 'brl',
        },
      },
    });
    const signature = stripeSignature(payload, stripe.webhookSecret);
    const hook = await fetch(`${server.url}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    expect(hook.status).toBe(200);
    await expect.poll(() => dialog.getByTestId('order-status').textContent(), { timeout: 8000 }).toBe('Pendente');
    expect(await dialog.getByRole('note').count()).toBe(0);
    await admin.evaluate(() => {
      window.print = () => {};
    });
    await dialog.getByRole('button', { name: 'Imprimir' }).click();
    await expect.poll(() => dialog.getByTestId('order-status').textContent()).toBe('Em preparação');
    expect(await admin.getByTestId('ticket-payment').locator('p').allTextContents()).toEqual([
      'PAGO',
      'Pagamento: Cartão online',
      'Não cobrar na entrega',
    ]);
    await admin.emulateMedia({ media: 'print' });
    await admin.setViewportSize({ width: 302, height: 900 });
    await snap(admin, 'admin-ticket-paid-online-print', false);
    await admin.emulateMedia({ media: 'screen' });
    await admin.setViewportSize(DESKTOP);
    await admin.keyboard.press('Escape');
  });

  test("a PIX order's payment is confirmed by hand in its details, and says who did it", async () => {
    const { id } = (await placeOrdersFrom(admin, 1, 'pix'))[0]!;
    await admin.goto('/admin/orders');
    await admin.getByLabel('Buscar pedido pelo número').fill(id.slice(0, 8));
    await admin
      .getByRole('button', { name: `Ver detalhes do pedido ${id.slice(0, 8)}` })
      .locator('visible=true')
      .click();
    const dialog = admin.getByRole('dialog', { name: `Pedido #${id.slice(0, 8)}` });
    await expect.poll(() => dialog.textContent()).toContain('Não pago');
    await dialog.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await visible(admin, 'Pagamento confirmado');
    await expect.poll(() => dialog.textContent()).toContain('Pago em');
    expect(await dialog.textContent()).toContain('por Dona Samira');
    expect(await dialog.getByRole('button', { name: 'Confirmar pagamento' }).count()).toBe(0);
    await snap(admin, 'admin-order-pix-confirmed-1280', false);
    await admin.keyboard.press('Escape');
  });

  test("'Não pagos' lists the orders whose money has not come in, each with its badge; an unconfirmed PIX prints as such", async ({
    newPage,
    server,
  }) => {
    const { id } = (await placeOrdersFrom(admin, 1, 'pix'))[0]!;
    const short = id.slice(0, 8);
    await admin.goto('/admin/orders');
    const unpaid = admin.getByRole('button', { name: 'Não pagos' });
    expect(await unpaid.getAttribute('aria-pressed')).toBe('false');
    await unpaid.click();
    expect(await unpaid.getAttribute('aria-pressed')).toBe('true');
    expect(new URL(admin.url()).searchParams.get('payment')).toBe('unpaid');
    const rows = admin.getByTestId('order-row').locator('visible=true');
    await expect.poll(() => rows.first().textContent()).toContain(`#${short}`);
    // every row shown awaits its money: the badge says so, and no paid order is listed (the
    // newest order also heads the unfiltered list, so wait for the filtered answer)
    await expect
      .poll(async () => new Set(await rows.getByTestId('payment-badge').allTextContents()))
      .toEqual(new Set(['Não pago']));
    expect(await rows.getByTestId('payment-badge').count()).toBe(await rows.count());
    await snap(admin, 'admin-orders-unpaid-filter-1280', false);
    // the PIX confirmed by hand in the journey before is not among them
    const confirmed = await admin.evaluate(() => fetch('/api/admin/orders?payment=unpaid').then((r) => r.json()));
    expect(confirmed.orders.every((o: { paymentStatus: string }) => o.paymentStatus === 'awaiting')).toBe(true);
    await unpaid.click();
    await expect.poll(() => rows.getByTestId('payment-badge').allTextContents()).toContain('Pago');

    // its printed ticket warns the courier: the money is not confirmed yet
    await admin.evaluate(() => {
      window.print = () => {};
    });
    await admin
      .getByRole('button', { name: `Imprimir pedido ${short}` })
      .locator('visible=true')
      .click();
    const payment = admin.getByTestId('ticket-payment');
    await expect
      .poll(() => payment.locator('p').allTextContents())
      .toEqual(['PIX NÃO CONFIRMADO', 'Pagamento: PIX', 'Confirmar o pagamento antes de entregar']);
    await admin.emulateMedia({ media: 'print' });
    await admin.setViewportSize({ width: 302, height: 900 });
    await snap(admin, 'admin-ticket-pix-unconfirmed-print', false);
    await admin.emulateMedia({ media: 'screen' });
    await admin.setViewportSize(DESKTOP);

    // on a phone, the dashboard's 'PIX não confirmados' opens the list filtered; the filter
    // sits above the status chips
    const phone = await newPage(PHONE);
    await phone.goto('/admin-login');
    await signInAdmin(phone, server, 'samira@casadaesfiha.com', 'Dona Samira', false);
    await phone.waitForURL(/\/admin$/);
    await phone.getByTestId('unconfirmed-pix').getByRole('link', { name: 'Ver pedidos não pagos' }).click();
    await phone.waitForURL(/\/admin\/orders\?payment=unpaid$/);
    expect(await phone.getByRole('button', { name: 'Não pagos' }).getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() => phone.getByTestId('order-row').locator('visible=true').first().textContent())
      .toContain(`#${short}`);
    await snap(phone, 'admin-orders-unpaid-filter-360', false);
    await phone.context().close();
  });

  test("cancelling a paid card-online order offers its refund, and the details then say 'Estornado' and who did it", async ({
    newPage,
    server,
    stripe,
  }) => {
    // two orders the admin paid online for herself; Stripe's webhook tells the store
    const paid = await placeOrdersFrom(admin, 2, 'stripe', 2);
    for (const order of paid) {
      const intent = [...stripe.intents.values()].find((i) => i.metadata.order_id === order.id)!;
      const payload = JSON.stringify(stripe.pay(intent.id));
      const hook = await fetch(`${server.url}/api/payments/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': stripeSignature(payload, stripe.webhookSecret),
        },
        body: payload,
      });
      expect(await hook.json()).toMatchObject({ updated: true });
    }
    const refundsOf = (id: string) => [...stripe.refunds.values()].filter((r) => r.metadata.order_id === id);

    // the first from its details: 'Cancelado' asks about the money first
    const [first, second] = paid as [PlacedOrder, PlacedOrder];
    const amount = formatBRL(first.totalCents);
    const short = first.id.slice(0, 8);
    await admin.goto('/admin/orders');
    await admin.getByLabel('Buscar pedido pelo número').fill(short);
    await admin
      .getByRole('button', { name: `Ver detalhes do pedido ${short}` })
      .locator('visible=true')
      .click();
    const dialog = admin.getByRole('dialog', { name: `Pedido #${short}` });
    await expect.poll(() => dialog.getByTestId('payment-status').textContent()).toBe('Pago');
    await dialog.getByRole('button', { name: 'Cancelado' }).click();
    const ask = admin.getByRole('alertdialog', { name: `Cancelar o pedido #${short}?` });
    await expect.poll(() => ask.textContent()).toContain(`O cliente pagou ${amount} online`);
    expect(await ask.getByRole('button').allTextContents()).toEqual([
      `Cancelar e estornar ${amount}`,
      'Só cancelar',
      'Voltar',
    ]);
    await snap(admin, 'admin-order-refund-ask-1280', false);
    await ask.getByRole('button', { name: `Cancelar e estornar ${amount}` }).click();
    await visible(admin, 'Pedido cancelado e pagamento estornado');
    await expect.poll(() => dialog.getByTestId('payment-status').textContent()).toBe('Estornado');
    expect(await dialog.getByTestId('order-status').textContent()).toBe('Cancelado');
    expect(await dialog.textContent()).toMatch(
      /Estornado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(Stripe\) por Dona Samira/,
    );
    expect(await dialog.getByRole('button', { name: 'Estornar pagamento' }).count()).toBe(0);
    // a refunded order stays cancelled
    expect(await dialog.getByRole('button', { name: 'Pendente' }).isDisabled()).toBe(true);
    expect(refundsOf(first.id)).toMatchObject([{ amount: first.totalCents, status: 'succeeded' }]);
    await snap(admin, 'admin-order-refunded-1280', false);
    await admin.keyboard.press('Escape');

    // the second on a phone, from the list's status: only cancelled, refunded later from its details
    const phone = await newPage(PHONE);
    await phone.goto('/admin-login');
    await signInAdmin(phone, server, 'samira@casadaesfiha.com', 'Dona Samira', false);
    await phone.waitForURL(/\/admin$/);
    await phone.goto('/admin/orders');
    const short2 = second.id.slice(0, 8);
    const amount2 = formatBRL(second.totalCents);
    const card = phone
      .getByTestId('order-row')
      .locator('visible=true')
      .filter({ hasText: `#${short2}` });
    await card.getByLabel(`Status do pedido ${short2}`).selectOption('cancelled');
    const ask2 = phone.getByRole('alertdialog');
    await expect.poll(() => ask2.textContent()).toContain(`O cliente pagou ${amount2} online`);
    await snap(phone, 'admin-order-refund-ask-360', false);
    await ask2.getByRole('button', { name: 'Só cancelar' }).click();
    await expect.poll(() => card.getByLabel(`Status do pedido ${short2}`).inputValue()).toBe('cancelled');
    expect(refundsOf(second.id)).toEqual([]);
    await card.getByRole('button', { name: `Ver detalhes do pedido ${short2}` }).click();
    const dialog2 = phone.getByRole('dialog', { name: `Pedido #${short2}` });
    await expect.poll(() => dialog2.getByTestId('payment-status').textContent()).toBe('Pago');
    await dialog2.getByRole('button', { name: 'Estornar pagamento' }).click();
    const ask3 = phone.getByRole('alertdialog', { name: 'Estornar o pagamento?' });
    await snap(phone, 'admin-order-refund-later-360', false);
    await ask3.getByRole('button', { name: `Estornar ${amount2}` }).click();
    await expect.poll(() => dialog2.getByTestId('payment-status').textContent()).toBe('Estornado');
    expect(refundsOf(second.id)).toHaveLength(1);
    await snap(phone, 'admin-order-refunded-360', false);
    await phone.context().close();
  });

  test('the orders screen fits a tablet upright and a laptop: nothing cut off, the status chips in one row', async ({
    newPage,
  }) => {
    await placeGuestOrder(newPage, 'Maria Aparecida dos Santos Oliveira Pereira', '11987650001');
    await placeGuestOrder(newPage, 'Francisco de Assis Nascimento Júnior', '11987650002');
    try {
      for (const [size, name] of [
        [{ width: 800, height: 1280 }, 'admin-orders-800x1280'],
        [{ width: 1280, height: 800 }, 'admin-orders-1280x800'],
      ] as const) {
        await admin.setViewportSize(size);
        await admin.goto('/admin/orders');
        await visible(admin, 'Maria Aparecida dos', { shown: true });
        await snap(admin, name, false);
        await expectOrdersFit(admin);
      }
    } finally {
      await admin.setViewportSize(DESKTOP);
    }
  });

  test('a second request is approved in Equipe as Gerente and that account then reaches /admin', async ({
    newPage,
    server,
  }) => {
    const second = await newPage(PHONE);
    await signInAdmin(second, server, 'rafael@casadaesfiha.com', 'Rafael Lima', true);
    await visible(second, 'Acesso negado. Você não tem permissões de administrador.');
    await admin.getByRole('link', { name: 'Equipe' }).click();
    await admin.getByRole('combobox', { name: 'Perfil para rafael@casadaesfiha.com' }).selectOption('Gerente');
    await admin.getByRole('button', { name: 'Aprovar rafael@casadaesfiha.com' }).click();
    await visible(admin, 'Acesso aprovado como Gerente');
    await expect
      .poll(() => admin.getByRole('combobox', { name: 'Perfil de rafael@casadaesfiha.com' }).inputValue())
      .toBe('manager');
    await snap(admin, 'admin-team-roles-1280');
    await second.getByRole('button', { name: 'Entrar' }).click();
    await second.waitForURL(/\/admin$/);
    await expect.poll(() => second.getByRole('heading', { name: 'Dashboard' }).isVisible()).toBe(true);
    // This store has no SMTP_URL: the dashboard says what that costs customers (docs/decisions/016).
    await visible(second, 'Os emails da loja estão desligados.');
    await snap(second, 'admin-email-off-360');
    // A manager runs everything but the team: the page says so, the server refuses it too.
    await second.goto('/admin/team');
    await visible(second, 'Sem acesso a esta página');
    await visible(second, 'O seu perfil na equipe é');
    await snap(second, 'admin-no-access-360');
    await second.goto('/admin');

    // Later the owner takes the access away again, after confirming: Rafael's open admin
    // screen notices through its live stream and sends him to sign in, where he is refused.
    await admin.reload();
    await admin.getByRole('button', { name: 'Remover acesso de rafael@casadaesfiha.com' }).click();
    await expect.poll(() => admin.getByRole('alertdialog').isVisible()).toBe(true);
    await snap(admin, 'admin-team-remove-1280');
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Remover acesso' }).click();
    await visible(admin, 'Acesso removido');
    await expect.poll(() => admin.getByRole('button', { name: /^Remover acesso de/ }).count()).toBe(0);
    await expect
      .poll(() => second.getByText('Sua sessão expirou. Por favor, faça login novamente.').isVisible(), {
        timeout: 30_000,
      })
      .toBe(true);
    await second.waitForURL(/\/admin-login\?redirect=/);
    await second.context().close();
    await admin.context().close();
  });
});
