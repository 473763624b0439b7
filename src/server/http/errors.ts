import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import type { Logger } from '../logger';
import { requestLogger } from './request-log';

/** An error a service throws when the caller asked for something the rules refuse. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Não encontrado') => new AppError(404, message, 'not_found');

/** Text the database cannot store (a NUL character, bytes that are no UTF-8): the caller's input, a 400. */
function isUnstorableText(err: unknown): boolean {
  const code = (err as { code?: string })?.code ?? (err as { cause?: { code?: string } })?.cause?.code;
  return code === '22021' || code === '22P05';
}

/** Database connection failures become a 503 the caller can retry, never a hang or a 500. */
function isDatabaseUnavailable(err: unknown): boolean {
  const code = (err as { code?: string })?.code ?? (err as { cause?: { code?: string } })?.cause?.code;
  return ['ECONNREFUSED', 'ECONNRESET', 'CONNECTION_CLOSED', 'CONNECT_TIMEOUT', '57P01', '57P03'].includes(code ?? '');
}

export function handleError(err: Error, c: Context, logger: Logger) {
  if (err instanceof AppError) return c.json({ error: err.message, code: err.code }, err.status);
  if (err instanceof ZodError) {
    return c.json({ error: err.issues[0]?.message ?? 'Dados inválidos', issues: err.issues }, 400);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const message = status === 413 ? 'Requisição grande demais' : status < 500 ? 'Requisição inválida' : 'Erro interno';
    return c.json({ error: message }, status);
  }
  if (isUnstorableText(err)) return c.json({ error: 'O texto enviado tem caracteres inválidos.' }, 400);
  const log = requestLogger(c, logger);
  if (isDatabaseUnavailable(err)) {
    log.warn({ err }, 'database unavailable');
    return c.json({ error: 'Serviço temporariamente indisponível. Tente novamente em instantes.' }, 503);
  }
  log.error({ err, path: c.req.path }, 'unhandled error');
  return c.json({ error: 'Erro interno. Tente novamente.' }, 500);
}
