import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { TestServer } from './server';

/**
 * The store's first admin, registered with the setup code the server printed and signed in on
 * this page, through the API (the journeys that use it are about something else).
 */
export async function signInFirstAdmin(page: Page, server: TestServer) {
  await page.goto('/admin-login');
  const status = await page.evaluate(async (setupCode) => {
    const post = (url: string, body: unknown) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const body = { name: 'Dona Samira', email: 'samira@loja.com', password: 'segredo123', setupCode };
    const reg = await post('/api/admin-access/register', body);
    if (!reg.ok) return reg.status;
    return (await post('/api/auth/sign-in/email', { email: body.email, password: body.password })).status;
  }, server.setupCode());
  expect(status).toBe(200);
}
