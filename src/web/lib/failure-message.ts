import { ApiError } from './api';

/** What the server says of an error it did not expect: no reason to show. */
const INTERNAL = 500;

/**
 * What a toast says when an action failed: what failed, then the server's reason when it gave
 * one (a refusal, a validation message, a service not configured or down), or what to do about
 * a lost connection or an unexpected server error: 'Erro ao salvar produto: Nome é obrigatório'.
 */
export function failureMessage(what: string, error: unknown): string {
  const head = what.replace(/[.!]+$/, '');
  if (error instanceof ApiError && error.status === 0)
    return `${head}: sem conexão. Verifique sua internet e tente novamente.`;
  if (error instanceof ApiError && error.status !== INTERNAL) return `${head}: ${error.message}`;
  return `${head}. Tente novamente.`;
}
