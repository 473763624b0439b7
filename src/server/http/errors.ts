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

export const DATABASE_UNAVAILABLE_MESSAGE = 'Serviço temporariamente indisponível. Tente novamente em instantes.';

/**
 * The socket's and the driver's codes for a database that went away (EPIPE: a query written on
 * a connection PostgreSQL had just closed, as a stop under load does), and PostgreSQL's own for
 * shutting down (57P01) or starting (57P03).
 */
const DATABASE_UNREACHABLE_CODES = [
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'CONNECTION_CLOSED',
  'CONNECT_TIMEOUT',
  '57P01',
  '57P03',
];

/** Database connection failures become a 503 the caller can retry, never a hang or a 500. */
function isDatabaseUnavailable(err: unknown): boolean {
  const code = (err as { code?: string })?.code ?? (err as { cause?: { code?: string } })?.cause?.code;
  return DATABASE_UNREACHABLE_CODES.includes(code ?? '');
}

/** `unreachable` hears of each request that failed because the database could not be reached. */
export function handleError(err: Error, c: Context, logger: Logger, unreachable?: () => void) {
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
    unreachable?.();
    return c.json({ error: DATABASE_UNAVAILABLE_MESSAGE }, 503);
  }
  log.error({ err, path: c.req.path }, 'unhandled error');
  return c.json({ error: 'Erro interno. Tente novamente.' }, 500);
}
