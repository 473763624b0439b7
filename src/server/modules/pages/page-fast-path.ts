import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  matchesEtag,
  pickEncoding,
  validatorHeaders,
  type BodyEncoding,
  type EncodedBody,
} from '@server/http/encoded-body';
import { incomingHeader } from '@server/http/request-header';
import type { RenderedPages } from './rendered-pages';

const HTML = 'text/html; charset=utf-8';

type Answers = Record<BodyEncoding, { ok: Record<string, string>; notModified: Record<string, string> }>;

/**
 * The rendered home and product pages written straight to Node's response, before Hono, like
 * the menu's 304 (menu/not-modified.ts): through Hono's middleware chain the page cost 0.58 of
 * a bare server sending the same bytes (docs/decisions/004). Only GET, and only when the copy
 * for a fresh menu and this minute's open/closed line is already made (`readyNow`); anything
 * else returns false and goes through the app, which makes it. The answer is the one
 * http/send-encoded.ts gives, with `baseHeaders`, the security headers every answer carries;
 * its headers are put together once per copy, not per request.
 */
export function renderedPageFastPath(pages: RenderedPages, baseHeaders: Record<string, string>) {
  const answers = new WeakMap<EncodedBody, Answers>();
  const answersFor = (encoded: EncodedBody): Answers => {
    const headers = (encoding: BodyEncoding) => {
      const notModified = { ...baseHeaders, ...validatorHeaders(encoded, encoding) };
      const ok: Record<string, string> = {
        ...notModified,
        'content-type': HTML,
        'content-length': String(encoded.bodies[encoding].byteLength),
      };
      if (encoding !== 'identity') ok['content-encoding'] = encoding;
      return { ok, notModified };
    };
    const made = { br: headers('br'), gzip: headers('gzip'), identity: headers('identity') };
    answers.set(encoded, made);
    return made;
  };

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET') return false;
    const url = req.url ?? '';
    const q = url.indexOf('?');
    const pathname = q === -1 ? url : url.slice(0, q);
    if (pathname !== '/' && !pathname.startsWith('/product/')) return false;
    const encoded = pages.readyNow(pathname, q === -1 ? null : url.slice(q + 1));
    if (!encoded) return false;
    const encoding = pickEncoding(incomingHeader(req, 'accept-encoding'));
    const headers = (answers.get(encoded) ?? answersFor(encoded))[encoding];
    if (matchesEtag(incomingHeader(req, 'if-none-match'), encoded)) {
      res.writeHead(304, headers.notModified);
      res.end();
    } else {
      res.writeHead(200, headers.ok);
      res.end(encoded.bodies[encoding]);
    }
    return true;
  };
}
