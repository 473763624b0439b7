import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { handleError } from './errors';
import { createRateLimiter, type RateLimiter } from './rate-limit';

function appWith(limiter: RateLimiter) {
  const app = new Hono();
  app.onError((err, c) => handleError(err, c, createLogger('silent', false)));
  app.get('/:key', async (c) => {
    await limiter.hit(c, c.req.param('key'));
    return c.text('ok');
  });
  app.get('/check/:key', async (c) => {
    await limiter.check(c, c.req.param('key'));
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

  it('check refuses a key whose window is at the limit, without counting', async () => {
    let t = 0;
    const limiter = createRateLimiter({ windowMs: 60_000, max: 2, message: 'Muitas tentativas.', now: () => t });
    const app = appWith(limiter);
    // Checks alone never fill a window.
    for (let i = 0; i < 5; i++) expect((await app.request('/check/a')).status).toBe(200);
    expect((await app.request('/a')).status).toBe(200);
    expect((await app.request('/check/a')).status).toBe(200);
    expect((await app.request('/a')).status).toBe(200);
    // At the limit: the next hit would be refused, so the check refuses first.
    t = 15_000;
    const refused = await app.request('/check/a');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('45');
    expect(await refused.json()).toMatchObject({ error: 'Muitas tentativas.', code: 'rate_limited' });
    expect((await app.request('/check/b')).status).toBe(200);
    t = 60_000;
    expect((await app.request('/check/a')).status).toBe(200);
    limiter.stop();
  });

  it('allow counts like hit but answers false past the limit instead of throwing', async () => {
    let t = 0;
    const limiter = createRateLimiter({ windowMs: 60_000, max: 2, message: 'x', now: () => t });
    expect([await limiter.allow('a'), await limiter.allow('a'), await limiter.allow('a')]).toEqual([true, true, false]);
    expect(await limiter.allow('b')).toBe(true);
    // The same windows as hit's.
    const app = appWith(limiter);
    expect((await app.request('/a')).status).toBe(429);
    expect((await app.request('/b')).status).toBe(200);
    expect(await limiter.allow('b')).toBe(false);
    t = 60_000;
    expect(await limiter.allow('a')).toBe(true);
    limiter.stop();
  });

  it('holds at most maxKeys windows, however many keys clients invent', async () => {
    const limiter = createRateLimiter({ windowMs: 60_000, max: 5, message: 'x', maxKeys: 100 });
    const app = appWith(limiter);
    for (let i = 0; i < 1000; i++) await app.request(`/${'k'.repeat(2000)}${i}`);
    expect(limiter.size).toBe(100);
    // Checking invented keys stores nothing.
    for (let i = 0; i < 100; i++) await app.request(`/check/other${i}`);
    expect(limiter.size).toBe(100);
    limiter.stop();
  });
});
