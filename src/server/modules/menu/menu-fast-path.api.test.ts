import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ORIGIN, createTestApp, type TestApp } from '@server/testing/harness';
import { onSocket } from '@server/testing/node-socket';

// The menu and its 304 written by Node before Hono (menu-fast-path.ts), over a real socket.
let t: TestApp;
let socket: Awaited<ReturnType<typeof onSocket>>;
let base: string;
let honoCalls: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  honoCalls = vi.spyOn(t.app, 'fetch');
  socket = await onSocket(t.app);
  base = socket.base;
});
afterAll(async () => {
  await socket.close();
  await t.close();
});

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
/** Headers as a client sees them, without those node:http adds per connection or request. */
const visible = (h: Headers) =>
  Object.fromEntries([...h].filter(([name]) => !['date', 'connection', 'keep-alive', 'x-request-id'].includes(name)));

describe('GET /api/menu', () => {
  it('answers without Hono once the menu is in memory: the same status, headers and bytes as the app', async () => {
    await fetch(`${base}/api/menu`, { headers: BROWSER });
    const menu: unknown = await (await t.app.request(`${ORIGIN}/api/menu`)).json();
    for (const encoding of ['gzip, deflate, br, zstd', 'gzip', 'identity']) {
      honoCalls.mockClear();
      const res = await fetch(`${base}/api/menu`, { headers: { 'accept-encoding': encoding } });
      expect(honoCalls).not.toHaveBeenCalled();
      const viaHono = await t.app.request(`${ORIGIN}/api/menu`, { headers: { 'accept-encoding': encoding } });
      expect(res.status).toBe(200);
      expect(visible(res.headers)).toEqual(visible(viaHono.headers));
      // fetch() decodes what it is sent: gzip, brotli or none, the same menu.
      expect(await res.json()).toEqual(menu);
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("echoes the caller's own request id", async () => {
    const res = await fetch(`${base}/api/menu`, { headers: { ...BROWSER, 'x-request-id': 'pedido-123' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('pedido-123');
  });
});

describe('GET /api/menu with the ETag the phone holds', () => {
  it('answers 304 without Hono, with the same headers the app sends on its own 304', async () => {
    const first = await fetch(`${base}/api/menu`, { headers: BROWSER });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/-br"$/);

    honoCalls.mockClear();
    const res = await fetch(`${base}/api/menu`, { headers: { ...BROWSER, 'if-none-match': etag } });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe('');
    expect(honoCalls).not.toHaveBeenCalled();

    const viaHono = await t.app.request(`${ORIGIN}/api/menu`, { headers: { ...BROWSER, 'if-none-match': etag } });
    expect(viaHono.status).toBe(304);
    expect(visible(res.headers)).toEqual(visible(viaHono.headers));
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the new menu, through the app, once an admin has changed it', async () => {
    const etag = (await fetch(`${base}/api/menu`, { headers: BROWSER })).headers.get('etag')!;
    const admin = (await t.signUp('gerente@exemplo.com', { admin: true })).cookie;
    const saved = await t.request('/api/admin/store', {
      method: 'PUT',
      cookie: admin,
      json: { freeDeliveryThresholdCents: 9100 },
    });
    expect(saved.status).toBe(200);

    const res = await fetch(`${base}/api/menu`, { headers: { ...BROWSER, 'if-none-match': etag } });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).not.toBe(etag);
    expect(
      ((await res.json()) as { store: { freeDeliveryThresholdCents: number } }).store.freeDeliveryThresholdCents,
    ).toBe(9100);
  });

  it('leaves other requests to the app: a query string, HEAD', async () => {
    const etag = (await fetch(`${base}/api/menu`, { headers: BROWSER })).headers.get('etag')!;
    honoCalls.mockClear();
    expect((await fetch(`${base}/api/menu?x=1`, { headers: { ...BROWSER, 'if-none-match': etag } })).status).toBe(304);
    expect(
      (await fetch(`${base}/api/menu`, { method: 'HEAD', headers: { ...BROWSER, 'if-none-match': etag } })).status,
    ).toBe(304);
    expect(honoCalls).toHaveBeenCalledTimes(2);
    // A tag of no menu gets the whole menu, from the fast path.
    expect((await fetch(`${base}/api/menu`, { headers: { ...BROWSER, 'if-none-match': '"outro"' } })).status).toBe(200);
    expect(honoCalls).toHaveBeenCalledTimes(2);
  });
});
