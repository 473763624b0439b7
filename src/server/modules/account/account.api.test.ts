import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user, userRoles } from '@server/db/schema';
import { createTestApp, type TestApp } from '@server/testing/harness';
import { setupCodeFor } from '../roles/setup-code';
import { SETUP_CODE_MESSAGE } from './routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('accounts', () => {
  it('registers, signs in with an HttpOnly SameSite=Lax session cookie and creates the profile', async () => {
    const res = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: 'maria@exemplo.com', password: 'segredo1', name: 'Maria Silva' },
    });
    expect(res.status).toBe(200);
    // autoSignIn is off: registration lands on /login (docs/product.md#sign-in-and-registration)
    expect(res.headers.getSetCookie().some((c) => c.startsWith('better-auth.session_token='))).toBe(false);

    const login = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'maria@exemplo.com', password: 'segredo1' },
    });
    expect(login.status).toBe(200);
    const setCookie = login.headers.getSetCookie().find((c) => c.includes('session_token'))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = setCookie.split(';')[0]!;

    const me = await (await t.request('/api/me', { cookie })).json();
    expect(me.user).toMatchObject({ email: 'maria@exemplo.com', name: 'Maria Silva', role: null, isAdmin: false });
  });

  it('answers anonymous /api/me with no user', async () => {
    expect(await (await t.request('/api/me')).json()).toEqual({ user: null });
  });

  it('refuses a wrong password', async () => {
    await t.signUp('joao@exemplo.com');
    const res = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'joao@exemplo.com', password: 'errada' },
    });
    expect(res.status).toBe(401);
  });

  it('signs out', async () => {
    const { cookie } = await t.signUp();
    const out = await t.request('/api/auth/sign-out', { method: 'POST', cookie, json: {} });
    expect(out.status).toBe(200);
    const me = await (await t.request('/api/me', { cookie })).json();
    expect(me.user).toBeNull();
  });
});

describe('admin bootstrap', () => {
  it('a fresh store makes nobody admin without the setup code from the server log', async () => {
    const fresh = await createTestApp();
    try {
      expect(await (await fresh.request('/api/admin-access/setup')).json()).toEqual({ setupPending: true });
      for (const setupCode of [undefined, 'AAAA-AAAA']) {
        const res = await fresh.request('/api/admin-access/register', {
          method: 'POST',
          json: { name: 'Intruso', email: 'intruso@mal.com', password: 'segredo1', setupCode },
        });
        expect(res.status).toBe(403);
        expect((await res.json()).error).toBe(SETUP_CODE_MESSAGE);
      }
      // nothing was written: the email is still free and nobody is admin
      expect(await fresh.db.select().from(user).where(eq(user.email, 'intruso@mal.com'))).toHaveLength(0);
      expect(await fresh.db.select().from(userRoles)).toHaveLength(0);
    } finally {
      await fresh.close();
    }
  });

  it('makes the first /admin-register account with the code admin and later ones only requests', async () => {
    const fresh = await createTestApp();
    try {
      // typed as the owner might: lower case, no dash
      const code = setupCodeFor(fresh.config.AUTH_SECRET!).toLowerCase().replace('-', ' ');
      const first = await fresh.request('/api/admin-access/register', {
        method: 'POST',
        json: { name: 'Dona Ana', email: 'ana@casa.com', password: 'segredo1', setupCode: code },
      });
      expect(first.status).toBe(201);
      expect(await first.json()).toEqual({ status: 'admin' });
      const second = await fresh.request('/api/admin-access/register', {
        method: 'POST',
        json: { name: 'Beto', email: 'beto@casa.com', password: 'segredo1' },
      });
      expect(await second.json()).toEqual({ status: 'pending' });
      expect(await (await fresh.request('/api/admin-access/setup')).json()).toEqual({ setupPending: false });

      const beto = await fresh.signIn('beto@casa.com', 'segredo1');
      expect((await fresh.request('/api/admin/team', { cookie: beto })).status).toBe(403);

      const ana = await fresh.signIn('ana@casa.com', 'segredo1');
      const team = await (await fresh.request('/api/admin/team', { cookie: ana })).json();
      expect(team.members.map((a: { email: string; role: string }) => [a.email, a.role])).toEqual([
        ['ana@casa.com', 'owner'],
      ]);
      expect(team.requests).toHaveLength(1);
      const approve = await fresh.request(`/api/admin/team/requests/${team.requests[0].id}`, {
        method: 'POST',
        cookie: ana,
        json: { approve: true },
      });
      expect(approve.status).toBe(200);
      const me = await (await fresh.request('/api/me', { cookie: beto })).json();
      expect(me.user).toMatchObject({ isAdmin: true, role: 'attendant' });
    } finally {
      await fresh.close();
    }
  });

  it('validates registration with the pt-BR messages', async () => {
    const res = await t.request('/api/admin-access/register', {
      method: 'POST',
      json: { name: 'A', email: 'x', password: '1' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('Nome deve ter pelo menos 2 caracteres');
  });

  it('refuses an email that already exists unless its own password comes with it', async () => {
    await t.signUp('ja@existe.com');
    const res = await t.request('/api/admin-access/register', {
      method: 'POST',
      json: {
        name: 'Outra',
        email: 'ja@existe.com',
        password: 'segredo1',
        setupCode: setupCodeFor(t.config.AUTH_SECRET!),
      },
    });
    expect(res.status).toBe(409);
  });
});

describe('login rate limiting', () => {
  it('answers 429 after too many attempts for one address and email', async () => {
    const limited = await createTestApp({ env: { LOGIN_RATE_LIMIT: '3' } });
    try {
      const attempt = () =>
        limited.request('/api/auth/sign-in/email', { method: 'POST', json: { email: 'x@y.com', password: 'errada' } });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await attempt()).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
      const last = await attempt();
      expect((await last.json()).error).toMatch(/Muitas tentativas/);
    } finally {
      await limited.close();
    }
  });
});

describe('duplicate registration', () => {
  it('tells the customer the email already has an account', async () => {
    await t.signUp('dup@exemplo.com');
    const res = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: 'DUP@exemplo.com', password: 'segredo1', name: 'Outro' },
    });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe('Este email já está cadastrado. Faça login.');
  });
});
