import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn, signUp } from './auth-api';

const WRONG_ADDRESS =
  'Esta loja deve ser acessada por https://pedidos.exemplo.com. Abra o endereço correto e tente novamente.';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
}
afterEach(() => vi.unstubAllGlobals());

describe('sign-in and sign-up refusals', () => {
  it('show the server message when the store was opened at the wrong address', async () => {
    answer(403, { error: WRONG_ADDRESS, message: WRONG_ADDRESS, code: 'INVALID_ORIGIN' });
    await expect(signIn('a@exemplo.com', 'segredo1', 'Falha no login. Verifique suas credenciais.')).rejects.toThrow(
      WRONG_ADDRESS,
    );
    await expect(signUp({ name: 'Ana', email: 'a@exemplo.com', password: 'segredo1' })).rejects.toThrow(WRONG_ADDRESS);
  });

  it('show the server message for an email already registered', async () => {
    answer(409, { error: 'Este email já está cadastrado. Faça login.', code: 'email_taken' });
    await expect(signUp({ name: 'Ana', email: 'a@exemplo.com', password: 'segredo1' })).rejects.toThrow(
      'Este email já está cadastrado. Faça login.',
    );
  });

  it('translate better-auth codes and keep the generic text for the rest', async () => {
    answer(401, { message: 'Invalid email or password', code: 'INVALID_EMAIL_OR_PASSWORD' });
    await expect(signIn('a@exemplo.com', 'errada', 'Falha no login.')).rejects.toThrow('Email ou senha incorretos.');
    answer(400, { message: 'Something in English', code: 'SOMETHING_ELSE' });
    await expect(signIn('a@exemplo.com', 'errada', 'Falha no login.')).rejects.toThrow('Falha no login.');
  });
});
