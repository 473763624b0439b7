import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './context';
import { mountStatic, readShell } from './static';

const dir = mkdtempSync(path.join(os.tmpdir(), 'cardapio-static-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const js = 'console.log("cardápio");'.repeat(100);
mkdirSync(path.join(dir, 'web', 'assets'), { recursive: true });
writeFileSync(path.join(dir, 'web', 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(dir, 'web', 'assets', 'app-abc123.js'), js);
writeFileSync(path.join(dir, 'web', 'assets', 'app-abc123.js.br'), brotliCompressSync(js));
writeFileSync(path.join(dir, 'web', 'assets', 'app-abc123.js.gz'), gzipSync(js));

const app = new Hono<AppEnv>();
mountStatic(app, { webDist: path.join(dir, 'web'), shell: readShell(path.join(dir, 'web')) });

describe('static files', () => {
  it('sends hashed assets pre-compressed with brotli, cached for a year', async () => {
    const res = await app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers.get('content-length'))).toBeLessThan(js.length / 5);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await app.request('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(js);
  });

  it('answers client routes with index.html, never cached', async () => {
    const res = await app.request('/customer/orders');
    expect(await res.text()).toContain('<div id="root">');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });
});
