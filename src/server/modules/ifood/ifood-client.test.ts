import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeIfood, type FakeIfood } from '@server/testing/fake-ifood';
import { createIfoodClient, IfoodError } from './ifood-client';

// The Merchant API's token (docs/decisions/024): asked for once, kept, renewed before it ends
// and after a 401; what a failing call reports.

describe('the iFood client', () => {
  let ifood: FakeIfood;
  beforeAll(async () => {
    ifood = await startFakeIfood({ tokenSeconds: 3600 });
  });
  afterAll(() => ifood.close());

  const config = () => ({
    apiUrl: ifood.url,
    clientId: ifood.env.IFOOD_CLIENT_ID,
    clientSecret: ifood.env.IFOOD_CLIENT_SECRET,
    merchantId: ifood.env.IFOOD_MERCHANT_ID,
    pollIntervalMs: 30_000,
  });
  const tokenCalls = () => ifood.calls.filter((c) => c.path === '/authentication/v1.0/oauth/token').length;
  const poll = (client: ReturnType<typeof createIfoodClient>) =>
    client.request('GET', '/events/v1.0/events:polling', { headers: { 'x-polling-merchants': client.merchantId } });

  it('asks for one token however many calls wait for it, and keeps it', async () => {
    const before = tokenCalls();
    const client = createIfoodClient(config());
    await Promise.all([poll(client), poll(client), poll(client)]);
    await poll(client);
    expect(tokenCalls() - before).toBe(1);
  });

  it('renews it five minutes before it ends, and once after a 401', async () => {
    let now = Date.now();
    const client = createIfoodClient(config(), () => now);
    const before = tokenCalls();
    await poll(client);
    now += 55 * 60_000 + 1; // 3600 s less the five minutes
    await poll(client);
    expect(tokenCalls() - before).toBe(2);
    ifood.expireTokens();
    expect((await poll(client)).status).toBe(204);
    expect(tokenCalls() - before).toBe(3);
  });

  it('says whether a failure is worth trying again', async () => {
    const client = createIfoodClient(config());
    ifood.failOn('/events/v1.0/events:polling', 429);
    await expect(poll(client)).rejects.toMatchObject({ status: 429, retry: true });
    ifood.failOn('/events/v1.0/events:polling', 404);
    await expect(poll(client)).rejects.toMatchObject({ status: 404, retry: false });
    const wrong = createIfoodClient({ ...config(), clientSecret: 'outro' });
    await expect(poll(wrong)).rejects.toBeInstanceOf(IfoodError);
  });
});
