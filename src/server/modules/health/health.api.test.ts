import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from '@server/testing/fake-s3';
import { createTestApp, type TestApp } from '@server/testing/harness';

// Liveness and readiness (docs/operations.md, "Health, stopping, logs"): a container restarts a
// process whose liveness fails, a load balancer stops sending traffic to an instance that is not
// ready.

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

describe('readiness with photos in an S3 bucket', () => {
  it('not ready (503, pt-BR reason) while the bucket cannot be reached, ready again once it can', async () => {
    const s3 = await startFakeS3('outro-balde');
    const app = await createTestApp({ env: { ...s3.env, S3_BUCKET: 'cardapio-fotos' } });
    try {
      // The bucket the store is set to does not exist at this provider.
      const ready = await app.request('/api/health/ready');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({
        status: 'unavailable',
        error: 'Armazenamento de fotos indisponível. Tente novamente em instantes.',
      });
      expect((await app.request('/api/health')).status).toBe(200);
    } finally {
      await app.close();
      await s3.close();
    }
    const good = await startFakeS3('cardapio-fotos');
    const other = await createTestApp({ env: good.env });
    try {
      expect(await (await other.request('/api/health/ready')).json()).toEqual({ status: 'ok' });
      await good.close();
      // The provider gone: refused within the probe's time, not hung.
      const down = await other.request('/api/health/ready');
      expect(down.status).toBe(503);
      expect(((await down.json()) as { error: string }).error).toBe(
        'Armazenamento de fotos indisponível. Tente novamente em instantes.',
      );
    } finally {
      await other.close();
    }
  });
});
