import { afterEach, describe, expect, it } from 'vitest';
import { cookieFrom, createTestApp, type TestApp } from '../testing/harness';
import { createAuth } from './auth';

// The store opened at an address other than PUBLIC_URL: the machine's LAN address on the
// kitchen tablet, 127.0.0.1 instead of localhost.

const LAN = '192.168.0.10:3000';
const WRONG_ADDRESS =
  'Esta loja deve ser acessada por https://pedidos.exemplo.com. Abra o endereço correto e tente novamente.';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A request as the browser sends it from a page at `origin` to the server at `host`. */
function post(
  app: TestApp,
  path: string,
  body: unknown,
  { origin, host, cookie }: { origin: string; host: string; cookie?: string },
) {
  const headers: Record<string, string> = {
    origin,
    host,
    'content-type': 'application/json',
    'sec-fetch-site': 'same-origin',
    'sec-fetch-mode': 'cors',
  };
  if (cookie) headers.cookie = cookie;
  return app.app.request(`http://${host}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
}

const account = { email: 'cozinha@exemplo.com', password: 'senha-segura-123', name: 'Tablet da Cozinha' };

describe('without PUBLIC_URL the store works at whatever address it was opened', () => {
  it('signs up and signs in from the LAN address, with a cookie that works over http', async () => {
    t = await createTestApp({ env: { PUBLIC_URL: '' } });
    expect(t.config.PUBLIC_URL).toBeUndefined();
    const from = { origin: `http://${LAN}`, host: LAN };

    const signUp = await post(t, '/api/auth/sign-up/email', account, from);
    expect(signUp.status, await signUp.clone().text()).toBe(200);
    const signIn = await post(t, '/api/auth/sign-in/email', { email: account.email, password: account.password }, from);
    expect(signIn.status, await signIn.clone().text()).toBe(200);

    const session = signIn.headers.getSetCookie().find((c) => c.includes('session_token')) ?? '';
    expect(session).not.toMatch(/;\s*Secure/i);
    expect(session).toMatch(/HttpOnly/i);
    const me = await t.app.request(`http://${LAN}/api/me`, { headers: { host: LAN, cookie: cookieFrom(signIn) } });
    expect(((await me.json()) as { user: { email: string } | null }).user?.email).toBe(account.email);

    const signOut = await post(t, '/api/auth/sign-out', {}, { ...from, cookie: cookieFrom(signIn) });
    expect(signOut.status).toBe(200);
  });

  it('signs in at 127.0.0.1 too', async () => {
    t = await createTestApp({ env: { PUBLIC_URL: '' } });
    const from = { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' };
    expect((await post(t, '/api/auth/sign-up/email', account, from)).status).toBe(200);
    expect(
      (await post(t, '/api/auth/sign-in/email', { email: account.email, password: account.password }, from)).status,
    ).toBe(200);
  });

  it('still refuses a sign-in sent by another site', async () => {
    t = await createTestApp({ env: { PUBLIC_URL: '' } });
    await post(t, '/api/auth/sign-up/email', account, { origin: `http://${LAN}`, host: LAN });
    for (const origin of ['https://evil.example', `https://${LAN}.evil.example`, 'null']) {
      const res = await post(
        t,
        '/api/auth/sign-in/email',
        { email: account.email, password: account.password },
        { origin, host: LAN },
      );
      expect(res.status, origin).toBe(403);
      expect(
        res.headers.getSetCookie().some((c) => c.includes('session_token')),
        origin,
      ).toBe(false);
    }
  });
});

describe('better-auth on its own, behind our CSRF check', () => {
  it('refuses a page whose origin is not the host the request went to', async () => {
    t = await createTestApp({ env: { PUBLIC_URL: '' } });
    const auth = createAuth(t.db, t.config);
    const signIn = (origin: string) =>
      auth.handler(
        new Request(`http://${LAN}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: {
            origin,
            host: LAN,
            'content-type': 'application/json',
            'sec-fetch-site': 'cross-site',
            'sec-fetch-mode': 'cors',
          },
          body: JSON.stringify({ email: account.email, password: account.password }),
        }),
      );
    for (const origin of [
      'https://evil.example',
      'http://192.168.0.10:3001',
      'http://192.168.0.10',
      'file://192.168.0.10:3000',
    ]) {
      const res = await signIn(origin);
      expect(res.status, origin).toBe(403);
      expect(((await res.json()) as { error?: string }).error, origin).toBe('Origem da requisição não permitida');
    }
  });
});

describe('with PUBLIC_URL set, another address is told which one to use', () => {
  it('answers sign-in and sign-up from the LAN address with 403 and a message naming PUBLIC_URL', async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://pedidos.exemplo.com' } });
    const from = { origin: `http://${LAN}`, host: LAN };
    for (const [path, body] of [
      ['/api/auth/sign-up/email', account],
      ['/api/auth/sign-in/email', { email: account.email, password: account.password }],
    ] as const) {
      const res = await post(t, path, body, from);
      expect(res.status, path).toBe(403);
      const answer = (await res.json()) as { error?: string; message?: string; code?: string };
      expect(answer.error, path).toBe(WRONG_ADDRESS);
      expect(answer.message, path).toBe(WRONG_ADDRESS);
      expect(answer.code, path).toBe('INVALID_ORIGIN');
    }
  });

  it('signs in at PUBLIC_URL as before', async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://pedidos.exemplo.com' } });
    const from = { origin: 'https://pedidos.exemplo.com', host: 'pedidos.exemplo.com' };
    expect((await post(t, '/api/auth/sign-up/email', account, from)).status).toBe(200);
    const res = await post(t, '/api/auth/sign-in/email', { email: account.email, password: account.password }, from);
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().find((c) => c.includes('session_token'))).toMatch(/;\s*Secure/i);
  });
});
