import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { spawnServer, type SpawnedServer } from '../testing/spawn-server';
import { loggedPath } from './request-log';

// The request log of the real server as an operator reads it (docs/operations.md, "Health,
// stopping, logs"): one JSON line per request, the id echoed and on the handler's own lines, and
// no cookie, email, password or token anywhere in it.

let server: SpawnedServer;
let output = '';
beforeAll(async () => {
  server = await spawnServer({
    label: 'request-log',
    onOutput: (s) => (output += s),
    // Nothing listens on port 1: the CEP lookup fails and its handler logs a warning.
    env: { LOG_LEVEL: 'info', CEP_API_URL: 'http://127.0.0.1:1/ws' },
  });
});
afterAll(() => server.stop());

type Line = {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  path?: string;
  status?: number;
  ms?: number;
};
const lines = (): Line[] =>
  output
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Line);
/** Waits until a line that `seen` picks has been written: the log reaches stdout within a second (logger.ts). */
async function settle(seen: (l: Line) => boolean) {
  for (let waited = 0; waited < 5000 && !lines().some(seen); waited += 100)
    await new Promise((r) => setTimeout(r, 100));
}

describe('request log', () => {
  it('one line per request with method, path, status, duration and the id it echoes', async () => {
    const res = await fetch(`${server.url}/api/menu?q=esfiha`, { headers: { 'x-request-id': 'pedido-42.a_b' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('pedido-42.a_b');
    await settle((l) => l.reqId === 'pedido-42.a_b');
    const mine = lines().filter((l) => l.reqId === 'pedido-42.a_b');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ msg: 'request', method: 'GET', path: '/api/menu', status: 200 });
    // The envelope every other line has: level, time and the process's bindings.
    const other = lines().find((l) => l.msg !== 'request') as Record<string, unknown>;
    expect(mine[0]).toMatchObject({ level: 30, pid: other.pid, hostname: other.hostname });
    expect(Math.abs(Date.now() - (mine[0] as unknown as { time: number }).time)).toBeLessThan(60_000);
    expect(mine[0]!.ms).toBeGreaterThanOrEqual(0);
  });

  it('the menu 304 Node answers itself is logged too', async () => {
    const etag = (await fetch(`${server.url}/api/menu`)).headers.get('etag')!;
    const res = await fetch(`${server.url}/api/menu`, { headers: { 'if-none-match': etag } });
    expect(res.status).toBe(304);
    const id = res.headers.get('x-request-id')!;
    await settle((l) => l.reqId === id);
    expect(lines().filter((l) => l.reqId === id)).toMatchObject([{ path: '/api/menu', status: 304 }]);
  });

  it('an id that is too long or carries other characters is replaced by a new one', async () => {
    for (const bad of ['a'.repeat(65), 'um id', 'x"}\\n{"forjado":1']) {
      const res = await fetch(`${server.url}/api/health`, { headers: { 'x-request-id': bad } });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("a handler's own log line carries the request's id", async () => {
    const res = await fetch(`${server.url}/api/cep/01310100`, { headers: { 'x-request-id': 'cep-1' } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    await settle((l) => l.reqId === 'cep-1' && l.msg === 'request');
    const mine = lines().filter((l) => l.reqId === 'cep-1');
    expect(mine.map((l) => l.msg)).toEqual(['CEP lookup failed', 'request']);
  });

  it('no cookie, email, password or token reaches the log', async () => {
    const email = 'cliente.secreto@exemplo.com';
    const password = 'senha-muito-secreta-123';
    const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email, password, name: 'Maria Secreta' }),
    });
    expect(signUp.status).toBe(200);
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email, password }),
    });
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]!);
    expect(cookie.length).toBeGreaterThan(0);
    expect((await fetch(`${server.url}/api/me`, { headers: { cookie: cookie.join('; ') } })).status).toBe(200);
    const webhookToken = 'w'.repeat(40);
    await fetch(`${server.url}/api/payments/pix/webhook/${webhookToken}`, { method: 'POST', body: '{}' });
    await fetch(`${server.url}/reset-password?token=token-de-redefinicao`);
    await settle((l) => l.path === '/reset-password');

    expect(
      lines()
        .filter((l) => l.msg === 'request')
        .map((l) => l.path),
    ).toEqual(
      expect.arrayContaining([
        '/api/auth/sign-up/email',
        '/api/me',
        '/api/payments/pix/webhook/***',
        '/reset-password',
      ]),
    );
    for (const secret of [email, password, 'Maria Secreta', webhookToken, 'token-de-redefinicao', ...cookie]) {
      expect(output).not.toContain(secret);
    }
  });
});

describe('loggedPath', () => {
  it('drops the query and masks the PIX webhook secret', () => {
    expect(loggedPath('/reset-password?token=abc')).toBe('/reset-password');
    expect(loggedPath('/api/payments/pix/webhook/segredo/pix')).toBe('/api/payments/pix/webhook/***/pix');
    expect(loggedPath('/api/menu')).toBe('/api/menu');
  });

  it("masks a courier's link, on its page and its API", () => {
    expect(loggedPath('/entregador/Abc-123_x')).toBe('/entregador/***');
    expect(loggedPath('/api/courier/Abc-123_x/orders/1/delivered')).toBe('/api/courier/***/orders/1/delivered');
  });
});

describe('redaction', () => {
  it('hides personal data and secrets a log call passes, at the top or one level down', () => {
    let text = '';
    const sink = new Writable({ write: (chunk, _enc, done) => ((text += String(chunk)), done()) });
    const logger = createLogger('info', false, sink);
    logger.info({ to: 'a@exemplo.com', customer: { name: 'Maria', phone: '11999990000', cep: '01310100' } }, 'x');
    logger.info(
      { req: { headers: { cookie: 'sessao=1', authorization: 'Bearer 2' } }, user: { email: 'b@exemplo.com' } },
      'y',
    );
    logger.info({ body: { password: 'p4ss', token: 't0k' }, address: 'Rua A, 1' }, 'z');
    for (const value of [
      'a@exemplo.com',
      'Maria',
      '11999990000',
      '01310100',
      'sessao=1',
      'Bearer 2',
      'b@exemplo.com',
      'p4ss',
      't0k',
      'Rua A',
    ]) {
      expect(text).not.toContain(value);
    }
    expect(text.match(/\[Redacted\]/g)).toHaveLength(10);
  });
});
