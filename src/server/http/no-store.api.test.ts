import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFake, PAULISTA_CEP, viaCepHandler, type FakeService } from '../testing/fake-http';
import { cookieFrom, createTestApp, type TestApp } from '../testing/harness';

// Answers about a person (their session, profile, orders, the admin area) must never be kept by
// the browser's or a proxy's cache, where the next person on a shared phone or tablet could see them.

let t: TestApp;
let viacep: FakeService;
let customer: { cookie: string; email: string; password: string };
let admin: string;
beforeAll(async () => {
  viacep = await startFake(viaCepHandler(PAULISTA_CEP));
  t = await createTestApp({ seed: true, env: { CEP_API_URL: viacep.url } });
  customer = await t.signUp();
  admin = (await t.signUp(undefined, { admin: true })).cookie;
});
afterAll(async () => {
  await t.close();
  await viacep.close();
});

const cacheControl = (res: Response) => res.headers.get('cache-control');

describe('Cache-Control on personal answers', () => {
  it('/api/me for a signed-in customer', async () => {
    const res = await t.request('/api/me', { cookie: customer.cookie });
    expect(res.status).toBe(200);
    expect(cacheControl(res)).toBe('no-store');
  });

  it('/api/me for an anonymous visitor too', async () => {
    const res = await t.request('/api/me');
    expect(cacheControl(res)).toBe('no-store');
  });

  it('the sign-in answer, which sets the session cookie', async () => {
    const res = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: customer.email, password: customer.password },
    });
    expect(res.status).toBe(200);
    expect(cookieFrom(res)).toContain('session_token');
    expect(cacheControl(res)).toBe('no-store');
  });

  it('better-auth session reads', async () => {
    const res = await t.request('/api/auth/get-session', { cookie: customer.cookie });
    expect(res.status).toBe(200);
    expect(cacheControl(res)).toBe('no-store');
  });

  it('/api/customer/profile and /api/customer/orders', async () => {
    for (const path of ['/api/customer/profile', '/api/customer/orders']) {
      const res = await t.request(path, { cookie: customer.cookie });
      expect(res.status, path).toBe(200);
      expect(cacheControl(res), path).toBe('no-store');
    }
  });

  it('admin routes', async () => {
    for (const path of ['/api/admin/orders', '/api/admin/store', '/api/admin/dashboard']) {
      const res = await t.request(path, { cookie: admin });
      expect(res.status, path).toBe(200);
      expect(cacheControl(res), path).toBe('no-store');
    }
  });

  it('refusals from the guards and wrong sign-ins', async () => {
    const anonymous = await t.request('/api/customer/profile');
    expect(anonymous.status).toBe(401);
    expect(cacheControl(anonymous)).toBe('no-store');

    const notAdmin = await t.request('/api/admin/orders', { cookie: customer.cookie });
    expect(notAdmin.status).toBe(403);
    expect(cacheControl(notAdmin)).toBe('no-store');

    const missing = await t.request('/api/customer/orders/00000000-0000-4000-8000-000000000000', {
      cookie: customer.cookie,
    });
    expect(missing.status).toBe(404);
    expect(cacheControl(missing)).toBe('no-store');

    const wrong = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: customer.email, password: 'senha-errada-1' },
    });
    expect(wrong.status).toBe(401);
    expect(cacheControl(wrong)).toBe('no-store');
  });

  it('the public menu keeps its own caching, signed in or not', async () => {
    for (const cookie of [undefined, customer.cookie]) {
      const res = await t.request('/api/menu', { cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get('etag')).toBeTruthy();
      expect(cacheControl(res)).toBe('no-cache');
    }
  });

  it('a CEP lookup keeps its public caching: an address is the same for everyone', async () => {
    const res = await t.request('/api/cep/01310-100', { cookie: customer.cookie });
    expect(res.status).toBe(200);
    expect(cacheControl(res)).toBe('public, max-age=86400');
  });
});
