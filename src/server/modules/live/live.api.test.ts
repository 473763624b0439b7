import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, session, userRoles } from '@server/db/schema';
import { createTestApp, type TestApp } from '@server/testing/harness';
import { liveStreamSettings } from './event-stream';

let t: TestApp;
let admin: { cookie: string };
let customer: { cookie: string; userId: string };
let other: { cookie: string; userId: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp('dona@loja.com', { admin: true });
  customer = await t.signUp('cliente@exemplo.com');
  other = await t.signUp('outro@exemplo.com');
});
afterAll(() => t.close());

const address = {
  street: 'Rua A',
  number: '1',
  neighborhood: 'Centro',
  city: 'São Paulo',
  state: 'SP',
  zipCode: '01000-000',
  customer_name: 'X',
  customer_email: 'x@x.com',
  customer_phone: '11999999999',
};

async function placeOrder(userId: string | null, type = 'order.created', payload: Record<string, unknown> = {}) {
  return t.db.transaction(async (tx) => {
    const [o] = await tx
      .insert(orders)
      .values({
        userId,
        customerName: 'Cliente',
        customerEmail: 'c@x.com',
        customerPhone: '11999999999',
        address,
        subtotalCents: 3000,
        deliveryFeeCents: 500,
        totalCents: 3500,
        paymentMethod: 'pix',
        idempotencyKey: crypto.randomUUID(),
      })
      .returning();
    const [e] = await tx.insert(orderEvents).values({ type, orderId: o!.id, userId, payload }).returning();
    return { order: o!, event: e! };
  });
}

/** Reads an SSE response until `count` data events arrived (or the time runs out). */
async function readEvents(res: Response, count: number, ms = 3000) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: { id?: string; event?: string; data: unknown }[] = [];
  let buffer = '';
  const deadline = Date.now() + ms;
  while (events.length < count && Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now())),
    ]);
    if (!chunk || chunk.done) break;
    buffer += decoder.decode(chunk.value, { stream: true });
    let idx;
    while ((idx = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, idx);
      buffer = buffer.slice(idx + 2);
      const fields = Object.fromEntries(
        block
          .split('\n')
          .filter((l) => !l.startsWith(':') && l.includes(':'))
          .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]),
      );
      if (fields.event && fields.event !== 'ready')
        events.push({ id: fields.id, event: fields.event, data: JSON.parse(fields.data ?? 'null') });
    }
  }
  await reader.cancel();
  return events;
}

describe('live order streams', () => {
  it('refuses anonymous callers and customers on the admin stream', async () => {
    expect((await t.request('/api/admin/events')).status).toBe(401);
    expect((await t.request('/api/admin/events', { cookie: customer.cookie })).status).toBe(403);
    expect((await t.request('/api/customer/events')).status).toBe(401);
  });

  it('streams a new order to admins as it is committed', async () => {
    const res = await t.request('/api/admin/events', { cookie: admin.cookie });
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reading = readEvents(res, 1);
    await new Promise((r) => setTimeout(r, 100));
    const { order, event } = await placeOrder(customer.userId);
    const [e] = await reading;
    expect(e).toMatchObject({
      id: String(event.id),
      event: 'order.created',
      data: { orderId: order.id, status: 'pending', totalCents: 3500 },
    });
  });

  it("sends a customer only their own orders' events", async () => {
    const res = await t.request('/api/customer/events', { cookie: customer.cookie });
    const reading = readEvents(res, 2, 1500);
    await new Promise((r) => setTimeout(r, 100));
    await placeOrder(other.userId);
    const mine = await placeOrder(customer.userId, 'order.status_changed');
    const got = await reading;
    expect(got.map((e) => (e.data as { orderId: string }).orderId)).toEqual([mine.order.id]);
  });

  it('tells staff which of them acted, so their own screen stays quiet; never the customer', async () => {
    const staff = await t.request('/api/admin/events', { cookie: admin.cookie });
    const mine = await t.request('/api/customer/events', { cookie: customer.cookie });
    const [toStaff, toCustomer] = [readEvents(staff, 1), readEvents(mine, 1)];
    await new Promise((r) => setTimeout(r, 100));
    await placeOrder(customer.userId, 'order.status_changed', { status: 'processing', changedBy: 'staff-1' });
    expect((await toStaff)[0]).toMatchObject({ data: { by: 'staff-1' } });
    expect((await toCustomer)[0]).toMatchObject({ data: { by: null } });
  });

  it('replays what a reconnecting client missed after Last-Event-ID', async () => {
    const first = await placeOrder(customer.userId);
    const second = await placeOrder(customer.userId, 'order.status_changed');
    const res = await t.request('/api/admin/events', {
      cookie: admin.cookie,
      headers: { 'last-event-id': String(first.event.id) },
    });
    const got = await readEvents(res, 1, 1500);
    expect(got[0]).toMatchObject({ id: String(second.event.id), event: 'order.status_changed' });
  });
});

/** An open SSE response, read in the background: its events, and whether the server ended it. */
async function openStream(path: string, cookie: string) {
  const res = await t.request(path, { cookie });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: { event?: string; data: unknown }[] = [];
  let heartbeats = 0;
  let ready!: () => void;
  const isReady = new Promise<void>((r) => (ready = r));
  let buffer = '';
  const ended = (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) return true;
      buffer += decoder.decode(chunk.value, { stream: true });
      let idx;
      while ((idx = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, idx);
        buffer = buffer.slice(idx + 2);
        if (block.startsWith(': heartbeat')) heartbeats++;
        const fields = Object.fromEntries(
          block
            .split('\n')
            .filter((l) => !l.startsWith(':') && l.includes(':'))
            .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]),
        );
        if (fields.event === 'ready') ready();
        else if (fields.event) events.push({ event: fields.event, data: JSON.parse(fields.data ?? 'null') });
      }
    }
  })();
  await isReady;
  return {
    events,
    heartbeats: () => heartbeats,
    /** Whether the server closed the stream within `ms`. */
    closedWithin: (ms: number) => Promise.race([ended, new Promise<false>((r) => setTimeout(() => r(false), ms))]),
    close: () => reader.cancel().catch(() => {}),
  };
}

/** The session token in a Cookie header (`<token>.<signature>`, URL-encoded). */
function sessionToken(cookie: string) {
  const signed = decodeURIComponent(/session_token=([^;]+)/.exec(cookie)![1]!);
  return signed.slice(0, signed.lastIndexOf('.'));
}

describe('live streams end with the session or the role', () => {
  const HEARTBEAT = 100;
  const original = { ...liveStreamSettings };
  beforeAll(() => {
    liveStreamSettings.heartbeatMs = HEARTBEAT;
  });
  afterAll(() => {
    Object.assign(liveStreamSettings, original);
  });

  it('keeps a signed-in stream open across heartbeats', async () => {
    const s = await openStream('/api/customer/events', customer.cookie);
    expect(await s.closedWithin(HEARTBEAT * 5)).toBe(false);
    expect(s.heartbeats()).toBeGreaterThanOrEqual(2);
    await s.close();
  });

  it('closes a customer stream within a heartbeat of signing out', async () => {
    const who = await t.signUp();
    const s = await openStream('/api/customer/events', who.cookie);
    const out = await t.request('/api/auth/sign-out', { method: 'POST', cookie: who.cookie, json: {} });
    expect(out.status).toBe(200);
    expect(await s.closedWithin(HEARTBEAT * 5)).toBe(true);
    expect(s.events).toMatchObject([{ event: 'closed', data: { reason: 'signed_out' } }]);
    // and the browser's reconnection is refused
    expect((await t.request('/api/customer/events', { cookie: who.cookie })).status).toBe(401);
  });

  it('closes an admin stream when its session is revoked (the session row deleted) or expires', async () => {
    const boss = await t.signUp(undefined, { admin: true });
    const revoked = await openStream('/api/admin/events', boss.cookie);
    const second = await t.signIn(boss.email, boss.password);
    const expiring = await openStream('/api/admin/events', second);
    await t.db.delete(session).where(eq(session.token, sessionToken(boss.cookie)));
    expect(await revoked.closedWithin(HEARTBEAT * 5)).toBe(true);
    // the other device's session is untouched until it expires
    expect(await expiring.closedWithin(HEARTBEAT * 3)).toBe(false);
    await t.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, boss.userId));
    expect(await expiring.closedWithin(HEARTBEAT * 5)).toBe(true);
  });

  it('closes an admin stream when the admin role is removed, and leaves their customer stream open', async () => {
    const boss = await t.signUp(undefined, { admin: true });
    const adminStream = await openStream('/api/admin/events', boss.cookie);
    const customerStream = await openStream('/api/customer/events', boss.cookie);
    expect(await adminStream.closedWithin(HEARTBEAT * 3)).toBe(false);
    await t.db.delete(userRoles).where(eq(userRoles.userId, boss.userId));
    expect(await adminStream.closedWithin(HEARTBEAT * 5)).toBe(true);
    expect(adminStream.events).toMatchObject([{ event: 'closed', data: { reason: 'not_admin' } }]);
    expect(await customerStream.closedWithin(HEARTBEAT * 3)).toBe(false);
    await customerStream.close();
    expect((await t.request('/api/admin/events', { cookie: boss.cookie })).status).toBe(403);
  });

  it(`caps one user's open streams: one more closes the oldest, the rest stay`, async () => {
    const who = await t.signUp();
    const max = liveStreamSettings.maxStreamsPerUser;
    const open = [];
    for (let i = 0; i < max; i++) open.push(await openStream('/api/customer/events', who.cookie));
    const newest = await openStream('/api/customer/events', who.cookie);
    expect(await open[0]!.closedWithin(HEARTBEAT * 3)).toBe(true);
    expect(open[0]!.events).toMatchObject([{ event: 'closed', data: { reason: 'too_many_streams' } }]);
    for (const s of [...open.slice(1), newest]) expect(await s.closedWithin(HEARTBEAT)).toBe(false);
    // another user's streams do not count
    const someoneElse = await openStream('/api/customer/events', other.cookie);
    expect(await open[1]!.closedWithin(HEARTBEAT * 2)).toBe(false);
    // a tab closed by the user frees its place: reopening it closes nothing
    await newest.close();
    // The server frees the place when it notices the tab is gone: at once when the abort reaches
    // the stream, at the latest when the next heartbeat finds it closed.
    await new Promise((r) => setTimeout(r, HEARTBEAT * 2));
    const again = await openStream('/api/customer/events', who.cookie);
    expect(await open[1]!.closedWithin(HEARTBEAT * 2)).toBe(false);
    await Promise.all([...open.slice(1), again, someoneElse].map((s) => s.close()));
  });
});

describe('a change in Equipe reaches the open screens at once', () => {
  it("closes a removed member's stream now, not at the next heartbeat", async () => {
    expect(liveStreamSettings.heartbeatMs).toBeGreaterThanOrEqual(15_000);
    const member = await t.signUp(undefined, { role: 'attendant' });
    const stream = await openStream('/api/admin/events', member.cookie);
    expect(await stream.closedWithin(300)).toBe(false);
    const removed = await t.request(`/api/admin/team/members/${member.userId}`, {
      method: 'DELETE',
      cookie: admin.cookie,
    });
    expect(removed.status).toBe(200);
    expect(await stream.closedWithin(3_000)).toBe(true);
    expect(stream.events).toMatchObject([{ event: 'closed', data: { reason: 'not_admin' } }]);
  });
});
