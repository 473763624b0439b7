import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { PublicMenu } from '@shared/contract/menu';
import { settled, test } from './fixtures';
import { PHONE, snap } from './support/browser';
import { addBlocker, tab } from './support/storefront';

// The home and product pages arrive rendered by the server and are hydrated in the browser
// (docs/decisions/010): they work without JavaScript, and hydration keeps the app working.

let menu: PublicMenu;

test.beforeAll(async ({ server }) => {
  menu = (await (await fetch(`${server.url}/api/menu`)).json()) as PublicMenu;
});

const productId = (name: string) => menu.products.find((p) => p.name === name)!.id;
const BRL = /R\$\s\d+,\d{2}/;
const panel = (page: Page) => page.getByRole('tabpanel');
const cardNames = (page: Page) => panel(page).getByTestId('product-card').locator('h3').allInnerTexts();
const cardPrices = (page: Page) => panel(page).getByTestId('product-price').allInnerTexts();
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).innerText();

/** A phone with JavaScript turned off: only the server's HTML and CSS. */
const NO_SCRIPT = { javaScriptEnabled: false };

/** Every console error and warning and every uncaught error, from the page's first request on. */
function consoleProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/** The menu's and products' data requests the page makes. */
function dataRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname === '/api/menu' || pathname.startsWith('/api/products/')) seen.push(pathname);
  });
  return seen;
}

/** What the server sent inside the app's root element, before the page's data. */
async function renderedRoot(page: Page, url: string) {
  const res = await page.request.get(url);
  expect(res.status()).toBe(200);
  const html = await res.text();
  return html.slice(html.indexOf('<div id="root">')).split('<script')[0]!;
}

/** The header, the store's name, the open tab and the list's first card. */
const PARSED =
  'header, h1, [role="tab"][aria-selected="true"], #category-panel li:first-child [data-testid="product-card"]';

/** Holds the JS files whose names match `file` until the returned release is called. */
async function holdScripts(page: Page, file: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const asked = { now: false };
  await page.route(file, async (route) => {
    asked.now = true;
    await released;
    await route.continue();
  });
  return { asked, release };
}

describe('server-rendered storefront', () => {
  test('without JavaScript: the home shows the store, the tabs and the first tab with prices; tab and product links work; a product page loads directly', async ({
    newPage,
  }) => {
    const page = await newPage(PHONE, NO_SCRIPT);
    await page.goto('/');
    expect(await page.getByRole('heading', { level: 1, name: 'Casa da Esfiha' }).isVisible()).toBe(true);
    expect(await page.getByText('Destaques', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('tab').allInnerTexts()).toEqual([
      'Esfihas abertas',
      'Esfihas fechadas',
      'Pratos árabes',
      'Pastas e saladas',
      'Doces',
      'Bebidas',
      'Pizzas',
    ]);
    expect(await tab(page, 'Esfihas abertas').getAttribute('aria-selected')).toBe('true');
    const first = await cardNames(page);
    expect(first).toEqual(expect.arrayContaining(['Esfiha de Carne', 'Esfiha de Zaatar']));
    const prices = await cardPrices(page);
    expect(prices).toHaveLength(first.length);
    for (const price of prices) expect(price).toMatch(BRL);
    await snap(page, 'ssr-nojs-home-360');

    // a tab is a link: the server renders that tab
    await tab(page, 'Pratos árabes').click();
    await page.waitForURL(/\?categoria=/);
    expect(await tab(page, 'Pratos árabes').getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('heading', { level: 2, name: 'Pratos árabes' }).isVisible()).toBe(true);
    const dishes = await cardNames(page);
    expect(dishes).toEqual(expect.arrayContaining(['Kafta no Prato', 'Falafel no Prato']));
    expect(dishes).not.toContain('Esfiha de Zaatar');
    for (const price of await cardPrices(page)) expect(price).toMatch(BRL);
    await snap(page, 'ssr-nojs-tab-360');

    // a card's link opens the product with its options and their prices
    await panel(page).getByRole('link', { name: 'Kafta no Prato', exact: true }).click();
    await page.waitForURL(/\/product\//);
    expect(await heading(page)).toBe('Kafta no Prato');
    expect(await page.getByTestId('product-base-price').innerText()).toBe('A partir de R$ 48,90');
    expect(await page.getByRole('group', { name: 'Ponto da carne' }).getByRole('radio').count()).toBe(2);
    const side = page.getByRole('group', { name: 'Acompanhamento' });
    for (const name of ['Arroz com lentilha', 'Fritas', 'Tabule'])
      expect(await side.getByRole('radio', { name }).isVisible()).toBe(true);
    expect(await side.locator('label', { hasText: 'Tabule' }).innerText()).toMatch(/Tabule\s+\+ R\$ 3,00/);
    await snap(page, 'ssr-nojs-product-360');

    // a product page asked for directly
    await page.goto(`/product/${productId('Esfiha de Carne')}`);
    expect(await heading(page)).toBe('Esfiha de Carne');
    expect(await page.getByTestId('product-base-price').innerText()).toMatch(/^A partir de R\$ \d+,\d{2}$/);
    expect(await page.getByRole('radio', { name: /Borda de catupiry/ }).isVisible()).toBe(true);
    expect(await page.getByText(/^\+ R\$ \d+,\d{2}$/).count()).toBeGreaterThan(0);
    await snap(page, 'ssr-nojs-product-direct-360');
    await page.context().close();
  });

  test('hydration keeps tabs, cart, search and the product page working, with nothing in the console', async ({
    page,
  }) => {
    const problems = consoleProblems(page);
    // Elements as the HTML parser made them, before any script ran: hydration must adopt them,
    // not draw the page again.
    await page.addInitScript((selector) => {
      const w = window as unknown as { parsed?: Element[] };
      new MutationObserver((_, observer) => {
        if (!document.querySelector('#category-panel [data-testid="product-card"]')) return;
        w.parsed = [...document.querySelectorAll(selector)];
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    }, PARSED);

    // the server sent the first tab's list in the HTML itself
    const root = await renderedRoot(page, '/');
    expect(root).toContain('data-testid="product-card"');
    expect(root).toContain('>Esfiha de Zaatar</a>');

    await page.goto('/');
    await settled(page);
    expect(
      await page.evaluate((selector) => {
        const parsed = (window as unknown as { parsed?: Element[] }).parsed ?? [];
        const now = [...document.querySelectorAll(selector)];
        return { parsed: parsed.length, kept: now.filter((e, i) => e === parsed[i]).length, now: now.length };
      }, PARSED),
    ).toEqual({ parsed: 4, kept: 4, now: 4 });

    // tabs: the list and the address change in place
    await tab(page, 'Bebidas').click();
    await expect
      .poll(() => cardNames(page))
      .toEqual(['Chá Gelado de Hibisco', 'Limonada com Hortelã', 'Refrigerante Lata']);
    expect(await tab(page, 'Bebidas').getAttribute('aria-selected')).toBe('true');
    expect(new URL(page.url()).searchParams.get('categoria')).toBe(await tab(page, 'Bebidas').getAttribute('data-id'));

    // 'Adicionar' on a card
    await panel(page).getByRole('button', { name: 'Adicionar Chá Gelado de Hibisco' }).click();
    await expect.poll(() => page.getByTestId('cart-badge').innerText()).toBe('1');
    expect((await page.getByTestId('cart-bar').innerText()).replace(/\s+/g, ' ')).toBe('Ver carrinho · 1 item R$ 9,90');

    // search, then the product it found, added with its options
    await page.getByTestId('search-button').click();
    const input = page.getByPlaceholder('Digite para buscar produtos...');
    await input.fill('kafta');
    await page.getByRole('option', { name: /Kafta no Prato/ }).click();
    await page.waitForURL(/\/product\//);
    await expect.poll(() => heading(page)).toBe('Kafta no Prato');
    await page.getByRole('radio', { name: 'Ao ponto' }).check();
    await page.getByRole('radio', { name: /Tabule/ }).check();
    await page.getByTestId('add-to-cart').click();
    await page.waitForURL(/\/cart$/);
    await expect
      .poll(() => page.getByTestId('cart-line-name').allInnerTexts())
      .toEqual(['Chá Gelado de Hibisco', 'Kafta no Prato']);

    // the server renders an empty cart; once hydrated the page shows the one the browser keeps
    await page.goto('/');
    await expect.poll(() => page.getByTestId('cart-badge').innerText()).toBe('2');
    expect((await page.getByTestId('cart-bar').innerText()).replace(/\s+/g, ' ')).toBe(
      'Ver carrinho · 2 itens R$ 61,80',
    );
    await snap(page, 'ssr-hydrated-home-cart-360');
    await settled(page);
    expect(problems).toEqual([]);
  });

  test('a product page loaded directly: choosing its options and Adicionar work once hydrated', async ({ page }) => {
    const problems = consoleProblems(page);
    const root = await renderedRoot(page, `/product/${productId('Refrigerante Lata')}`);
    expect(root).toContain('Refrigerante Lata</h1>');

    await page.goto(`/product/${productId('Refrigerante Lata')}`);
    await settled(page);
    const add = page.getByTestId('add-to-cart');
    expect(await add.isDisabled()).toBe(true);
    await page.getByRole('radio', { name: 'Coca-Cola', exact: true }).check();
    await expect.poll(() => add.isDisabled()).toBe(false);
    await add.click();
    await page.waitForURL(/\/cart$/);
    await expect.poll(() => page.getByTestId('cart-line-name').allInnerTexts()).toEqual(['Refrigerante Lata']);
    // The rendered page's own title goes with it: the cart shows the app's.
    expect(await page.title()).toBe('Cardápio');
    expect(await page.getByTestId('cart-line-options').innerText()).toBe('Sabor: Coca-Cola');
    expect(problems).toEqual([]);
  });

  test('options ticked before the script takes over are the ones added to the cart', async ({ page }) => {
    // The app's script waits: the customer ticks on the server's HTML meanwhile.
    const app = await holdScripts(page, /\/assets\/index-[\w-]+\.js$/);
    await page.goto(`/product/${productId('Esfiha de Carne')}`, { waitUntil: 'commit' });
    await page.getByRole('radio', { name: /Borda de catupiry/ }).check();
    app.release();
    await settled(page);
    const add = page.getByTestId('add-to-cart');
    await expect.poll(() => page.getByTestId('add-total').innerText()).not.toBe('R$ 6,90');
    await add.click();
    await page.waitForURL(/\/cart$/);
    await expect.poll(() => page.getByTestId('cart-line-options').innerText()).toContain('Borda de catupiry');
  });

  test("the quantity raised before the app's code has arrived is the quantity 'Adicionar' adds", async ({ page }) => {
    // Each held tap is given once the app has drawn the one before: given at once, 'Adicionar'
    // read the quantity before the two '+' had changed it, and added one.
    const app = await holdScripts(page, /\/assets\/index-[\w-]+\.js$/);
    await page.goto(`/product/${productId('Malabie')}`, { waitUntil: 'commit' });
    // The boot script holds taps from when it runs: one given before is a tap on a button with
    // no handler yet. It has run once it asks for the app's code.
    await expect.poll(() => app.asked.now, { timeout: 10_000 }).toBe(true);
    const more = page.getByRole('button', { name: 'Aumentar quantidade' });
    await more.click();
    await more.click();
    await page.getByTestId('add-to-cart').click();
    app.release();
    await page.waitForURL(/\/cart$/);
    await expect.poll(() => page.getByTestId('cart-line-total').innerText()).toBe('R$ 44,70');
  });

  test('a rendered page asks for none of its data: no /api/menu or /api/products/<id> request on a direct load', async ({
    newPage,
  }) => {
    const seen: Record<string, string[]> = {};
    for (const url of [
      '/',
      `/?categoria=${menu.categories.find((c) => c.name === 'Bebidas')!.id}`,
      `/product/${productId('Kafta no Prato')}`,
    ]) {
      const page = await newPage();
      seen[url] = dataRequests(page);
      await page.goto(url);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
      await settled(page);
      await page.context().close();
    }
    expect(seen).toEqual(Object.fromEntries(Object.keys(seen).map((url) => [url, []])));
  });

  test("the app's code is asked for only once the page's pictures are in, and a tap given before it is not lost", async ({
    page,
  }) => {
    const problems = consoleProblems(page);
    const order: string[] = [];
    page.on('requestfinished', (r) => {
      if (r.resourceType() === 'image') order.push(`image ${new URL(r.url()).pathname}`);
    });
    // The app's entry is held until the customer has tapped 'Adicionar' on a card.
    let release!: () => void;
    const tapped = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      order.push('app code');
      await tapped;
      await route.continue();
    });

    await page.goto('/');
    const add = panel(page).getByRole('button', { name: 'Adicionar Esfiha de Zaatar' });
    await add.click();
    await expect.poll(() => order.includes('app code')).toBe(true);
    release();
    // the tap is given to the app once it is live: one item in the cart
    await expect.poll(() => page.getByTestId('cart-badge').innerText(), { timeout: 10_000 }).toBe('1');
    expect((await page.getByTestId('cart-bar').innerText()).replace(/\s+/g, ' ')).toMatch(
      /^Ver carrinho · 1 item R\$ \d+,\d{2}$/,
    );
    // the banner and the list's first photos came before the code was asked for
    const code = order.indexOf('app code');
    expect(order.slice(0, code)).toEqual(expect.arrayContaining(['image /images/store/banner.webp']));
    expect(order.slice(0, code).filter((e) => e.startsWith('image /images/menu/')).length).toBeGreaterThanOrEqual(4);
    await settled(page);
    expect(problems).toEqual([]);
  });

  /** The first card of the home's first tab that has 'Adicionar' (the one before it has options). */
  const FIRST_TO_ADD = 'Esfiha de Frango com Catupiry';

  /** A phone with a touch screen: a tap leaves no pointer hovering where it landed. */
  const TOUCH = { hasTouch: true };

  /**
   * Opens the home and taps 'Adicionar' on that card and at once the header's cart icon, as a
   * customer does who adds an item and goes on to pay; `between` runs after both taps. The taps
   * wait for the end of the document's parsing, not for anything the page loads: the boot
   * script, a module, runs only then, and a tap before it is not held. Should the first tap be
   * answered before the second, its toast shows under the header (and stays while a mouse
   * hovers it, hence the touch screen).
   */
  async function addThenOpenCart(page: Page, between = async () => {}) {
    await page.goto('/', { waitUntil: 'commit' });
    const add = panel(page).getByRole('button', { name: `Adicionar ${FIRST_TO_ADD}` });
    await add.waitFor();
    await page.waitForLoadState('domcontentloaded');
    await add.tap();
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Carrinho/ })
      .tap();
    await between();
  }

  /**
   * The cart page lists that one item, once. The held taps are given only once the page is
   * live, which on a phone 4x slower and a busy machine can take longer than a default wait;
   * a lost tap never reaches /cart at all, however long the wait.
   */
  async function expectCartWithFirstItem(page: Page) {
    await page.waitForURL(/\/cart$/, { timeout: 30_000 });
    await expect
      .poll(() => page.getByTestId('cart-line-name').allInnerTexts(), { timeout: 10_000 })
      .toEqual([FIRST_TO_ADD]);
    const line = page.getByRole('group', { name: `Quantidade de ${FIRST_TO_ADD}` });
    expect(await line.getByRole('status', { name: 'Quantidade' }).innerText()).toBe('1');
  }

  test("the toast of 'Adicionar' never covers the header's cart icon, as it comes, stays or goes", async ({
    newPage,
  }) => {
    const page = await newPage(PHONE, TOUCH);
    await page.goto('/');
    await settled(page);
    const cart = page.getByRole('banner').getByRole('link', { name: /^Carrinho/ });
    const box = (await cart.boundingBox())!;
    // What a finger on the icon's centre lands on, from the moment a toast is put on the page (it
    // slides in from just above its place) and at every frame until it has slid away: a finger
    // lifted over a toast taps the toast, and the cart does not open.
    await page.evaluate(
      ({ x, y }) => {
        const hits: string[] = [];
        Object.assign(window, { hits });
        const look = () => {
          if (!document.querySelector('[data-sonner-toast]')) return;
          const at = document.elementFromPoint(x, y);
          hits.push(
            at?.closest('a')?.getAttribute('href') ?? at?.closest('[data-sonner-toast]')?.textContent ?? String(at),
          );
        };
        new MutationObserver(look).observe(document.body, { childList: true, subtree: true });
        const everyFrame = () => {
          look();
          requestAnimationFrame(everyFrame);
        };
        requestAnimationFrame(everyFrame);
      },
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    await panel(page)
      .getByRole('button', { name: `Adicionar ${FIRST_TO_ADD}` })
      .tap();
    const toast = page.getByText('Item adicionado ao carrinho!').first();
    await toast.waitFor();
    // sonner takes it away after 4 s
    await toast.waitFor({ state: 'detached' });
    const hits = await page.evaluate(() => (window as unknown as { hits: string[] }).hits);
    // a frame for each step of its way in and out, and many while it stays
    expect(hits.length).toBeGreaterThan(20);
    expect([...new Set(hits)]).toEqual(['/cart']);
    await page.context().close();
  });

  // A link tapped right after a button that is held must wait for that button: followed at
  // once, it would unload the page and lose the held tap (docs/decisions/014).
  test("'Adicionar' then the cart icon, both tapped before the app's code has arrived: the cart shows the item", async ({
    newPage,
  }) => {
    const page = await newPage(PHONE, TOUCH);
    const problems = consoleProblems(page);
    const app = await holdScripts(page, /\/assets\/index-[\w-]+\.js$/);
    await addThenOpenCart(page, async () => {
      // the code, asked for by now, arrives only after both taps
      await expect.poll(() => app.asked.now, { timeout: 10_000 }).toBe(true);
      app.release();
    });
    await expectCartWithFirstItem(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test("'Adicionar' then the cart icon, tapped as soon as the home shows on a phone 4x slower: the cart shows the item", async ({
    newPage,
  }) => {
    const page = await newPage(PHONE, TOUCH);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await addThenOpenCart(page);
    await expectCartWithFirstItem(page);
    await page.context().close();
  });

  test('the number of flavours ticked before the app has arrived is the one the page asks flavours for', async ({
    page,
  }) => {
    const problems = consoleProblems(page);
    const app = await holdScripts(page, /\/assets\/index-[\w-]+\.js$/);
    await page.goto(`/product/${productId('Pizza de Zaatar')}`);
    await page.getByText('2 sabores', { exact: true }).click();
    // the browser ticks it at once, on the server's HTML
    expect(await page.getByRole('radio', { name: '2 sabores' }).isChecked()).toBe(true);
    await expect.poll(() => app.asked.now).toBe(true);
    app.release();
    await expect.poll(() => addBlocker(page), { timeout: 10_000 }).toBe('Escolha o 2º sabor');
    expect(await page.getByRole('group', { name: '2º sabor' }).getByRole('radio').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('add-to-cart').isDisabled()).toBe(true);
    await settled(page);
    expect(problems).toEqual([]);
  });

  test('a choice tapped while the app is adopting the page is the one it goes on with', async ({ page }) => {
    const problems = consoleProblems(page);
    // The app's entry runs; the product page's own code is held, so the adoption waits.
    const pageCode = await holdScripts(page, /\/assets\/product-page-[\w-]+\.js$/);
    await page.goto(`/product/${productId('Pizza de Zaatar')}`);
    await expect.poll(() => pageCode.asked.now, { timeout: 10_000 }).toBe(true);
    await page.getByText('2 sabores', { exact: true }).click();
    expect(await page.getByRole('radio', { name: '2 sabores' }).isChecked()).toBe(true);
    pageCode.release();
    await expect.poll(() => addBlocker(page), { timeout: 10_000 }).toBe('Escolha o 2º sabor');
    expect(await page.getByRole('radio', { name: '2 sabores' }).isChecked()).toBe(true);
    await settled(page);
    expect(problems).toEqual([]);
  });

  test("the stylesheet inside the HTML styles everything the home and product pages show; other pages load the app's", async ({
    page,
    server,
  }) => {
    await page.goto('/');
    await settled(page);
    const inline = await page.evaluate(() => document.querySelector('head style')?.textContent ?? '');
    expect(inline.length).toBeGreaterThan(1000);
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);

    /** The classes on the page that the app's stylesheet styles but the inline one does not. */
    const unstyled = new Set<string>();
    let app = '';
    const check = async () => {
      const classes = await page.evaluate(() =>
        [...new Set([...document.querySelectorAll('[class]')].flatMap((e) => [...e.classList]))].map((c) => [
          c,
          `.${CSS.escape(c)}`,
        ]),
      );
      for (const [name, selector] of classes)
        if (app.includes(selector!) && !inline.includes(selector!)) unstyled.add(name!);
    };

    // the cart page brings the app's stylesheet
    await page.goto('/cart');
    const href = await page.locator('link[rel="stylesheet"][href*="app-styles"]').getAttribute('href');
    expect(new URL(href!, server.url).pathname).toMatch(/^\/assets\/app-styles-[\w-]+\.css$/);
    app = await (await page.request.get(href!)).text();
    expect(app.length).toBeGreaterThan(inline.length);

    // a product page with its stepper, then the home with the cart bar, then search with results
    await page.goto(`/product/${productId('Kafta no Prato')}`);
    await settled(page);
    await check();
    await page.goto('/');
    await tab(page, 'Bebidas').click();
    await panel(page).getByRole('button', { name: 'Adicionar Chá Gelado de Hibisco' }).click();
    await expect.poll(() => page.getByTestId('cart-badge').innerText()).toBe('1');
    await check();
    await page.getByTestId('search-button').click();
    await page.getByPlaceholder('Digite para buscar produtos...').fill('esf');
    await page.getByRole('option').first().waitFor();
    await check();
    expect([...unstyled]).toEqual([]);
  });
});
