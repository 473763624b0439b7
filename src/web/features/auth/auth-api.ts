import type { AdminRegisterResponse, AdminSetupResponse, MeResponse } from '@shared/contract/auth';
import type { AdminRegisterInput } from '@shared/schemas/auth';
import { api, ApiError } from '@web/lib/api';
import { forgetPushSubscription } from '@web/lib/push-subscription';

export type { CurrentUser } from '@shared/contract/auth';

// better-auth answers in English; customers read Portuguese.
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Email ou senha incorretos.',
  USER_ALREADY_EXISTS: 'Este email já está cadastrado.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Este email já está cadastrado.',
  PASSWORD_TOO_SHORT: 'A senha deve ter pelo menos 6 caracteres.',
  INVALID_EMAIL: 'Email inválido',
};

// Refusals our server words itself in pt-BR: the store opened at an address other than
// PUBLIC_URL (auth/origins.ts), an email already registered, and the forms' own validation
// messages (auth/auth-routes.ts runs the shared schemas).
const SERVER_WORDED = new Set(['INVALID_ORIGIN', 'email_taken', 'invalid']);

function translate(err: unknown, fallback: string): never {
  if (err instanceof ApiError) {
    if (err.status === 429 || err.code === 'rate_limited') throw new ApiError(429, err.message);
    if (err.code && SERVER_WORDED.has(err.code)) throw err;
    throw new ApiError(err.status, (err.code && MESSAGES[err.code]) || fallback, err.code);
  }
  throw new ApiError(0, fallback);
}

export const fetchMe = () => api<MeResponse>('/api/me').then((r) => r.user);

export async function signIn(email: string, password: string, fallback: string) {
  try {
    await api('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
  } catch (err) {
    translate(err, fallback);
  }
}

export async function signUp(input: { name: string; email: string; password: string }) {
  try {
    await api('/api/auth/sign-up/email', { method: 'POST', json: input });
  } catch (err) {
    translate(err, 'Falha no cadastro. Tente novamente.');
  }
}

export async function signOut() {
  // A shared device stops being told about this customer's orders (while the session still exists).
  await forgetPushSubscription().catch(() => {});
  try {
    await api('/api/auth/sign-out', { method: 'POST', json: {} });
  } catch (err) {
    // 401/403/404 on sign-out are ignored: the session is gone either way.
    if (!(err instanceof ApiError && [401, 403, 404].includes(err.status))) throw err;
  }
}

export function registerAdmin(input: AdminRegisterInput) {
  return api<AdminRegisterResponse>('/api/admin-access/register', { method: 'POST', json: input });
}

/** Whether the store still waits for its first admin, who must bring the setup code. */
export const fetchAdminSetup = () => api<AdminSetupResponse>('/api/admin-access/setup');
