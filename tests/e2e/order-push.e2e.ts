import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AxeResults } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import type { ProductDetail, PublicMenu } from '@shared/contract/menu';
import { orderPushMessage } from '@shared/push-texts';
import { test } from './fixtures';
import { signInFirstAdmin } from './support/accounts';
import { DESKTOP, snap } from './support/browser';

// 'Receber avisos do pedido' on Meus Pedidos (docs/product.md#order-notifications), on the
// production build with its service worker. Headless Chromium has no push service to reach (its
// subscriptions go to Google's), so the journey covers the card's states up to the subscription;
// what the server sends once subscribed is tested against a local push service
// (src/server/modules/push/push.api.test.ts).

let kibe: { productId: string; variationIds: string[] };

test.override('serverEnv', ({ cep }) => cep.env);

test.beforeAll(async ({ server }) => {
  const menu = (await (await fetch(`${server.url}/api/menu`)).json()) as PublicMenu;
  const listed = menu.products.find((p) => p.name === 'Kibe Frito (6 unidades)')!;
  const product = (await (await fetch(`${server.url}/api/products/${listed.id}`)).json()) as ProductDetail;
  const group = product.options.find((o) => o.title === 'Acompanhamento')!;
  kibe = { productId: product.id, variationIds: [group.variations.find((v) => v.name === 'Homus')!.id] };
});

/** A guest's cash order from the page: the server makes their account and signs the browser in. */
async function placeOrder(page: Page): Promise<string> {
  await page.goto('/');
  const res = await page.evaluate(
    async ({ items, email }) => {
      const r = await fetch('/api/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          form: {
            name: 'Rafa Avisos',
            email,
            phone: '(11) 98765-4321',
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
          items,
          idempotencyKey: crypto.randomUUID(),
        }),
      });
      return { status: r.status, body: (await r.json()) as { order: { id: string } } };
    },
    { items: [{ ...kibe, quantity: 2 }], email: `avisos-${randomUUID().slice(0, 8)}@exemplo.com` },
  );
  expect(res.status).toBe(201);
  return res.body.order.id;
}

const card = (page: Page) => page.getByTestId('order-push-card');

const AXE_SOURCE = readFileSync(
  path.join(path.dirname(createRequire(import.meta.url).resolve('axe-core')), 'axe.min.js'),
  'utf8',
);

/** axe-core's WCAG 2.2 A and AA findings on the card as it is now (docs/look-and-feel.md#phone-first). */
async function cardViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (values) =>
      (window as unknown as { axe: { run: (c: string, o: object) => Promise<AxeResults> } }).axe.run(
        '[data-testid="order-push-card"]',
        { runOnly: { type: 'tag', values } },
      ),
    ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
  );
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}: ${v.help}`));
}

/** Waits for the service worker the page registers once idle, as a returning customer has it. */
const workerReady = (page: Page) => page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

describe('order notifications card', () => {
  let ctx: BrowserContext | undefined;
  afterAll(() => ctx?.close());

  test('offers the notifications while the order is on its way, and explains a refusal', async ({
    newContext,
    server,
    browser,
  }) => {
    ctx = await newContext();
    const page = await ctx.newPage();
    await placeOrder(page);
    await page.goto('/customer/orders');
    await workerReady(page);
    await expect.poll(() => card(page).isVisible()).toBe(true);
    expect(await card(page).getByRole('heading').textContent()).toBe('Receber avisos do pedido');
    expect(await cardViolations(page)).toEqual([]);
    await snap(page, 'order-push-offer-360');

    // The customer says no at the browser's prompt (set as Chromium records a "Bloquear").
    const { targetInfo } = await (await ctx.newCDPSession(page)).send('Target.getTargetInfo');
    await (
      await browser.newBrowserCDPSession()
    ).send('Browser.setPermission', {
      permission: { name: 'notifications' },
      setting: 'denied',
      origin: server.url,
      browserContextId: targetInfo.browserContextId,
    });
    expect(await page.evaluate(() => Notification.permission)).toBe('denied');
    await card(page).getByRole('button', { name: 'Ativar avisos' }).click();
    await expect.poll(() => card(page).getByRole('heading').textContent()).toBe('Avisos bloqueados');
    expect(await card(page).textContent()).toContain('permita as notificações');
    expect(await card(page).getByRole('button').count()).toBe(0);
    expect(await cardViolations(page)).toEqual([]);
    await snap(page, 'order-push-blocked-360');

    // Coming back later, the card still says why, without asking again.
    await page.reload();
    await expect.poll(() => card(page).getByRole('heading').textContent()).toBe('Avisos bloqueados');
  });

  test('with the permission given but no push service to reach, says it could not turn them on', async ({
    newContext,
    server,
  }) => {
    const desk = await newContext({ viewport: DESKTOP });
    try {
      await desk.grantPermissions(['notifications'], { origin: server.url });
      const page = await desk.newPage();
      await placeOrder(page);
      await page.goto('/customer/orders');
      await workerReady(page);
      await card(page).getByRole('button', { name: 'Ativar avisos' }).click();
      await expect
        .poll(() => card(page).getByRole('alert').textContent(), { timeout: 20_000 })
        .toBe('Não foi possível ativar os avisos neste navegador agora.');
      expect(await card(page).getByRole('button', { name: 'Tentar novamente' }).isEnabled()).toBe(true);
      expect(await cardViolations(page)).toEqual([]);
      await snap(page, 'order-push-failed-1280');
    } finally {
      await desk.close();
    }
  });

  test('goes away once no order is in progress', async ({ newContext, server }) => {
    const c = await newContext();
    const adminCtx = await newContext({ viewport: DESKTOP });
    try {
      const page = await c.newPage();
      const orderId = await placeOrder(page);
      await page.goto('/customer/orders');
      await expect.poll(() => card(page).isVisible()).toBe(true);
      const admin = await adminCtx.newPage();
      await signInFirstAdmin(admin, server);
      const status = await admin.evaluate(
        (id) =>
          fetch(`/api/admin/orders/${id}/status`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ status: 'cancelled' }),
          }).then((r) => r.status),
        orderId,
      );
      expect(status).toBe(200);
      // The live stream refreshes Meus Pedidos; the card leaves with the last open order.
      await expect.poll(() => card(page).count(), { timeout: 15_000 }).toBe(0);
    } finally {
      await c.close();
      await adminCtx.close();
    }
  });

  test('the service worker shows what the server pushes, as the notification of that order', async ({
    newContext,
    server,
  }) => {
    const c = await newContext();
    try {
      await c.grantPermissions(['notifications'], { origin: server.url });
      const page = await c.newPage();
      const orderId = await placeOrder(page);
      await page.goto('/customer/orders');
      await workerReady(page);
      // The push service's delivery, handed to the worker by Chromium itself (no push service here).
      const cdp = await c.newCDPSession(page);
      const registrations: { registrationId: string; scopeURL: string }[] = [];
      cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
      await cdp.send('ServiceWorker.enable');
      await expect.poll(() => registrations.length).toBeGreaterThan(0);
      const message = orderPushMessage(
        { type: 'order.status_changed', orderId, status: 'delivering', fulfilment: 'delivery' },
        server.url,
      )!;
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: server.url,
        registrationId: registrations[0]!.registrationId,
        data: JSON.stringify(message),
      });
      const shown = () =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            tag: n.tag,
            url: (n.data as { url: string }).url,
          })),
        );
      await expect.poll(shown).toEqual([
        {
          title: `Pedido #${orderId.slice(0, 8)}`,
          body: 'Seu pedido saiu para entrega!',
          tag: `pedido-${orderId.slice(0, 8)}`,
          url: `${server.url}/customer/orders`,
        },
      ]);
    } finally {
      await c.close();
    }
  });
});
