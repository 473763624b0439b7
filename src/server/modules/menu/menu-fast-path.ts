import type { IncomingMessage, ServerResponse } from 'node:http';
import { matchesEtag, pickEncoding, validatorHeaders } from '@server/http/encoded-body';
import { incomingHeader } from '@server/http/request-header';
import type { CachedMenu } from './cached-menu';

/** Where the app mounts GET /menu (app.ts: `app.route('/api', api)`). */
const MENU_URL = '/api/menu';

/**
 * The menu's 304 written straight to Node's response, before Hono: a returning customer's
 * phone asks with the ETag it holds on every visit, and through Hono a body-less answer costs
 * as much as the full menu (@hono/node-server builds a whole Fetch Response once middleware
 * adds headers; measured at 0.49 of a bare server, docs/decisions/004). Only when a fresh encoded copy is
 * already in memory and the tag matches; anything else (a stale copy, another method, a query
 * string) returns false and goes through the app. `baseHeaders` are the security headers every
 * answer carries (http/security-headers.ts).
 */
export function menuNotModified(menu: CachedMenu, baseHeaders: Record<string, string>) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' || req.url !== MENU_URL) return false;
    const ifNoneMatch = incomingHeader(req, 'if-none-match');
    if (!ifNoneMatch) return false;
    const encoded = menu.encodedNow();
    if (!encoded || !matchesEtag(ifNoneMatch, encoded)) return false;
    res.writeHead(304, {
      ...baseHeaders,
      ...validatorHeaders(encoded, pickEncoding(incomingHeader(req, 'accept-encoding'))),
    });
    res.end();
    return true;
  };
}
