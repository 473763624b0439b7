import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user, verification } from '@server/db/schema';
import { CHECKOUT_FORM, demoMenu } from '@server/testing/checkout-fixtures';
import { cookieFrom, createTestApp, type TestApp } from '@server/testing/harness';
import { startSmtpCapture, type SmtpCapture } from '@server/testing/smtp-capture';
import { RESET_LINK_INVALID_MESSAGE, RESET_REQUESTED_MESSAGE } from '@shared/schemas/password';

const tokenIn = (text: string) => /\/reset-password\?token=([\w-]+)/.exec(text)?.[1];

describe('password reset', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({
      seed: true,
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Loja <loja@exemplo.com>', TRUST_PROXY: '1' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const forgot = (email: string, ip = '192.0.2.1') =>
    t.request('/api/password/forgot', { method: 'POST', headers: { 'x-forwarded-for': ip }, json: { email } });
  const reset = (token: string, password: string) =>
    t.request('/api/password/reset', { method: 'POST', json: { token, password } });
  /** The tokens of the first `count` reset emails to `email`, oldest first. */
  const resetLinks = async (email: string, count: number) => {
    const resets = () => smtp.messages.filter((m) => m.to === email && m.subject.startsWith('Crie uma nova senha'));
    await smtp.waitFor(() => resets().length >= count);
    return resets().map((m) => tokenIn(m.text)!);
  };
  const me = async (cookie: string) =>
    ((await (await t.request('/api/me', { cookie })).json()) as { user: { email: string } | null }).user;

  it('answers the same for an unknown email and sends nothing to it', async () => {
    const { email } = await t.signUp();
    const known = await forgot(email);
    const unknown = await forgot('ninguem@exemplo.com');
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await known.json()).toEqual({ message: RESET_REQUESTED_MESSAGE });
    expect(await unknown.json()).toEqual({ message: RESET_REQUESTED_MESSAGE });
    const mail = await smtp.waitFor((m) => m.to === email);
    expect(mail.subject).toMatch(/^Crie uma nova senha/);
    expect(mail.text).toContain('O link vale por 1 hora');
    expect(tokenIn(mail.text)).toBeTruthy();
    expect(smtp.messages.some((m) => m.to === 'ninguem@exemplo.com')).toBe(false);
  });

  it('the link sets the password once, signs in here, ends the other sessions and proves the email', async () => {
    const { email, cookie: otherDevice } = await t.signUp();
    await forgot(email);
    const token = tokenIn((await smtp.waitFor((m) => m.to === email)).text)!;

    const res = await reset(token, 'nova-senha-456');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email, isAdmin: false });
    expect(await me(cookieFrom(res))).toMatchObject({ email });
    expect(await me(otherDevice)).toBeNull();

    const signIn = (password: string) =>
      t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
    expect((await signIn('senha-segura-123')).status).toBe(401);
    expect((await signIn('nova-senha-456')).status).toBe(200);
    const [row] = await t.db.select({ verified: user.emailVerified }).from(user).where(eq(user.email, email));
    expect(row!.verified).toBe(true);

    const again = await reset(token, 'outra-senha-789');
    expect(again.status).toBe(400);
    expect((await again.json()).error).toBe(RESET_LINK_INVALID_MESSAGE);
  });

  it('refuses an expired link, an unknown one and a short password, changing nothing', async () => {
    const { email } = await t.signUp();
    await forgot(email);
    const token = tokenIn((await smtp.waitFor((m) => m.to === email)).text)!;

    const short = await reset(token, '123');
    expect(short.status).toBe(400);
    expect((await short.json()).error).toBe('A senha deve ter pelo menos 6 caracteres.');

    await t.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verification.identifier, `%${token}`));
    const expired = await reset(token, 'nova-senha-456');
    expect(expired.status).toBe(400);
    expect((await expired.json()).error).toBe(RESET_LINK_INVALID_MESSAGE);
    expect((await reset('nao-existe', 'nova-senha-456')).status).toBe(400);
    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: 'senha-segura-123' },
    });
    expect(signIn.status).toBe(200);
  });

  it('using a link, or changing the password, ends every other link of the account', async () => {
    // A guest's welcome link (7 days), then two reset links: the newest is used first.
    const email = `guest-${Date.now()}@exemplo.com`;
    const k = (await demoMenu(t.db))['Kibe Frito (6 unidades)']!;
    const variationIds = [k.options.Acompanhamento!.variations.Homus!.id];
    const placed = await t.request('/api/orders', {
      method: 'POST',
      json: {
        form: { ...CHECKOUT_FORM, email, paymentMethod: 'cash' },
        items: [{ productId: k.id, variationIds, quantity: 2 }],
        idempotencyKey: crypto.randomUUID(),
      },
    });
    expect(placed.status).toBe(201);
    const welcome = tokenIn((await smtp.waitFor((m) => m.to === email)).text)!;
    await forgot(email, '192.0.2.50');
    await forgot(email, '192.0.2.51');
    const [older, newer] = await resetLinks(email, 2);
    expect(new Set([welcome, older, newer]).size).toBe(3);

    const used = await reset(newer!, 'a-senha-nova-1');
    expect(used.status).toBe(200);
    for (const stale of [older!, welcome]) {
      const res = await reset(stale, 'senha-do-atacante');
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe(RESET_LINK_INVALID_MESSAGE);
    }
    const signIn = (password: string) =>
      t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
    expect((await signIn('a-senha-nova-1')).status).toBe(200);
    expect((await signIn('senha-do-atacante')).status).toBe(401);
  });

  it('two links of one account used at the same moment: one sets the password, the other is refused', async () => {
    const { email } = await t.signUp();
    await forgot(email, '192.0.2.60');
    await forgot(email, '192.0.2.61');
    const [a, b] = await resetLinks(email, 2);
    const results = await Promise.all([reset(a!, 'senha-de-a-123'), reset(b!, 'senha-de-b-123')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const winner = results[0]!.status === 200 ? 'senha-de-a-123' : 'senha-de-b-123';
    const signIn = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: winner } });
    expect(signIn.status).toBe(200);
  });

  it('limits links per email, whatever the address asking', async () => {
    const { email } = await t.signUp();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await forgot(email, `198.51.100.${i + 10}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
