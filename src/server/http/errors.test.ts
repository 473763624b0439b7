import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from '@server/logger';
import { DATABASE_UNAVAILABLE_MESSAGE, handleError } from './errors';

/** What a route that met `err` answers, and whether it was counted as the database being unreachable. */
async function answerTo(err: Error) {
  let unreachable = 0;
  const app = new Hono();
  app.onError((e, c) => handleError(e, c, createLogger('silent', false), () => unreachable++));
  app.get('/', () => {
    throw err;
  });
  const res = await app.request('/');
  return { status: res.status, body: (await res.json()) as { error: string }, unreachable };
}

/** A driver error as drizzle wraps it: the socket's error is the cause. */
const queryFailed = (code: string) =>
  Object.assign(new Error('Failed query: select 1'), { cause: Object.assign(new Error(code), { code }) });

describe('handleError', () => {
  it('answers 503 in pt-BR when a query is written on a connection the database just closed (EPIPE)', async () => {
    expect(await answerTo(queryFailed('EPIPE'))).toEqual({
      status: 503,
      body: { error: DATABASE_UNAVAILABLE_MESSAGE },
      unreachable: 1,
    });
  });

  it('answers 503 for a refused connection and for PostgreSQL shutting down', async () => {
    for (const code of ['ECONNREFUSED', '57P01']) expect((await answerTo(queryFailed(code))).status, code).toBe(503);
  });

  it('keeps anything else a 500 without detail, not counted as the database away', async () => {
    expect(await answerTo(new Error('boom'))).toEqual({
      status: 500,
      body: { error: 'Erro interno. Tente novamente.' },
      unreachable: 0,
    });
  });
});
