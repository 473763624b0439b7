import { describe, expect } from 'vitest';
import { fillFields, test } from './fixtures';
import { DESKTOP, snap } from './support/browser';

describe('accounts in the browser', () => {
  test('sends anonymous visitors of /customer and /admin to the login pages', async ({ page }) => {
    await page.goto('/customer');
    await page.waitForURL(/\/login/);
    await page.goto('/admin');
    await page.waitForURL(/\/admin-login\?redirect=%2Fadmin$/);
  });

  test('shows validation messages, registers a customer who lands on /login, logs in and reaches /customer', async ({
    page,
    server,
  }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await expect.poll(() => page.getByText('Nome deve ter pelo menos 2 caracteres').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Email inválido').isVisible()).toBe(true);

    await fillFields(page, { Nome: 'Carla Souza', Email: 'carla@exemplo.com', Senha: 'segredo1' });
    // the show/hide toggle reveals the password
    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    expect(await page.getByLabel('Senha', { exact: true }).getAttribute('type')).toBe('text');
    await snap(page, 'register-360');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.waitForURL(/\/login$/);
    await expect.poll(() => page.getByText('Cadastro realizado com sucesso!', { exact: false }).isVisible()).toBe(true);

    await fillFields(page, { Email: 'carla@exemplo.com', Senha: 'errada' });
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.poll(() => page.getByText('Email ou senha incorretos.').isVisible()).toBe(true);

    await fillFields(page, { Senha: 'segredo1' });
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.poll(() => page.getByText('Login realizado com sucesso!').isVisible()).toBe(true);
    await page.waitForURL(server.url + '/');
    await page.getByTestId('account-link').click();
    await page.waitForURL(/\/customer$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Minha Conta' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('carla@exemplo.com').first().isVisible()).toBe(true);
    await snap(page, 'auth-registered-account-360');

    // a customer is refused at /admin-login and signed out
    await page.goto('/admin-login');
    await fillFields(page, { Email: 'carla@exemplo.com', Senha: 'segredo1' });
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect
      .poll(() => page.getByText('Acesso negado. Você não tem permissões de administrador.').isVisible())
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe('/admin-login');
    const me = await page.evaluate(() => fetch('/api/me').then((r) => r.json()));
    expect(me.user).toBeNull();
  });

  test('makes the first /admin-register account with the setup code admin and refuses the second until approved', async ({
    newPage,
    server,
  }) => {
    // the owner on a laptop (the sidebar is open), the second account on a phone
    const page = await newPage(DESKTOP);
    await page.goto('/admin-register');
    await fillFields(page, {
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
    await fillFields(page, { 'Código de configuração': server.setupCode() });
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.waitForURL(/\/admin-login$/);
    await fillFields(page, { Email: 'samira@casadaesfiha.com', Senha: 'segredo1' });
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/admin$/);
    await expect.poll(() => page.getByText('Painel de Administração').first().isVisible()).toBe(true);

    const second = await newPage();
    await second.goto('/admin-register');
    await fillFields(second, { Nome: 'Rafael Lima', Email: 'rafael@casadaesfiha.com', Senha: 'segredo1' });
    // once the store has its owner, nobody is asked for the code
    expect(await second.getByLabel('Código de configuração').count()).toBe(0);
    await second.getByRole('button', { name: 'Cadastrar' }).click();
    await second.waitForURL(/\/admin-login$/);
    await fillFields(second, { Email: 'rafael@casadaesfiha.com', Senha: 'segredo1' });
    await second.getByRole('button', { name: 'Entrar' }).click();
    await expect
      .poll(() => second.getByText('Acesso negado. Você não tem permissões de administrador.').isVisible())
      .toBe(true);
    expect(new URL(second.url()).pathname).toBe('/admin-login');

    // the owner approves the request in Equipe; the second account then reaches /admin
    await page.goto('/admin/team');
    await page.getByRole('button', { name: 'Aprovar rafael@casadaesfiha.com' }).click();
    await expect.poll(() => page.getByText('Acesso aprovado como Atendente').isVisible()).toBe(true);
    await snap(page, 'admin-team-1280');

    // An attendant has no dashboard: the panel opens on the orders, the only pages offered.
    await second.getByRole('button', { name: 'Entrar' }).click();
    await second.waitForURL(/\/admin\/orders$/);
    const navLink = (name: string) => second.getByRole('link', { name, includeHidden: true });
    await expect.poll(() => navLink('Cozinha').count()).toBeGreaterThan(0);
    expect(await navLink('Produtos').count()).toBe(0);
    await page.context().close();
    await second.context().close();
  });

  test('shows the not-found page for an unknown route', async ({ page, server }) => {
    await page.goto('/nao-existe');
    await expect.poll(() => page.getByText('Oops! Page not found').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(server.url + '/');
  });
});
