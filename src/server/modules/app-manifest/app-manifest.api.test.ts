import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeInfo } from '@server/db/schema';
import { createTestApp, type TestApp } from '@server/testing/harness';
import { BACKGROUND_COLOR, THEME_COLOR } from '@shared/theme-colors';

let t: TestApp;
let admin: string;
let dataDir: string;
let dist: string;

type Manifest = {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'cardapio-manifest-'));
  // A web build with the demo store's logo where the seed says it is.
  dist = path.join(dataDir, 'web');
  mkdirSync(path.join(dist, 'images', 'store'), { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  copyFileSync('public/images/store/logo.webp', path.join(dist, 'images', 'store', 'logo.webp'));
  t = await createTestApp({ seed: true, env: { DATA_DIR: dataDir, WEB_DIST: dist } });
  admin = (await t.signUp('dona@exemplo.com', { admin: true })).cookie;
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const saveStore = async (json: unknown) =>
  expect((await t.request('/api/admin/store', { method: 'PUT', cookie: admin, json })).status).toBe(200);
const manifest = async (pathname = '/manifest.webmanifest') => {
  const res = await t.request(pathname);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
  return { etag: res.headers.get('etag')!, body: (await res.json()) as Manifest, res };
};
const image = async (src: string) => {
  const res = await t.request(src);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  const bytes = Buffer.from(await res.arrayBuffer());
  const meta = await sharp(bytes).metadata();
  return { res, bytes, meta };
};
/** The colour of one pixel of a PNG. */
const pixel = async (bytes: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * 4;
  return [data[i], data[i + 1], data[i + 2], data[i + 3]];
};

describe('GET /manifest.webmanifest', () => {
  it("describes the storefront from the store's settings", async () => {
    const { body, res } = await manifest();
    expect(body).toMatchObject({
      id: '/',
      name: 'Casa da Esfiha',
      short_name: 'Casa da Esfiha',
      lang: 'pt-BR',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
    });
    expect(body.description.length).toBeGreaterThan(0);
    expect(body.icons.map((i) => [i.sizes, i.type, i.purpose])).toEqual([
      ['192x192', 'image/png', 'any'],
      ['512x512', 'image/png', 'any'],
      ['512x512', 'image/png', 'maskable'],
    ]);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    // The same security headers as every answer.
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('answers 304 to the ETag it gave, and a new ETag once the store is renamed', async () => {
    const { etag } = await manifest();
    expect(etag).toMatch(/^".+"$/);
    const again = await t.request('/manifest.webmanifest', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    await saveStore({ name: 'Esfiharia do Bairro Antigo' });
    const renamed = await manifest();
    expect(renamed.etag).not.toBe(etag);
    expect(renamed.body.name).toBe('Esfiharia do Bairro Antigo');
    // Cut at a word for the home screen.
    expect(renamed.body.short_name).toBe('Esfiharia do');
    expect((await t.request('/manifest.webmanifest', { headers: { 'if-none-match': etag } })).status).toBe(200);
    await saveStore({ name: 'Casa da Esfiha' });
  });

  it("has icons of the sizes it names, made from the store's logo", async () => {
    const { body } = await manifest();
    for (const icon of body.icons) {
      const { meta } = await image(icon.src);
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
      expect(meta.format).toBe('png');
    }
    const any = await image(body.icons[1]!.src);
    // The demo logo is round: its corners stay see-through, its middle is the logo's cream.
    expect((await pixel(any.bytes, 2, 2))[3]).toBe(0);
    expect((await pixel(any.bytes, 256, 60))[3]).toBe(255);
    // The maskable one has no transparency: the logo inside the safe zone on the theme colour.
    const maskable = await image(body.icons[2]!.src);
    expect(await pixel(maskable.bytes, 4, 4)).toEqual([0xb4, 0x44, 0x1c, 255]);
    const apple = await image('/icons/apple-touch-icon.png');
    expect([apple.meta.width, apple.meta.height]).toEqual([180, 180]);
  });

  it('caches an icon with an ETag and answers 304', async () => {
    const { res } = await image('/icons/icon-192.png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const etag = res.headers.get('etag')!;
    expect((await t.request('/icons/icon-192.png', { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await t.request('/icons/icon-64.png')).status).toBe(404);
  });

  it('gives new icons, at new URLs, when the logo changes, and an initial on the theme colour without one', async () => {
    const before = await manifest();
    const oldIcon = await image(before.body.icons[0]!.src);
    const form = new FormData();
    const green = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#1f7a3d' } })
      .png()
      .toBuffer();
    form.set('file', new Blob([new Uint8Array(green)], { type: 'image/png' }), 'logo.png');
    form.set('purpose', 'logo');
    const up = await t.request('/api/admin/uploads', { method: 'POST', cookie: admin, body: form });
    expect(up.status).toBe(201);
    await saveStore({ logoUrl: ((await up.json()) as { url: string }).url });
    const uploaded = await manifest();
    expect(uploaded.etag).not.toBe(before.etag);
    expect(uploaded.body.icons[0]!.src).not.toBe(before.body.icons[0]!.src);
    const icon = await image(uploaded.body.icons[0]!.src);
    expect(icon.res.headers.get('etag')).not.toBe(oldIcon.res.headers.get('etag'));
    const [r, g, b] = await pixel(icon.bytes, 96, 96);
    expect(Math.abs(r! - 0x1f) + Math.abs(g! - 0x7a) + Math.abs(b! - 0x3d)).toBeLessThan(12);

    await saveStore({ logoUrl: null, name: 'Zaatar & Cia' });
    const initial = await manifest();
    expect(initial.body.icons[0]!.src).not.toBe(uploaded.body.icons[0]!.src);
    const letter = await image(initial.body.icons[1]!.src);
    // The theme colour at the edge, the white letter somewhere in the middle.
    expect(await pixel(letter.bytes, 10, 10)).toEqual([0xb4, 0x44, 0x1c, 255]);
    const { channels } = await sharp(letter.bytes).stats();
    expect(channels[1]!.max).toBeGreaterThan(200);
    await saveStore({ logoUrl: '/images/store/logo.webp', name: 'Casa da Esfiha' });
  });

  it('falls back to the initial when the logo cannot be read', async () => {
    // An upload whose file is gone, and a path out of the build kept from before the settings refused it.
    for (const logoUrl of ['/uploads/0b7e6f1c-2a3d-4e5f-8a9b-0c1d2e3f4a5b.webp', '/images/store/../../../etc/passwd']) {
      await t.db.update(storeInfo).set({ logoUrl });
      await saveStore({ name: `Casa da Esfiha ${logoUrl.length}` });
      const { body } = await manifest();
      const icon = await image(body.icons[0]!.src);
      expect(await pixel(icon.bytes, 10, 10)).toEqual([0xb4, 0x44, 0x1c, 255]);
    }
    await saveStore({ logoUrl: '/images/store/logo.webp', name: 'Casa da Esfiha' });
  });
});

describe('GET /admin.webmanifest', () => {
  it('opens the installed admin on the orders screen', async () => {
    const { body } = await manifest('/admin.webmanifest');
    expect(body).toMatchObject({
      id: '/admin/orders',
      name: 'Pedidos – Casa da Esfiha',
      short_name: 'Pedidos',
      start_url: '/admin/orders',
      scope: '/admin',
      display: 'standalone',
      lang: 'pt-BR',
    });
    expect(body.icons).toHaveLength(3);
  });
});
