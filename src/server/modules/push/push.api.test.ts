import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, pushFeed, pushSubscriptions } from '@server/db/schema';
import { startFakePush, type BrowserSubscription, type FakePush } from '@server/testing/fake-push';
import { appOn, createTestApp, type TestApp } from '@server/testing/harness';
import { insertOrder } from '@server/testing/test-orders';
import { PUSH_SUBSCRIPTIONS_PER_OWNER } from './subscriptions';

// Order notifications in the browser (docs/product.md#order-notifications), through the API and
// read as the browser's push service (a local fake) decrypts them.

describe('order notifications', () => {
  let t: TestApp;
  let fake: FakePush;
  let serverKey: string;
  let admin: string;
  beforeAll(async () => {
    fake = await startFakePush();
    t = await createTestApp({ env: { PUSH_LOCAL_ENDPOINTS: 'true' } });
    admin = (await t.signUp(undefined, { admin: true })).cookie;
    serverKey = ((await (await t.request('/api/push/key')).json()) as { publicKey: string }).publicKey;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const post = (json: unknown, cookie?: string) =>
    t.request('/api/push/subscriptions', { method: 'POST', cookie, json });
  const remove = (endpoint: string, cookie?: string) =>
    t.request('/api/push/subscriptions', { method: 'DELETE', cookie, json: { endpoint } });
  const rowsFor = (endpoint: string) =>
    t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  const setStatus = async (orderId: string, status: string) => {
    const res = await t.request(`/api/admin/orders/${orderId}/status`, {
      method: 'PUT',
      cookie: admin,
      json: { status },
    });
    expect(res.status).toBe(200);
  };
  const browser = (): BrowserSubscription & { id: string } => fake.subscribe(serverKey);
  const asPosted = (s: BrowserSubscription, extra: Record<string, unknown> = {}) => ({
    endpoint: s.endpoint,
    expirationTime: null,
    keys: s.keys,
    ...extra,
  });

  it("gives the browser the server's VAPID public key: an uncompressed P-256 point", async () => {
    const raw = Buffer.from(serverKey, 'base64url');
    expect(raw.length).toBe(65);
    expect(raw[0]).toBe(4);
  });

  /** Another instance of the store over the same database (or the same one after a restart). */
  const anotherInstance = () => appOn(t, t.database);

  it('keeps the VAPID keys across restarts: the same public key after the app starts again', async () => {
    const again = anotherInstance();
    try {
      const res = await again.request('http://localhost:3000/api/push/key');
      expect(await res.json()).toEqual({ publicKey: serverKey });
    } finally {
      await again.stop();
    }
  });

  it('subscribes a signed-in customer for their orders; the same browser again is one subscription', async () => {
    const c = await t.signUp();
    const b = browser();
    const first = await post(asPosted(b), c.cookie);
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ subscribed: true, scope: 'account' });
    expect((await post(asPosted(b), c.cookie)).status).toBe(201);
    const rows = await rowsFor(b.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: c.userId, orderId: null, p256dh: b.keys.p256dh, auth: b.keys.auth });
  });

  it('subscribes for one order of the customer, never for an order that is not theirs', async () => {
    const c = await t.signUp();
    const other = await t.signUp();
    const mine = await insertOrder(t.db, { userId: c.userId });
    const theirs = await insertOrder(t.db, { userId: other.userId });
    const b = browser();
    const refused = await post(asPosted(b, { orderId: theirs.id }), c.cookie);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ error: 'Pedido não encontrado' });
    expect(await rowsFor(b.endpoint)).toHaveLength(0);

    const ok = await post(asPosted(b, { orderId: mine.id }), c.cookie);
    expect(ok.status).toBe(201);
    expect(await ok.json()).toEqual({ subscribed: true, scope: 'order' });
    expect((await rowsFor(b.endpoint))[0]).toMatchObject({ orderId: mine.id });
  });

  it('asks an anonymous visitor to sign in', async () => {
    const b = browser();
    const res = await post(asPosted(b));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'Faça login para continuar' });
    expect((await remove(b.endpoint)).status).toBe(401);
    expect(await rowsFor(b.endpoint)).toHaveLength(0);
  });

  it('refuses bad keys, bad endpoints and endpoints the server will not call, in pt-BR, storing nothing', async () => {
    const c = await t.signUp();
    const b = browser();
    // 65 bytes that look like a point but are not on the curve.
    const offCurve = Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url');
    const cases: [unknown, number, string][] = [
      [{ ...asPosted(b), keys: { ...b.keys, p256dh: offCurve } }, 400, 'Inscrição de notificações inválida'],
      [{ ...asPosted(b), keys: { ...b.keys, auth: 'curta' } }, 400, 'Inscrição de notificações inválida'],
      [{ ...asPosted(b), keys: { p256dh: b.keys.p256dh } }, 400, 'Inscrição de notificações inválida'],
      [{ ...asPosted(b), endpoint: 'não é url' }, 400, 'Inscrição de notificações inválida'],
      [
        { ...asPosted(b), endpoint: `https://fcm.googleapis.com/${'x'.repeat(1100)}` },
        400,
        'Inscrição de notificações inválida',
      ],
      [{ ...asPosted(b), orderId: 'x' }, 400, 'Pedido não encontrado'],
      // The server would POST to it: only the browsers' push services (and, in tests, this machine).
      ...['https://example.com/push', 'http://10.0.0.5/push', 'http://169.254.169.254/latest/meta-data/'].map(
        (endpoint): [unknown, number, string] => [
          { ...asPosted(b), endpoint },
          400,
          'Este navegador usa um serviço de notificações que não aceitamos.',
        ],
      ),
    ];
    for (const [json, status, error] of cases) {
      const res = await post(json, c.cookie);
      expect(res.status, JSON.stringify(json).slice(0, 120)).toBe(status);
      expect(await res.json()).toMatchObject({ error });
    }
    const bad = await t.request('/api/push/subscriptions', {
      method: 'POST',
      cookie: c.cookie,
      headers: { 'content-type': 'application/json' },
      body: '{"endpoint":',
    });
    expect(bad.status).toBe(400);
    const big = await post({ ...asPosted(b), padding: 'x'.repeat(8000) }, c.cookie);
    expect(big.status).toBe(413);
    const all = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, c.userId));
    expect(all).toHaveLength(0);
  });

  it(`keeps at most ${PUSH_SUBSCRIPTIONS_PER_OWNER} browsers per account, dropping the oldest`, async () => {
    const c = await t.signUp();
    const browsers = Array.from({ length: PUSH_SUBSCRIPTIONS_PER_OWNER + 2 }, () => browser());
    for (const b of browsers) expect((await post(asPosted(b), c.cookie)).status).toBe(201);
    const kept = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, c.userId));
    expect(kept).toHaveLength(PUSH_SUBSCRIPTIONS_PER_OWNER);
    expect(kept.map((k) => k.endpoint)).toContain(browsers.at(-1)!.endpoint);
  });

  it("unsubscribes the customer's own browser; another account cannot remove it", async () => {
    const c = await t.signUp();
    const other = await t.signUp();
    const b = browser();
    await post(asPosted(b), c.cookie);
    expect((await remove(b.endpoint, other.cookie)).status).toBe(200);
    expect(await rowsFor(b.endpoint)).toHaveLength(1);
    expect((await remove(b.endpoint, c.cookie)).status).toBe(200);
    expect(await rowsFor(b.endpoint)).toHaveLength(0);
  });

  it("tells the order's customer, decrypted in pt-BR, when staff move the order; nobody else", async () => {
    const c = await t.signUp();
    const other = await t.signUp();
    const order = await insertOrder(t.db, { userId: c.userId });
    const otherOrder = await insertOrder(t.db, { userId: other.userId });
    const mine = browser();
    const theirs = browser();
    await post(asPosted(mine), c.cookie);
    await post(asPosted(theirs), other.cookie);

    await setStatus(order.id, 'delivering');
    // No flush: the order event's notification wakes the feed.
    await fake.waitFor(() => fake.messagesFor(mine.id).length === 1);
    const number = order.id.slice(0, 8);
    expect(fake.messagesFor(mine.id)).toEqual([
      {
        title: `Pedido #${number}`,
        body: 'Seu pedido saiu para entrega!',
        url: 'http://localhost:3000/customer/orders',
        tag: `pedido-${number}`,
      },
    ]);
    expect(fake.messagesFor(theirs.id)).toEqual([]);
    expect(fake.refused).toEqual([]);

    await setStatus(otherOrder.id, 'cancelled');
    await t.app.pushFeed.flush();
    expect(fake.messagesFor(theirs.id)).toMatchObject([{ body: 'Seu pedido foi cancelado.' }]);
    expect(fake.messagesFor(mine.id)).toHaveLength(1);
  });

  it('a subscription for one order hears about that order only; a paid PIX says so', async () => {
    const c = await t.signUp();
    const first = await insertOrder(t.db, {
      userId: c.userId,
      paymentMethod: 'pix',
      status: 'awaiting_payment',
      paymentStatus: 'awaiting',
    });
    const second = await insertOrder(t.db, { userId: c.userId });
    const b = browser();
    await post(asPosted(b, { orderId: first.id }), c.cookie);
    const confirm = await t.request(`/api/admin/orders/${first.id}/payment/confirm`, { method: 'POST', cookie: admin });
    expect(confirm.status).toBe(200);
    await setStatus(second.id, 'processing');
    await t.app.pushFeed.flush();
    expect(fake.messagesFor(b.id)).toMatchObject([
      { title: `Pedido #${first.id.slice(0, 8)}`, body: 'Pagamento confirmado.' },
    ]);
  });

  it('a browser that revoked the permission (410) is forgotten; the order moved all the same', async () => {
    const c = await t.signUp();
    const order = await insertOrder(t.db, { userId: c.userId });
    const b = browser();
    await post(asPosted(b), c.cookie);
    fake.gone(b.id);
    await setStatus(order.id, 'processing');
    await t.app.pushFeed.flush();
    expect(await rowsFor(b.endpoint)).toHaveLength(0);
    const res = await t.request(`/api/admin/orders/${order.id}`, { cookie: admin });
    expect(await res.json()).toMatchObject({ status: 'processing' });
  });

  it('two instances send a status change once, and a restart does not send it again', async () => {
    const c = await t.signUp();
    const order = await insertOrder(t.db, { userId: c.userId });
    const b = browser();
    await post(asPosted(b), c.cookie);
    const second = anotherInstance();
    try {
      await setStatus(order.id, 'delivering');
      await Promise.all([t.app.pushFeed.flush(), second.pushFeed.flush()]);
      await fake.waitFor(() => fake.messagesFor(b.id).length > 0);
    } finally {
      await second.stop();
    }
    const restarted = anotherInstance();
    try {
      await restarted.pushFeed.flush();
      await t.app.pushFeed.flush();
      // Time for a second delivery to arrive, were one sent.
      await new Promise((r) => setTimeout(r, 400));
      expect(fake.messagesFor(b.id)).toMatchObject([{ body: 'Seu pedido saiu para entrega!' }]);
    } finally {
      await restarted.stop();
    }
  });

  it('turns away an account changing its notifications too often, in pt-BR', async () => {
    const c = await t.signUp();
    const b = browser();
    for (let i = 0; i < 20; i++) expect((await remove(b.endpoint, c.cookie)).status).toBe(200);
    const refused = await post(asPosted(b), c.cookie);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(await refused.json()).toMatchObject({
      error: 'Muitas alterações de notificações. Aguarde um minuto e tente novamente.',
    });
    expect(await rowsFor(b.endpoint)).toHaveLength(0);
  });

  it('passes over events more than an hour old (the server was down): no late "saiu para entrega"', async () => {
    const c = await t.signUp();
    const order = await insertOrder(t.db, { userId: c.userId });
    const b = browser();
    await post(asPosted(b), c.cookie);
    const status = (s: string, createdAt: Date) => ({
      type: 'order.status_changed',
      orderId: order.id,
      userId: c.userId,
      payload: { status: s },
      createdAt,
    });
    await t.db.insert(orderEvents).values(status('processing', new Date(Date.now() - 2 * 3600_000)));
    await t.db.insert(orderEvents).values(status('delivering', new Date()));
    await t.app.pushFeed.flush();
    expect(fake.messagesFor(b.id)).toMatchObject([{ body: 'Seu pedido saiu para entrega!' }]);
  });

  it('an instance that died holding the feed hands it on when its lease runs out: the push still goes', async () => {
    const c = await t.signUp();
    const order = await insertOrder(t.db, { userId: c.userId });
    const b = browser();
    await post(asPosted(b), c.cookie);
    // Another instance took the feed and died mid-batch.
    await t.db.update(pushFeed).set({ lockedUntil: new Date(Date.now() + 60_000) });
    await setStatus(order.id, 'processing');
    await t.app.pushFeed.flush();
    expect(fake.messagesFor(b.id)).toEqual([]);
    // Its lease runs out.
    await t.db.update(pushFeed).set({ lockedUntil: new Date(Date.now() - 1000) });
    await t.app.pushFeed.flush();
    expect(fake.messagesFor(b.id)).toMatchObject([{ body: 'Seu pedido está sendo preparado.' }]);
  });
});
