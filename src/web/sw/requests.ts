/**
 * Which requests the service worker answers, and how (docs/decisions/011-service-worker.md).
 * Anything it returns null for goes to the network as if there were no worker: the admin, the
 * auth routes, the live event streams, every write and every other site.
 */
import type { PageData } from '@shared/contract/page-data';

export type Strategy = 'page' | 'asset' | 'image' | 'data';

/** The storefront pages kept for offline: the home, a product, the cart, the checkout. */
const STOREFRONT_PAGE = /^\/(?:product\/[^/]+|cart|checkout)?$/;
/** The public menu data the storefront reads: the menu (with the store), a product's details. */
const MENU_DATA = /^\/api\/(?:menu|store|products\/[^/]+)$/;
/**
 * Photos (named anew on each upload) and the build's images. Not the app icons: they keep
 * their address when the logo changes (the Apple icon's), and offline needs none of them.
 */
const IMAGE = /^\/(?:uploads|images)\/|^\/favicon\.svg$/;

export function strategyFor(url: URL, method: string, mode: RequestMode | 'navigate', origin: string): Strategy | null {
  if (method !== 'GET' || url.origin !== origin) return null;
  const path = url.pathname;
  if (path.startsWith('/api/')) return MENU_DATA.test(path) ? 'data' : null;
  if (path.startsWith('/assets/')) return 'asset';
  if (IMAGE.test(path)) return 'image';
  if (mode === 'navigate' || mode === 'same-origin') return STOREFRONT_PAGE.test(path) ? 'page' : null;
  return null;
}

const PAGE_DATA = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/;

/**
 * What `/api/menu` or `/api/store` answered when the server rendered this page (its page data:
 * the menu, with the store inside), as JSON; null for any other address or a page without it.
 */
export function dataFromPage(path: string, renderedHtml: string): string | null {
  if (path !== '/api/menu' && path !== '/api/store') return null;
  const raw = PAGE_DATA.exec(renderedHtml)?.[1];
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as Partial<PageData>;
    const value = path === '/api/menu' ? data.menu : data.menu?.store;
    return value ? JSON.stringify(value) : null;
  } catch {
    return null;
  }
}

/**
 * A rendered page (docs/decisions/010) turned back into the app's shell: without its HTML and
 * its data, the browser draws whatever route it is at from the cached menu. For a storefront
 * page never visited, from the home's copy.
 */
export function shellOf(renderedHtml: string): string {
  return renderedHtml.replace(
    /<div id="root">[\s\S]*<\/div><script type="application\/json" id="page-data">[\s\S]*?<\/script>/,
    '<div id="root"></div>',
  );
}
