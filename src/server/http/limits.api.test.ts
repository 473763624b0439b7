import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { setupCodeFor } from '../modules/roles/setup-code';
import { CHECKOUT_FORM, demoMenu } from '../testing/checkout-fixtures';
import { createTestApp, type TestApp } from '../testing/harness';
import { clientAddressMiddleware } from './client-address';
import { handleError } from './errors';
import { createLimits } from './limits';

// Limits per client address that a changed email does not reset (docs/security.md).

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const email = () => `p${randomUUID().slice(0, 8)}@exemplo.com`;

describe('per address, whatever the email (behind one trusted proxy)', () => {
  let t: TestApp;
  let items: unknown[];
  beforeAll(async () => {
    t = await createTestApp({
      seed: true,
      env: { TRUST_PROXY: '1', ADDRESS_RATE_LIMIT: '3', SIGNUP_RATE_LIMIT: '1000', GEO_RATE_LIMIT: '2' },
    });
    const k = (await demoMenu(t.db))['Kibe Frito (6 unidades)']!;
    items = [{ productId: k.id, variationIds: [k.options.Acompanhamento!.variations.Homus!.id], quantity: 1 }];
  });
  afterAll(() => t.close());

  const signUp = (ip: string) =>
    t.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: from(ip),
      json: { name: 'Fulano', email: email(), password: 'segredo1' },
    });
  const signIn = (ip: string) =>
    t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: from(ip),
      json: { email: email(), password: 'segredo1' },
    });
  const adminRegister = (ip: string) =>
    t.request('/api/admin-access/register', {
      method: 'POST',
      headers: from(ip),
      json: { name: 'Fulano', email: email(), password: 'segredo1' },
    });
  const guestOrder = (ip: string) =>
    t.request('/api/orders', {
      method: 'POST',
      headers: from(ip),
      json: { form: { ...CHECKOUT_FORM, email: email() }, items, idempotencyKey: randomUUID() },
    });

  // Each case has its own address: sharing one would leave a case with an exhausted window.
  for (const [name, send, ok, ip, other] of [
    ['sign-up', signUp, 200, '198.51.100.1', '203.0.113.1'],
    ['sign-in', signIn, 401, '198.51.100.2', '203.0.113.2'],
    ['guest checkout', guestOrder, 201, '198.51.100.3', '203.0.113.3'],
  ] as const) {
    it(`${name}: a fourth attempt from one address is refused, another address goes on`, async () => {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await send(ip)).status);
      expect(statuses).toEqual([ok, ok, ok, 429]);
      const refused = await send(ip);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await refused.json()).error).toBe('Muitas tentativas. Aguarde um minuto e tente novamente.');
      expect((await send(other)).status).toBe(ok);
    });
  }

  it('admin registration counts against the same address', async () => {
    const ip = '198.51.100.250';
    for (let i = 0; i < 3; i++) await signUp(ip);
    expect((await adminRegister(ip)).status).toBe(429);
  });

  it('CEP and delivery-fee lookups share one limit per address', async () => {
    const ip = '192.0.2.10';
    const address = {
      street: 'Rua Augusta',
      number: '10',
      neighborhood: 'Consolação',
      city: 'São Paulo',
      state: 'SP',
      zipCode: '01304-001',
    };
    expect((await t.request('/api/delivery-fee', { method: 'POST', headers: from(ip), json: address })).status).toBe(
      200,
    );
    expect((await t.request('/api/cep/0', { headers: from(ip) })).status).toBe(400);
    const third = await t.request('/api/delivery-fee', { method: 'POST', headers: from(ip), json: address });
    expect(third.status).toBe(429);
    expect((await third.json()).error).toBe('Muitas consultas de endereço. Aguarde um minuto e tente novamente.');
    expect((await t.request('/api/cep/0', { headers: from('192.0.2.11') })).status).toBe(400);
  });
});

describe('accounts created per address and hour', () => {
  it('counts sign-ups, admin registrations and guest checkouts together', async () => {
    const t = await createTestApp({ seed: true, env: { SIGNUP_RATE_LIMIT: '2' } });
    try {
      const k = (await demoMenu(t.db))['Kibe Frito (6 unidades)']!;
      const items = [{ productId: k.id, variationIds: [k.options.Acompanhamento!.variations.Homus!.id], quantity: 1 }];
      expect(
        (
          await t.request('/api/auth/sign-up/email', {
            method: 'POST',
            json: { name: 'Fulano', email: email(), password: 'segredo1' },
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await t.request('/api/orders', {
            method: 'POST',
            json: { form: { ...CHECKOUT_FORM, email: email() }, items, idempotencyKey: randomUUID() },
          })
        ).status,
      ).toBe(201);
      const setupCode = setupCodeFor(t.config.AUTH_SECRET!);
      const third = await t.request('/api/admin-access/register', {
        method: 'POST',
        json: { name: 'Fulano', email: email(), password: 'segredo1', setupCode },
      });
      expect(third.status).toBe(429);
      expect((await third.json()).error).toBe('Muitas contas criadas a partir desta rede. Tente novamente mais tarde.');
    } finally {
      await t.close();
    }
  });
});

describe('without TRUST_PROXY', () => {
  it('X-Forwarded-For is ignored: a client cannot pose as many addresses', async () => {
    const t = await createTestApp({ env: { ADDRESS_RATE_LIMIT: '2' } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        const res = await t.request('/api/auth/sign-in/email', {
          method: 'POST',
          headers: from(`198.51.100.${i + 1}`),
          json: { email: email(), password: 'x' },
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await t.close();
    }
  });
});

// The coupon and sign-up windows as the order routes are to use them: a check before a code
// is looked up, and a count that never refuses a guest's order
// (docs/security.md#request-limits-httplimitsts).
describe(`coupon-miss check and sign-up allowance (${process.env.TEST_DB_KIND ?? 'pglite'})`, () => {
  let t: TestApp;
  let limits: ReturnType<typeof createLimits>;
  let app: Hono;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1', SIGNUP_RATE_LIMIT: '2' } });
    const logger = createLogger('silent', false);
    limits = createLimits(t.config, t.database, logger);
    app = new Hono();
    app.onError((err, c) => handleError(err, c, logger));
    app.use('*', clientAddressMiddleware(t.config.TRUST_PROXY));
    app.get('/coupon/check', async (c) => {
      await limits.couponMissCheck(c);
      return c.text('ok');
    });
    app.get('/coupon/miss', async (c) => {
      await limits.couponMiss(c);
      return c.text('ok');
    });
    app.get('/signup/allowed', async (c) => c.json(await limits.signupAllowed(c)));
    app.get('/signup', async (c) => {
      await limits.signup(c);
      return c.text('ok');
    });
  });
  afterAll(async () => {
    await limits.stop();
    await t.close();
  });
  const get = (path: string, ip: string) => app.request(path, { headers: from(ip) });

  it('couponMissCheck refuses an address at 20 misses before a code is looked up, and counts nothing', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < 5; i++) expect((await get('/coupon/check', ip)).status).toBe(200);
    for (let i = 0; i < 20; i++) expect((await get('/coupon/miss', ip)).status).toBe(200);
    const refused = await get('/coupon/check', ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await refused.json()).error).toBe('Muitas tentativas de cupom. Aguarde alguns minutos e tente novamente.');
    expect((await get('/coupon/check', '198.51.100.21')).status).toBe(200);
  });

  it('signupAllowed counts in the sign-up window and answers false past it, never refusing', async () => {
    const ip = '198.51.100.30';
    const allowed = [];
    for (let i = 0; i < 3; i++) allowed.push(await (await get('/signup/allowed', ip)).json());
    expect(allowed).toEqual([true, true, false]);
    expect((await get('/signup', ip)).status).toBe(429);
    expect(await (await get('/signup/allowed', '198.51.100.31')).json()).toBe(true);
    expect((await get('/signup', '198.51.100.31')).status).toBe(200);
    expect((await get('/signup', '198.51.100.31')).status).toBe(429);
  });
});
