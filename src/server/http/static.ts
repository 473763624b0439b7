import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './context';

/**
 * Serves the built SPA: hashed assets with immutable caching, and
 * index.html for every other GET so client routes work on reload, with the page's hints
 * (what it needs first, modules/menu/page-hints.ts) in its head.
 */
export function mountStatic(
  app: Hono<AppEnv>,
  opts: { webDist: string; pageHints?: (pathname: string) => Promise<string> },
) {
  const rel = (p: string) => path.relative(process.cwd(), p) || '.';
  const indexPath = path.join(opts.webDist, 'index.html');
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;

  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // Vite writes .br and .gz beside each asset (build/precompress.ts); send those when accepted.
  // Only paths that name a file: '/' or '/images' would otherwise send the directory itself.
  const files = serveStatic({ root: rel(opts.webDist), index: '', precompressed: true });
  app.use('*', (c, next) => (/\.\w+$/.test(c.req.path) ? files(c, next) : next()));

  app.get('*', async (c) => {
    if (!indexHtml) return c.text('A interface não foi compilada: rode `npm run build`.', 503);
    c.header('Cache-Control', 'no-cache');
    const hints = opts.pageHints ? await opts.pageHints(c.req.path) : '';
    return c.html(hints ? indexHtml.replace('</head>', `${hints}</head>`) : indexHtml);
  });
}
