import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { settled, test, visible } from './fixtures';
import { DESKTOP, PHONE } from './support/browser';
import { tab } from './support/storefront';

// Storefront journeys (docs/product.md#storefront) on the demo menu: home, search, product page and cart.

const SHOTS = '/tmp/shots-storefront';
mkdirSync(SHOTS, { recursive: true });

// The texts these journeys wait for, matched whole, within 5 s.
const WHOLE = { exact: true, timeout: 5000 };

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}
const panelNames = (page: Page) => page.getByRole('tabpanel').getByTestId('product-card').locator('h3').allInnerTexts();

/** Waits until the images on screen have loaded, so screenshots show them. */
async function imagesLoaded(page: Page) {
  await page.waitForFunction(() => [...document.images].filter((i) => i.loading !== 'lazy').every((i) => i.complete));
}

describe('storefront', () => {
  test('home shows the store, Destaques and the tabs from the HTML alone, with no data request; a tab switch changes the list and the address', async ({
    page,
  }) => {
    const dataRequests: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (
        u.pathname.startsWith('/api/menu') ||
        u.pathname.startsWith('/api/store') ||
        u.pathname.startsWith('/api/products')
      )
        dataRequests.push(u.pathname);
    });
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Casa da Esfiha' }).isVisible()).toBe(true);
    await visible(page, 'Destaques', WHOLE);
    const header = page.getByTestId('store-header');
    expect(await header.innerText()).toContain('Culinária árabe');
    expect(await header.innerText()).toContain('Min R$ 25,00');
    expect((await page.getByTestId('standard-fee').innerText()).replace(/\s+/g, ' ')).toBe('Padrão R$ 5,99');
    expect(await page.getByTestId('free-delivery-banner').innerText()).toBe('Entrega grátis acima de R$ 80,00');

    // Destaques: the popular products, with the badge
    const featured = page.getByTestId('featured');
    for (const name of ['Esfiha de Carne', 'Kibe Frito (6 unidades)', 'Homus'])
      expect(await featured.getByText(name).isVisible()).toBe(true);
    expect(await featured.getByText('Esfiha de Zaatar').count()).toBe(0);

    // first tab active; switching changes the list
    expect(await tab(page, 'Esfihas abertas').getAttribute('aria-selected')).toBe('true');
    expect(await panelNames(page)).toContain('Esfiha de Zaatar');
    await tab(page, 'Bebidas').click();
    expect(await tab(page, 'Bebidas').getAttribute('aria-selected')).toBe('true');
    expect(new URL(page.url()).searchParams.get('categoria')).toBe(await tab(page, 'Bebidas').getAttribute('data-id'));
    await expect
      .poll(() => panelNames(page))
      .toEqual(['Chá Gelado de Hibisco', 'Limonada com Hortelã', 'Refrigerante Lata']);
    const refri = page.getByRole('tabpanel').getByTestId('product-card').filter({ hasText: 'Refrigerante Lata' });
    expect(await refri.getByRole('link', { name: 'Ver opções' }).isVisible()).toBe(true);
    expect(await refri.getByTestId('product-price').innerText()).toMatch(/^a partir de R\$ \d+,\d{2}$/);
    // keyboard: arrow keys move between tabs
    await tab(page, 'Bebidas').focus();
    await page.keyboard.press('ArrowLeft');
    expect(await tab(page, 'Doces').getAttribute('aria-selected')).toBe('true');

    // the server rendered the page and sent its data in it: nothing asked for again
    await settled(page);
    expect(dataRequests).toEqual([]);

    await tab(page, 'Esfihas abertas').click();
    await imagesLoaded(page);
    await shot(page, 'home-360');
  });

  test("'Adicionar' on a card adds one unit, the badge and the cart bar show it", async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('tabpanel').getByTestId('product-card').filter({ hasText: 'Esfiha de Zaatar' });
    await card.getByRole('button', { name: 'Adicionar Esfiha de Zaatar' }).click();
    await visible(page, 'Item adicionado ao carrinho!', WHOLE);
    expect(await page.getByTestId('cart-badge').innerText()).toBe('1');
    await card.getByRole('button', { name: 'Adicionar Esfiha de Zaatar' }).click();
    await expect.poll(() => page.getByTestId('cart-badge').innerText()).toBe('2');
    expect((await page.getByTestId('cart-bar').innerText()).replace(/\s+/g, ' ')).toMatch(
      /Ver carrinho · 2 itens R\$ \d+,\d{2}/,
    );
    await page.screenshot({ path: `${SHOTS}/home-cart-bar-360.png` });
    await page.getByTestId('cart-bar').click();
    await page.waitForURL(/\/cart$/);
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(1);
    expect(
      await page.getByRole('group', { name: 'Quantidade de Esfiha de Zaatar' }).getByTestId('quantity').innerText(),
    ).toBe('2');
  });

  test('search finds a product by part of its name without accents, from the keyboard, and opens it', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByTestId('search-button').click();
    const input = page.getByPlaceholder('Digite para buscar produtos...');
    await expect.poll(() => input.isVisible()).toBe(true);
    await input.fill('hortela');
    await visible(page, 'Produtos', WHOLE);
    const option = page.getByRole('option', { name: /Limonada com Hortelã/ });
    await expect.poll(() => option.isVisible()).toBe(true);
    expect(await option.innerText()).toContain('Bebidas');
    await input.fill('xyzxyz');
    await visible(page, 'Nenhum produto encontrado.', WHOLE);
    await input.fill('esfiha de');
    await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(2);
    await page.keyboard.press('ArrowDown');
    const chosen = (await page.getByRole('option', { selected: true }).locator('span span').first().innerText()).trim();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/product\//);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(chosen);
    // the dialog closed
    expect(await input.count()).toBe(0);
  });

  test('product with a required group: add disabled until chosen, total follows options and quantity, lands on /cart; same options merge; reload keeps; clear empties', async ({
    page,
    server,
  }) => {
    await page.goto('/');
    await tab(page, 'Pratos árabes').click();
    await page
      .getByRole('tabpanel')
      .getByTestId('product-card')
      .filter({ hasText: 'Kafta no Prato' })
      .getByRole('link', { name: 'Ver opções' })
      .click();
    await page.waitForURL(/\/product\//);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Kafta no Prato' }).isVisible()).toBe(true);
    const base = await page.getByTestId('product-base-price').innerText();
    expect(base).toMatch(/^A partir de R\$ \d+,\d{2}$/);
    const baseCents = Number(base.replace(/\D/g, ''));
    const add = page.getByTestId('add-to-cart');
    const total = () => page.getByTestId('add-total').innerText();
    const brl = (c: number) => `R$ ${Math.floor(c / 100)},${String(c % 100).padStart(2, '0')}`;

    expect(await add.isDisabled()).toBe(true);
    expect(await page.getByText('Obrigatório', { exact: true }).count()).toBe(2);
    await page.getByRole('radio', { name: 'Ao ponto' }).check();
    expect(await add.isDisabled()).toBe(true);
    await page.getByRole('radio', { name: /Tabule/ }).check();
    expect(await add.isDisabled()).toBe(false);
    expect(await total()).toBe(brl(baseCents + 300));
    // choosing again in a group replaces the earlier choice
    await page.getByRole('radio', { name: 'Fritas' }).check();
    expect(await page.getByRole('radio', { name: /Tabule/ }).isChecked()).toBe(false);
    expect(await total()).toBe(brl(baseCents));
    await page.getByRole('radio', { name: /Tabule/ }).check();
    // quantity never below 1
    const minus = page.getByRole('button', { name: 'Diminuir quantidade' });
    expect(await minus.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Aumentar quantidade' }).click();
    expect(await total()).toBe(brl((baseCents + 300) * 2));
    await imagesLoaded(page);
    await shot(page, 'product-360');
    await page.setViewportSize(DESKTOP);
    await shot(page, 'product-1280');
    await page.setViewportSize(PHONE);

    await add.click();
    await page.waitForURL(/\/cart$/);
    await visible(page, 'Item adicionado ao carrinho!', WHOLE);
    const line = page.getByTestId('cart-line');
    await expect.poll(() => line.count()).toBe(1);
    expect(await line.getByTestId('cart-line-name').innerText()).toBe('Kafta no Prato');
    expect(await line.getByTestId('cart-line-options').innerText()).toContain('Ponto da carne: Ao ponto');
    expect(await line.getByTestId('cart-line-options').innerText()).toContain('Acompanhamento: Tabule');
    expect(await line.getByTestId('cart-line-total').innerText()).toBe(brl((baseCents + 300) * 2));

    // the same product with the same options merges into the line
    await page.goBack();
    await page.waitForURL(/\/product\//);
    await expect.poll(() => page.getByRole('radio', { name: 'Ao ponto' }).isChecked()).toBe(false);
    await page.getByRole('radio', { name: 'Ao ponto' }).check();
    await page.getByRole('radio', { name: /Tabule/ }).check();
    await page.getByTestId('add-to-cart').click();
    await page.waitForURL(/\/cart$/);
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(1);
    expect(await page.getByTestId('quantity').innerText()).toBe('3');
    // other options make another line: a drink with its whole option name
    await page.goBack();
    await page.goto('/');
    await page.getByTestId('search-button').click();
    await page.getByPlaceholder('Digite para buscar produtos...').fill('refrigerante');
    await page.getByRole('option', { name: /Refrigerante Lata/ }).click();
    await page.waitForURL(/\/product\//);
    await page.getByRole('radio', { name: 'Coca-Cola', exact: true }).check();
    await page.getByTestId('add-to-cart').click();
    await page.waitForURL(/\/cart$/);
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(2);
    expect(await page.getByTestId('cart-line').nth(1).getByTestId('cart-line-options').innerText()).toBe(
      'Sabor: Coca-Cola',
    );

    // minus disabled at 1; plus and minus change the line and the summary
    const drink = page.getByTestId('cart-line').nth(1);
    expect(await drink.getByRole('button', { name: 'Diminuir quantidade' }).isDisabled()).toBe(true);
    const subtotalBefore = await page.getByTestId('cart-subtotal').innerText();
    await drink.getByRole('button', { name: 'Aumentar quantidade' }).click();
    await expect.poll(() => page.getByTestId('cart-subtotal').innerText()).not.toBe(subtotalBefore);
    await drink.getByRole('button', { name: 'Diminuir quantidade' }).click();
    await expect.poll(() => page.getByTestId('cart-subtotal').innerText()).toBe(subtotalBefore);
    const sub = Number(subtotalBefore.replace(/\D/g, ''));
    expect(await page.getByTestId('cart-fee').innerText()).toBe(sub >= 8000 ? 'Grátis' : 'R$ 5,99');
    expect(await page.getByTestId('cart-total').innerText()).toBe(brl(sub + (sub >= 8000 ? 0 : 599)));
    await visible(page, 'Ao finalizar seu pedido, você será redirecionado para a página de pagamento', WHOLE);

    // a reload keeps the cart
    await page.reload();
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(2);
    await imagesLoaded(page);
    await shot(page, 'cart-360');
    await page.setViewportSize(DESKTOP);
    await shot(page, 'cart-1280');
    await page.setViewportSize(PHONE);

    // remove one line, then clear: the empty state
    await page.getByRole('button', { name: 'Remover Refrigerante Lata' }).click();
    await visible(page, 'Item removido do carrinho', WHOLE);
    expect(await page.getByTestId('cart-line').count()).toBe(1);
    await page.getByRole('button', { name: 'Limpar carrinho' }).click();
    await visible(page, 'Carrinho esvaziado', WHOLE);
    await visible(page, 'Seu carrinho está vazio', WHOLE);
    await visible(page, 'Adicione itens para continuar comprando', WHOLE);
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
    await shot(page, 'cart-empty-360');
    await page.getByRole('link', { name: 'Voltar para o cardápio' }).click();
    await page.waitForURL(server.url + '/');
  });

  test('corrupt cart storage gives an empty cart; an unknown product shows Produto não encontrado', async ({
    page,
    server,
  }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('cart', '{not json'));
    await page.goto('/cart');
    await visible(page, 'Seu carrinho está vazio', WHOLE);
    await page.goto('/product/00000000-0000-4000-8000-000000000000');
    await visible(page, 'Produto não encontrado', WHOLE);
    await page.getByRole('link', { name: 'Voltar para a página inicial' }).click();
    await page.waitForURL(server.url + '/');
  });

  test('home reached in the browser: loading skeleton with its loading texts, then the error message and a retry that works; no admin code', async ({
    newPage,
  }) => {
    // A phone without the service worker yet: with it, a menu held over 3.5 s is taken from the
    // home's copy instead (docs/decisions/011-service-worker.md).
    const page = await newPage(PHONE, { serviceWorkers: 'block' });
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let fail = true;
    await page.route('**/api/menu', async (route) => {
      await held;
      if (fail)
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'Serviço temporariamente indisponível.' }),
        });
      else await route.continue();
    });
    // The server renders / with its data; the browser loads the menu itself when it comes
    // to the home from a page it drew (here the cart).
    await page.goto('/cart');
    await page.getByRole('link', { name: /página inicial/ }).click();
    await visible(page, 'Carregando loja...', WHOLE);
    expect(await page.getByRole('status', { name: 'Carregando produtos...' }).count()).toBe(1);
    expect(await page.getByRole('status', { name: 'Carregando categorias...' }).count()).toBe(1);
    await shot(page, 'home-loading-360');
    release();
    // the query retries twice (1 s, 2 s) before it gives up
    await visible(page, 'Erro ao carregar produtos: Serviço temporariamente indisponível.', {
      exact: true,
      timeout: 10_000,
    });
    fail = false;
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await visible(page, 'Destaques', WHOLE);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /admin|dashboard|checkout|login|register|customer/.test(s))).toEqual([]);
    await page.context().close();
  });

  test('optional groups never gate the button, and a choice there can be taken back', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('featured').getByRole('link', { name: 'Esfiha de Carne' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Esfiha de Carne' }).isVisible()).toBe(true);
    const add = page.getByTestId('add-to-cart');
    expect(await add.isDisabled()).toBe(false);
    const base = await page.getByTestId('add-total').innerText();
    const catupiry = page.getByRole('radio', { name: /Borda de catupiry/ });
    await catupiry.click();
    await expect.poll(() => page.getByTestId('add-total').innerText()).not.toBe(base);
    await catupiry.click();
    expect(await catupiry.isChecked()).toBe(false);
    expect(await page.getByTestId('add-total').innerText()).toBe(base);
  });

  test('desktop home at 1280 px', async ({ newPage }) => {
    const page = await newPage(DESKTOP);
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Casa da Esfiha' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Buscar no cardápio' }).innerText()).toBe('Buscar no cardápio');
    await imagesLoaded(page);
    await shot(page, 'home-1280');
    await page.getByTestId('search-button').click();
    await page.getByPlaceholder('Digite para buscar produtos...').fill('esf');
    await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(0);
    await shot(page, 'search-1280');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByPlaceholder('Digite para buscar produtos...').count()).toBe(0);
    await page.context().close();
  });
});
