import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/harness';

// The auth library sees only bodies the shared form schemas validated (docs/security.md).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('auth routes run the forms’ schemas', () => {
  it('sign-up refuses a 5,000-character name with the form’s message and creates nothing', async () => {
    const res = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { name: 'N'.repeat(5000), email: 'longo@exemplo.com', password: 'segredo1' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('Nome muito longo');
    expect(await t.db.select().from(user).where(eq(user.email, 'longo@exemplo.com'))).toHaveLength(0);
  });

  it('sign-up and sign-in refuse an email the forms refuse', async () => {
    for (const path of ['/api/auth/sign-up/email', '/api/auth/sign-in/email']) {
      const res = await t.request(path, {
        method: 'POST',
        json: { name: 'Fulano', email: `${'a'.repeat(300)}@exemplo.com`, password: 'segredo1' },
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe('Email inválido');
    }
  });

  it('fields the form does not have never reach the account', async () => {
    const res = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: {
        name: '  Fulana  ',
        email: 'Extra@Exemplo.com',
        password: 'segredo1',
        image: 'https://evil.example/x.png',
        emailVerified: true,
      },
    });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(user).where(eq(user.email, 'extra@exemplo.com'));
    expect(row).toMatchObject({ name: 'Fulana', image: null, emailVerified: false });
  });

  it('profile changes through the auth library are closed: names change only through the profile form', async () => {
    const c = await t.signUp();
    for (const [path, json] of [
      ['/api/auth/update-user', { name: 'X'.repeat(5000) }],
      ['/api/auth/change-email', { newEmail: 'outro@exemplo.com' }],
      ['/api/auth/change-password', { currentPassword: c.password, newPassword: 'nova-senha-1' }],
    ] as const) {
      const res = await t.request(path, { method: 'POST', cookie: c.cookie, json });
      expect(res.status, path).toBe(404);
    }
    const [row] = await t.db.select().from(user).where(eq(user.id, c.userId));
    expect(row!.name).toBe('Cliente Teste');
  });

  it('sign-out and the session read still reach the library', async () => {
    const c = await t.signUp();
    expect((await (await t.request('/api/auth/get-session', { cookie: c.cookie })).json()).user.id).toBe(c.userId);
    expect((await t.request('/api/auth/sign-out', { method: 'POST', cookie: c.cookie, json: {} })).status).toBe(200);
    expect((await (await t.request('/api/me', { cookie: c.cookie })).json()).user).toBeNull();
  });
});
