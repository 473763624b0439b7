import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ifoodPoll } from '@server/db/schema';
import { startFakeIfood, type FakeIfood } from '@server/testing/fake-ifood';
import { createTestApp, type TestApp } from '@server/testing/harness';
import { ifoodSettingsResponseSchema } from '@shared/contract/ifood';

// iFood's view of the store and 'Pausar o iFood junto com a loja' (docs/product.md#ifood),
// against the fake of its Merchant API.

const HOUR = 3_600_000;

/** A 200 whose body is the contract's, field for field (an undeclared field fails too). */
async function contract(res: Response) {
  const body: unknown = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  const parsed = ifoodSettingsResponseSchema.parse(body);
  expect(parsed).toEqual(body);
  return parsed;
}

describe('iFood store status and pause', () => {
  let t: TestApp;
  let ifood: FakeIfood;
  let admin: string;

  beforeAll(async () => {
    ifood = await startFakeIfood();
    t = await createTestApp({ seed: true, env: ifood.env });
    admin = (await t.signUp(undefined, { admin: true })).cookie;
    await t.app.ifood!.poll(); // the poll's lease: only its holder looks at the store on iFood
  });
  afterAll(async () => {
    await t?.close();
    await ifood?.close();
  });
  beforeEach(async () => {
    await pauseHere(false);
    await option(false);
    ifood.interruptions.length = 0;
    ifood.setMerchantStatus([{}]);
  });

  const check = () => t.app.ifood!.checkMerchant();
  const view = async () => {
    const res = await t.request('/api/admin/ifood', { cookie: admin });
    return contract(res);
  };
  const configuredView = async () => {
    const v = await view();
    if (!v.configured) throw new Error('iFood should be configured');
    return v;
  };
  const option = async (pauseWithStore: boolean) => {
    const res = await t.request('/api/admin/ifood/settings', {
      method: 'PUT',
      cookie: admin,
      json: { pauseWithStore },
    });
    return contract(res);
  };
  async function pauseHere(paused: boolean, until: Date | null = null) {
    const res = await t.request('/api/admin/store', {
      method: 'PUT',
      cookie: admin,
      json: { ordersPaused: paused, pausedUntil: until?.toISOString() ?? null },
    });
    expect(res.status).toBe(200);
  }
  const interruptionCalls = () => ifood.calls.filter((c) => c.path.endsWith('/interruptions'));

  it("stores and answers iFood's status of the store, with the last poll", async () => {
    await check();
    const v = await configuredView();
    expect(v.merchantStatus).toEqual([
      {
        operation: 'DELIVERY',
        salesChannel: 'IFOOD',
        available: true,
        state: 'OK',
        message: { title: 'Loja online', subtitle: 'Pronta para receber pedidos', description: '' },
        validations: [{ code: 'is-connected', state: 'OK', title: 'Conectado' }],
      },
    ]);
    expect(v.merchantCheckedAt).not.toBeNull();
    expect(v.polledAt).not.toBeNull();
    expect([v.pollError, v.pauseWithStore, v.pausedOnIfood]).toEqual([null, false, false]);
  });

  it('keeps a long or odd answer short, and the last status when iFood fails', async () => {
    ifood.setMerchantStatus(
      Array.from({ length: 30 }, () => ({
        state: 'WARNING' as const,
        message: { title: 'x'.repeat(5000), subtitle: 7 as unknown as string, description: '' },
      })),
    );
    await check();
    const v = await configuredView();
    expect(v.merchantStatus).toHaveLength(20);
    expect(v.merchantStatus![0]!.message).toEqual({ title: 'x'.repeat(120), subtitle: '', description: '' });
    const row = (await t.db.select().from(ifoodPoll).where(eq(ifoodPoll.id, 1)))[0]!;
    expect(JSON.stringify(row.merchantStatus).length).toBeLessThan(20_000);

    ifood.failOn('/merchant/v1.0/merchants/merchant-e2e/status', 500, 500);
    await check();
    expect((await configuredView()).merchantStatus).toEqual(v.merchantStatus);
  });

  it('refuses a bad setting with a pt-BR 400 and changes nothing', async () => {
    const put = (json: unknown) => t.request('/api/admin/ifood/settings', { method: 'PUT', cookie: admin, json });
    for (const json of [{}, { pauseWithStore: 'sim' }, { pauseWithStore: null }]) {
      const res = await put(json);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe('Escolha se o iFood pausa junto com a loja');
    }
    for (const json of [[], 'sim', 1]) expect((await put(json)).status).toBe(400);
    const res = await t.request('/api/admin/ifood/settings', {
      method: 'PUT',
      cookie: admin,
      body: '{"pauseWithStore":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect((await configuredView()).pauseWithStore).toBe(false);
  });

  it("pauses iFood until the store's pause ends, and resumes it with the store", async () => {
    const until = new Date(Date.now() + 2 * HOUR);
    await pauseHere(true, until);
    await check();
    expect(ifood.interruptions).toEqual([]); // the option is off
    const saved = await option(true);
    expect(saved).toMatchObject({ configured: true, pauseWithStore: true, pausedOnIfood: true });
    expect(ifood.interruptions).toHaveLength(1);
    const made = ifood.interruptions[0]!;
    expect(made.description).toBe('Pausa pelo sistema da loja');
    expect(Date.parse(made.end)).toBe(until.getTime());
    expect(Math.abs(Date.parse(made.start) - Date.now())).toBeLessThan(60_000);
    // iFood now shows the store closed; another check makes no second interruption.
    await check();
    const v = await configuredView();
    expect(v.merchantStatus![0]).toMatchObject({ available: false, state: 'CLOSED' });
    expect(ifood.interruptions).toHaveLength(1);
    expect(interruptionCalls().filter((c) => c.method === 'POST')).toHaveLength(1);

    await pauseHere(false);
    await check();
    expect(ifood.interruptions).toEqual([]);
    expect(interruptionCalls().filter((c) => c.method === 'DELETE').length).toBe(0);
    expect(ifood.calls.filter((c) => c.method === 'DELETE').map((c) => c.path.split('/').pop())).toEqual([made.id]);
    expect(await configuredView()).toMatchObject({ pausedOnIfood: false, merchantStatus: [{ state: 'OK' }] });
  });

  it('ends the pause on iFood when the option is turned off, the store still paused', async () => {
    await pauseHere(true, null);
    await option(true);
    expect(ifood.interruptions).toHaveLength(1);
    // Paused until switched back on: iFood's longest interruption, 7 days.
    const end = Date.parse(ifood.interruptions[0]!.end);
    expect(end).toBeGreaterThan(Date.now() + 7 * 24 * HOUR - 5 * 60_000);
    expect(end).toBeLessThanOrEqual(Date.now() + 7 * 24 * HOUR);
    expect(await option(false)).toMatchObject({ pauseWithStore: false, pausedOnIfood: false });
    expect(ifood.interruptions).toEqual([]);
  });

  it('makes the interruption again when it ended on iFood, and forgets one iFood no longer has', async () => {
    await pauseHere(true, new Date(Date.now() + HOUR));
    await option(true);
    ifood.interruptions.length = 0; // ended in iFood's own portal
    await check();
    expect(ifood.interruptions).toHaveLength(1);
    ifood.interruptions.length = 0;
    await pauseHere(false);
    const deletes = () => ifood.calls.filter((c) => c.method === 'DELETE').length;
    const before = deletes();
    await check(); // DELETE answers 404: it is no longer ours either way
    expect(deletes()).toBe(before + 1);
    expect((await configuredView()).pausedOnIfood).toBe(false);
  });

  it('lives with a pause iFood refuses as overlapping (409), and pauses once it is free', async () => {
    const theirs = { id: 'theirs', description: 'Pausa no Gestor', start: new Date().toISOString() };
    ifood.interruptions.push({ ...theirs, end: new Date(Date.now() + 3 * HOUR).toISOString() });
    await pauseHere(true, new Date(Date.now() + 2 * HOUR));
    expect(await option(true)).toMatchObject({ pausedOnIfood: false });
    await check();
    expect(ifood.interruptions.map((i) => i.id)).toEqual(['theirs']);
    expect(interruptionCalls().filter((c) => c.method === 'POST').length).toBeGreaterThanOrEqual(2);
    ifood.interruptions.length = 0;
    await check();
    expect((await configuredView()).pausedOnIfood).toBe(true);
    ifood.failOn('/merchant/v1.0/merchants/merchant-e2e/status', 500);
    await pauseHere(false);
    await check(); // the status fails; the pause is still ended
    expect((await configuredView()).pausedOnIfood).toBe(false);
  });
});

describe('iFood not configured', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('answers configured: false, and still keeps the choice', async () => {
    const admin = (await t.signUp(undefined, { admin: true })).cookie;
    const get = await t.request('/api/admin/ifood', { cookie: admin });
    expect([get.status, await get.json()]).toEqual([200, { configured: false }]);
    const put = await t.request('/api/admin/ifood/settings', {
      method: 'PUT',
      cookie: admin,
      json: { pauseWithStore: true },
    });
    expect([put.status, await put.json()]).toEqual([200, { configured: false }]);
    const bad = await t.request('/api/admin/ifood/settings', { method: 'PUT', cookie: admin, json: {} });
    expect(bad.status).toBe(400);
  });
});
