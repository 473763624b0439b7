import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/harness';

// The one-query session read (session-lookup.ts) against what better-auth itself would decide.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = async (cookie: string) =>
  ((await (await t.request('/api/me', { cookie })).json()) as { user: { email: string } | null }).user;
const DAY = 24 * 60 * 60 * 1000;

describe('who a request is signed in as', () => {
  it('is the account of a valid session cookie', async () => {
    const { cookie, email } = await t.signUp();
    expect((await me(cookie))?.email).toBe(email);
  });

  it('is nobody with a forged or altered cookie', async () => {
    const { cookie } = await t.signUp();
    const [name, value] = cookie.split('=') as [string, string];
    const decoded = decodeURIComponent(value);
    const token = decoded.slice(0, decoded.lastIndexOf('.'));
    expect(await me(`${name}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`)).toBeNull();
    expect(await me(`${name}=${encodeURIComponent(`x${decoded}`)}`)).toBeNull();
    expect(await me(`${name}=${token}`)).toBeNull();
  });

  it('is nobody after signing out or once the session has expired', async () => {
    const a = await t.signUp();
    const out = await t.request('/api/auth/sign-out', { method: 'POST', cookie: a.cookie, json: {} });
    expect(out.status).toBe(200);
    expect(await me(a.cookie)).toBeNull();

    const b = await t.signUp();
    await t.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, b.userId));
    expect(await me(b.cookie)).toBeNull();
    // better-auth, handed the expired session, deletes it.
    expect(await t.db.select().from(session).where(eq(session.userId, b.userId))).toHaveLength(0);
  });

  it('extends a session used a day after its last extension, as better-auth does', async () => {
    const { cookie, email, userId } = await t.signUp();
    const due = new Date(Date.now() + 29 * DAY - 60_000); // 30-day sessions, extended daily
    await t.db.update(session).set({ expiresAt: due }).where(eq(session.userId, userId));
    expect((await me(cookie))?.email).toBe(email);
    const [row] = await t.db.select().from(session).where(eq(session.userId, userId));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29.9 * DAY);
  });
});
