import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/testing/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const address = {
  street: 'Rua Augusta',
  number: '1500',
  neighborhood: 'Consolação',
  city: 'São Paulo',
  state: 'SP',
  zipCode: '01304-001',
};

describe('customer profile', () => {
  it('answers 401 to anonymous callers', async () => {
    expect((await t.request('/api/customer/profile')).status).toBe(401);
    expect((await t.request('/api/customer/profile', { method: 'PUT', json: {} })).status).toBe(401);
  });

  it('saves name, phone and address and shows them in /api/me', async () => {
    const a = await t.signUp('perfil@exemplo.com', { name: 'Ana' });
    const res = await t.request('/api/customer/profile', {
      method: 'PUT',
      cookie: a.cookie,
      json: { name: 'Ana Paula', email: 'perfil@exemplo.com', phone: '(11) 98888-7777', ...address },
    });
    expect(res.status).toBe(200);
    const me = await (await t.request('/api/me', { cookie: a.cookie })).json();
    expect(me.user).toMatchObject({ name: 'Ana Paula', phone: '(11) 98888-7777', address });
  });

  it('validates with the shared schema pt-BR messages', async () => {
    const a = await t.signUp();
    const res = await t.request('/api/customer/profile', {
      method: 'PUT',
      cookie: a.cookie,
      json: { name: 'A', email: a.email, phone: '1', ...address },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('Nome é obrigatório');
  });

  it('refuses a CEP that is not 8 digits and keeps the saved address', async () => {
    const a = await t.signUp();
    const save = (zipCode: string) =>
      t.request('/api/customer/profile', {
        method: 'PUT',
        cookie: a.cookie,
        json: { name: 'Ana', email: a.email, phone: '11999999999', ...address, zipCode },
      });
    expect((await save('01304001')).status).toBe(200);
    for (const zipCode of ['0130400', '01304-0011']) {
      const res = await save(zipCode);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe('CEP inválido');
    }
    const me = await (await t.request('/api/me', { cookie: a.cookie })).json();
    expect(me.user.address.zipCode).toBe('01304001');
  });

  it('only ever touches the signed-in customer: another email is refused', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const res = await t.request('/api/customer/profile', {
      method: 'PUT',
      cookie: a.cookie,
      json: { name: 'Invasor', email: b.email, phone: '11999999999', ...address },
    });
    expect(res.status).toBe(400);
    const other = await (await t.request('/api/customer/profile', { cookie: b.cookie })).json();
    expect(other.name).toBe('Cliente Teste');
  });

  it("ignores another customer's id in the body or the query: reading and saving touch only the caller", async () => {
    const a = await t.signUp(undefined, { name: 'Alice' });
    const b = await t.signUp(undefined, { name: 'Beto' });
    const read = await (await t.request(`/api/customer/profile?userId=${b.userId}`, { cookie: a.cookie })).json();
    expect(read).toMatchObject({ name: 'Alice', email: a.email });
    const res = await t.request(`/api/customer/profile?userId=${b.userId}`, {
      method: 'PUT',
      cookie: a.cookie,
      json: { userId: b.userId, id: b.userId, name: 'Alice Nova', email: a.email, phone: '11999999999', ...address },
    });
    expect(res.status).toBe(200);
    expect(await (await t.request('/api/customer/profile', { cookie: a.cookie })).json()).toMatchObject({
      name: 'Alice Nova',
    });
    expect(await (await t.request('/api/customer/profile', { cookie: b.cookie })).json()).toMatchObject({
      name: 'Beto',
      phone: '',
      address: null,
    });
  });
});
