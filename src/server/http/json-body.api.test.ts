import http, { type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORIGIN, createTestApp, type TestApp } from '@server/testing/harness';
import { onSocket } from '@server/testing/node-socket';

// JSON bodies read whole by Node before Hono (json-body.ts), over a real socket: what a client
// sees is what the Fetch Request path gave, and the body limit still holds.
let t: TestApp;
let socket: Awaited<ReturnType<typeof onSocket>>;
let honoCalls: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  honoCalls = vi.spyOn(t.app, 'fetch');
  socket = await onSocket(t.app);
});
afterAll(async () => {
  await socket.close();
  await t.close();
});
beforeEach(() => {
  honoCalls.mockClear();
});

type Answer = { status: number; body: unknown };

/**
 * POSTs `body` over the socket, a connection of its own unless `agent` is given; without a
 * length it goes chunked, as a streaming client sends.
 */
function post(
  path: string,
  body: string | Buffer,
  opts: { chunked?: boolean; agent?: http.Agent } = {},
): Promise<Answer> {
  const bytes = Buffer.from(body);
  const headers: Record<string, string | number> = { 'content-type': 'application/json', origin: ORIGIN };
  if (!opts.chunked) headers['content-length'] = bytes.length;
  return new Promise((resolve, reject) => {
    const target = { host: '127.0.0.1', port: socket.port, path, method: 'POST', headers, agent: opts.agent ?? false };
    const req = http.request(target, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString()) }));
    });
    req.on('error', reject);
    // Chunked: the body in two pieces, so nothing could know its size from the first.
    if (opts.chunked) req.write(bytes.subarray(0, bytes.length >> 1));
    req.end(opts.chunked ? bytes.subarray(bytes.length >> 1) : bytes);
  });
}

/** The same request through the Fetch Request path (the app in process). */
async function viaFetch(path: string, body: string): Promise<Answer> {
  const res = await t.request(path, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
  return { status: res.status, body: await res.json() };
}

/** The body Hono was handed as already read, if it was. */
const readFirst = () =>
  (honoCalls.mock.calls[0]?.[1] as { incoming?: IncomingMessage & { rawBody?: Buffer } } | undefined)?.incoming
    ?.rawBody;

// An empty cart: the quote's schema refuses it with its own pt-BR message, so the answer shows
// the body reached the route's validation.
const EMPTY_CART = JSON.stringify({ items: [], form: { zipCode: 'São Paulo ção' } });
/** Over the body limit: 256 kB of padding and the JSON around it. */
const OVER_LIMIT = JSON.stringify({ items: [], pad: 'x'.repeat(256 * 1024) });

describe('a JSON body with its length', () => {
  it('reaches the route read by Node, the same bytes, with the answer the Fetch Request path gives', async () => {
    const answer = await post('/api/orders/quote', EMPTY_CART);
    expect(answer.status).toBe(400);
    expect(answer).toEqual(await viaFetch('/api/orders/quote', EMPTY_CART));
    expect(readFirst()?.toString('utf8')).toBe(EMPTY_CART);
  });

  it('bad JSON is the same pt-BR 400', async () => {
    const answer = await post('/api/orders/quote', '{"items": [');
    expect(answer).toEqual({
      status: 400,
      body: expect.objectContaining({ error: 'Requisição inválida: JSON malformado' }),
    });
    expect(answer).toEqual(await viaFetch('/api/orders/quote', '{"items": ['));
  });

  it('a byte-order mark before the JSON is dropped, as fetch() does', async () => {
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(EMPTY_CART)]);
    expect(await post('/api/orders/quote', withBom)).toEqual(await viaFetch('/api/orders/quote', EMPTY_CART));
  });

  it('over 256 kB is refused with 413 before a byte of it is read', async () => {
    expect(await post('/api/orders/quote', OVER_LIMIT)).toEqual({
      status: 413,
      body: { error: 'Requisição grande demais' },
    });
    expect(readFirst()).toBeUndefined();
  });

  it('is read by better-auth too, through the Request it builds from those bytes', async () => {
    const email = `body${Date.now()}@exemplo.com`;
    const signUp = JSON.stringify({ email, password: 'senha-segura-123', name: 'Ana Souza' });
    const answer = await post('/api/auth/sign-up/email', signUp);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ user: { email, name: 'Ana Souza' } });
    expect(readFirst()?.toString('utf8')).toBe(signUp);
  });
});

describe('a connection kept alive', () => {
  it('still takes requests after one whose body Node read first', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<unknown>();
    socket.server.on('connection', (connection) => sockets.add(connection));
    try {
      expect((await post('/api/orders/quote', EMPTY_CART, { agent })).status).toBe(400);
      // Past the 0.5 s the Node adapter gives an unread body to end before it closes the
      // connection: this one had ended before the adapter saw it.
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect((await post('/api/orders/quote', EMPTY_CART, { agent })).status).toBe(400);
      expect(sockets.size).toBe(1);
    } finally {
      agent.destroy();
    }
  });
});

describe('a chunked JSON body (no length)', () => {
  it('goes through the Fetch Request as before: the same answer', async () => {
    expect(await post('/api/orders/quote', EMPTY_CART, { chunked: true })).toEqual(
      await viaFetch('/api/orders/quote', EMPTY_CART),
    );
    expect(readFirst()).toBeUndefined();
  });

  it('over 256 kB is still refused with 413', async () => {
    expect(await post('/api/orders/quote', OVER_LIMIT, { chunked: true })).toEqual({
      status: 413,
      body: { error: 'Requisição grande demais' },
    });
  });
});
