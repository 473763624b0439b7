import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@server/app';
import { CHECKOUT_FORM, demoMenu } from '@server/testing/checkout-fixtures';
import { startFakeWhatsapp, type FakeWhatsapp } from '@server/testing/fake-whatsapp';
import { createTestApp, ORIGIN, secondInstance, type TestApp } from '@server/testing/harness';

// Two app instances on one PostgreSQL database (docs/decisions/021): each order's message is
// queued once and sent once, whichever instance placed it and however the two race. The
// embedded database has one process by design.

describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('WhatsApp messages across two app instances', () => {
  let a: TestApp;
  let second: Awaited<ReturnType<typeof secondInstance>>;
  let b: App;
  let wa: FakeWhatsapp;

  beforeAll(async () => {
    wa = await startFakeWhatsapp({ deliver: () => Promise.resolve(new Response(null)) });
    a = await createTestApp({ seed: true, env: wa.env });
    second = await secondInstance(a);
    b = second.app;
  });
  afterAll(async () => {
    await second?.close();
    await a?.close();
    await wa?.close();
  });

  it('sends each order its message once', async () => {
    const k = (await demoMenu(a.db))['Kibe Frito (6 unidades)']!;
    const items = [{ productId: k.id, variationIds: [k.options.Acompanhamento!.variations.Homus!.id], quantity: 1 }];
    const ids = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const init = {
          method: 'POST',
          headers: { origin: ORIGIN, 'content-type': 'application/json' },
          body: JSON.stringify({
            form: { ...CHECKOUT_FORM, email: `c${i}@exemplo.com`, paymentMethod: 'cash' },
            items,
            idempotencyKey: randomUUID(),
            whatsappUpdates: true,
          }),
        };
        const res =
          i % 2 ? await a.app.request(`${ORIGIN}/api/orders`, init) : await b.request(`${ORIGIN}/api/orders`, init);
        expect(res.status).toBe(201);
        return ((await res.json()) as { order: { id: string } }).order.id;
      }),
    );
    // Both instances read the events and send, at the same time, twice over.
    for (let round = 0; round < 2; round++) {
      await Promise.all([a.app.whatsapp!.feed.flush(), b.whatsapp!.feed.flush()]);
      await Promise.all([a.app.whatsapp!.queue.drain(), b.whatsapp!.queue.drain()]);
    }
    const numbers = wa.sent.map(
      (m) =>
        (m.body.template as { components: { parameters: { text: string }[] }[] }).components[0]!.parameters[1]!.text,
    );
    expect(numbers.sort()).toEqual(ids.map((id) => `#${id.slice(0, 8)}`).sort());
  });
});
