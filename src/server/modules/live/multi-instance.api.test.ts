// Live updates across instances (docs/product.md#live-updates): two app processes on one PostgreSQL database. An order placed through
// instance A reaches an admin stream connected to instance B within one second (LISTEN/NOTIFY
// across processes), and a status change made through B reaches the customer's stream on A.
// Runs only in the 'postgres' Vitest project (TEST_DATABASE_URL set, TEST_DB_KIND=postgres).
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom } from '@server/testing/harness';
import { spawnServer, type SpawnedServer } from '@server/testing/spawn-server';
import type { ProductDetail, PublicMenu } from '@shared/menu';
import { setupCodeFor } from '../roles/setup-code';

const PG_URL = process.env.TEST_DB_KIND === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
const AUTH_SECRET = 'multi-instance-secret-multi-instance-secret';

type Instance = { name: string; url: string; server: SpawnedServer; output: string[] };
type Received = { id: string; event: string; data: Record<string, unknown>; at: number };

/** `node --import tsx src/server/main.ts` on the shared database, as a deployment would run it. */
async function startInstance(name: string, databaseUrl: string): Promise<Instance> {
  const output: string[] = [];
  const server = await spawnServer({
    label: `multi-${name}`,
    onOutput: (chunk) => output.push(chunk),
    env: { DATABASE_URL: databaseUrl, AUTH_SECRET, WEB_DIST: process.env.WEB_DIST ?? 'dist/web', TEST_DB_KIND: '' },
  });
  return { name, url: server.url, server, output };
}

async function stopInstance(i: Instance | undefined) {
  await i?.server.stop();
}

/** A request as the browser on that instance's page would send it (Origin = its PUBLIC_URL). */
function call(
  i: Instance,
  p: string,
  init: {
    method?: string;
    json?: unknown;
    cookie?: string;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  } = {},
) {
  const headers: Record<string, string> = { origin: i.url, ...init.headers };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${i.url}${p}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
    signal: init.signal,
  });
}

/** Opens an SSE stream and records every event with its arrival time until closed. */
async function openStream(i: Instance, p: string, cookie: string) {
  const abort = new AbortController();
  const res = await call(i, p, { cookie, signal: abort.signal });
  expect(res.status, `${i.name} ${p}`).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
  const events: Received[] = [];
  let ready!: () => void;
  const isReady = new Promise<void>((r) => (ready = r));
  const reading = (async () => {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const at = performance.now();
        buffer += decoder.decode(value, { stream: true });
        let idx;
        while ((idx = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, idx);
          buffer = buffer.slice(idx + 2);
          const fields: Record<string, string> = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':') || !line.includes(':')) continue;
            fields[line.slice(0, line.indexOf(':'))] = line.slice(line.indexOf(':') + 1).trim();
          }
          if (fields.event === 'ready') ready();
          else if (fields.event)
            events.push({ id: fields.id ?? '', event: fields.event, data: JSON.parse(fields.data ?? 'null'), at });
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  await isReady;
  return {
    events,
    /** Resolves with the first event matching `pred`, or fails after `ms`. */
    async waitFor(pred: (e: Received) => boolean, ms = 5000): Promise<Received> {
      const deadline = Date.now() + ms;
      for (;;) {
        const hit = events.find(pred);
        if (hit) return hit;
        if (Date.now() > deadline)
          throw new Error(`no matching event on ${i.name} ${p} in ${ms} ms; got ${JSON.stringify(events)}`);
        await new Promise((r) => setTimeout(r, 5));
      }
    },
    async close() {
      abort.abort();
      await reading;
    },
  };
}

describe.skipIf(!PG_URL)('live orders across two app instances on one PostgreSQL database', () => {
  const dbName = `cardapio_multi_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    const admin = postgres(PG_URL!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${dbName}`);
    await admin.end();
    const u = new URL(PG_URL!);
    u.pathname = `/${dbName}`;
    // A migrates and seeds the demo menu; B then starts on the same, ready database.
    a = await startInstance('A', u.toString());
    b = await startInstance('B', u.toString());
  }, 120_000);

  afterAll(async () => {
    await stopInstance(a);
    await stopInstance(b);
    const admin = postgres(PG_URL!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }, 60_000);

  it('an order placed on A reaches the admin stream on B within 1 s; a status change on B reaches the customer on A', async () => {
    // The first account registered through /admin-register with the setup code becomes the admin.
    const setupCode = setupCodeFor(AUTH_SECRET);
    const reg = await call(b, '/api/admin-access/register', {
      method: 'POST',
      json: { name: 'Dona Samira', email: 'samira@loja.com', password: 'segredo123', setupCode },
    });
    expect(reg.status, await reg.clone().text()).toBe(201);
    expect(await reg.json()).toEqual({ status: 'admin' });
    const adminLogin = await call(b, '/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'samira@loja.com', password: 'segredo123' },
    });
    expect(adminLogin.status).toBe(200);
    const adminCookie = cookieFrom(adminLogin);

    // The customer signs up and in on A (sessions are in the shared database).
    const signUp = await call(a, '/api/auth/sign-up/email', {
      method: 'POST',
      json: { name: 'Layla Haddad', email: 'layla@exemplo.com', password: 'segredo123' },
    });
    expect(signUp.status).toBe(200);
    const customerLogin = await call(a, '/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'layla@exemplo.com', password: 'segredo123' },
    });
    expect(customerLogin.status).toBe(200);
    const customerCookie = cookieFrom(customerLogin);

    // The customer's session is not an admin's, on either instance.
    expect((await call(b, '/api/admin/events', { cookie: customerCookie })).status).toBe(403);

    const adminOnB = await openStream(b, '/api/admin/events', adminCookie);
    const customerOnA = await openStream(a, '/api/customer/events', customerCookie);

    // A product from the demo menu, as the storefront reads it from A.
    const product = await pickProduct(a);

    try {
      const sentAt = performance.now();
      const placed = await call(a, '/api/orders', {
        method: 'POST',
        cookie: customerCookie,
        json: {
          form: {
            name: 'Layla Haddad',
            email: 'layla@exemplo.com',
            phone: '(11) 98888-7777',
            zipCode: '01304-001',
            street: 'Rua Augusta',
            number: '1500',
            neighborhood: 'Consolação',
            city: 'São Paulo',
            state: 'SP',
            paymentMethod: 'cash',
            change: '',
            notes: '',
          },
          items: [{ productId: product.id, variationIds: product.variationIds, quantity: 2 }],
          idempotencyKey: randomUUID(),
        },
      });
      const placedAt = performance.now();
      expect(placed.status, await placed.clone().text()).toBe(201);
      const { order } = (await placed.json()) as { order: { id: string; totalCents: number } };

      const created = await adminOnB.waitFor((e) => e.event === 'order.created' && e.data.orderId === order.id, 5000);
      const fromRequest = created.at - sentAt;
      const fromCommit = Math.max(0, created.at - placedAt);
      console.log(
        `[live] order.created: POST on A -> admin stream on B in ${fromRequest.toFixed(1)} ms from the request ` +
          `(${fromCommit.toFixed(1)} ms after A answered 201; the POST itself took ${(placedAt - sentAt).toFixed(1)} ms)`,
      );
      expect(created.data).toMatchObject({
        orderId: order.id,
        status: 'pending',
        totalCents: order.totalCents,
        customerName: 'Layla Haddad',
      });
      expect(fromRequest).toBeLessThan(1000);

      // Staff on B move it to the kitchen; the customer watching on A sees it.
      const changeSentAt = performance.now();
      const changed = await call(b, `/api/admin/orders/${order.id}/status`, {
        method: 'PUT',
        cookie: adminCookie,
        json: { status: 'processing' },
      });
      expect(changed.status, await changed.clone().text()).toBe(200);
      const seen = await customerOnA.waitFor(
        (e) => e.event === 'order.status_changed' && e.data.orderId === order.id,
        5000,
      );
      const statusLatency = seen.at - changeSentAt;
      console.log(
        `[live] order.status_changed: PUT on B -> customer stream on A in ${statusLatency.toFixed(1)} ms from the request`,
      );
      expect(seen.data).toMatchObject({ orderId: order.id, status: 'processing' });
      expect(statusLatency).toBeLessThan(1000);

      // The customer's stream carries only their own order; the admin sees the change too.
      expect(customerOnA.events.every((e) => e.data.orderId === order.id)).toBe(true);
      await adminOnB.waitFor((e) => e.event === 'order.status_changed' && e.data.orderId === order.id, 5000);

      // Reconnecting to A with B's last event id replays nothing twice and misses nothing.
      const firstId = created.id;
      const resumed = await call(a, '/api/admin/events', {
        cookie: adminCookie,
        headers: { 'last-event-id': firstId },
      });
      const text = await readFor(resumed, 800);
      expect(text).toContain('event: order.status_changed');
      expect(text).not.toContain('event: order.created');
    } finally {
      await adminOnB.close();
      await customerOnA.close();
    }
  }, 60_000);
});

/** The first product of the menu and one choice per option group that needs one, as the product page sends. */
async function pickProduct(i: Instance): Promise<{ id: string; variationIds: string[] }> {
  const menu = (await (await call(i, '/api/menu')).json()) as PublicMenu;
  const first = menu.products[0];
  if (!first) throw new Error('the demo menu has no products');
  const detail = (await (await call(i, `/api/products/${first.id}`)).json()) as ProductDetail;
  return {
    id: detail.id,
    variationIds: detail.options.filter((o) => o.minChoices > 0).map((o) => o.variations[0]!.id),
  };
}

/** Reads an SSE response for `ms` and returns the raw text. */
async function readFor(res: Response, ms: number): Promise<string> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<null>((r) => setTimeout(() => r(null), Math.max(0, deadline - Date.now()))),
    ]);
    if (!chunk || chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
  }
  await reader.cancel();
  return text;
}
