import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('headers and sessions', () => {
  it('sends a CSP without inline scripts, nosniff, a referrer policy and no framing', async () => {
    const res = await t.request('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('refuses a state-changing request from another site, with a pt-BR message', async () => {
    const res = await t.app.request('http://localhost:3000/api/customer/profile', {
      method: 'PUT',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe('Origem da requisição não permitida');
  });

  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://pedidos.casadaesfiha.com.br' } });
    try {
      const headers = { origin: 'https://pedidos.casadaesfiha.com.br', 'content-type': 'application/json' };
      await secure.app.request('https://pedidos.casadaesfiha.com.br/api/auth/sign-up/email', {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: 'seguro@exemplo.com', password: 'segredo1', name: 'Seguro' }),
      });
      const res = await secure.app.request('https://pedidos.casadaesfiha.com.br/api/auth/sign-in/email', {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: 'seguro@exemplo.com', password: 'segredo1' }),
      });
      const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token')) ?? '';
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
    } finally {
      await secure.close();
    }
  });

  it('answers malformed JSON with a 400 in Portuguese and no stack trace', async () => {
    const { cookie } = await t.signUp();
    const res = await t.request('/api/customer/profile', {
      method: 'PUT',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: '{"name": "Ana",',
    });
    expect(res.status).toBe(400);
    const body = await res.text();
    expect(body).not.toMatch(/at .*\.ts|Error:|select |insert /i);
    expect(JSON.parse(body).error).toMatch(/[a-zà-ú]/i);
  });

  it('refuses an oversized body with 413', async () => {
    const { cookie } = await t.signUp();
    const res = await t.request('/api/customer/profile', {
      method: 'PUT',
      cookie,
      json: { name: 'x'.repeat(300 * 1024) },
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe('Requisição grande demais');
  });
});
