import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness';

// better-auth's AsyncLocalStorage turns on promise hooks for the whole process (Node 20): they
// must be off again once its calls have ended (quiet-async-context.ts).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** better-auth's storages, and whether each is on (its promise hooks with it). */
function storages() {
  const global = (globalThis as Record<symbol, { context?: Record<string, unknown> } | undefined>)[
    Symbol.for('better-auth:global')
  ];
  return Object.values(global?.context ?? {})
    .filter((s): s is AsyncLocalStorage<unknown> => s instanceof AsyncLocalStorage)
    .map((s) => (s as unknown as { enabled: boolean }).enabled);
}

describe('better-auth between its calls', () => {
  it('leaves no AsyncLocalStorage on once a sign-up, a sign-in and a sign-out have ended', async () => {
    const { cookie, email, password } = await t.signUp();
    const signIn = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
    expect(signIn.status).toBe(200);
    const out = await t.request('/api/auth/sign-out', { method: 'POST', cookie, json: {} });
    expect(out.status).toBe(200);
    expect(storages().length).toBeGreaterThan(0);
    expect(storages()).not.toContain(true);
  });

  it('still gives better-auth its context during a call: two at once both sign in', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const both = await Promise.all(
      [a, b].map((u) =>
        t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: u.email, password: u.password } }),
      ),
    );
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(storages()).not.toContain(true);
  });
});
