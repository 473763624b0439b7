import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@server/app';
import type { PrintedJob } from '@server/testing/escpos-decoder';
import { startFakePrinter, type FakePrinter } from '@server/testing/fake-printer';
import { createTestApp, ORIGIN, secondInstance, type TestApp } from '@server/testing/harness';
import { insertOrder } from '@server/testing/test-orders';

// Two app instances on one PostgreSQL database (docs/product.md#kitchen-printers): each order
// accepted on either prints once, and the tickets an instance leaves waiting when it stops are
// printed by the other. The embedded database has one process by design.

describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('kitchen printing across two app instances', () => {
  let a: TestApp;
  let second: Awaited<ReturnType<typeof secondInstance>>;
  let b: App;
  let admin: string;
  let printer: FakePrinter;

  beforeAll(async () => {
    a = await createTestApp({ seed: true });
    second = await secondInstance(a);
    b = second.app;
    admin = (await a.signUp(undefined, { admin: true })).cookie;
    printer = await startFakePrinter();
    const res = await a.request('/api/admin/printers', {
      method: 'POST',
      cookie: admin,
      json: { name: 'Cozinha', host: printer.host, port: printer.port, paper: 80, codePage: 'cp860', copies: 1 },
    });
    expect(res.status).toBe(201);
  });
  afterAll(async () => {
    await printer?.stop();
    await second?.close();
    await a?.close();
  });

  /** 'Em preparação' through instance A or B, as staff on either would. */
  const accept = async (on: 'a' | 'b', id: string) => {
    const init = {
      method: 'PUT',
      headers: { origin: ORIGIN, 'content-type': 'application/json', cookie: admin },
      body: JSON.stringify({ status: 'processing' }),
    };
    const res =
      on === 'a'
        ? await a.request(`/api/admin/orders/${id}/status`, { ...init, cookie: admin })
        : await b.request(`${ORIGIN}/api/admin/orders/${id}/status`, init);
    expect(res.status, await res.clone().text()).toBe(200);
  };

  const numberOf = (job: PrintedJob) => /PEDIDO #(\w{8})/.exec(job.lines.map((l) => l.text).join(' '))?.[1];
  const expectOnce = (ids: string[]) => {
    const printed = printer.jobs.map(numberOf);
    expect(printed.length).toBe(ids.length);
    expect(new Set(printed)).toEqual(new Set(ids.map((id) => id.slice(0, 8).toUpperCase())));
  };

  it('prints each order accepted on either instance once, both draining at the same time', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) ids.push((await insertOrder(a.db, { customerName: `Cliente ${i}` })).id);
    await Promise.all(ids.map((id, i) => accept(i % 2 ? 'b' : 'a', id)));
    const rounds = () =>
      Promise.all([
        a.app.kitchen.feed.flush(),
        b.kitchen.feed.flush(),
        a.app.kitchen.printQueue.drain(),
        b.kitchen.printQueue.drain(),
      ]);
    await rounds();
    await rounds();
    await printer.waitForJobs(30, 15_000);
    await rounds();
    expectOnce(ids);
  });

  it('prints what an instance left waiting when it stopped, on the other, once', async () => {
    printer.jobs.length = 0;
    await printer.unplug();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await insertOrder(a.db, { customerName: `Tarde ${i}` })).id);
    for (const id of ids) await accept('b', id);
    await b.kitchen.feed.flush();
    await b.kitchen.printQueue.drain();
    await b.stop();
    await printer.plugIn();
    // A's queue looks again within its poll, once the backoff is over.
    await printer.waitForJobs(5, 30_000);
    await new Promise((r) => setTimeout(r, 2_500));
    expectOnce(ids);
  });
});
