import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/testing/harness';
import { EXISTING_ACCOUNT_MESSAGE } from '../account/service';

// Equipe (docs/product.md#admin-bootstrap-and-team): who may run the store, and how that changes.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Team = { members: { id: string; email: string; role: string }[]; requests: { id: string; email: string }[] };
const team = async (cookie: string) => (await (await t.request('/api/admin/team', { cookie })).json()) as Team;
const remove = (id: string, cookie: string) => t.request(`/api/admin/team/members/${id}`, { method: 'DELETE', cookie });

describe('removing someone from the team', () => {
  it("takes away another member's access, never one's own", async () => {
    const ana = await t.signUp('ana@casa.com', { admin: true });
    const beto = await t.signUp('beto@casa.com', { admin: true });
    expect((await team(ana.cookie)).members.map((a) => a.email).sort()).toEqual(['ana@casa.com', 'beto@casa.com']);

    const self = await remove(ana.userId, ana.cookie);
    expect(self.status).toBe(409);
    expect((await self.json()).error).toBe('Você não pode mudar o seu próprio acesso. Peça a outro dono.');

    expect((await remove(beto.userId, ana.cookie)).status).toBe(200);
    expect((await team(ana.cookie)).members.map((a) => a.email)).toEqual(['ana@casa.com']);
    // Beto is a customer now: the admin area refuses him, his account still works.
    expect((await t.request('/api/admin/team', { cookie: beto.cookie })).status).toBe(403);
    expect((await remove(ana.userId, beto.cookie)).status).toBe(403);
    expect((await (await t.request('/api/me', { cookie: beto.cookie })).json()).user).toMatchObject({ isAdmin: false });

    // And may ask again: the request shows under Equipe.
    const ask = await t.request('/api/admin-access/register', {
      method: 'POST',
      json: { name: 'Beto', email: 'beto@casa.com', password: beto.password },
    });
    expect(await ask.json()).toEqual({ status: 'pending' });
    expect((await team(ana.cookie)).requests.map((r) => r.email)).toContain('beto@casa.com');
  });

  it('keeps one owner when two owners remove each other at the same moment', async () => {
    const fresh = await createTestApp();
    try {
      const a = await fresh.signUp('a@casa.com', { admin: true });
      const b = await fresh.signUp('b@casa.com', { admin: true });
      const [x, y] = await Promise.all([
        fresh.request(`/api/admin/team/members/${b.userId}`, { method: 'DELETE', cookie: a.cookie }),
        fresh.request(`/api/admin/team/members/${a.userId}`, { method: 'DELETE', cookie: b.cookie }),
      ]);
      expect([x.status, y.status].sort()).toEqual([200, 403]);
      const left = await Promise.all(
        [a, b].map(async (p) => (await (await fresh.request('/api/me', { cookie: p.cookie })).json()).user.isAdmin),
      );
      expect(left.filter(Boolean)).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });

  it('refuses an unknown member and customers', async () => {
    const ana = await t.signUp(undefined, { admin: true });
    const customer = await t.signUp();
    expect((await remove(customer.userId, ana.cookie)).status).toBe(404);
    expect((await remove(ana.userId, customer.cookie)).status).toBe(403);
  });
});

describe('an existing account asking for admin access', () => {
  it('asks with its own password instead of being told the email is taken', async () => {
    await t.signUp('cliente@casa.com');
    const wrong = await t.request('/api/admin-access/register', {
      method: 'POST',
      json: { name: 'Cliente', email: 'cliente@casa.com', password: 'errada-123' },
    });
    expect(wrong.status).toBe(409);
    expect((await wrong.json()).error).toBe(EXISTING_ACCOUNT_MESSAGE);

    const right = await t.request('/api/admin-access/register', {
      method: 'POST',
      json: { name: 'Cliente', email: 'cliente@casa.com', password: 'senha-segura-123' },
    });
    expect(right.status).toBe(201);
    expect(await right.json()).toEqual({ status: 'pending' });
    // Asking is not signing in.
    expect(right.headers.getSetCookie()).toEqual([]);
  });
});
