import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageData, PageMeta } from '@shared/contract/page-data';

/** The storefront's server renderer (src/web/entry-server.tsx), built into the web build. */
export type RenderPage = (url: string, data: PageData) => Promise<{ html: string; meta: PageMeta }>;

/** Where build/ssr-bundle.ts writes it inside WEB_DIST. */
const RENDERER = path.join('.ssr', 'entry-server.js');

/**
 * Loads the renderer of the web build being served, on the first page asked for (start-up and
 * its memory stay as they were for a server that only answers the API). Null without one (a
 * build from before it, the API tests): pages are then the app's shell, drawn by the browser.
 */
export function pageRenderer(webDist: string): () => Promise<RenderPage | null> {
  let loaded: Promise<RenderPage | null> | undefined;
  return () =>
    (loaded ??= (async () => {
      const file = path.join(webDist, RENDERER);
      if (!existsSync(file)) return null;
      const mod = (await import(pathToFileURL(file).href)) as { renderPage: RenderPage };
      return mod.renderPage;
    })());
}
