import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { test, visible } from './fixtures';
import { signInFirstAdmin, signUp } from './support/accounts';
import { axeViolations } from './support/axe';
import { DESKTOP, PHONE, snap } from './support/browser';
import { fillCashDelivery } from './support/checkout';
import { addFromTab } from './support/storefront';

// 'Cupom de desconto' (docs/product.md#coupons): the owner creates a coupon in Cupons; a customer
// sees a wrong code refused, a coupon switched off meanwhile refused when confirming, then
// applies the right one and orders with the discount; the order, the staff's detail, the
// ticket, the coupon's uses and the dashboard all show it. Then cashback, the other thing that
// takes money off an order, and 'Sentimos sua falta', whose coupon brings the cashback's
// customer back.

// GEO_RATE_LIMIT: the journey asks for more quotes in a minute than one customer would. The
// SMTP capture receives 'Sentimos sua falta'.
test.override('serverEnv', ({ cep, smtp }) => ({ ...cep.env, ...smtp.env, GEO_RATE_LIMIT: '1000' }));

const cents = (brl: string | null) => Number((brl ?? '').replace(/[^\d]/g, ''));

describe('coupons and cashback in the browser', () => {
  test('the owner creates PRIMEIRA10; a customer is refused a bad code, then orders with the discount; staff see it', async ({
    newPage,
    server,
  }) => {
    // The owner: Cupons › Novo cupom, with a validation message first.
    const admin = await newPage(DESKTOP);
    await signInFirstAdmin(admin, server);
    await admin.goto('/admin');
    await admin.getByRole('navigation', { name: 'Administração' }).getByRole('link', { name: 'Cupons' }).click();
    await admin.waitForURL(/\/admin\/coupons$/);
    await visible(admin, 'Nenhum cupom ainda.');
    await admin.getByRole('button', { name: 'Novo cupom' }).click();
    const form = admin.getByRole('dialog', { name: 'Novo cupom' });
    await form.getByLabel('Código', { exact: true }).fill('primeira10');
    expect(await form.getByLabel('Código', { exact: true }).inputValue()).toBe('PRIMEIRA10');
    await form.getByRole('button', { name: 'Salvar cupom' }).click();
    await expect.poll(() => form.getByRole('alert').first().textContent()).toBe('Percentual: de 1 a 100');
    const a11y: Record<string, string[]> = { 'coupon form with an error': await axeViolations(admin) };
    await form.getByLabel('Percentual de desconto (%)').fill('10');
    await form.getByLabel('Usos por cliente').fill('1');
    await form.getByLabel('Limite total de usos').fill('50');
    await snap(admin, 'coupons-form-1280');
    await form.getByRole('button', { name: 'Salvar cupom' }).click();
    await visible(admin, 'Cupom criado');
    const row = admin.getByTestId('coupon-row').filter({ hasText: 'PRIMEIRA10' });
    await expect.poll(() => row.textContent()).toContain('10% de desconto');
    expect(await row.textContent()).toContain('1 por cliente');
    expect(await row.getByTestId('coupon-uses').textContent()).toBe('0/50 usos');
    // A second one, R$ 3,00 off, that the owner will switch off while the customer is at checkout.
    await admin.getByRole('button', { name: 'Novo cupom' }).click();
    await form.getByLabel('Código', { exact: true }).fill('TRES');
    await form.getByRole('radio', { name: 'Valor fixo' }).click();
    await form.getByLabel('Valor do desconto (R$)').fill('3,00');
    await form.getByRole('button', { name: 'Salvar cupom' }).click();
    await expect.poll(() => admin.getByTestId('coupon-row').count()).toBe(2);
    await snap(admin, 'coupons-list-1280');
    a11y['coupon list'] = await axeViolations(admin);

    // The customer, on a phone: 4 × Esfiha de Zaatar (R$ 26,00), delivery, cash.
    const page = await newPage(PHONE);
    await page.goto('/');
    await addFromTab(page, 'Esfihas abertas', 'Esfiha de Zaatar', 4);
    await page.goto('/checkout');
    await fillCashDelivery(page, { name: 'Clara Cupom', email: 'clara@exemplo.com' });
    const total = page.getByTestId('checkout-total');
    await expect.poll(() => page.getByText('calculando...').count()).toBe(0);
    const full = cents(await total.textContent());
    expect(full).toBeGreaterThan(2600);

    // A wrong code: the reason under the field, the total as it was.
    const coupon = page.getByLabel('Cupom de desconto');
    await coupon.fill('naoexiste');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect
      .poll(() => page.getByTestId('coupon-field').getByRole('alert').textContent())
      .toBe('Cupom não encontrado.');
    expect(cents(await total.textContent())).toBe(full);
    await snap(page, 'checkout-coupon-refused-360');
    a11y['checkout, coupon refused'] = await axeViolations(page);

    // TRES applies (−R$ 3,00), then the owner switches it off: confirming says so, the total goes back.
    await coupon.fill('tres');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect.poll(() => page.getByTestId('checkout-discount').textContent()).toBe('−R$ 3,00');
    expect(cents(await total.textContent())).toBe(full - 300);
    await admin.getByRole('switch', { name: 'Cupom TRES ativo' }).click();
    await visible(admin, 'Cupom TRES desativado');
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await expect.poll(() => page.getByTestId('coupon-field').getByRole('alert').textContent()).toBe('Cupom inativo.');
    await expect.poll(async () => cents(await total.textContent())).toBe(full);
    expect(await page.getByTestId('checkout-discount').count()).toBe(0);

    // PRIMEIRA10: 10% of R$ 26,00.
    await coupon.fill('PRIMEIRA10');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect.poll(() => page.getByTestId('checkout-discount').textContent()).toBe('−R$ 2,60');
    const summary = page.getByRole('region', { name: 'Resumo do pedido' });
    expect(await summary.textContent()).toContain('Cupom PRIMEIRA10−R$ 2,60');
    expect(cents(await total.textContent())).toBe(full - 260);
    await snap(page, 'checkout-coupon-applied-360');
    a11y['checkout, coupon applied'] = await axeViolations(page);
    expect(a11y).toEqual({
      'coupon form with an error': [],
      'coupon list': [],
      'checkout, coupon refused': [],
      'checkout, coupon applied': [],
    });
    // The summary itself, above the fixed 'Confirmar pedido' bar.
    await summary.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'tests/e2e/artifacts/checkout-coupon-summary-360.png' });
    await page.setViewportSize(DESKTOP);
    await snap(page, 'checkout-coupon-applied-1280');
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();

    // Meus Pedidos: the order with its coupon line and the total after it.
    await page.waitForURL(/\/customer\/orders$/, { timeout: 15_000 });
    const card = page.getByTestId('order-card').first();
    await card.getByRole('button', { name: 'Ver detalhes' }).click();
    const details = page.getByRole('dialog');
    await expect.poll(() => details.getByTestId('order-discount').textContent()).toBe('Cupom PRIMEIRA10−R$ 2,60');
    expect(await details.textContent()).toContain(`Total${formatCents(full - 260)}`);

    // Staff: the detail and the printed ticket carry it; the coupon counts one use.
    await admin.goto('/admin/orders');
    const orderRow = admin.getByTestId('order-row').locator('visible=true').first();
    await expect.poll(() => orderRow.textContent()).toContain('Clara Cupom');
    // the list's row says which coupon lowered its total
    expect(await orderRow.getByTestId('coupon-tag').textContent()).toBe('Cupom PRIMEIRA10');
    await snap(admin, 'coupons-orders-list-1280');
    await admin.setViewportSize(PHONE);
    expect(await orderRow.getByTestId('coupon-tag').textContent()).toBe('Cupom PRIMEIRA10');
    await snap(admin, 'coupons-orders-list-360');
    await admin.setViewportSize(DESKTOP);
    await orderRow.getByRole('button', { name: /Ver detalhes do pedido/ }).click();
    const dialog = admin.getByRole('dialog', { name: /Pedido #/ });
    await expect.poll(() => dialog.getByTestId('order-discount').textContent()).toBe('Cupom PRIMEIRA10−R$ 2,60');
    await admin.evaluate(() => {
      window.print = () => undefined;
    });
    await dialog.getByRole('button', { name: 'Imprimir' }).click();
    await expect.poll(() => admin.getByTestId('order-ticket').textContent()).toContain('TOTAL');
    await admin.emulateMedia({ media: 'print' });
    await snap(admin, 'coupons-ticket-1280');
    await admin.emulateMedia({ media: 'screen' });
    expect(await admin.getByTestId('ticket-discount').textContent()).toBe('Cupom PRIMEIRA10−R$ 2,60');
    await admin.goto('/admin/coupons');
    await expect
      .poll(() =>
        admin.getByTestId('coupon-row').filter({ hasText: 'PRIMEIRA10' }).getByTestId('coupon-uses').textContent(),
      )
      .toBe('1/50 usos');
    await admin.goto('/admin');
    const dash = admin.getByTestId('coupon-summary');
    await expect.poll(() => dash.textContent()).toContain('Descontos em cuponsR$ 2,60R$ 2,60');
    expect(await dash.textContent()).toContain('Pedidos com cupom11');
    await snap(admin, 'coupons-dashboard-1280');

    // The list and the form on a phone.
    await admin.goto('/admin/coupons');
    await admin.setViewportSize(PHONE);
    await expect.poll(() => admin.getByTestId('coupon-row').count()).toBe(2);
    await snap(admin, 'coupons-list-360');
    await admin.getByRole('button', { name: 'Editar PRIMEIRA10' }).click();
    await expect.poll(() => admin.getByLabel('Percentual de desconto (%)').inputValue()).toBe('10');
    await snap(admin, 'coupons-form-360');

    // Guessing codes: past 20 wrong ones from this address the field says so and frees up.
    await page.goto('/');
    await addFromTab(page, 'Esfihas abertas', 'Esfiha de Zaatar', 4);
    await page.goto('/checkout');
    const statuses = await page.evaluate(async () => {
      const menu = (await (await fetch('/api/menu')).json()) as { products: { id: string; name: string }[] };
      const productId = menu.products.find((p) => p.name === 'Esfiha de Zaatar')!.id;
      const answers: number[] = [];
      for (let i = 0; i < 20; i++) {
        const res = await fetch('/api/orders/quote', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ items: [{ productId, quantity: 1 }], couponCode: `CHUTE${i}` }),
        });
        answers.push(res.status);
      }
      return answers;
    });
    expect(statuses.at(-1)).toBe(429);
    await page.getByLabel('Cupom de desconto').fill('MAISUM');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect
      .poll(() => page.getByTestId('coupon-field').getByRole('alert').textContent())
      .toBe('Muitas tentativas de cupom. Aguarde alguns minutos e tente novamente.');
    // Not stuck on 'Aplicando...': the field takes a code again.
    expect(await page.getByLabel('Cupom de desconto').isEditable()).toBe(true);
    expect(await page.getByRole('button', { name: 'Aplicar' }).isEnabled()).toBe(true);
    await snap(page, 'checkout-coupon-too-many-360');
  });

  // 'Cashback' (docs/product.md#cashback): the owner turns it on at 10 % with R$ 2,00 at most per
  // order; a customer with an account sees what an order earns, earns it once staff mark it
  // delivered, finds it in 'Seu saldo', and uses part of it on the next order.
  test('the owner turns it on; a customer earns on a delivered order, sees it in Seu saldo and uses part of it', async ({
    newPage,
    server,
  }) => {
    const admin = await newPage(DESKTOP);
    await signInFirstAdmin(admin, server);
    await admin.goto('/admin');
    await admin.getByRole('navigation', { name: 'Administração' }).getByRole('link', { name: 'Cashback' }).click();
    await admin.waitForURL(/\/admin\/cashback$/);
    await admin.getByRole('switch', { name: 'Cashback ativo' }).click();
    await admin.getByLabel('Percentual de volta').fill('10');
    await admin.getByLabel('Uso máximo por pedido').fill('2,00');
    await admin.getByRole('button', { name: 'Salvar cashback' }).click();
    await visible(admin, 'Cashback salvo e ativo');
    expect(await admin.getByTestId('cashback-preview').textContent()).toContain('Ganhe 10% de volta');
    await snap(admin, 'cashback-admin-1280');

    // A customer with an account, on a phone: 4 × Esfiha de Zaatar (R$ 26,00) earns R$ 2,60.
    const page = await newPage(PHONE);
    await signUp(page, { name: 'Nadia Saldo', email: 'nadia@exemplo.com' });
    await page.goto('/');
    await addFromTab(page, 'Esfihas abertas', 'Esfiha de Zaatar', 4);
    await page.goto('/checkout');
    await fillCashDelivery(page, { name: 'Nadia Saldo', email: 'nadia@exemplo.com' });
    await expect
      .poll(() => page.getByTestId('cashback-earn').textContent())
      .toBe('Você ganha R$ 2,60 de cashback quando o pedido for entregue.');
    expect(await page.getByText(/^Usar R\$/).count()).toBe(0);
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await page.waitForURL(/\/customer\/orders$/, { timeout: 15_000 });
    const balance = page.getByTestId('cashback-balance');
    await expect.poll(() => balance.textContent()).toBe('R$ 0,00');

    // Staff deliver it: the balance arrives live.
    await admin.goto('/admin/orders');
    const row = admin.getByTestId('order-row').locator('visible=true').first();
    await expect.poll(() => row.textContent()).toContain('Nadia Saldo');
    await row.getByRole('button', { name: /Ver detalhes do pedido/ }).click();
    const dialog = admin.getByRole('dialog', { name: /Pedido #/ });
    for (const status of ['Em preparação', 'Entregue']) await dialog.getByRole('button', { name: status }).click();
    await expect.poll(() => balance.textContent(), { timeout: 10_000 }).toBe('R$ 2,60');
    const card = page.getByTestId('cashback-card');
    await card.getByRole('button', { name: 'Ver extrato' }).click();
    await expect.poll(() => card.getByTestId('cashback-move').first().textContent()).toContain('Ganho no pedido');
    expect(await card.getByTestId('cashback-move').first().textContent()).toContain('+R$ 2,60');
    await snap(page, 'cashback-seu-saldo-360');
    const a11y: Record<string, string[]> = { 'Seu saldo': await axeViolations(page) };

    // The next order uses R$ 2,00 of it (the owner's cap), priced by the server like a coupon.
    await page.goto('/');
    await addFromTab(page, 'Esfihas abertas', 'Esfiha de Zaatar', 4);
    await page.goto('/checkout');
    await fillCashDelivery(page, { name: 'Nadia Saldo', email: 'nadia@exemplo.com' });
    const total = page.getByTestId('checkout-total');
    await expect.poll(() => page.getByText('calculando...').count()).toBe(0);
    const full = cents(await total.textContent());
    await page.getByText('Usar R$ 2,00 de saldo').click();
    await expect.poll(() => page.getByTestId('checkout-cashback').textContent()).toBe('−R$ 2,00');
    await expect.poll(async () => cents(await total.textContent())).toBe(full - 200);
    // it earns on what is paid for: R$ 24,00
    expect(await page.getByTestId('cashback-earn').textContent()).toBe(
      'Você ganha R$ 2,40 de cashback quando o pedido for entregue.',
    );
    a11y['checkout using the balance'] = await axeViolations(page);
    await snap(page, 'cashback-checkout-360');
    await page.setViewportSize(DESKTOP);
    await snap(page, 'cashback-checkout-1280');
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await page.waitForURL(/\/customer\/orders$/, { timeout: 15_000 });
    await expect.poll(() => balance.textContent()).toBe('R$ 0,60');
    await page.getByTestId('order-card').first().getByRole('button', { name: 'Ver detalhes' }).click();
    await expect
      .poll(() => page.getByRole('dialog').getByTestId('order-cashback').textContent())
      .toBe('Saldo de cashback−R$ 2,00');
    await page.keyboard.press('Escape');
    await page.setViewportSize(DESKTOP);
    await snap(page, 'cashback-seu-saldo-1280');
    expect(a11y).toEqual({ 'Seu saldo': [], 'checkout using the balance': [] });
  });
  // 'Sentimos sua falta' (docs/product.md#sentimos-sua-falta): the owner turns it on; Nadia's two
  // orders are moved 40 days back while the server is stopped; the restarted server's scan (every
  // second here) emails her a coupon of her own, which she uses at checkout; the dashboard says
  // she came back; the email's link stops the next ones. Last in the file: it stops the file's server.
  test("the owner turns on 'Sentimos sua falta'; an idle customer gets her coupon by email and comes back", async ({
    newPage,
    browser,
    server,
    startServer,
    smtp,
    serverEnv,
  }) => {
    const admin = await newPage(DESKTOP);
    await signInFirstAdmin(admin, server);
    await admin.goto('/admin');
    await admin
      .getByRole('navigation', { name: 'Administração' })
      .getByRole('link', { name: 'Sentimos sua falta' })
      .click();
    await admin.waitForURL(/\/admin\/sentimos-sua-falta/);
    await admin.getByRole('switch', { name: /Mensagens ativas/ }).click();
    await admin.getByLabel('Dias sem pedir').fill('10');
    await admin.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => admin.getByRole('alert').first().textContent()).toBe('Dias sem pedir: de 14 a 365');
    await admin.getByLabel('Dias sem pedir').fill('30');
    await admin.getByLabel('Validade do cupom (dias)').fill('7');
    const preview = admin.getByTestId('win-back-preview');
    await expect.poll(() => preview.textContent()).toContain('preparamos um cupom só para você: 10% de desconto.');
    expect(await preview.textContent()).toContain('Use o código VOLTA-7K3P ao finalizar o pedido até');
    await admin.getByRole('button', { name: 'Salvar' }).click();
    await visible(admin, 'Mensagens ativadas');
    expect(await admin.getByTestId('win-back-due').textContent()).toBe('Nenhum cliente para receber agora.');
    const a11y: Record<string, string[]> = { 'Sentimos sua falta (admin)': await axeViolations(admin) };
    await snap(admin, 'win-back-admin-1280');
    await admin.setViewportSize(PHONE);
    await snap(admin, 'win-back-admin-360');
    await admin.context().close();

    // Forty days later: Nadia's two orders (the cashback journey's) are old.
    const secret = readFileSync(path.join(server.dataDir, 'auth-secret'), 'utf8').trim();
    await server.stop({ keepDataDir: true });
    ageOrders(server.dataDir, 'nadia@exemplo.com', 40);
    const later = await startServer({
      ...serverEnv,
      DATA_DIR: server.dataDir,
      AUTH_SECRET: secret,
      WIN_BACK_INTERVAL_MS: '1000',
    });
    const on = (viewport: typeof PHONE) =>
      browser
        .newContext({ baseURL: later.url, viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' })
        .then((c) => c.newPage());

    const mail = await smtp.waitFor(
      (m) => m.to === 'nadia@exemplo.com' && m.subject.startsWith('Sentimos sua falta'),
      20_000,
    );
    const code = /VOLTA-[A-Z0-9]{4}/.exec(mail.text)![0];
    expect(mail.text).toContain('10% de desconto');
    const stopLink = /Não quero mais receber estas mensagens: (\S+)/.exec(mail.text)![1]!;

    // Nadia signs in on her phone and orders with her coupon.
    const page = await on(PHONE);
    await page.goto('/login');
    const signedIn = await page.evaluate(async () => {
      const body = JSON.stringify({ email: 'nadia@exemplo.com', password: 'segredo123' });
      const headers = { 'content-type': 'application/json' };
      return (await fetch('/api/auth/sign-in/email', { method: 'POST', headers, body })).status;
    });
    expect(signedIn).toBe(200);
    await page.goto('/');
    await addFromTab(page, 'Esfihas abertas', 'Esfiha de Zaatar', 4);
    await page.goto('/checkout');
    await fillCashDelivery(page, { name: 'Nadia Saldo', email: 'nadia@exemplo.com' });
    await page.getByLabel('Cupom de desconto').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect.poll(() => page.getByTestId('checkout-discount').textContent()).toBe('−R$ 2,60');
    await snap(page, 'win-back-checkout-360');
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await page.waitForURL(/\/customer\/orders$/, { timeout: 15_000 });

    // The dashboard: one message this month, one came back.
    const owner = await on(DESKTOP);
    await signInFirstAdmin(owner, later);
    await owner.goto('/admin');
    await expect.poll(() => owner.getByTestId('win-back-line').textContent()).toBe('1 mensagem, 1 voltou');
    await snap(owner, 'win-back-dashboard-1280');
    await owner.goto('/admin/sentimos-sua-falta');
    await expect.poll(() => owner.getByTestId('win-back-figures').textContent()).toContain('Voltaram1');
    await snap(owner, 'win-back-figures-1280');

    // The email's link: one click stops the next ones.
    await page.goto(stopLink.replace(/^https?:\/\/[^/]+/, ''));
    await page.getByRole('button', { name: 'Não quero mais receber' }).click();
    await visible(page, 'Pronto');
    a11y['the way out'] = await axeViolations(page);
    await snap(page, 'win-back-stop-360');
    expect(a11y).toEqual({ 'Sentimos sua falta (admin)': [], 'the way out': [] });
  });
});

/**
 * Moves a customer's orders `days` into the past in a stopped server's embedded database (PGlite
 * takes one process at a time): the journey's clock, as the API tests move theirs.
 */
function ageOrders(dataDir: string, email: string, days: number) {
  const script = `
    import { sql } from 'drizzle-orm';
    import { openDatabase } from './src/server/db/client.ts';
    const d = await openDatabase({ dataDir: process.argv[1] });
    await d.db.execute(sql\`update orders set created_at = created_at - make_interval(days => \${Number(process.argv[3])})
      where user_id = (select id from "user" where email = \${process.argv[2]})\`);
    await d.close();`;
  const out = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script, dataDir, email, String(days)],
    {
      encoding: 'utf8',
    },
  );
  if (out.status !== 0) throw new Error(`ageing the orders failed: ${out.stderr}`);
}

const formatCents = (c: number) => `R$ ${(c / 100).toFixed(2).replace('.', ',')}`;
