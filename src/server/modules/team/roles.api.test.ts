import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/testing/harness';

// Staff roles in Equipe (docs/product.md#staff-roles): the owner gives and changes them; the
// store always keeps an owner; what a role may do shows in /api/me.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setRole = (id: string, role: string, cookie: string) =>
  t.request(`/api/admin/team/members/${id}/role`, { method: 'PUT', cookie, json: { role } });
const me = async (cookie: string) => (await (await t.request('/api/me', { cookie })).json()).user;

describe('roles', () => {
  it('approves a request with the chosen role, Atendente when none is said', async () => {
    const dono = await t.signUp(undefined, { admin: true });
    const asks = async (email: string) => {
      await t.request('/api/admin-access/register', {
        method: 'POST',
        json: { name: 'Novo', email, password: 'senha-segura-123' },
      });
      const team = await (await t.request('/api/admin/team', { cookie: dono.cookie })).json();
      return team.requests.find((r: { email: string }) => r.email === email).id as string;
    };
    const gerente = await asks('gerente@casa.com');
    const atendente = await asks('atendente@casa.com');
    const approve = (id: string, json: object) =>
      t.request(`/api/admin/team/requests/${id}`, { method: 'POST', cookie: dono.cookie, json });
    expect((await approve(gerente, { approve: true, role: 'manager' })).status).toBe(200);
    expect((await approve(atendente, { approve: true })).status).toBe(200);
    const bad = await approve(gerente, { approve: true, role: 'admin' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe('Escolha um perfil: Dono, Gerente, Atendente ou Entregador');

    const team = await (await t.request('/api/admin/team', { cookie: dono.cookie })).json();
    const roleOf = (email: string) => team.members.find((m: { email: string }) => m.email === email)?.role;
    expect([roleOf('gerente@casa.com'), roleOf('atendente@casa.com'), roleOf(dono.email)]).toEqual([
      'manager',
      'attendant',
      'owner',
    ]);
  });

  it('tells the signed-in person their role and what it allows', async () => {
    const atendente = await t.signUp(undefined, { role: 'attendant' });
    expect(await me(atendente.cookie)).toMatchObject({
      role: 'attendant',
      isAdmin: true,
      permissions: ['orders', 'register'],
    });
    const customer = await t.signUp();
    expect(await me(customer.cookie)).toMatchObject({ role: null, isAdmin: false, permissions: [] });
  });

  it('lets only the owner change roles, never their own, and always keeps an owner', async () => {
    const dono = await t.signUp(undefined, { admin: true });
    const outro = await t.signUp(undefined, { role: 'manager' });
    // A manager cannot touch the team.
    const byManager = await setRole(dono.userId, 'attendant', outro.cookie);
    expect(byManager.status).toBe(403);
    expect((await byManager.json()).error).toBe('Acesso negado: o perfil Gerente não permite esta ação.');

    expect((await setRole(dono.userId, 'manager', dono.cookie)).status).toBe(409);
    expect((await setRole(outro.userId, 'owner', dono.cookie)).status).toBe(200);
    expect((await me(outro.cookie)).role).toBe('owner');
    // Two owners now: one may make the other a manager, which leaves one owner.
    expect((await setRole(dono.userId, 'manager', outro.cookie)).status).toBe(200);
    expect(await me(dono.cookie)).toMatchObject({ role: 'manager' });
    expect((await t.request('/api/admin/team', { cookie: dono.cookie })).status).toBe(403);
  });

  it('keeps one owner when two owners demote each other at the same moment', async () => {
    const fresh = await createTestApp();
    try {
      const dono = await fresh.signUp(undefined, { admin: true });
      // Only an owner changes roles, never their own: two owners demoting each other at the
      // same moment are what could leave the store without one (the lock).
      const a = await fresh.signUp(undefined, { admin: true });
      const [x, y] = await Promise.all([
        fresh.request(`/api/admin/team/members/${dono.userId}/role`, {
          method: 'PUT',
          cookie: a.cookie,
          json: { role: 'attendant' },
        }),
        fresh.request(`/api/admin/team/members/${a.userId}/role`, {
          method: 'PUT',
          cookie: dono.cookie,
          json: { role: 'attendant' },
        }),
      ]);
      expect([x.status, y.status].sort()).toEqual([200, 403]);
      const owners = await Promise.all(
        [dono, a].map(async (p) => (await (await fresh.request('/api/me', { cookie: p.cookie })).json()).user.role),
      );
      expect(owners.filter((r) => r === 'owner')).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });
});
