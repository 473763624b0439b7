import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, outgoingMail } from '@server/db/schema';
import { createLogger } from '@server/logger';
import { createTestApp, type TestApp } from '@server/testing/harness';
import { insertOrder } from '@server/testing/test-orders';
import { createOrderEventHub } from './order-event-hub';

// Two orders changed at once on PostgreSQL: the one that took the lower event id may commit
// last. Whatever reads the events in id order (the live streams, the order emails) waits for it
// rather than moving past it (docs/architecture.md, live events). PGlite runs one transaction
// at a time, so only PostgreSQL can commit out of order.

describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('order events committed out of id order', () => {
  let t: TestApp;
  let other: postgres.Sql;

  beforeAll(async () => {
    t = await createTestApp();
    other = postgres(t.databaseUrl!, { max: 1, onnotice: () => {} });
  });
  afterAll(async () => {
    await other?.end();
    await t?.close();
  });

  const order = async (email: string) =>
    (await insertOrder(t.db, { customerEmail: email, status: 'delivering', paymentMethod: 'cash' })).id;

  const delivering = { status: 'delivering', from: 'processing' };

  it('hands the late event to the live stream and its email to the customer', async () => {
    const early = await order('primeiro@exemplo.com');
    const late = await order('segundo@exemplo.com');
    await t.app.orderMails.flush();
    const hub = createOrderEventHub(t.database, createLogger('silent', false));
    await hub.start();
    const heard: string[] = [];
    hub.subscribe(
      () => true,
      (e) => heard.push(e.orderId),
    );

    // The first change takes its id and is still writing when the second one commits.
    const held = await other.reserve();
    await held`begin`;
    await held`insert into order_events (type, order_id, payload) values ('order.status_changed', ${early}, ${held.json(delivering)})`;
    await t.db.insert(orderEvents).values({ type: 'order.status_changed', orderId: late, payload: delivering });
    await Promise.all([hub.flush(), t.app.orderMails.flush()]);
    expect(heard).toEqual([]);

    await held`commit`;
    held.release();
    await Promise.all([hub.flush(), t.app.orderMails.flush()]);
    expect(heard).toEqual([early, late]);
    const mailed = await t.db.select({ to: outgoingMail.to }).from(outgoingMail);
    expect(mailed.map((m) => m.to).sort()).toEqual(['primeiro@exemplo.com', 'segundo@exemplo.com']);
    await hub.stop();
  });
});
