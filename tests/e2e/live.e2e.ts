import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { test, visible } from './fixtures';
import { signInFirstAdmin, signUp } from './support/accounts';
import { DESKTOP, PHONE } from './support/browser';

// Live orders (docs/product.md#live-updates): staff keep /admin/orders open; a customer's order (another browser
// context, its own cookies) appears without a reload, the tab title counts the waiting orders,
// and the switched-on alarm repeats until someone presses "Ciente".
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-live';
mkdirSync(SHOTS, { recursive: true });

const snap = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
// The orders page renders cards for phones and a table for desktops; only the shown one counts.
const shown = (page: Page, text: string | RegExp) => page.getByText(text).filter({ visible: true }).first();

// Counts the chimes the page plays: every chime starts oscillators on the page's AudioContext.
const COUNT_CHIMES = () => {
  const w = window as unknown as { __oscillators: number };
  w.__oscillators = 0;
  const original = AudioContext.prototype.createOscillator;
  AudioContext.prototype.createOscillator = function (this: AudioContext) {
    w.__oscillators++;
    return original.call(this);
  };
};
const oscillators = (page: Page) => page.evaluate(() => (window as unknown as { __oscillators: number }).__oscillators);

/** Places an order from the customer's page as the checkout does: first menu product, required choices. */
async function placeOrder(page: Page): Promise<{ id: string; totalCents: number }> {
  const res = await page.evaluate(async () => {
    const menu = await (await fetch('/api/menu')).json();
    const product = await (await fetch(`/api/products/${menu.products[0].id}`)).json();
    const variationIds = product.options
      .filter((o: { minChoices: number }) => o.minChoices > 0)
      .map((o: { variations: { id: string }[] }) => o.variations[0]!.id);
    const r = await fetch('/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        form: {
          name: 'Layla Haddad',
          email: 'layla@exemplo.com',
          phone: '(11) 98888-7777',
          zipCode: '01304-001',
          street: 'Rua Augusta',
          number: '1500',
          neighborhood: 'Consolação',
          city: 'São Paulo',
          state: 'SP',
          paymentMethod: 'cash',
          change: '',
          notes: '',
        },
        items: [{ productId: product.id, variationIds, quantity: 1 }],
        idempotencyKey: crypto.randomUUID(),
      }),
    });
    return { status: r.status, body: await r.json() };
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.order;
}

describe('live orders in the admin panel', () => {
  let admin: Page;
  let customer: Page;

  test('a new order appears on the open orders page without a reload, with the waiting count in the title and a repeating alarm', async ({
    newPage,
    server,
  }) => {
    admin = await newPage(DESKTOP);
    await admin.addInitScript(COUNT_CHIMES);
    await signInFirstAdmin(admin, server);
    await admin.goto('/admin/orders');
    await visible(admin, 'Nenhum pedido encontrado.', { shown: true });
    await visible(admin, '● Ao vivo', { shown: true });
    await expect.poll(() => admin.title()).toMatch(/^Painel · /);

    // Browsers need a gesture for sound: staff switch it on once.
    const sound = admin.getByRole('switch', { name: 'Som de novos pedidos' });
    expect(await sound.getAttribute('aria-checked')).toBe('false');
    await sound.click();
    await expect.poll(() => sound.getAttribute('aria-checked')).toBe('true');
    await visible(admin, 'Som ligado', { shown: true });
    expect(await oscillators(admin)).toBe(0);
    await snap(admin, 'live-orders-empty-1280');

    // The page must not reload: a marker on window survives only without a navigation.
    await admin.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    customer = await newPage(PHONE);
    await signUp(customer, { name: 'Layla Haddad', email: 'layla@exemplo.com' });
    const started = Date.now();
    const first = await placeOrder(customer);

    const firstRow = shown(admin, `#${first.id.slice(0, 8)}`);
    await expect.poll(() => firstRow.isVisible(), { timeout: 5000 }).toBe(true);
    console.log(`[live] order placed -> row visible on /admin/orders in ${Date.now() - started} ms`);
    await visible(admin, '1 novo pedido', { shown: true });
    await expect.poll(() => admin.title()).toMatch(/^\(1\) pedido aguardando · Painel · /);
    expect(await admin.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    // The alarm rings now and again a few seconds later while nobody acknowledged it.
    await expect.poll(() => oscillators(admin), { timeout: 3000 }).toBeGreaterThan(0);
    const afterFirstChime = await oscillators(admin);
    await expect.poll(() => oscillators(admin), { timeout: 6000, interval: 250 }).toBeGreaterThan(afterFirstChime);

    const second = await placeOrder(customer);
    await expect.poll(() => shown(admin, `#${second.id.slice(0, 8)}`).isVisible(), { timeout: 5000 }).toBe(true);
    await visible(admin, '2 novos pedidos', { shown: true });
    await expect.poll(() => admin.title()).toMatch(/^\(2\) pedidos aguardando · Painel · /);
    await snap(admin, 'live-orders-new-1280');
    await admin.setViewportSize(PHONE);
    await snap(admin, 'live-orders-new-360');
    await admin.setViewportSize(DESKTOP);

    // "Ciente" silences it: no chime in the next repeat period.
    await admin.getByRole('button', { name: 'Ciente' }).click();
    await expect.poll(() => shown(admin, '2 novos pedidos').isVisible()).toBe(false);
    const silenced = await oscillators(admin);
    await new Promise((r) => setTimeout(r, 4500));
    expect(await oscillators(admin)).toBe(silenced);
    // Both still wait for the kitchen.
    expect(await admin.title()).toMatch(/^\(2\) pedidos aguardando/);

    // Staff move one to the kitchen: the count drops by itself.
    await admin
      .getByRole('combobox', { name: `Status do pedido ${first.id.slice(0, 8)}` })
      .selectOption({ label: 'Em preparação' });
    await expect.poll(() => admin.title()).toMatch(/^\(1\) pedido aguardando · Painel · /);
    expect(await admin.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test('on another admin screen a new order shows a floating alert that leads to the orders', async () => {
    await admin.getByRole('link', { name: 'Dashboard' }).first().click();
    await admin.waitForURL(/\/admin$/);
    const third = await placeOrder(customer);
    const alert = admin.getByRole('alert').filter({ hasText: '1 novo pedido' });
    await expect.poll(() => alert.isVisible(), { timeout: 5000 }).toBe(true);
    await expect.poll(() => admin.title()).toMatch(/^\(2\) pedidos aguardando/);
    await snap(admin, 'live-dashboard-alert-1280');
    await alert.getByRole('button', { name: 'Ver pedidos' }).click();
    await admin.waitForURL(/\/admin\/orders$/);
    await visible(admin, `#${third.id.slice(0, 8)}`, { shown: true });
    // Opening the order acknowledges it.
    await admin.getByRole('button', { name: `Ver detalhes do pedido ${third.id.slice(0, 8)}` }).click();
    await expect.poll(() => shown(admin, '1 novo pedido').isVisible()).toBe(false);
  });
});
