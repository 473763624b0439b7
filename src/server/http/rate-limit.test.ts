import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { handleError } from './errors';
import { createRateLimiter } from './rate-limit';
import { createLogger } from '../logger';

function appWith(limiter: ReturnType<typeof createRateLimiter>) {
  const app = new Hono();
  app.onError((err, c) => handleError(err, c, createLogger('silent', false)));
  app.get('/:key', (c) => {
    limiter.hit(c, c.req.param('key'));
    return c.text('ok');
  });
  return app;
}

describe('the rate limiter', () => {
  it('answers 429 with Retry-After and a pt-BR message past the limit, per key', async () => {
    let t = 0;
    const limiter = createRateLimiter({ windowMs: 60_000, max: 2, message: 'Muitas tentativas.', now: () => t });
    const app = appWith(limiter);
    expect((await app.request('/a')).status).toBe(200);
    expect((await app.request('/a')).status).toBe(200);
    const third = await app.request('/a');
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('60');
    expect(await third.json()).toMatchObject({ error: 'Muitas tentativas.', code: 'rate_limited' });
    expect((await app.request('/b')).status).toBe(200);
    t = 60_000;
    expect((await app.request('/a')).status).toBe(200);
    limiter.stop();
  });

  it('holds at most maxKeys windows, however many keys clients invent', async () => {
    const limiter = createRateLimiter({ windowMs: 60_000, max: 5, message: 'x', maxKeys: 100 });
    const app = appWith(limiter);
    for (let i = 0; i < 1000; i++) await app.request(`/${'k'.repeat(2000)}${i}`);
    expect(limiter.size).toBe(100);
    limiter.stop();
  });
});
