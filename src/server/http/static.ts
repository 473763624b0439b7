import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { Logger } from '../logger';
import type { AppEnv } from './context';
import type { EncodedBody } from './encoded-body';
import { sendEncoded } from './send-encoded';

/** The built app's index.html (its shell), or null before a build. */
export function readShell(webDist: string): string | null {
  const indexPath = path.join(webDist, 'index.html');
  return existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
}

type RenderedPage = (pathname: string, search: URLSearchParams) => Promise<EncodedBody | null>;

/**
 * Serves the built SPA: hashed assets with immutable caching; the storefront pages the server
 * renders (modules/pages); and index.html for every other GET so client routes work on
 * reload, with the page's hints (what it needs first, modules/menu/page-hints.ts) in its head.
 */
export function mountStatic(
  app: Hono<AppEnv>,
  opts: {
    webDist: string;
    /** index.html as readShell gave it (null before a build). */
    shell: string | null;
    pageHints?: (pathname: string) => Promise<string>;
    renderedPage?: RenderedPage;
    logger?: Logger;
  },
) {
  const rel = (p: string) => path.relative(process.cwd(), p) || '.';
  const indexHtml = opts.shell;

  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // The service worker (src/web/sw, docs/decisions/011): always asked again, so a new version
  // reaches phones on their next visit. Browsers cap its HTTP caching at a day anyway.
  app.use('/sw.js', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'no-cache');
  });
  // Vite writes .br and .gz beside each asset (build/precompress.ts); send those when accepted.
  // Only paths that name a file: '/' or '/images' would otherwise send the directory itself;
  // and none under a dot folder (.vite's manifest, .ssr's renderer), which are the server's.
  const files = serveStatic({ root: rel(opts.webDist), index: '', precompressed: true });
  app.use('*', (c, next) => (/\.\w+$/.test(c.req.path) && !c.req.path.includes('/.') ? files(c, next) : next()));

  app.get('*', async (c) => {
    if (!indexHtml) return c.text('A interface não foi compilada: rode `npm run build`.', 503);
    const page = await opts.renderedPage?.(c.req.path, new URL(c.req.url).searchParams).catch((err: unknown) => {
      // The shell still works: the browser draws the page itself.
      opts.logger?.error({ err, path: c.req.path }, 'server-rendered page unavailable');
      return null;
    });
    if (page) return sendEncoded(c, page, 'text/html; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    const hints = opts.pageHints ? await opts.pageHints(c.req.path) : '';
    return c.html(hints ? indexHtml.replace('</head>', `${hints}</head>`) : indexHtml);
  });
}
