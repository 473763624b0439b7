import type { ProductDetail, PublicMenu } from '@shared/contract/menu';
import { PAGE_DATA_ID, type PageData, type PageMeta } from '@shared/contract/page-data';
import { menuTabs } from '@shared/menu';
import { statusLabel, storeStatus } from '@shared/schedule';
import type { Db } from '../../db/client';
import { encodeBytes, type EncodedBody } from '../../http/encoded-body';
import type { CachedMenu } from '../menu/cached-menu';
import { PRODUCT_PATH } from '../menu/page-hints';
import { getProductDetail } from '../menu/service';
import { pageRenderer } from './page-renderer';

/** The home's open tab in the address (src/web/features/storefront/category-tabs.tsx). */
const CATEGORY_PARAM = 'categoria';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
// JSON inside <script>: a '<' could close the element early.
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** index.html with the rendered page in its root, its data beside it, and its own head. */
function pageDocument(shell: string, page: { html: string; meta: PageMeta }, data: PageData, hints: string) {
  return shell
    .replace(/<link rel="preload" href="\/api\/menu"[^>]*>/, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.meta.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"/,
      `<meta name="description" content="${escapeHtml(page.meta.description)}"`,
    )
    .replace('</head>', `${hints}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${page.html}</div><script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(data)}</script>`,
    );
}

/**
 * The home and product pages as HTML the server renders from the menu it holds (docs/decisions/010),
 * kept ready to send like the menu's bytes: compressed once, with a strong ETag. Each copy
 * belongs to one fill of the menu cache (an admin's change starts a new one) and to the
 * store's open/closed line at that minute ('Aberto até 23:00'), so neither is ever stale.
 * Null for any other page, an unknown product, or without a renderer: the app's shell then.
 */
export function createRenderedPages(opts: {
  menu: CachedMenu;
  db: Db;
  webDist: string;
  shell: string;
  hints: (pathname: string, rendered: boolean) => Promise<string>;
  now: () => Date;
}) {
  const renderer = pageRenderer(opts.webDist);
  // Per menu object: a new fill of the menu cache leaves the old pages to the garbage collector.
  const pages = new WeakMap<PublicMenu, Map<string, Promise<EncodedBody>>>();

  async function build(menu: PublicMenu, url: URL, product: ProductDetail | undefined, now: Date) {
    const render = await renderer();
    const data: PageData = { menu, ...(product ? { product } : {}), renderedAt: now.toISOString() };
    const page = await render!(url.href, data);
    const hints = await opts.hints(url.pathname, true);
    return encodeBytes(Buffer.from(pageDocument(opts.shell, page, data, hints), 'utf8'));
  }

  return async (pathname: string, search: URLSearchParams): Promise<EncodedBody | null> => {
    const productId = PRODUCT_PATH.exec(pathname)?.[1]?.toLowerCase();
    if (pathname !== '/' && !productId) return null;
    if (!(await renderer())) return null;
    const menu = await opts.menu.get();
    if (productId && !menu.products.some((p) => p.id === productId)) return null;
    // Only a tab the menu has: the copies kept stay as many as the tabs.
    const tab = productId ? null : search.get(CATEGORY_PARAM);
    const category = tab && menuTabs(menu).some((c) => c.id === tab) ? tab : null;
    const now = opts.now();
    const label = statusLabel(storeStatus(menu.store, now), now);

    const key = `${productId ?? ''}|${category ?? ''}|${label}`;
    let forMenu = pages.get(menu);
    if (!forMenu) pages.set(menu, (forMenu = new Map()));
    let page = forMenu.get(key);
    if (!page) {
      const url = new URL(productId ? `/product/${productId}` : '/', 'http://loja');
      if (category) url.searchParams.set(CATEGORY_PARAM, category);
      page = (productId ? getProductDetail(opts.db, productId) : Promise.resolve(undefined)).then((product) =>
        build(menu, url, product, now),
      );
      // A failed render is tried again on the next request (the caller logs it and sends the shell).
      const kept = forMenu;
      page.catch(() => kept.delete(key));
      forMenu.set(key, page);
    }
    return page;
  };
}
