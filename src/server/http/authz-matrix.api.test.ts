import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness';

// The authorisation matrix (who may call what: docs/security.md) is built from the app's own route table, so a route
// added later cannot escape it: anything not listed as public must refuse anonymous callers,
// and anything under /api/admin must refuse customers too.

/** Routes anyone may call. Each entry is "METHOD path" exactly as registered. */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/health/ready',
  'GET /api/docs',
  'GET /api/store',
  'GET /api/me',
  'POST /api/admin-access/register',
  'POST /api/password/forgot',
  'POST /api/password/reset',
  'GET /api/admin-access/setup',
  'GET /api/menu',
  'GET /api/menu/search',
  'GET /api/products/:id',
  'GET /api/cep/:cep',
  'POST /api/delivery-fee',
  'POST /api/orders',
  'POST /api/orders/quote',
  'GET /api/orders/slots',
  'POST /api/payments/webhook',
  'POST /api/payments/pix/webhook/:token',
  'POST /api/payments/pix/webhook/:token/pix',
  // Meta's WhatsApp webhook: its verification, and notifications signed with the app secret.
  'GET /api/whatsapp/webhook',
  'POST /api/whatsapp/webhook',
  'GET /api/payments/config',
  'GET /api/push/key',
  // 'Sentimos sua falta''s way out: the email's signed link is the key (win-back.api.test.ts).
  'POST /api/win-back/stop',
  // The courier's page: the link's token is the key (docs/product.md#couriers; couriers.api.test.ts).
  'GET /api/courier/:token',
  'POST /api/courier/:token/orders/:id/delivered',
  // The invitation's link to rate an order: its token is the key (docs/product.md#reviews; reviews.api.test.ts).
  'GET /api/reviews/:id',
  'POST /api/reviews/:id',
  // The customer's NFC-e: its link's token is the key (docs/product.md#nfc-e; fiscal.api.test.ts).
  'GET /api/nfce/:id',
]);

const isPublic = (method: string, path: string) =>
  PUBLIC.has(`${method} ${path}`) || path.startsWith('/api/auth/') || !path.startsWith('/api/');

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, SAMPLE_ID).replace(/\*$/, 'x');

let t: TestApp;
let customer: string;
let routes: { method: string; path: string }[];

beforeAll(async () => {
  t = await createTestApp();
  customer = (await t.signUp()).cookie;
  const seen = new Set<string>();
  routes = t.app.routes
    .filter((r) => r.method !== 'ALL' && !r.path.endsWith('*') && !isPublic(r.method, r.path))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
});
afterAll(() => t.close());

const call = (method: string, path: string, cookie?: string) =>
  t.request(concrete(path), { method, cookie, ...(method === 'GET' || method === 'HEAD' ? {} : { json: {} }) });

describe('authorisation matrix from the route table', () => {
  it('finds the protected routes', () => {
    expect(routes.some((r) => r.path.startsWith('/api/admin/'))).toBe(true);
    expect(routes.some((r) => r.path.startsWith('/api/customer/'))).toBe(true);
  });

  it('refuses anonymous callers with 401 and a pt-BR message on every protected route', async () => {
    const failures: string[] = [];
    for (const r of routes) {
      const res = await call(r.method, r.path);
      if (res.status !== 401) failures.push(`${r.method} ${r.path} → ${res.status}`);
      else if (!(await res.json()).error) failures.push(`${r.method} ${r.path} → 401 without a message`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses customers with 403 on every admin route', async () => {
    const failures: string[] = [];
    for (const r of routes.filter((x) => x.path.startsWith('/api/admin'))) {
      const res = await call(r.method, r.path, customer);
      if (res.status !== 403) failures.push(`${r.method} ${r.path} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('never answers a customer with a 5xx on a protected route', async () => {
    const failures: string[] = [];
    for (const r of routes.filter((x) => !x.path.startsWith('/api/admin'))) {
      const res = await call(r.method, r.path, customer);
      if (res.status >= 500) failures.push(`${r.method} ${r.path} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('matches what GET /api/docs says: the routes it marks public are the ones listed here, no more', async () => {
    const doc = (await (await t.request('/api/docs')).json()) as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const documentedPublic = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.security?.length === 0)
        .map(([method]) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const listed = [...PUBLIC].filter((r) => !r.includes('/api/auth/'));
    expect(documentedPublic.filter((r) => !r.includes('/api/auth/')).sort()).toEqual(listed.sort());
  });
});
