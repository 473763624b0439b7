import type { IncomingMessage, ServerResponse } from 'node:http';
import { encodedAnswerWriter } from '@server/http/encoded-answer';
import type { RenderedPages } from './rendered-pages';

const HTML = 'text/html; charset=utf-8';

/**
 * The rendered home and product pages written straight to Node's response, before Hono, like
 * the menu (menu/menu-fast-path.ts; http/encoded-answer.ts): through Hono's middleware chain the
 * page cost 0.58 of a bare server sending the same bytes (docs/decisions/004). Only GET, and
 * only when the copy for a fresh menu and this minute's open/closed line is already made
 * (`readyNow`); anything else returns false and goes through the app, which makes it.
 */
export function renderedPageFastPath(pages: RenderedPages, baseHeaders: Record<string, string>) {
  const write = encodedAnswerWriter(baseHeaders, HTML);
  return (req: IncomingMessage, res: ServerResponse, requestId: string): boolean => {
    if (req.method !== 'GET') return false;
    const url = req.url ?? '';
    const q = url.indexOf('?');
    const pathname = q === -1 ? url : url.slice(0, q);
    if (pathname !== '/' && !pathname.startsWith('/product/')) return false;
    const encoded = pages.readyNow(pathname, q === -1 ? null : url.slice(q + 1));
    if (!encoded) return false;
    write(req, res, encoded, requestId);
    return true;
  };
}
