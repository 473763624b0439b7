import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** The headers every answer carries (CSP without inline scripts, no framing, nosniff…). */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    connectSrc: ["'self'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  },
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
  crossOriginEmbedderPolicy: false,
});

/**
 * The same headers as plain values, read once from the middleware itself, for the few answers
 * written straight to Node's response without going through Hono (the menu's 304).
 */
export async function securityHeaderValues(): Promise<Record<string, string>> {
  const probe = new Hono();
  probe.use('*', securityHeaders);
  probe.get('/', (c) => c.body(null, 204));
  const res = await probe.request('/');
  return Object.fromEntries(res.headers);
}
