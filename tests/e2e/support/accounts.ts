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

/**
 * A customer's account, made and signed in through the auth API from the page (password
 * 'segredo123'), so this browser context holds the session cookie.
 */
export async function signUp(page: Page, customer: { name: string; email: string }) {
  await page.goto('/login');
  const status = await page.evaluate(async ({ name, email }) => {
    const post = (url: string, body: unknown) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await post('/api/auth/sign-up/email', { email, name, password: 'segredo123' });
    return (await post('/api/auth/sign-in/email', { email, password: 'segredo123' })).status;
  }, customer);
  expect(status).toBe(200);
}
