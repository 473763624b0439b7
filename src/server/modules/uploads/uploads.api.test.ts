import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/testing/harness';

let t: TestApp;
let admin: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'cardapio-uploads-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  admin = (await t.signUp('dona@exemplo.com', { admin: true })).cookie;
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#b4441c' } })
    .png()
    .toBuffer();

function upload(file: Blob, name: string, purpose?: string, cookie = admin) {
  const form = new FormData();
  form.set('file', file, name);
  if (purpose) form.set('purpose', purpose);
  return t.request('/api/admin/uploads', { method: 'POST', cookie, body: form });
}

describe('POST /api/admin/uploads', () => {
  it('resizes a photo to WebP under DATA_DIR/uploads and serves it with a long cache', async () => {
    const res = await upload(new Blob([await png(2400, 1200)], { type: 'image/png' }), 'foto.png', 'product');
    expect(res.status).toBe(201);
    const { url, width, height } = (await res.json()) as { url: string; width: number; height: number };
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect([width, height]).toEqual([800, 400]);
    expect(existsSync(path.join(dataDir, 'uploads', path.basename(url)))).toBe(true);
    const served = await t.app.request(`http://localhost:3000${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
    // The square crop for the menu cards is served next to it.
    const card = await t.app.request(`http://localhost:3000${url.replace(/\.webp$/, '.card.webp')}`);
    expect(card.status).toBe(200);
    const cardMeta = await sharp(Buffer.from(await card.arrayBuffer())).metadata();
    expect([cardMeta.format, cardMeta.width, cardMeta.height]).toEqual(['webp', 320, 320]);
  });

  it('crops a logo square, with no card crop', async () => {
    const res = await upload(new Blob([await png(900, 600)], { type: 'image/png' }), 'logo.png', 'logo');
    const body = (await res.json()) as { url: string };
    expect(body).toMatchObject({ width: 400, height: 400 });
    expect(existsSync(path.join(dataDir, 'uploads', path.basename(body.url).replace(/\.webp$/, '.card.webp')))).toBe(
      false,
    );
  });

  it('accepts a file larger than the 256 kB API limit', async () => {
    const noisy = await sharp(
      Buffer.from(Array.from({ length: 1200 * 1200 * 3 }, () => Math.floor(Math.random() * 256))),
      {
        raw: { width: 1200, height: 1200, channels: 3 },
      },
    )
      .png()
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(256 * 1024);
    expect((await upload(new Blob([noisy], { type: 'image/png' }), 'big.png')).status).toBe(201);
  });

  it('refuses other types, unreadable images, files over 5 MB and no file with pt-BR messages', async () => {
    const pdf = await upload(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'menu.pdf');
    expect(pdf.status).toBe(415);
    expect((await pdf.json()).error).toBe('Envie uma imagem JPG, PNG ou WebP.');
    const fake = await upload(new Blob(['not an image'], { type: 'image/png' }), 'fake.png');
    expect(fake.status).toBe(400);
    expect((await fake.json()).error).toBe('Não foi possível ler a imagem. Tente outro arquivo.');
    // checked by content, not by name: an SVG (it can carry scripts) named and typed as PNG
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';
    const disguised = await upload(new Blob([svg], { type: 'image/png' }), 'foto.png');
    expect(disguised.status).toBe(415);
    expect((await disguised.json()).error).toBe('Envie uma imagem JPG, PNG ou WebP.');
    const huge = await upload(new Blob([new Uint8Array(6 * 1024 * 1024)], { type: 'image/png' }), 'huge.png');
    expect(huge.status).toBe(413);
    expect((await huge.json()).error).toBe('A imagem deve ter no máximo 5 MB.');
    const none = await t.request('/api/admin/uploads', { method: 'POST', cookie: admin, body: new FormData() });
    expect(none.status).toBe(400);
    expect((await none.json()).error).toBe('Escolha uma imagem para enviar.');
  });

  it('other API routes keep the 256 kB body limit', async () => {
    const res = await t.request('/api/admin/categories', {
      method: 'POST',
      cookie: admin,
      json: { name: 'x'.repeat(300 * 1024) },
    });
    expect(res.status).toBe(413);
  });
});
