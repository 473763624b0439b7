import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/harness';

// Liveness and readiness (README.md, "Running the store day to day"): a container restarts a process whose
// liveness fails, a load balancer stops sending traffic to an instance that is not ready.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  // The database was closed by the last test; closing it again may refuse.
  await t.close().catch(() => {});
});

describe('health checks', () => {
  it('both answer ok while the database answers', async () => {
    const live = await t.request('/api/health');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await t.request('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok' });
  });

  it('without the database: not ready (503, pt-BR reason), still alive', async () => {
    await t.database.close();
    const ready = await t.request('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      status: 'unavailable',
      error: 'Banco de dados indisponível. Tente novamente em instantes.',
    });
    const live = await t.request('/api/health');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
  });
});
