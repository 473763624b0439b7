import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@server/app';
import { CHECKOUT_FORM, demoMenu } from '@server/testing/checkout-fixtures';
import { createTestApp, ORIGIN, secondInstance, type TestApp } from '@server/testing/harness';
import { startTcpCut } from '@server/testing/tcp-cut';
import { DATABASE_UNAVAILABLE_MESSAGE } from './errors';

// PostgreSQL goes away under load (docs/operations.md, "When the database goes away"): every
// request still gets its 503 while the database is unreachable, none waits for it to return.
// The app talks to the database through a TCP proxy the test cuts; only PostgreSQL has a network.

describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('requests while the database is unreachable', () => {
  let t: TestApp;
  let proxy: Awaited<ReturnType<typeof startTcpCut>>;
  let behind: Awaited<ReturnType<typeof secondInstance>>;
  let app: App;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    const url = new URL(t.databaseUrl!);
    proxy = await startTcpCut({ host: url.hostname, port: Number(url.port || 5432) });
    url.port = String(proxy.port);
    behind = await secondInstance(t, url.toString());
    app = behind.app;
  });
  afterAll(async () => {
    await behind?.close();
    await proxy?.close();
    await t?.close();
  });

  it('answers every request 503 before the database is back, then serves again', async () => {
    const { cookie } = await t.signUp('cliente@exemplo.com');
    const k = (await demoMenu(t.db))['Kibe Frito (6 unidades)']!;
    const items = [{ productId: k.id, variationIds: [k.options.Acompanhamento!.variations.Homus!.id], quantity: 1 }];
    // An order: its request limit's counter is the first statement (on a pool of one connection).
    const ask = async () =>
      app.request(`${ORIGIN}/api/orders`, {
        method: 'POST',
        headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({
          form: { ...CHECKOUT_FORM, email: 'cliente@exemplo.com', paymentMethod: 'cash' },
          items,
          idempotencyKey: randomUUID(),
        }),
      });
    expect((await ask()).status).toBe(201);

    await proxy.cut();
    let back = false;
    const answers = Array.from({ length: 300 }, () =>
      ask().then(async (res) => ({
        status: res.status,
        body: (await res.json()) as { error?: string },
        whileDown: !back,
      })),
    );
    // Down for longer than the driver takes to work through 300 queued queries: none may wait for the return.
    await new Promise((r) => setTimeout(r, 8_000));
    back = true;
    await proxy.restore();
    const all = await Promise.all(answers);
    expect(all.filter((a) => !a.whileDown)).toEqual([]);
    expect(new Set(all.map((a) => `${a.status} ${a.body.error}`))).toEqual(
      new Set([`503 ${DATABASE_UNAVAILABLE_MESSAGE}`]),
    );

    let status = 0;
    for (let i = 0; i < 50 && status !== 201; i++) {
      status = (await ask()).status;
      if (status !== 201) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(201);
  }, 30_000);
});
