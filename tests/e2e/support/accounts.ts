import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { TestServer } from './server';

/**
 * The store's first admin, registered with the setup code the server printed (once per file's
 * server) and signed in on this page, through the API (the journeys that use it are about
 * something else).
 */
export async function signInFirstAdmin(page: Page, server: TestServer) {
  await page.goto('/admin-login');
  const status = await page.evaluate(async (setupCode) => {
    const post = (url: string, body: unknown) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const body = { name: 'Dona Samira', email: 'samira@loja.com', password: 'segredo123', setupCode };
    // Registered by the file's first journey that asks; the next ones sign in.
    await post('/api/admin-access/register', body);
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

/** POSTs JSON from the page (in the browser, with its cookies); the answer's status. */
const postFrom = (page: Page, url: string, body: unknown) =>
  page.evaluate(
    async ({ url, body }) =>
      (
        await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { url, body },
  );

/**
 * A team member with a role (docs/product.md#staff-roles): they ask for access on `page`, the
 * owner signed in on `owner` approves them with the role, and `page` is then signed in as them.
 */
export async function signInStaff(
  owner: Page,
  page: Page,
  person: { name: string; email: string; role: 'manager' | 'attendant' | 'courier' },
) {
  await page.goto('/admin-login');
  const ask = { name: person.name, email: person.email, password: 'segredo123' };
  expect(await postFrom(page, '/api/admin-access/register', ask)).toBe(201);
  const requestId = await owner.evaluate(async (email) => {
    const team = (await (await fetch('/api/admin/team')).json()) as { requests: { id: string; email: string }[] };
    return team.requests.find((r) => r.email === email)!.id;
  }, person.email);
  expect(await postFrom(owner, `/api/admin/team/requests/${requestId}`, { approve: true, role: person.role })).toBe(
    200,
  );
  expect(await postFrom(page, '/api/auth/sign-in/email', { email: person.email, password: 'segredo123' })).toBe(200);
}
