import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, snap } from './support/browser';
import { startServer, type TestServer } from './support/server';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function fill(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
}

describe('accounts in the browser', () => {
  it('sends anonymous visitors of /customer and /admin to the login pages', async () => {
    const page = await newPage(browser, server.url);
    await page.goto('/customer');
    await page.waitForURL(/\/login/);
    await page.goto('/admin');
    await page.waitForURL(/\/admin-login\?redirect=%2Fadmin$/);
    await page.context().close();
  });

  it('shows validation messages, registers a customer who lands on /login, logs in and reaches /customer', async () => {
    const page = await newPage(browser, server.url);
    await page.goto('/register');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await expect.poll(() => page.getByText('Nome deve ter pelo menos 2 caracteres').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Email inválido').isVisible()).toBe(true);

    await fill(page, { Nome: 'Carla Souza', Email: 'carla@exemplo.com', Senha: 'segredo1' });
    // the show/hide toggle reveals the password
    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    expect(await page.getByLabel('Senha', { exact: true }).getAttribute('type')).toBe('text');
    await snap(page, 'register-360');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.waitForURL(/\/login$/);
    await expect.poll(() => page.getByText('Cadastro realizado com sucesso!', { exact: false }).isVisible()).toBe(true);

    await fill(page, { Email: 'carla@exemplo.com', Senha: 'errada' });
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.poll(() => page.getByText('Email ou senha incorretos.').isVisible()).toBe(true);

    await fill(page, { Senha: 'segredo1' });
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.poll(() => page.getByText('Login realizado com sucesso!').isVisible()).toBe(true);
    await page.waitForURL(server.url + '/');
    await page.getByTestId('account-link').click();
    await page.waitForURL(/\/customer$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Minha Conta' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('carla@exemplo.com').first().isVisible()).toBe(true);
    await snap(page, 'customer-account-360');

    // a customer is refused at /admin-login and signed out
    await page.goto('/admin-login');
    await fill(page, { Email: 'carla@exemplo.com', Senha: 'segredo1' });
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect
      .poll(() => page.getByText('Acesso negado. Você não tem permissões de administrador.').isVisible())
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe('/admin-login');
    const me = await page.evaluate(() => fetch('/api/me').then((r) => r.json()));
    expect(me.user).toBeNull();
    await page.context().close();
  });

  it('makes the first /admin-register account with the setup code admin and refuses the second until approved', async () => {
    // the owner on a laptop (the sidebar is open), the second account on a phone
    const page = await newPage(browser, server.url, DESKTOP);
    await page.goto('/admin-register');
    await fill(page, {
      Nome: 'Dona Samira',
      Email: 'samira@casadaesfiha.com',
      Senha: 'segredo1',
      'Código de configuração': 'ABCD-EFGH',
    });
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    // a visitor without the code from the server's log becomes nobody
    await expect
      .poll(() =>
        page
          .getByText(/Informe o código de configuração da loja/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => page.getByText('Código de configuração inválido').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/admin-register');
    await snap(page, 'admin-setup-code-1280');
    await fill(page, { 'Código de configuração': server.setupCode() });
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.waitForURL(/\/admin-login$/);
    await fill(page, { Email: 'samira@casadaesfiha.com', Senha: 'segredo1' });
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/admin$/);
    await expect.poll(() => page.getByText('Painel de Administração').first().isVisible()).toBe(true);

    const second = await newPage(browser, server.url);
    await second.goto('/admin-register');
    await fill(second, { Nome: 'Rafael Lima', Email: 'rafael@casadaesfiha.com', Senha: 'segredo1' });
    // once the store has its owner, nobody is asked for the code
    expect(await second.getByLabel('Código de configuração').count()).toBe(0);
    await second.getByRole('button', { name: 'Cadastrar' }).click();
    await second.waitForURL(/\/admin-login$/);
    await fill(second, { Email: 'rafael@casadaesfiha.com', Senha: 'segredo1' });
    await second.getByRole('button', { name: 'Entrar' }).click();
    await expect
      .poll(() => second.getByText('Acesso negado. Você não tem permissões de administrador.').isVisible())
      .toBe(true);
    expect(new URL(second.url()).pathname).toBe('/admin-login');

    // the owner approves the request in Equipe; the second account then reaches /admin
    await page.goto('/admin/team');
    await page.getByRole('button', { name: 'Aprovar rafael@casadaesfiha.com' }).click();
    await expect.poll(() => page.getByText('Acesso de administrador aprovado').isVisible()).toBe(true);
    await snap(page, 'admin-team-1280');

    await second.getByRole('button', { name: 'Entrar' }).click();
    await second.waitForURL(/\/admin$/);
    await page.context().close();
    await second.context().close();
  });

  it('shows the not-found page for an unknown route', async () => {
    const page = await newPage(browser, server.url);
    await page.goto('/nao-existe');
    await expect.poll(() => page.getByText('Oops! Page not found').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(server.url + '/');
    await page.context().close();
  });
});
