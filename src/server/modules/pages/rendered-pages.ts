import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '@server/db/client';
import { readBuildManifest } from '@server/http/build-manifest';
import { encodeBytes, type EncodedBody } from '@server/http/encoded-body';
import { escapeHtml } from '@server/http/html-escape';
import type { ProductDetail, PublicMenu } from '@shared/contract/menu';
import { FIRST_CARD_ID, PAGE_DATA_ID, type PageData, type PageMeta } from '@shared/contract/page-data';
import { CATEGORY_PARAM, menuTabs } from '@shared/menu';
import { zoneSpanAt } from '@shared/schedule';
import type { CachedMenu } from '../menu/cached-menu';
import { PRODUCT_PATH } from '../menu/page-hints';
import { getProductDetail } from '../menu/service';
import { pageRenderer } from './page-renderer';
import { storeLineMemo } from './store-line';

// JSON inside <script>: a '<' could close the element early.
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * index.html with the rendered page in its root, its data beside it, and its own head. Function
 * replacements throughout: a '$&' in a product's text must stay text.
 */
function pageDocument(shell: string, page: { html: string; meta: PageMeta }, data: PageData, hints: string) {
  return (
    shell
      .replace(/<link rel="preload" href="\/api\/menu"[^>]*>/, '')
      // The app's code is not needed to show the page: its imports load after the entry rather
      // than beside the page's images, which a phone over 4G fetches first (docs/decisions/010).
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
      // The shell's own title and description stay beside the page's, for the pages the browser
      // draws next (src/web/components/use-document-meta.ts).
      .replace(
        /<title>([^<]*)<\/title>/,
        (_, shellTitle: string) => `<title data-default="${shellTitle}">${escapeHtml(page.meta.title)}</title>`,
      )
      .replace(
        /<meta name="description" content="([^"]*)"/,
        (_, shellDescription: string) =>
          `<meta name="description" content="${escapeHtml(page.meta.description)}" data-default="${shellDescription}"`,
      )
      .replace('</head>', () => `${hints}${renderBlocking(page.html)}</head>`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${page.html}</div><script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(data)}</script>`,
      )
  );
}

/**
 * On a slow phone the parser paints what it has read so far and reads on: the home's first frame
 * showed the header and Destaques, the list a frame later (60-180 ms at 4x CPU). Rendering waits
 * for the first card to be parsed instead (`rel=expect`; a browser without it paints as before).
 */
function renderBlocking(html: string): string {
  return html.includes(`id="${FIRST_CARD_ID}"`) ? `<link rel="expect" href="#${FIRST_CARD_ID}" blocking="render">` : '';
}

/**
 * The shell with its stylesheets written into it: on a phone over 4G the separate CSS request
 * held the first paint back a round trip (~150-190 ms by Lighthouse, docs/decisions/010). The
 * rendered pages carry their own HTML, so their styles can travel with it.
 */
function inlineStylesheets(shell: string, webDist: string): string {
  return shell.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, file: string) => {
    const css = path.join(webDist, file);
    const text = existsSync(css) ? readFileSync(css, 'utf8') : null;
    // A '</style' in it would end the element early (Vite's CSS never has one): kept as a link then.
    return text === null || /<\/style/i.test(text) ? link : `<style>${text}</style>`;
  });
}

/**
 * The app's entry gives way to the boot script (src/web/boot.ts), which asks for the entry, named
 * in `data-app`, once the page and its pictures are painted (docs/decisions/014). A build
 * without the boot script keeps the entry.
 */
function bootInstead(shell: string, webDist: string): string {
  const manifest = readBuildManifest(webDist);
  const boot = manifest['boot.ts']?.file;
  const app = manifest['index.html']?.file;
  if (!boot || !app) return shell;
  return shell.replace(`src="/${app}"`, () => `src="/${boot}" data-app="/${app}"`);
}

/** A rendered page kept for one menu: its bytes once made (`ready`, what the Node fast path sends). */
type Kept = { page: Promise<EncodedBody>; ready?: EncodedBody };

/**
 * The home and product pages as HTML the server renders from the menu it holds (docs/decisions/010),
 * kept ready to send like the menu's bytes: compressed once, with a strong ETag. Each copy
 * belongs to one fill of the menu cache (an admin's change starts a new one) and to the
 * store's open/closed line at that minute ('Aberto até 23:00'), so neither is ever stale.
 * `get` gives null for any other page, an unknown product, or without a renderer: the app's
 * shell then. `readyNow` gives the copy only when it is already made for a fresh menu and the
 * current line, without waiting (the Node fast path, page-fast-path.ts); null sends the request
 * through the app, which makes it.
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
  const shell = bootInstead(inlineStylesheets(opts.shell, opts.webDist), opts.webDist);
  // Per menu object: a new fill of the menu cache leaves the old pages to the garbage collector.
  const pages = new WeakMap<PublicMenu, Map<string, Kept>>();
  const storeLine = storeLineMemo();

  async function build(menu: PublicMenu, url: URL, product: ProductDetail | undefined, now: Date) {
    const render = await renderer();
    const data: PageData = {
      menu,
      ...(product ? { product } : {}),
      renderedAt: now.toISOString(),
      zone: zoneSpanAt(now),
    };
    const page = await render!(url.href, data);
    const hints = await opts.hints(url.pathname, true);
    return encodeBytes(Buffer.from(pageDocument(shell, page, data, hints), 'utf8'));
  }

  /** Which copy a request wants: null for a page not rendered or an unknown product. */
  function pageKey(menu: PublicMenu, pathname: string, search: URLSearchParams | null, now: Date) {
    const productId = pathname === '/' ? undefined : PRODUCT_PATH.exec(pathname)?.[1]?.toLowerCase();
    if (pathname !== '/' && !productId) return null;
    if (productId && !menu.products.some((p) => p.id === productId)) return null;
    // Only a tab the menu has: the copies kept stay as many as the tabs.
    const tab = productId ? null : (search?.get(CATEGORY_PARAM) ?? null);
    const category = tab && menuTabs(menu).some((c) => c.id === tab) ? tab : null;
    const key = `${productId ?? ''}|${category ?? ''}|${storeLine(menu.store, now)}`;
    return { key, productId, category };
  }

  return {
    async get(pathname: string, search: URLSearchParams): Promise<EncodedBody | null> {
      if (pathname !== '/' && !PRODUCT_PATH.test(pathname)) return null;
      if (!(await renderer())) return null;
      const menu = await opts.menu.get();
      const now = opts.now();
      const wanted = pageKey(menu, pathname, search, now);
      if (!wanted) return null;
      const { key, productId, category } = wanted;
      let forMenu = pages.get(menu);
      if (!forMenu) pages.set(menu, (forMenu = new Map()));
      let kept = forMenu.get(key);
      if (!kept) {
        const url = new URL(productId ? `/product/${productId}` : '/', 'http://loja');
        if (category) url.searchParams.set(CATEGORY_PARAM, category);
        const page = (productId ? getProductDetail(opts.db, productId, now) : Promise.resolve(undefined)).then(
          (product) => build(menu, url, product, now),
        );
        const entry: Kept = (kept = { page });
        // A failed render is tried again on the next request (the caller logs it and sends the shell).
        const map = forMenu;
        page.then(
          (ready) => (entry.ready = ready),
          () => map.delete(key),
        );
        forMenu.set(key, entry);
      }
      return kept.page;
    },

    /** `query` is the request's raw query string (after '?'), null without one. */
    readyNow(pathname: string, query: string | null): EncodedBody | null {
      const menu = opts.menu.menuNow();
      const forMenu = menu && pages.get(menu);
      if (!forMenu) return null;
      const wanted = pageKey(menu, pathname, query ? new URLSearchParams(query) : null, opts.now());
      return wanted ? (forMenu.get(wanted.key)?.ready ?? null) : null;
    },
  };
}

export type RenderedPages = ReturnType<typeof createRenderedPages>;
