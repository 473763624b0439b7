import { describe, expect } from 'vitest';
import { fillFields, test } from './fixtures';
import { PHONE } from './support/browser';

// The store opened at an address other than the one it was configured with: npm start without
// PUBLIC_URL opened at http://127.0.0.1 (or the machine's LAN address on the kitchen tablet).

// Vitest sets TEST=true, which better-auth reads as a test run and then skips its origin check;
// these servers must check origins as a deployed one does.
const AS_DEPLOYED = { TEST: '' };

test.override('serverEnv', { ...AS_DEPLOYED, PUBLIC_URL: '' });

describe('the address the store is opened at', () => {
  test('without PUBLIC_URL, registers and signs in at http://127.0.0.1', async ({ server, page }) => {
    // The server believes it lives at http://localhost:PORT; the browser uses 127.0.0.1.
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:/);
    await page.goto('/register');
    await fillFields(page, { Nome: 'Tablet Cozinha', Email: 'cozinha@exemplo.com', Senha: 'segredo1' });
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.waitForURL(/\/login$/);

    await page.goto('/login?redirect=%2Fcustomer');
    await fillFields(page, { Email: 'cozinha@exemplo.com', Senha: 'segredo1' });
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.poll(() => page.getByText('Login realizado com sucesso!').isVisible()).toBe(true);
    await page.waitForURL(/\/customer$/);
    const me = await page.evaluate(() => fetch('/api/me').then((r) => r.json()));
    expect(me.user.email).toBe('cozinha@exemplo.com');
  });

  test('with PUBLIC_URL set, says which address to open instead of blaming the password', async ({
    startServer,
    newPage,
  }) => {
    const server = await startServer({ ...AS_DEPLOYED, PUBLIC_URL: 'https://pedidos.exemplo.com' });
    const page = await newPage(PHONE, { baseURL: server.url });
    await page.goto('/login');
    await fillFields(page, { Email: 'cozinha@exemplo.com', Senha: 'segredo1' });
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
