import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { startServer, type TestServer } from './support/server';

// The store opened at an address other than the one it was configured with: npm start without
// PUBLIC_URL opened at http://127.0.0.1 (or the machine's LAN address on the kitchen tablet).

let browser: Browser;
const servers: TestServer[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  for (const s of servers) await s.stop();
});

// Vitest sets TEST=true, which better-auth reads as a test run and then skips its origin check;
// these servers must check origins as a deployed one does.
const AS_DEPLOYED = { TEST: '' };

async function fill(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
}

describe('the address the store is opened at', () => {
  it('without PUBLIC_URL, registers and signs in at http://127.0.0.1', async () => {
    // The server believes it lives at http://localhost:PORT; the browser uses 127.0.0.1.
    const server = await startServer({ ...AS_DEPLOYED, PUBLIC_URL: '' });
    servers.push(server);
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:/);
    const page = await newPage(browser, server.url);
    await page.goto('/register');
    await fill(page, { Nome: 'Tablet Cozinha', Email: 'cozinha@exemplo.com', Senha: 'segredo1' });
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.waitForURL(/\/login$/);

    await page.goto('/login?redirect=%2Fcustomer');
    await fill(page, { Email: 'cozinha@exemplo.com', Senha: 'segredo1' });
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.poll(() => page.getByText('Login realizado com sucesso!').isVisible()).toBe(true);
    await page.waitForURL(/\/customer$/);
    const me = await page.evaluate(() => fetch('/api/me').then((r) => r.json()));
    expect(me.user.email).toBe('cozinha@exemplo.com');
    await page.context().close();
  });

  it('with PUBLIC_URL set, says which address to open instead of blaming the password', async () => {
    const server = await startServer({ ...AS_DEPLOYED, PUBLIC_URL: 'https://pedidos.exemplo.com' });
    servers.push(server);
    const page = await newPage(browser, server.url);
    await page.goto('/login');
    await fill(page, { Email: 'cozinha@exemplo.com', Senha: 'segredo1' });
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect
      .poll(() =>
        page
          .getByText(
            'Esta loja deve ser acessada por https://pedidos.exemplo.com. Abra o endereço correto e tente novamente.',
          )
          .isVisible(),
      )
      .toBe(true);
    expect(await page.getByText('Falha no login. Verifique suas credenciais.').isVisible()).toBe(false);
    await page.context().close();
  });
});
