import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { stripeSignature } from '../../src/server/testing/stripe-signature';
import { formatDateTime } from '../../src/shared/format-date';
import { formatBRL } from '../../src/shared/money';
import { test, visible } from './fixtures';
import { signUp } from './support/accounts';
import { DESKTOP, snap } from './support/browser';
import type { DemoMenu } from './support/demo-menu';
import { orderCard } from './support/storefront';

// The customer area (docs/product.md#customer-area): orders are placed through the real checkout endpoint
// (POST /api/orders) from the signed-in browser, then read in Meus Pedidos.

type PlacedOrder = {
  id: string;
  status: string;
  totalCents: number;
  subtotalCents: number;
  deliveryFeeCents: number;
  createdAt: string;
  pixCode: string | null;
};

test.override('cepAddresses', {
  '04538133': {
    cep: '04538-133',
    logradouro: 'Avenida Brigadeiro Faria Lima',
    bairro: 'Itaim Bibi',
    localidade: 'São Paulo',
    uf: 'SP',
  },
});
// The demo menu seeded before the server starts, so the journeys know its ids; local stand-ins
// for Stripe's PaymentIntents API (STRIPE_API_URL) and for ViaCEP (CEP_API_URL): the machine has
// no network, and the journeys must not depend on one.
test.override('serverEnv', ({ seededMenu, stripe, cep }) => ({
  DATA_DIR: seededMenu.dataDir,
  ...stripe.env,
  ...cep.env,
}));

let menu: DemoMenu;
test.beforeAll(({ seededMenu }) => {
  menu = seededMenu.menu;
});

const line = (product: string, quantity: number, choices: string[] = []) => ({
  productId: menu[product]!.id,
  quantity,
  variationIds: choices.map((c) => {
    const id = menu[product]!.variations[c]?.variationId;
    if (!id) throw new Error(`no variation ${c} on ${product}`);
    return id;
  }),
});

const FORM = {
  phone: '(11) 98888-7777',
  zipCode: '01304-001',
  street: 'Rua Augusta',
  number: '1500',
  neighborhood: 'Consolação',
  city: 'São Paulo',
  state: 'SP',
};

/** Places an order through the checkout endpoint, as the checkout page does. */
async function placeOrder(
  page: Page,
  body: {
    name: string;
    email: string;
    paymentMethod: string;
    change?: string;
    notes?: string;
    items: ReturnType<typeof line>[];
  },
) {
  const { items, ...form } = body;
  const res = await page.evaluate(
    async (payload) => {
      const r = await fetch('/api/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      return { status: r.status, body: await r.json() };
    },
    { form: { ...FORM, ...form }, items, idempotencyKey: crypto.randomUUID() },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.order as PlacedOrder;
}

describe('Meus Pedidos', () => {
  let cash: PlacedOrder;
  let pix: PlacedOrder;

  test('starts with the empty state, then lists the orders newest first with id, status label, date, total and 3 items', async ({
    page,
  }) => {
    await signUp(page, { name: 'Layla Haddad', email: 'layla@exemplo.com' });
    await page.goto('/customer/orders');
    await visible(page, 'Você ainda não fez nenhum pedido.', { timeout: 10_000 });
    await snap(page, 'customer-orders-empty-360');

    cash = await placeOrder(page, {
      name: 'Layla Haddad',
      email: 'layla@exemplo.com',
      paymentMethod: 'cash',
      change: '200',
      notes: 'Portão azul, tocar o interfone 12',
      items: [
        line('Esfiha de Carne', 3, ['Borda/Borda de catupiry']),
        line('Kibe Frito (6 unidades)', 1, ['Acompanhamento/Homus', 'Molhos extras/Tahine']),
        line('Esfiha de Queijo', 2),
        line('Homus', 1),
      ],
    });
    pix = await placeOrder(page, {
      name: 'Layla Haddad',
      email: 'layla@exemplo.com',
      paymentMethod: 'pix',
      items: [line('Shawarma de Frango', 1, ['Tamanho/Grande'])],
    });
    expect(pix.pixCode).toBeTruthy();

    await page.reload();
    await expect.poll(() => page.getByTestId('order-card').count()).toBe(2);
    // newest first
    expect(await page.getByTestId('order-card').first().textContent()).toContain(`#${pix.id.slice(0, 8)}`);

    const c = orderCard(page, cash);
    const text = (await c.textContent()) ?? '';
    expect(text).toContain(formatDateTime(cash.createdAt));
    expect(formatDateTime(cash.createdAt)).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(await c.getByTestId('order-total').textContent()).toBe(formatBRL(cash.totalCents));
    expect(await c.getByTestId('order-status').textContent()).toBe('Pendente');
    expect(text).toContain('3xEsfiha de Carne');
    expect(text).toContain('Esfiha de Queijo');
    expect(text).not.toContain('Homus1'); // the 4th line is folded
    expect(text).toContain('...e 1 mais');
    expect(text).toContain('Dinheiro na entrega');
    // beside the status, what is left to pay: cash to the courier, a PIX not confirmed yet
    expect(await c.getByTestId('payment-badge').textContent()).toBe(
      `A pagar na entrega: ${formatBRL(cash.totalCents)} (troco para R$ 200,00)`,
    );
    expect(await orderCard(page, pix).getByTestId('payment-badge').textContent()).toBe('Aguardando pagamento');
    await snap(page, 'customer-orders-360');
  });

  test("'Ver detalhes' shows the address, items with their options, fee, total, payment method, change and notes", async ({
    page,
  }) => {
    await page.goto('/login');
    await page.evaluate(() =>
      fetch('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'layla@exemplo.com', password: 'segredo123' }),
      }),
    );
    await page.goto('/customer/orders');
    await orderCard(page, cash).getByRole('button', { name: 'Ver detalhes' }).click();
    const dialog = page.getByRole('dialog');
    await expect
      .poll(() => dialog.getByRole('heading', { name: `Pedido #${cash.id.slice(0, 8)}` }).isVisible())
      .toBe(true);
    const d = (await dialog.textContent()) ?? '';
    expect(d).toContain('Borda: Borda de catupiry');
    expect(d).toContain('Acompanhamento: Homus · Molhos extras: Tahine');
    expect(d).toContain('Rua Augusta, 1500');
    expect(d).toContain('Consolação · São Paulo/SP · CEP 01304-001');
    expect(d).toContain(`Subtotal${formatBRL(cash.subtotalCents)}`);
    expect(d).toContain(`Taxa de entrega${cash.deliveryFeeCents === 0 ? 'Grátis' : formatBRL(cash.deliveryFeeCents)}`);
    expect(d).toContain(`Total${formatBRL(cash.totalCents)}`);
    expect(d).toContain('Forma de pagamentoDinheiro na entrega');
    expect(d).toContain('Troco paraR$ 200,00');
    expect(d).toContain('Portão azul, tocar o interfone 12');
    await snap(page, 'customer-order-details-360');
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    // a pending PIX order shows its code again, the very one checkout gave
    await orderCard(page, pix).getByRole('button', { name: 'Ver código PIX para pagar' }).click();
    await expect.poll(() => page.getByLabel('Código PIX copia e cola').inputValue()).toBe(pix.pixCode);
    await expect.poll(() => page.getByRole('img', { name: 'QR Code PIX do pedido' }).isVisible()).toBe(true);
    expect(await page.getByRole('dialog').textContent()).toContain('Shawarma de Frango');
    expect(await page.getByRole('dialog').textContent()).toContain('Tamanho: Grande');
    await snap(page, 'customer-order-pix-360');
    await page.keyboard.press('Escape');

    // Minha Conta leads with the newest order while it is on its way
    await page.getByRole('link', { name: 'Minha Conta', exact: true }).click();
    await visible(page, 'Em andamento', { timeout: 10_000 });
    const inProgress = page.getByRole('link', { name: /Em andamento/ });
    await expect.poll(() => inProgress.textContent()).toContain(`Pedido #${pix.id.slice(0, 8)}`);
    expect(await inProgress.textContent()).toContain(`1 item · ${formatBRL(pix.totalCents)}`);
    await snap(page, 'customer-account-orders-360');
  });

  test("'Completar Pagamento' opens the payment page in a new tab, and the paid status arrives without a reload", async ({
    newPage,
    server,
    stripe,
  }) => {
    const page = await newPage(DESKTOP);
    await signUp(page, { name: 'Omar Nasser', email: 'omar@exemplo.com' });
    const order = await placeOrder(page, {
      name: 'Omar Nasser',
      email: 'omar@exemplo.com',
      paymentMethod: 'stripe',
      items: [line('Kafta no Prato', 1, ['Ponto da carne/Ao ponto', 'Acompanhamento/Fritas'])],
    });
    expect(order.status).toBe('awaiting_payment');
    await page.goto('/customer/orders');
    const c = orderCard(page, order);
    await expect.poll(() => c.getByTestId('order-status').textContent()).toBe('Aguardando pagamento');
    // the status says it already: no second 'Aguardando pagamento' beside it
    expect(await c.getByTestId('payment-badge').count()).toBe(0);
    // Layla's orders are not Omar's
    expect(await page.getByTestId('order-card').count()).toBe(1);
    await snap(page, 'customer-orders-1280');
    await c.getByRole('button', { name: 'Ver detalhes' }).click();
    await expect
      .poll(() => page.getByRole('dialog').getByText('Ponto da carne: Ao ponto · Acompanhamento: Fritas').isVisible())
      .toBe(true);
    expect(await page.getByRole('dialog').getByRole('link', { name: 'Completar Pagamento' }).getAttribute('href')).toBe(
      `/pay/${order.id}`,
    );
    await snap(page, 'customer-order-details-1280');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    const [payTab] = await Promise.all([
      page.waitForEvent('popup'),
      c.getByRole('link', { name: 'Completar Pagamento' }).click(),
    ]);
    expect(new URL(payTab.url()).pathname).toBe(`/pay/${order.id}`);
    await payTab.close();

    // Stripe confirms the payment: the status changes on the open page, no reload
    const intent = [...stripe.intents.values()].find((i) => i.metadata.order_id === order.id)!;
    const payload = JSON.stringify({
      id: 'evt_e2e_1',
      type: 'payment_intent.succeeded',
      data: { object: { id: intent.id, amount: intent.amount, amount_received: intent.amount, currency: 'brl' } },
    });
    const signature = stripeSignature(payload, stripe.webhookSecret);
    const hook = await fetch(`${server.url}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    expect(hook.status).toBe(200);
    await expect.poll(() => c.getByTestId('order-status').textContent(), { timeout: 5000 }).toBe('Pendente');
    expect(await c.getByTestId('payment-badge').textContent()).toBe('Pago');
    expect(await c.getByRole('link', { name: 'Completar Pagamento' }).count()).toBe(0);
    await snap(page, 'customer-orders-paid-1280');
    await c.getByRole('button', { name: 'Ver detalhes' }).click();
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain('Pago em');
    await page.keyboard.press('Escape');
    await visible(page, 'pagamento confirmado', { timeout: 10_000 });

    // another customer's order id is not found, in the API as in the page
    const other = await page.evaluate((id) => fetch(`/api/customer/orders/${id}`).then((r) => r.status), cash.id);
    expect(other).toBe(404);
    await page.context().close();
  });
});

describe('Minha Conta and Editar Perfil', () => {
  test('validates with the shared schema pt-BR messages, saves, and the account page and the checkout prefill show the new data', async ({
    page,
  }) => {
    await signUp(page, { name: 'Samir Khoury', email: 'samir@exemplo.com' });
    await page.goto('/customer');
    await visible(page, 'Minha Conta', { timeout: 10_000 });
    await visible(page, 'samir@exemplo.com', { timeout: 10_000 });
    await snap(page, 'customer-account-360');

    await page
      .getByRole('link', { name: /Editar perfil/ })
      .first()
      .click();
    await page.waitForURL(/\/customer\/profile$/);
    await page.getByLabel('Nome', { exact: true }).fill('S');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await visible(page, 'Nome é obrigatório', { timeout: 10_000 });
    await visible(page, 'Telefone inválido', { timeout: 10_000 });
    await visible(page, 'Endereço é obrigatório', { timeout: 10_000 });
    await visible(page, 'CEP é obrigatório', { timeout: 10_000 });
    await snap(page, 'customer-profile-errors-360');
    await page.getByLabel('CEP').fill('0453813');
    await expect.poll(() => page.locator('#zipCode-error').textContent()).toBe('CEP inválido');

    await page.getByLabel('Nome', { exact: true }).fill('Samir Khoury Neto');
    await page.getByLabel('Telefone').fill('11912345678');
    expect(await page.getByLabel('Telefone').inputValue()).toBe('(11) 91234-5678');
    // a complete CEP fills the street, neighbourhood, city and state
    await page.getByLabel('CEP').fill('04538133');
    await expect.poll(() => page.getByLabel('Rua').inputValue()).toBe('Avenida Brigadeiro Faria Lima');
    expect(await page.getByLabel('Bairro').inputValue()).toBe('Itaim Bibi');
    expect(await page.getByLabel('Cidade').inputValue()).toBe('São Paulo');
    expect(await page.getByLabel('Estado').inputValue()).toBe('SP');
    await page.getByLabel('Número').fill('3477');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await visible(page, 'Perfil atualizado com sucesso!', { timeout: 10_000 });

    // what the checkout prefills from
    const me = await page.evaluate(() => fetch('/api/me').then((r) => r.json()));
    expect(me.user).toMatchObject({
      name: 'Samir Khoury Neto',
      phone: '(11) 91234-5678',
      address: {
        street: 'Avenida Brigadeiro Faria Lima',
        number: '3477',
        neighborhood: 'Itaim Bibi',
        city: 'São Paulo',
        state: 'SP',
        zipCode: '04538-133',
      },
    });

    await page.getByRole('link', { name: 'Minha Conta' }).click();
    await page.waitForURL(/\/customer$/);
    await visible(page, '(11) 91234-5678', { timeout: 10_000 });
    await visible(page, 'Avenida Brigadeiro Faria Lima, 3477', { exact: false, timeout: 10_000 });
    await visible(page, 'Samir Khoury Neto', { timeout: 10_000 });
    await snap(page, 'customer-account-filled-360');

    // the next checkout comes prefilled with the new data
    await page.evaluate((productId) => {
      const line = {
        id: 'l1',
        productId,
        name: 'Homus',
        image: null,
        basePriceCents: 2490,
        selectedOptions: [],
        quantity: 2,
      };
      localStorage.setItem('cart', JSON.stringify([line]));
    }, menu['Homus']!.id);
    await page.goto('/checkout');
    await expect.poll(() => page.getByLabel('Nome completo', { exact: true }).inputValue()).toBe('Samir Khoury Neto');
    expect(await page.getByLabel('Telefone', { exact: true }).inputValue()).toBe('(11) 91234-5678');
    expect(await page.getByLabel('CEP', { exact: true }).inputValue()).toBe('04538-133');
    expect(await page.getByLabel('Rua', { exact: true }).inputValue()).toBe('Avenida Brigadeiro Faria Lima');
    expect(await page.getByLabel('Número', { exact: true }).inputValue()).toBe('3477');
    expect(await page.getByLabel('Bairro', { exact: true }).inputValue()).toBe('Itaim Bibi');
  });

  test("'Sair' signs the customer out and /customer then sends to /login", async ({ newPage, server }) => {
    const page = await newPage(DESKTOP);
    await signUp(page, { name: 'Nadia Said', email: 'nadia@exemplo.com' });
    await page.goto('/customer');
    await visible(page, 'Nadia Said', { timeout: 10_000 });
    expect(await page.getByText('N', { exact: true }).first().isVisible()).toBe(true); // the initial
    await snap(page, 'customer-account-1280');
    await page.getByRole('link', { name: 'Editar Perfil', exact: true }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Editar Perfil' }).isVisible()).toBe(true);
    await snap(page, 'customer-profile-1280');
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(server.url + '/');
    await page.goto('/customer/orders');
    await page.waitForURL(/\/login/);
    await page.context().close();
  });
});
