import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@server/config';
import { backupEmbedded, pgliteDir, restoreEmbedded } from '@server/db/backup';
import { products } from '@server/db/schema';
import { startFakeS3 } from '@server/testing/fake-s3';
import { createTestApp, type TestApp } from '@server/testing/harness';
import { uploadStorage, type UploadStorage } from './storage';
import { sweepUploads, UPLOAD_GRACE_MS } from './sweep-uploads';

// The same journeys on the local disk (the default) and on an S3-compatible bucket, a local
// s3rver started here: upload then serve, the unused-photo sweep, backup and restore.
describe.each(['local disk', 'S3 bucket'] as const)('uploaded photos on the %s', (where) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cardapio-storage-'));
  let s3: Awaited<ReturnType<typeof startFakeS3>> | null = null;
  let t: TestApp;
  let storage: UploadStorage;
  let admin: string;

  beforeAll(async () => {
    s3 = where === 'S3 bucket' ? await startFakeS3() : null;
    const env = { DATA_DIR: dataDir, ...s3?.env };
    t = await createTestApp({ seed: true, env });
    storage = uploadStorage(loadConfig(env));
    admin = (await t.signUp('dona@exemplo.com', { admin: true })).cookie;
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function uploadPhoto(): Promise<string> {
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#b4441c' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'foto.png');
    form.set('purpose', 'product');
    const res = await t.request('/api/admin/uploads', { method: 'POST', cookie: admin, body: form });
    expect(res.status).toBe(201);
    return ((await res.json()) as { url: string }).url;
  }

  const names = async () => (await storage.list()).map((f) => f.name).sort();

  it('serves an uploaded photo and its card crop at /uploads/, cached for good, and nothing else put there', async () => {
    const url = await uploadPhoto();
    expect(await names()).toEqual([path.basename(url), path.basename(url).replace(/\.webp$/, '.card.webp')].sort());
    for (const served of [url, url.replace(/\.webp$/, '.card.webp')]) {
      const res = await t.request(served);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('content-security-policy')).toBeTruthy();
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
      expect((await sharp(bytes).metadata()).format).toBe('webp');
    }
    // A page or script placed beside the photos is never sent from the store's origin.
    await storage.put('pagina.html', Buffer.from('<script>alert(1)</script>'), 'text/html');
    expect((await t.request('/uploads/pagina.html')).status).toBe(404);
    expect((await t.request('/uploads/00000000-0000-0000-0000-000000000000.webp')).status).toBe(404);
    await storage.delete('pagina.html');
  });

  it('the instance is ready while its storage answers', async () => {
    expect(await (await t.request('/api/health/ready')).json()).toEqual({ status: 'ok' });
  });

  it('the sweep deletes old photos nothing points at, keeping the ones in use, fresh ones and foreign files', async () => {
    const used = await uploadPhoto();
    const unused = await uploadPhoto();
    await storage.put('LEIA-ME.txt', Buffer.from('not ours'), 'text/plain');
    const [p] = await t.db.select({ id: products.id }).from(products).limit(1);
    await t.db.update(products).set({ imageUrl: used }).where(eq(products.id, p!.id));

    // Just uploaded: an admin may still be filling in the form that will use it.
    expect(await sweepUploads(storage, t.db)).toEqual([]);
    const deleted = await sweepUploads(storage, t.db, Date.now() + UPLOAD_GRACE_MS + 60_000);
    const base = path.basename(unused, '.webp');
    expect(deleted).toEqual(expect.arrayContaining([`${base}.webp`, `${base}.card.webp`]));
    const left = await names();
    expect(left).not.toContain(`${base}.webp`);
    expect(left).toContain(path.basename(used));
    expect(left).toContain(path.basename(used).replace(/\.webp$/, '.card.webp'));
    expect(left).toContain('LEIA-ME.txt');
    expect((await t.request(used)).status).toBe(200);
    expect((await t.request(unused)).status).toBe(404);
  });

  it('a backup holds the photos and a restore brings them back', async () => {
    const url = await uploadPhoto();
    const name = path.basename(url);
    const original = Buffer.from(await (await t.request(url)).arrayBuffer());
    const pg = new PGlite(pgliteDir(dataDir));
    await pg.query('select 1');
    await pg.close();
    const file = path.join(dataDir, 'backups', 'cardapio.tar.gz');
    const { photos } = await backupEmbedded(dataDir, storage, file);
    expect(photos).toBe((await names()).filter((n) => n.endsWith('.webp')).length);

    await storage.delete(name);
    expect((await t.request(url)).status).toBe(404);
    const restored = await restoreEmbedded(dataDir, storage, file);
    expect(restored.photos).toBe(photos);
    const res = await t.request(url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(original);
  }, 180_000);
});

describe('S3 settings', () => {
  it('come all or none: a partial set stops start-up naming what is missing', () => {
    expect(() => loadConfig({ S3_BUCKET: 'fotos', S3_REGION: 'auto' })).toThrow(ConfigError);
    expect(() => loadConfig({ S3_BUCKET: 'fotos' })).toThrow(
      /missing S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    expect(loadConfig({}).s3).toBeNull();
  });
});
