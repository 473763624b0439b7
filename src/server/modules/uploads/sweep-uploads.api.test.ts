import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, storeInfo } from '@server/db/schema';
import { createTestApp, type TestApp } from '@server/testing/harness';
import { localUploadStorage } from './storage';
import { sweepUploads, UPLOAD_GRACE_MS } from './sweep-uploads';

let t: TestApp;
const dir = mkdtempSync(path.join(os.tmpdir(), 'cardapio-sweep-'));

beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** An uploaded photo (with its card crop for a product photo) written `ageMs` ago. */
function upload(ageMs: number, withCard = true): string {
  const id = randomUUID();
  const names = [`${id}.webp`, ...(withCard ? [`${id}.card.webp`] : [])];
  const at = new Date(Date.now() - ageMs);
  for (const n of names) {
    writeFileSync(path.join(dir, n), 'webp');
    utimesSync(path.join(dir, n), at, at);
  }
  return `/uploads/${id}.webp`;
}

describe('sweeping unused uploads', () => {
  it('deletes the old photos nothing points at, and keeps what a product, the logo or the banner uses, fresh uploads and foreign files', async () => {
    const old = UPLOAD_GRACE_MS + 60_000;
    const productPhoto = upload(old);
    const logo = upload(old, false);
    const banner = upload(old, false);
    const replaced = upload(old);
    const abandoned = upload(old);
    const justUploaded = upload(60_000);
    writeFileSync(path.join(dir, 'LEIA-ME.txt'), 'not ours');
    utimesSync(path.join(dir, 'LEIA-ME.txt'), new Date(0), new Date(0));
    const [p] = await t.db.select({ id: products.id }).from(products).limit(1);
    await t.db.update(products).set({ imageUrl: productPhoto }).where(eq(products.id, p!.id));
    await t.db.update(storeInfo).set({ logoUrl: logo, bannerUrl: banner });

    const deleted = await sweepUploads(localUploadStorage(dir), t.db);
    const base = (url: string) => path.basename(url, '.webp');
    expect(deleted.sort()).toEqual(
      [
        `${base(replaced)}.card.webp`,
        `${base(replaced)}.webp`,
        `${base(abandoned)}.card.webp`,
        `${base(abandoned)}.webp`,
      ].sort(),
    );
    const left = readdirSync(dir);
    for (const url of [productPhoto, logo, banner, justUploaded]) expect(left).toContain(path.basename(url));
    expect(left).toContain(`${base(productPhoto)}.card.webp`);
    expect(left).toContain('LEIA-ME.txt');
  });

  it('does nothing when the folder does not exist yet', async () => {
    const missing = path.join(dir, 'nao-existe');
    expect(await sweepUploads(localUploadStorage(missing), t.db)).toEqual([]);
    expect(existsSync(missing)).toBe(false);
  });
});
