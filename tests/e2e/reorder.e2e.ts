import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { test, visible } from './fixtures';
import { signInFirstAdmin, signUp } from './support/accounts';
import { DESKTOP, PHONE, snap } from './support/browser';
import { orderCard } from './support/storefront';

// 'Pedir de novo' on Meus Pedidos (docs/product.md#customer-area): a past order's items back in the
// cart at today's prices, with what is no longer sold named and left out. The orders are placed
// through the checkout endpoint from the signed-in browser; the admin then changes the menu.

/** The public menu's product ids by name, and a product's variation ids by 'Group/Variation'. */
async function menuIds(page: Page) {
  return page.evaluate(async () => {
    const menu = (await (await fetch('/api/menu')).json()) as { products: { id: string; name: string }[] };
    const products = Object.fromEntries(menu.products.map((p) => [p.name, p.id]));
    const kibe = (await (await fetch(`/api/products/${products['Kibe Frito (6 unidades)']}`)).json()) as {
      options: { title: string; variations: { id: string; name: string }[] }[];
    };
    const variations = Object.fromEntries(
      kibe.options.flatMap((o) => o.variations.map((v) => [`${o.title}/${v.name}`, v.id])),
    );
    return { products, variations };
  });
}

/** Places an order as the checkout page does; the store's fixed fee, cash on delivery. */
async function placeOrder(page: Page, items: { productId: string; variationIds?: string[]; quantity: number }[]) {
  const res = await page.evaluate(async (items) => {
    const form = {
      name: 'Nadia Salem',
      email: 'nadia@exemplo.com',
      phone: '(11) 97777-6666',
      zipCode: '01304-001',
      street: 'Rua Augusta',
      number: '900',
      neighborhood: 'Consolação',
      city: 'São Paulo',
      state: 'SP',
      paymentMethod: 'cash',
    };
    const r = await fetch('/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ form, items, idempotencyKey: crypto.randomUUID() }),
    });
    return { status: r.status, body: await r.json() };
  }, items);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.order as { id: string };
}

/** What the admin's product form saves: the product as it is, with some fields changed. */
async function editProduct(admin: Page, id: string, change: Record<string, unknown>) {
  const status = await admin.evaluate(
    async ({ id, change }) => {
      const p = await (await fetch(`/api/admin/products/${id}`)).json();
      const res = await fetch(`/api/admin/products/${id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...p, description: p.description ?? '', imageUrl: p.imageUrl ?? '', ...change }),
      });
      return res.status;
    },
    { id, change },
  );
  expect(status).toBe(200);
}

const cartLines = (page: Page) => page.getByTestId('cart-line').allInnerTexts();

describe('Pedir de novo', () => {
  test("puts a past order back in the cart at today's prices, beside what was there, and names what is no longer sold", async ({
    newPage,
    server,
  }) => {
    const customer = await newPage(PHONE);
    await signUp(customer, { name: 'Nadia Salem', email: 'nadia@exemplo.com' });
    const { products, variations } = await menuIds(customer);
    const kibe = products['Kibe Frito (6 unidades)']!;
    const cha = products['Chá Gelado de Hibisco']!;
    const tahine = variations['Molhos extras/Tahine']!;
    // Kibe at R$ 29,90 with Homus and 2x Tahine (R$ 3,00 each), and two iced teas.
    const both = await placeOrder(customer, [
      { productId: kibe, variationIds: [variations['Acompanhamento/Homus']!, tahine, tahine], quantity: 1 },
      { productId: cha, quantity: 2 },
    ]);
    const teaOnly = await placeOrder(customer, [{ productId: cha, quantity: 3 }]); // above the R$ 25,00 minimum

    // At the restaurant: the kibe goes up to R$ 34,90, the iced tea leaves the menu.
    const admin = await newPage(DESKTOP);
    await signInFirstAdmin(admin, server);
    await editProduct(admin, kibe, { priceCents: 3490 });
    await editProduct(admin, cha, { active: false });
    await admin.context().close();

    // Something already in the cart stays there.
    await customer.goto('/');
    await customer.evaluate(
      (productId) =>
        localStorage.setItem(
          'cart',
          JSON.stringify([
            {
              id: 'kept',
              productId,
              name: 'Esfiha de Queijo',
              image: null,
              basePriceCents: 690,
              selectedOptions: [],
              parts: [],
              quantity: 1,
            },
          ]),
        ),
      products['Esfiha de Queijo']!,
    );

    await customer.goto('/customer/orders');
    await expect.poll(() => customer.getByTestId('order-card').count()).toBe(2);
    await snap(customer, 'reorder-orders-360');
    await customer.setViewportSize(DESKTOP);
    await snap(customer, 'reorder-orders-1280');
    await customer.setViewportSize(PHONE);

    // An order whose only item is gone adds nothing, says so and stays on Meus Pedidos.
    await orderCard(customer, teaOnly).getByRole('button', { name: 'Pedir de novo' }).click();
    await visible(customer, 'Nenhum item deste pedido está disponível no momento: Chá Gelado de Hibisco', {
      exact: true,
    });
    expect(new URL(customer.url()).pathname).toBe('/customer/orders');
    expect(await customer.evaluate(() => JSON.parse(localStorage.getItem('cart')!).length)).toBe(1);

    await orderCard(customer, both).getByRole('button', { name: 'Pedir de novo' }).click();
    await customer.waitForURL(/\/cart$/);
    await visible(customer, '1 item não está mais disponível: Chá Gelado de Hibisco', { exact: true });
    await expect.poll(() => customer.getByTestId('cart-line').count()).toBe(2);
    const [kept, again] = await cartLines(customer);
    expect(kept).toContain('Esfiha de Queijo');
    expect(again).toContain('Kibe Frito (6 unidades)');
    expect(again).toContain('Acompanhamento: Homus');
    expect(again).toContain('Molhos extras: 2x Tahine (+ R$ 6,00)');
    // today's price: 34,90 + 2 × 3,00
    expect(again).toContain('R$ 40,90 cada');
    expect(await customer.getByText('Chá Gelado de Hibisco', { exact: true }).count()).toBe(0);
    await snap(customer, 'reorder-cart-360');

    // From the order's details too: the same lines again merge into those in the cart.
    await customer.goto('/customer/orders');
    await orderCard(customer, both).getByRole('button', { name: 'Ver detalhes' }).click();
    const dialog = customer.getByRole('dialog');
    await snap(customer, 'reorder-details-360');
    await dialog.getByRole('button', { name: 'Pedir de novo' }).click();
    await customer.waitForURL(/\/cart$/);
    await expect.poll(() => customer.getByTestId('cart-line-total').allInnerTexts()).toEqual(['R$ 6,90', 'R$ 81,80']);
    await customer.context().close();
  });
});
