import path from 'node:path';
import { like } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { products, storeInfo } from '@server/db/schema';
import type { Logger } from '@server/logger';
import { cardImageUrl } from '@shared/images';
import type { UploadStorage } from './storage';
import { isUploadTempName, UPLOAD_NAME } from './upload-name';

/** An upload waits this long for the form that will use it (an admin may leave it open). */
export const UPLOAD_GRACE_MS = 24 * 60 * 60_000;
const EVERY_MS = 6 * 60 * 60_000;

/** The file names under uploads/ that a product, the logo or the banner points at. */
async function referencedNames(db: Db): Promise<Set<string>> {
  const [photos, store] = await Promise.all([
    db.select({ url: products.imageUrl }).from(products).where(like(products.imageUrl, '/uploads/%')),
    db.select({ logo: storeInfo.logoUrl, banner: storeInfo.bannerUrl }).from(storeInfo),
  ]);
  const urls = [...photos.map((p) => p.url), ...store.flatMap((s) => [s.logo, s.banner])];
  const names = new Set<string>();
  for (const url of urls) {
    if (!url?.startsWith('/uploads/')) continue;
    names.add(path.basename(url));
    const card = cardImageUrl(url);
    if (card) names.add(path.basename(card));
  }
  return names;
}

/**
 * Deletes the uploaded photos nothing points at any more (a product's photo replaced, a
 * product deleted, an upload whose form was abandoned), once they are UPLOAD_GRACE_MS old.
 * A backup holds the photos its database points at (db/backup.ts), so a restore never
 * misses one this removed.
 */
export async function sweepUploads(storage: UploadStorage, db: Db, now = Date.now()): Promise<string[]> {
  // Listed before reading the database: a photo uploaded and saved in between is young, so kept.
  const files = await storage.list();
  const keep = await referencedNames(db);
  const deleted: string[] = [];
  for (const { name, lastModified } of files) {
    // What storeImage writes (a photo, its card crop, their temporary files), and nothing else.
    if (!(UPLOAD_NAME.test(name) || isUploadTempName(name)) || keep.has(name)) continue;
    if (now - lastModified.getTime() < UPLOAD_GRACE_MS) continue;
    await storage.delete(name);
    deleted.push(name);
  }
  return deleted;
}

/** Sweeps a minute after start and every 6 hours; never keeps the process alive. */
export function scheduleUploadSweep(storage: UploadStorage, db: Db, logger: Logger) {
  const run = () =>
    sweepUploads(storage, db)
      .then((deleted) => deleted.length && logger.info({ deleted: deleted.length }, 'unused uploads deleted'))
      .catch((err: unknown) => logger.warn({ err }, 'uploads sweep failed'));
  setTimeout(run, 60_000).unref();
  setInterval(run, EVERY_MS).unref();
}
