import type { IncomingMessage, ServerResponse } from 'node:http';
import { matchesEtag, pickEncoding, validatorHeaders } from '../../http/encoded-body';
import { incomingHeader } from '../../http/request-header';
import type { RenderedPages } from './rendered-pages';

const HTML = 'text/html; charset=utf-8';

/**
 * The rendered home and product pages written straight to Node's response, before Hono, like
 * the menu's 304 (menu/not-modified.ts): through Hono's middleware chain the page cost 0.58 of
 * a bare server sending the same bytes (docs/decisions/004). Only GET, and only when the copy
 * for a fresh menu and this minute's open/closed line is already made (`readyNow`); anything
 * else returns false and goes through the app, which makes it. The answer is the one
 * http/send-encoded.ts gives, with `baseHeaders`, the security headers every answer carries.
 */
export function renderedPageFastPath(pages: RenderedPages, baseHeaders: Record<string, string>) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET') return false;
    const url = req.url ?? '';
    const q = url.indexOf('?');
    const pathname = q === -1 ? url : url.slice(0, q);
    if (pathname !== '/' && !pathname.startsWith('/product/')) return false;
    const encoded = pages.readyNow(pathname, q === -1 ? null : url.slice(q + 1));
    if (!encoded) return false;
    const encoding = pickEncoding(incomingHeader(req, 'accept-encoding'));
    const headers: Record<string, string> = { ...baseHeaders, ...validatorHeaders(encoded, encoding) };
    if (matchesEtag(incomingHeader(req, 'if-none-match'), encoded)) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    const body = encoded.bodies[encoding];
    headers['content-type'] = HTML;
    headers['content-length'] = String(body.byteLength);
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    res.writeHead(200, headers);
    res.end(body);
    return true;
  };
}
