import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * A request header read from Node's own request when there is one: `c.req.header()` would build
 * the whole Fetch Headers object (@hono/node-server makes it lazily, on first use), which the
 * hottest paths (the menu, the session cookie) do not otherwise need.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming ? incomingHeader(incoming, name) : c.req.header(name);
}

/** A header of Node's request as one string (repeated headers joined, as Fetch does). */
export function incomingHeader(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
