import type { IncomingMessage, ServerResponse } from 'node:http';
import { encodedAnswerWriter } from '@server/http/encoded-answer';
import type { CachedMenu } from './cached-menu';

/** Where the app mounts GET /menu (app.ts: `app.route('/api', api)`). */
const MENU_URL = '/api/menu';
/** What the menu is sent as, by the fast path and by the app alike. */
export const MENU_TYPE = 'application/json; charset=utf-8';

/**
 * The public menu, and its 304 for a phone that holds it, written straight to Node's response
 * before Hono (http/encoded-answer.ts): every visit asks for it. Only GET /api/menu, and only
 * when a fresh encoded copy is already in memory; anything else (a stale copy, another method,
 * a query string) returns false and goes through the app, which loads the menu again.
 * `baseHeaders` are the security headers every answer carries (http/security-headers.ts).
 */
export function menuFastPath(menu: CachedMenu, baseHeaders: Record<string, string>) {
  const write = encodedAnswerWriter(baseHeaders, MENU_TYPE);
  return (req: IncomingMessage, res: ServerResponse, requestId: string): boolean => {
    if (req.method !== 'GET' || req.url !== MENU_URL) return false;
    const encoded = menu.encodedNow();
    if (!encoded) return false;
    write(req, res, encoded, requestId);
    return true;
  };
}
