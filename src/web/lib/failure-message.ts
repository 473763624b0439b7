import { ApiError } from './api';

/**
 * What a toast says when an action failed: what failed, then the server's reason when it gave
 * one (a refusal, a validation message), or what to do about a lost connection or a server
 * error: 'Erro ao salvar produto: Nome é obrigatório'.
 */
export function failureMessage(what: string, error: unknown): string {
  const head = what.replace(/[.!]+$/, '');
  if (error instanceof ApiError && error.status > 0 && error.status < 500) return `${head}: ${error.message}`;
  if (error instanceof ApiError && error.status === 0)
    return `${head}: sem conexão. Verifique sua internet e tente novamente.`;
  return `${head}. Tente novamente.`;
}
