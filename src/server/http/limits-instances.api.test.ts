import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { CHECKOUT_FORM, demoMenu } from '../testing/checkout-fixtures';
import { createTestApp, ORIGIN, secondInstance, type TestApp } from '../testing/harness';

// Two app instances on one PostgreSQL database, as the compose file's two-instances profile
// runs them behind a proxy: a limit holds across both, not once per instance
// (docs/security.md#request-limits-httplimitsts). The embedded database has one process by design.

describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('request limits across two app instances', () => {
  let a: TestApp;
  let second: Awaited<ReturnType<typeof secondInstance>>;
  let b: App;
  let items: unknown[];

  beforeAll(async () => {
    a = await createTestApp({ seed: true, env: { LOGIN_RATE_LIMIT: '4', ORDER_RATE_LIMIT: '3' } });
    // The second instance: its own pool on the same database, its own app, the same settings.
    second = await secondInstance(a);
    b = second.app;
    const k = (await demoMenu(a.db))['Kibe Frito (6 unidades)']!;
    items = [{ productId: k.id, variationIds: [k.options.Acompanhamento!.variations.Homus!.id], quantity: 1 }];
  });
  afterAll(async () => {
    await second?.close();
    await a?.close();
  });

  /** A request to instance B as the harness sends one to A. */
  const onB = (path: string, init: { json: unknown; cookie?: string }) =>
    b.request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json', ...(init.cookie ? { cookie: init.cookie } : {}) },
      body: JSON.stringify(init.json),
    });
  const onA = (path: string, init: { json: unknown; cookie?: string }) =>
    a.request(path, { method: 'POST', json: init.json, cookie: init.cookie });

  it('sign-in attempts for one email, alternating instances, are refused at LOGIN_RATE_LIMIT', async () => {
    const json = { email: `p${randomUUID().slice(0, 8)}@exemplo.com`, password: 'senha-errada' };
    const statuses = [];
    for (const send of [onA, onB, onA, onB, onA, onB])
      statuses.push((await send('/api/auth/sign-in/email', { json })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('orders of one account, alternating instances, are refused at ORDER_RATE_LIMIT', async () => {
    const { cookie, email } = await a.signUp();
    const order = () => ({ form: { ...CHECKOUT_FORM, email }, items, idempotencyKey: randomUUID() });
    const statuses = [];
    for (const send of [onA, onB, onA, onB, onA])
      statuses.push((await send('/api/orders', { json: order(), cookie })).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const refused = await onB('/api/orders', { json: order(), cookie });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await refused.json()).error).toBe('Muitos pedidos em pouco tempo. Aguarde um minuto e tente novamente.');
  });
});
