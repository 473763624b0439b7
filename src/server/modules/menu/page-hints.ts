import type { Manifest } from 'vite';
import { readBuildManifest } from '@server/http/build-manifest';
import { escapeHtml } from '@server/http/html-escape';
import type { Logger } from '@server/logger';
import { PLACEHOLDER_FOOD } from '@shared/images';
import type { CachedMenu } from './cached-menu';

/** The lazy chunk of the product page in Vite's manifest (keys are relative to src/web). */
const PRODUCT_PAGE_MODULE = 'features/product/product-page.tsx';
/** index.html's own scripts, which it already loads. */
const SHELL_ENTRY = 'index.html';
export const PRODUCT_PATH = /^\/product\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

const preloadImage = (href: string) =>
  `<link rel="preload" as="image" href="${escapeHtml(href)}" fetchpriority="high">`;
// Same mode and credentials as api()'s fetch, so that fetch takes the preloaded answer.
const preloadFetch = (href: string) =>
  `<link rel="preload" as="fetch" href="${escapeHtml(href)}" crossorigin="anonymous">`;
const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`;

/** The files of a chunk and of the chunks it imports, from `vite build`'s manifest. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => chunkFiles(manifest, k, seen))];
}

/**
 * What a storefront page needs first, named in its HTML so the phone asks for it with the page
 * instead of after the JavaScript has run (on 4G each wait is a round trip of ~150 ms): the
 * store's banner on the home (its largest paint), and on a product page its photo, its data
 * and the page's code. The shell's own scripts are already in index.html, so they are left out.
 * Unknown paths and products get nothing; a failing menu read only loses the hints. A page the
 * server rendered (modules/pages) names only its photo: its data is in it, and its code loads after the entry.
 */
export function createPageHints(menu: CachedMenu, webDist: string, logger: Logger) {
  const manifest = readBuildManifest(webDist);
  const shell = new Set(chunkFiles(manifest, SHELL_ENTRY));
  const productCode = chunkFiles(manifest, PRODUCT_PAGE_MODULE)
    .filter((file) => !shell.has(file))
    .map(modulePreload)
    .join('');

  return async (pathname: string, rendered = false): Promise<string> => {
    const product = PRODUCT_PATH.exec(pathname);
    if (pathname !== '/' && !product) return '';
    try {
      const { store, products } = await menu.get();
      if (!product) return store.bannerUrl ? preloadImage(store.bannerUrl) : '';
      const p = products.find((x) => x.id === product[1]!.toLowerCase());
      if (!p) return '';
      // A rendered page carries its data, and its code loads after the entry (main.tsx) so that
      // it does not share the phone's link with the photo (docs/decisions/010).
      if (rendered) return preloadImage(p.imageUrl || PLACEHOLDER_FOOD);
      return productCode + preloadFetch(`/api/products/${p.id}`) + preloadImage(p.imageUrl || PLACEHOLDER_FOOD);
    } catch (err) {
      logger.warn({ err }, 'page hints unavailable');
      return '';
    }
  };
}
