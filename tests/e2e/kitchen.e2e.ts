import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { test, visible } from './fixtures';
import { signInFirstAdmin } from './support/accounts';
import { axeViolations } from './support/axe';
import { snap } from './support/browser';

// The kitchen display (docs/product.md#kitchen-display): a tablet on the wall shows the orders in
// preparation, oldest first; a tap on one tablet marks an item ready on every other one, 'Pronto'
// sends the order on and 'Desfazer' brings it back; a station sees only its items.

const LANDSCAPE = { width: 1280, height: 800 };
const PORTRAIT = { width: 800, height: 1280 };

type Line = { product: string; quantity: number; choices?: string[] };

/** A guest's order placed from `page` as the checkout does (cash, delivery); answers its id. */
async function placeOrder(page: Page, name: string, lines: Line[], notes = ''): Promise<string> {
  return page.evaluate(
    async ({ name, lines, notes }) => {
      const menu = (await (await fetch('/api/menu')).json()) as { products: { id: string; name: string }[] };
      const items = [];
      for (const line of lines) {
        const { id } = menu.products.find((p) => p.name === line.product)!;
        const product = (await (await fetch(`/api/products/${id}`)).json()) as {
          options: { minChoices: number; variations: { id: string; name: string }[] }[];
        };
        const variationIds = product.options.flatMap((o) => {
          const chosen = o.variations.filter((v) => line.choices?.includes(v.name));
          return chosen.length ? chosen.map((v) => v.id) : o.minChoices > 0 ? [o.variations[0]!.id] : [];
        });
        items.push({ productId: id, variationIds, quantity: line.quantity });
      }
      const email = `${name.split(' ')[0]!.toLowerCase()}@exemplo.com`;
      const form = {
        ...{ name, email, phone: '(11) 98888-7777', zipCode: '01304-001', street: 'Rua Augusta', number: '1500' },
        ...{ neighborhood: 'Consolação', city: 'São Paulo', state: 'SP', paymentMethod: 'cash', change: '', notes },
      };
      const res = await fetch('/api/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ form, items, idempotencyKey: crypto.randomUUID() }),
      });
      if (res.status !== 201) throw new Error(`order refused: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { order: { id: string } }).order.id;
    },
    { name, lines, notes },
  );
}

/** A call to the API from the admin's page (its session). */
async function adminApi(page: Page, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const res = await fetch(url, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    { method, url, body },
  );
}

const cards = (page: Page) => page.getByTestId('kitchen-order');
const card = (page: Page, id: string) => cards(page).filter({ hasText: `#${id.slice(0, 8)}` });
const cardNumbers = (page: Page) => cards(page).locator('h2').allTextContents();
const item = (page: Page, id: string, name: string) => card(page, id).getByRole('button', { name: new RegExp(name) });
const pressed = (page: Page, id: string, name: string) => item(page, id, name).getAttribute('aria-pressed');

/** Nothing sticks out sideways, and every card lies whole inside the page's width. */
async function expectNothingClipped(page: Page) {
  const fit = await page.evaluate(() => {
    const root = document.documentElement;
    const cardsOut = [...document.querySelectorAll('[data-testid="kitchen-order"]')].filter(
      (c) => c.getBoundingClientRect().right > root.clientWidth + 0.5 || c.scrollWidth > c.clientWidth + 1,
    ).length;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, cardsOut };
  });
  expect(fit.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(fit.clientWidth);
  expect(fit.cardsOut, 'a card is cut off').toBe(0);
}

describe('kitchen display', () => {
  test('two tablets follow the orders in preparation, live, by station, with Pronto and Desfazer', async ({
    newPage,
    server,
    printer,
  }) => {
    const wall = await newPage(LANDSCAPE);
    await signInFirstAdmin(wall, server);

    // The stations: the bar makes the drinks, the kitchen the open esfihas (printers with categories).
    const { categories } = (await adminApi(wall, 'GET', '/api/menu')) as {
      categories: { id: string; name: string }[];
    };
    const category = (name: string) => categories.find((c) => c.name === name)!.id;
    const station = { host: printer.host, port: printer.port, paper: 80, codePage: 'cp860', copies: 1 };
    await adminApi(wall, 'POST', '/api/admin/printers', {
      ...station,
      name: 'Bar',
      categoryIds: [category('Bebidas')],
    });
    await adminApi(wall, 'POST', '/api/admin/printers', {
      ...station,
      name: 'Forno',
      categoryIds: [category('Esfihas abertas'), category('Pratos árabes')],
    });
    await adminApi(wall, 'PUT', '/api/admin/kitchen/settings', {
      printOn: 'accepted',
      autoAccept: false,
      amberMinutes: 10,
      redMinutes: 20,
    });

    // Two guests, each on a phone of their own.
    const guest = async (name: string, lines: Line[], notes?: string) => {
      const phone = await newPage();
      await phone.goto('/');
      const id = await placeOrder(phone, name, lines, notes);
      await phone.context().close();
      return id;
    };
    const first = await guest(
      'Layla Haddad',
      [
        { product: 'Esfiha de Carne', quantity: 4 },
        { product: 'Limonada com Hortelã', quantity: 1 },
      ],
      'Sem cebola na esfiha, por favor',
    );
    const second = await guest('Omar Nasser', [
      { product: 'Kafta no Prato', quantity: 1, choices: ['Bem passada', 'Fritas'] },
      { product: 'Refrigerante Lata', quantity: 2, choices: ['Guaraná Antarctica'] },
      { product: 'Esfiha de Queijo', quantity: 3 },
    ]);
    // Accepted in this order: the first is the oldest on the display.
    for (const id of [first, second])
      await adminApi(wall, 'PUT', `/api/admin/orders/${id}/status`, { status: 'processing' });

    await wall.goto('/admin');
    await wall.getByRole('navigation', { name: 'Administração' }).getByRole('link', { name: 'Cozinha' }).click();
    await wall.waitForURL(/\/admin\/kitchen$/);
    await expect.poll(() => cardNumbers(wall)).toEqual([`#${first.slice(0, 8)}`, `#${second.slice(0, 8)}`]);
    await visible(wall, 'Sem cebola na esfiha, por favor');
    await visible(wall, 'Ponto da carne: Bem passada');
    await expect.poll(() => card(wall, first).getByTestId('kitchen-timer').textContent()).toMatch(/^Aceito há 0 min$/);

    // A second tablet, standing up at the pass, its clock ready to run ahead.
    const pass = await wall.context().newPage();
    await pass.setViewportSize(PORTRAIT);
    await pass.clock.install();
    await pass.goto('/admin/kitchen');
    await expect.poll(() => cardNumbers(pass)).toEqual([`#${first.slice(0, 8)}`, `#${second.slice(0, 8)}`]);
    await visible(pass, 'Ao vivo');

    // A tap marks an item ready here, and on the other tablet without a reload.
    await item(wall, first, 'Esfiha de Carne').click();
    await expect.poll(() => pressed(wall, first, 'Esfiha de Carne')).toBe('true');
    await visible(wall, '4x Esfiha de Carne: pronto');
    await expect.poll(() => pressed(pass, first, 'Esfiha de Carne')).toBe('true');
    // By keyboard too: Space on the focused item.
    await item(wall, second, 'Refrigerante').focus();
    await wall.keyboard.press('Space');
    await expect.poll(() => pressed(pass, second, 'Refrigerante')).toBe('true');
    await expect.poll(() => card(pass, second).textContent()).toContain('1 de 3 prontos');

    // The bar's view: only the drinks, and only the orders that have some.
    await pass.getByRole('group', { name: 'Estação' }).getByRole('button', { name: 'Bar' }).click();
    await expect
      .poll(() => pass.getByTestId('kitchen-item').allTextContents())
      .toEqual(['1x Limonada com Hortelã', '2x Refrigerante LataSabor: Guaraná Antarctica (pronto)']);
    await snap(pass, 'kitchen-bar-800x1280');
    await pass.getByRole('button', { name: 'Forno' }).click();
    await expect.poll(() => pass.getByTestId('kitchen-item').count()).toBe(3);
    await expect
      .poll(() => pass.getByTestId('kitchen-item').allTextContents())
      .not.toContain('1x Limonada com Hortelã');
    await pass.getByRole('button', { name: 'Todas' }).click();
    await expect.poll(() => pass.getByTestId('kitchen-item').count()).toBe(5);

    const a11y: Record<string, string[]> = { landscape: await axeViolations(wall) };
    await expectNothingClipped(wall);
    // The 'pronto' toasts gone, as the wall shows most of the time.
    await expect.poll(() => wall.locator('[data-sonner-toast]').count(), { timeout: 8000 }).toBe(0);
    await snap(wall, 'kitchen-1280x800');

    // 'Pronto': the order goes on to 'Em entrega' and leaves both displays; 'Desfazer' brings it back.
    await card(wall, first)
      .getByRole('button', { name: /^Pronto:/ })
      .click();
    await visible(wall, `Pedido #${first.slice(0, 8)}: Em entrega`);
    await expect.poll(() => cardNumbers(wall)).toEqual([`#${second.slice(0, 8)}`]);
    await expect.poll(() => cardNumbers(pass)).toEqual([`#${second.slice(0, 8)}`]);
    expect(((await adminApi(wall, 'GET', `/api/admin/orders/${first}`)) as { status: string }).status).toBe(
      'delivering',
    );
    const toast = wall.locator('[data-sonner-toast]').filter({ hasText: `Pedido #${first.slice(0, 8)}: Em entrega` });
    await toast.getByRole('button', { name: 'Desfazer' }).click();
    await visible(wall, `Pedido #${first.slice(0, 8)} voltou para Em preparação`);
    await expect.poll(() => cardNumbers(pass)).toEqual([`#${first.slice(0, 8)}`, `#${second.slice(0, 8)}`]);
    await expect.poll(() => cardNumbers(wall)).toEqual([`#${first.slice(0, 8)}`, `#${second.slice(0, 8)}`]);
    expect(((await adminApi(wall, 'GET', `/api/admin/orders/${first}`)) as { status: string }).status).toBe(
      'processing',
    );
    expect(await pressed(wall, first, 'Esfiha de Carne')).toBe('true');

    // Time runs on: amber at the owner's 10 minutes, red at 20, in words as well as colour.
    await pass.clock.fastForward('10:30');
    await expect
      .poll(() => card(pass, first).getByTestId('kitchen-timer').textContent())
      .toBe('AtençãoAceito há 10 min');
    await snap(pass, 'kitchen-amber-800x1280');
    await pass.clock.fastForward('10:00');
    await expect.poll(() => card(pass, first).getByTestId('kitchen-timer').getAttribute('data-tone')).toBe('red');
    await expect
      .poll(() => card(pass, first).getByTestId('kitchen-timer').textContent())
      .toMatch(/^AtrasadoAceito há 2\d min$/);
    a11y.portrait = await axeViolations(pass);
    await expectNothingClipped(pass);
    await snap(pass, 'kitchen-800x1280');

    // Every order out: the empty display says so.
    for (const id of [first, second])
      await adminApi(wall, 'PUT', `/api/admin/orders/${id}/status`, { status: 'delivering' });
    await visible(wall, 'Nenhum pedido em preparação');
    a11y.empty = await axeViolations(wall);
    expect(a11y).toEqual({ landscape: [], portrait: [], empty: [] });
  });
});
