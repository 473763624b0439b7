import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { PAULISTA_CEP } from '../../src/server/testing/fake-http';
import { stripeSignature } from '../../src/server/testing/stripe-signature';
import { formatBRL } from '../../src/shared/money';
import { test, visible } from './fixtures';
import { signUp } from './support/accounts';
import { DESKTOP, PHONE } from './support/browser';
import type { DemoMenu } from './support/demo-menu';

// Checkout journeys (docs/product.md#checkout): a guest pays with PIX and lands on Meus Pedidos; a known email
// goes through /claim-order, logs in and links the order. ViaCEP and OpenRouteService are
// local fakes; the store (Rua Augusta) and the customer's address (Avenida Paulista) are
// 0,6 km apart, so the server charges the ≤ 2 km tier: R$ 5,00 instead of the fixed R$ 5,99.

const SHOTS = '/tmp/shots-checkout';
mkdirSync(SHOTS, { recursive: true });

test.override('cepAddresses', PAULISTA_CEP);
test.override('orsPoints', {
  'Avenida Paulista': { lat: -23.5614, lng: -46.6559 },
  Santos: { lat: -23.9608, lng: -46.3336 },
});
// The demo menu seeded before the server starts, so the journeys know its ids.
test.override('serverEnv', ({ seededMenu, cep, ors, stripe }) => ({
  DATA_DIR: seededMenu.dataDir,
  ...cep.env,
  ...ors.env,
  ...stripe.env,
}));

let menu: DemoMenu;
test.beforeAll(({ seededMenu }) => {
  menu = seededMenu.menu;
});

const snap = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });

/** The cart as the storefront keeps it (localStorage 'cart', cart-store.ts's lines): a shortcut for the journeys after the first. */
function cartLine(product: string, quantity: number, choices: string[] = []) {
  const p = menu[product]!;
  return {
    id: `${p.id}-${quantity}`,
    productId: p.id,
    name: product,
    image: p.image,
    basePriceCents: p.priceCents,
    quantity,
    selectedOptions: choices.map((c) => p.variations[c]!),
  };
}

async function fillCart(page: Page, lines: ReturnType<typeof cartLine>[]) {
  await page.goto('/cart');
  await page.evaluate((l) => localStorage.setItem('cart', JSON.stringify(l)), lines);
}

async function fillCustomer(page: Page, c: { name: string; email: string }) {
  await page.getByLabel('Nome completo').fill(c.name);
  // Signed in, the email is the account's and cannot be changed (docs/security.md#email).
  if (await page.getByLabel('Email').isEditable()) await page.getByLabel('Email').fill(c.email);
  else expect(await page.getByLabel('Email').inputValue()).toBe(c.email);
  await page.getByLabel('Telefone').fill('11912345678');
  await page.getByLabel('CEP').fill('01310100');
  await expect.poll(() => page.getByLabel('Rua').inputValue()).toBe('Avenida Paulista');
  await page.getByLabel('Número').fill('1000');
}

const api = (page: Page, url: string) => page.evaluate((u) => fetch(u).then((r) => r.json()), url);

describe('checkout in the browser', () => {
  test('sends an empty cart back to /cart', async ({ page }) => {
    await page.goto('/checkout');
    await page.waitForURL(/\/cart$/);
  });

  test('a guest sees the messages, fills the form with the CEP, pays with PIX and lands on Meus Pedidos with the server total', async ({
    page,
  }) => {
    // The cart through the storefront: Kibe Frito with Homus (R$ 29,90), then 2 Esfihas de
    // Carne with Borda de catupiry (2 x R$ 9,90); 'Finalizar Pedido' on the cart page.
    await page.goto('/');
    await page.getByRole('tab', { name: 'Pratos árabes', exact: true }).click();
    await page
      .getByRole('tabpanel')
      .getByTestId('product-card')
      .filter({ hasText: 'Kibe Frito (6 unidades)' })
      .getByRole('link', { name: 'Ver opções' })
      .click();
    await page.waitForURL(/\/product\//);
    await page.getByRole('radio', { name: 'Homus' }).check();
    await page.getByTestId('add-to-cart').click();
    await page.waitForURL(/\/cart$/);
    await page.goto('/');
    await page.getByRole('tab', { name: 'Esfihas abertas', exact: true }).click();
    await page
      .getByRole('tabpanel')
      .getByTestId('product-card')
      .filter({ hasText: 'Esfiha de Carne' })
      .getByRole('link', { name: 'Ver opções' })
      .click();
    await page.waitForURL(/\/product\//);
    await page.getByRole('radio', { name: /Borda de catupiry/ }).check();
    await page.getByRole('button', { name: 'Aumentar quantidade' }).click();
    await page.getByTestId('add-to-cart').click();
    await page.waitForURL(/\/cart$/);
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(2);
    await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
    await page.waitForURL(/\/checkout$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Finalizar Pedido' }).isVisible()).toBe(true);
    await visible(page, 'Kibe Frito (6 unidades)');
    await visible(page, 'Borda de catupiry');
    // PIX is the default choice
    expect(await page.getByRole('radio', { name: /PIX/ }).isChecked()).toBe(true);

    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    for (const m of [
      'Nome é obrigatório',
      'Email inválido',
      'Telefone inválido',
      'CEP é obrigatório',
      'Endereço é obrigatório',
      'Número é obrigatório',
      'Bairro é obrigatório',
      'Cidade é obrigatória',
      'Estado é obrigatório',
    ]) {
      await visible(page, m);
    }
    await snap(page, 'checkout-errors-360');
    // a CEP short of a digit is refused at its field (docs/product.md#validation-messages)
    await page.getByLabel('CEP').fill('0131010');
    await expect.poll(() => page.locator('#checkout-zipCode-error').textContent()).toBe('CEP inválido');

    // re-validated on change: the name message goes away as soon as the name is valid
    await page.getByLabel('Nome completo').fill('Joana Guest');
    await expect.poll(() => page.getByText('Nome é obrigatório').count()).toBe(0);
    await fillCustomer(page, { name: 'Joana Guest', email: 'joana.guest@exemplo.com' });
    expect(await page.getByLabel('Telefone').inputValue()).toBe('(11) 91234-5678');
    expect(await page.getByLabel('CEP').inputValue()).toBe('01310-100');
    expect(await page.getByLabel('Bairro').inputValue()).toBe('Bela Vista');
    expect(await page.getByLabel('Cidade').inputValue()).toBe('São Paulo');
    expect(await page.getByLabel('Estado').inputValue()).toBe('SP');
    await page.getByRole('textbox', { name: 'Observações' }).fill('Sem cebola, por favor');

    // the fee preview: ≤ 2 km tier, R$ 5,00; total R$ 49,70 + 5,00
    const summary = page.getByRole('region', { name: 'Resumo do pedido' });
    await expect.poll(() => summary.textContent()).toContain('0,6 km da loja');
    expect(await summary.textContent()).toContain('R$ 5,00');
    expect(await page.getByTestId('checkout-total').textContent()).toBe('R$ 54,70');
    await snap(page, 'checkout-filled-360');
    await page.getByRole('heading', { name: 'Resumo do pedido' }).scrollIntoViewIfNeeded();
    await snap(page, 'checkout-summary-viewport-360', false);

    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    // A guest's order also makes their account (two password hashes): slow on a busy machine.
    await expect
      .poll(() => page.getByRole('heading', { name: 'Pedido realizado com sucesso!' }).isVisible(), { timeout: 10_000 })
      .toBe(true);
    const code = await page.getByLabel('Código PIX copia e cola').inputValue();
    expect(code).toContain('br.gov.bcb.pix');
    expect(code).toContain('540554.70');
    await expect.poll(() => page.getByRole('img', { name: 'QR Code PIX do pedido' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Copiar código' }).isVisible()).toBe(true);
    expect(await page.getByTestId('placed-total').textContent()).toBe('R$ 54,70');
    await snap(page, 'checkout-pix-360');
    await page.setViewportSize(DESKTOP);
    await snap(page, 'checkout-pix-1280');
    await page.setViewportSize(PHONE);

    await page.getByRole('link', { name: 'Acompanhar meus pedidos' }).click();
    await page.waitForURL(/\/customer\/orders$/);
    const me = await api(page, '/api/me');
    expect(me.user.email).toBe('joana.guest@exemplo.com');
    const orders = await api(page, '/api/customer/orders');
    const list = (orders.orders ?? orders.items ?? orders) as { id: string; totalCents: number }[];
    expect(list).toHaveLength(1);
    expect(list[0]!.totalCents).toBe(5470);
    await visible(page, formatBRL(5470));
    // the cart is empty after the order
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');

    // the next checkout is prefilled from the account the first one created
    await fillCart(page, [cartLine('Falafel no Prato', 1)]);
    await page.goto('/checkout');
    await expect.poll(() => page.getByLabel('Nome completo').inputValue()).toBe('Joana Guest');
    expect(await page.getByLabel('Email').inputValue()).toBe('joana.guest@exemplo.com');
    expect(await page.getByLabel('Telefone').inputValue()).toBe('(11) 91234-5678');
    expect(await page.getByLabel('CEP').inputValue()).toBe('01310-100');
    expect(await page.getByLabel('Rua').inputValue()).toBe('Avenida Paulista');
    expect(await page.getByLabel('Número').inputValue()).toBe('1000');
  });

  test('an email that already has an account goes through /claim-order, logs in, and the ordering browser links it', async ({
    newPage,
    server,
  }) => {
    const setup = await newPage();
    await setup.goto('/login');
    await setup.evaluate(() =>
      fetch('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'rafael@exemplo.com', name: 'Rafael', password: 'segredo123' }),
      }),
    );
    await setup.context().close();

    const page = await newPage(DESKTOP);
    // without orderId and email the claim page sends the visitor home
    await page.goto('/claim-order?orderId=abc');
    await page.waitForURL(server.url + '/');
    await fillCart(page, [cartLine('Kafta no Prato', 1, ['Ponto da carne/Ao ponto', 'Acompanhamento/Tabule'])]);
    await page.goto('/checkout');
    await fillCustomer(page, { name: 'Rafael', email: 'rafael@exemplo.com' });
    await page.getByText('Dinheiro', { exact: true }).click();
    await page.getByLabel('Troco para quanto?').fill('10');
    // The total the customer confirms is the server's quote for this address (docs/product.md#pricing).
    await expect.poll(() => page.getByTestId('checkout-total').textContent()).toBe('R$ 56,90');
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    // 48,90 + 3,00 + 5,00 = 56,90: change for R$ 10 is refused by the server, with its message
    await visible(page, 'O troco deve ser para um valor igual ou maior que o total (R$ 56,90).');
    await page.getByLabel('Troco para quanto?').fill('100');
    await expect.poll(() => page.getByTestId('checkout-total').textContent()).toBe('R$ 56,90');
    await snap(page, 'checkout-cash-1280');
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();

    await page.waitForURL(/\/claim-order\?/);
    const url = new URL(page.url());
    const orderId = url.searchParams.get('orderId')!;
    expect(url.searchParams.get('email')).toBe('rafael@exemplo.com');
    expect((await api(page, '/api/me')).user).toBeNull();
    await visible(page, `#${orderId.slice(0, 8)}`);
    expect(await page.getByRole('button', { name: 'Criar Conta e Vincular Pedido' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Continuar sem conta' }).isVisible()).toBe(true);
    await snap(page, 'claim-1280');
    await page.setViewportSize(PHONE);
    await snap(page, 'claim-360');
    await page.setViewportSize(DESKTOP);

    await page.getByRole('link', { name: 'Fazer Login' }).click();
    await page.waitForURL(/\/login\?redirect=/);
    await page.getByLabel('Email', { exact: true }).fill('rafael@exemplo.com');
    await page.getByLabel('Senha', { exact: true }).fill('segredo123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/claim-order\?/);
    // This store sends no email (no SMTP_URL): the browser that placed the order proves it is
    // theirs with the claim token it kept, and the order is linked at once (docs/decisions/016).
    await visible(page, 'Pedido Vinculado!');
    await page.waitForURL(/\/customer\/orders$/, { timeout: 6000 });
    const orders = await api(page, '/api/customer/orders');
    const list = (orders.orders ?? orders.items ?? orders) as { id: string; totalCents: number }[];
    expect(list.map((o) => [o.id, o.totalCents])).toEqual([[orderId, 5690]]);
    await page.context().close();

    // Another device, signed in to the same account, for an order it did not place: no link
    // can reach the email here, so the page says what to do instead of offering one.
    const other = await newPage(PHONE);
    await other.goto('/login');
    const falafel = menu['Falafel no Prato']!;
    const second = (await other.evaluate(
      (productId) =>
        fetch('/api/orders', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            form: {
              name: 'Rafael',
              email: 'rafael@exemplo.com',
              phone: '11912345678',
              zipCode: '01310100',
              street: 'Avenida Paulista',
              number: '1000',
              neighborhood: 'Bela Vista',
              city: 'São Paulo',
              state: 'SP',
              paymentMethod: 'cash',
              change: '',
              notes: '',
            },
            items: [{ productId, variationIds: [], quantity: 3 }],
            idempotencyKey: crypto.randomUUID(),
          }),
        }).then((r) => r.json()),
      falafel.id,
    )) as { order: { id: string } };
    await other.context().clearCookies();
    await other.getByLabel('Email', { exact: true }).fill('rafael@exemplo.com');
    await other.getByLabel('Senha', { exact: true }).fill('segredo123');
    await other.getByRole('button', { name: 'Entrar' }).click();
    await other.waitForURL((u) => !u.pathname.startsWith('/login'));
    await other.evaluate(() => localStorage.clear());
    await other.goto(`/claim-order?orderId=${second.order.id}&email=rafael%40exemplo.com`);
    await visible(other, 'Abra no aparelho do pedido');
    expect(await other.getByRole('button', { name: 'Enviar link de confirmação' }).count()).toBe(0);
    await snap(other, 'claim-no-email-360');
    await other.goto('/forgot-password');
    await visible(other, 'Esta loja ainda não envia emails');
    await snap(other, 'forgot-no-email-360');
    await other.context().close();
  });

  test('card online: the payment page opens in a new tab and a signed webhook marks the order paid', async ({
    page,
    server,
    stripe,
  }) => {
    await fillCart(page, [cartLine('Shawarma de Frango', 2, ['Tamanho/Grande'])]);
    await page.goto('/checkout');
    await fillCustomer(page, { name: 'Carlos Cartão', email: 'carlos.cartao@exemplo.com' });
    await page.getByText('Cartão online', { exact: true }).click();
    await visible(
      page,
      'Ao confirmar, abriremos a página de pagamento seguro em uma nova aba para você pagar com o cartão.',
    );
    // (32,90 + 8,00) x 2 = 81,80: above the R$ 80 threshold, delivery is free
    await expect.poll(() => page.getByTestId('checkout-total').textContent()).toBe('R$ 81,80');
    await visible(page, 'Grátis');
    await snap(page, 'checkout-card-360');

    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Confirmar pedido' }).click(),
    ]);
    await tab.waitForLoadState();
    const payUrl = new URL(tab.url());
    const orderId = payUrl.pathname.split('/')[2]!;
    expect(payUrl.pathname).toBe(`/pay/${orderId}`);
    await expect.poll(() => tab.getByRole('heading', { name: 'Pagamento seguro' }).isVisible()).toBe(true);
    await expect.poll(() => tab.getByText('R$ 81,80').first().isVisible()).toBe(true);
    // Stripe.js comes from js.stripe.com, allowed on this page only; the closed test network refuses it
    const csp = await tab.evaluate(() =>
      fetch(location.pathname).then((r) => r.headers.get('content-security-policy')),
    );
    expect(csp).toContain('https://js.stripe.com');
    await expect
      .poll(() => tab.getByText('Não foi possível carregar o pagamento seguro.', { exact: false }).isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    await snap(tab, 'pay-page-360');

    await page.waitForURL(/\/customer\/orders$/);
    const { id: pi, amount } = [...stripe.intents.values()].find((i) => i.metadata.order_id === orderId)!;
    expect(amount).toBe(8180);
    const statusOf = async () =>
      ((await api(page, '/api/customer/orders')).orders as { id: string; status: string }[]).find(
        (o) => o.id === orderId,
      )!.status;
    expect(await statusOf()).toBe('awaiting_payment');

    const payload = JSON.stringify({
      id: 'evt_e2e',
      type: 'payment_intent.succeeded',
      data: { object: { id: pi, amount: 8180, amount_received: 8180, currency: 'brl' } },
    });
    const post = (signature: string) =>
      fetch(`${server.url}/api/payments/webhook`, {
        method: 'POST',
        headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
        body: payload,
      });
    expect((await post(stripeSignature(payload, 'whsec_forged'))).status).toBe(400);
    expect(await statusOf()).toBe('awaiting_payment');
    expect((await post(stripeSignature(payload, stripe.webhookSecret))).status).toBe(200);
    expect(await statusOf()).toBe('pending');
  });

  test('a lost answer and a reload give the same order, never a second one', async ({ page }) => {
    await signUp(page, { name: 'Lia Souza', email: 'lia@exemplo.com' });
    await fillCart(page, [cartLine('Falafel no Prato', 1)]);
    await page.goto('/checkout');
    await expect.poll(() => page.getByLabel('Nome completo').inputValue()).toBe('Lia Souza');
    await fillCustomer(page, { name: 'Lia Souza', email: 'lia@exemplo.com' });
    await expect
      .poll(() => page.getByText('O email da sua conta: os avisos do pedido vão para ele.').isVisible())
      .toBe(true);
    await page.getByText('Cartão na entrega', { exact: true }).click();
    await visible(page, '0,6 km da loja'); // the quote of this address is on screen

    // the server saves the order, but its answer never reaches the browser
    await page.route('**/api/orders', async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await visible(page, 'Sem conexão. Verifique sua internet e tente novamente.');
    await page.unroute('**/api/orders');

    await page.reload();
    await expect.poll(() => page.getByLabel('Rua').inputValue()).toBe('Avenida Paulista');
    await page.getByText('Cartão na entrega', { exact: true }).click();
    await visible(page, '0,6 km da loja');
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await page.waitForURL(/\/customer\/orders$/);
    const list = (await api(page, '/api/customer/orders')).orders as { id: string; totalCents: number }[];
    expect(list).toHaveLength(1);
    expect(list[0]!.totalCents).toBe(3990 + 500);
  });

  test('keeps working when the CEP is unknown and refuses an address out of the delivery area', async ({ newPage }) => {
    const page = await newPage(DESKTOP);
    await fillCart(page, [cartLine('Falafel no Prato', 1)]);
    await page.goto('/checkout');
    await page.getByLabel('CEP').fill('11060000');
    await visible(page, 'CEP não encontrado. Confira ou preencha o endereço.');
    await page.getByLabel('Nome completo').fill('Paulo Praia');
    await page.getByLabel('Email').fill('paulo@exemplo.com');
    await page.getByLabel('Telefone').fill('13991234567');
    await page.getByLabel('Rua').fill('Avenida Ana Costa');
    await page.getByLabel('Número').fill('100');
    await page.getByLabel('Bairro').fill('Gonzaga');
    await page.getByLabel('Cidade').fill('Santos');
    await page.getByLabel('Estado').fill('SP');
    await visible(page, 'Este endereço está fora da área de entrega desta loja (limite de 10 km).');
    // no fee counts toward an order that would be refused
    const summary = page.getByRole('region', { name: 'Resumo do pedido' });
    expect(await summary.textContent()).toContain('Taxa de entregaIndisponível');
    expect(await page.getByTestId('checkout-total').textContent()).toBe(formatBRL(3990));
    await snap(page, 'checkout-out-of-area-1280');
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'fora da área de entrega' }).count())
      .toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/checkout');

    // an address the map does not know: the customer is asked for a fuller one, no order is taken
    await page.getByLabel('Rua').fill('Rua Que Ninguém Conhece');
    await page.getByLabel('Cidade').fill('Lugar Nenhum');
    await visible(
      page,
      'Não encontramos este endereço no mapa. Confira a rua, o número, o bairro e o CEP para calcularmos a entrega.',
    );
    expect(await summary.textContent()).toContain('Taxa de entregaIndisponível');
    expect(await page.getByTestId('checkout-total').textContent()).toBe(formatBRL(3990));
    await snap(page, 'checkout-address-not-found-1280');
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Não encontramos este endereço no mapa' }).count())
      .toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/checkout');
    await page.context().close();
  });
});
