import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { UploadStorage } from '../modules/uploads/storage';
import { UPLOAD_NAME } from '../modules/uploads/upload-name';
import { firstEntryName, packArchive, unpackArchive, type ArchiveEntry, type UnpackedEntry } from './backup-archive';
import { makePrivate, PRIVATE_DIR, PRIVATE_FILE } from './private-files';

// Backup and restore of the embedded database (PGlite keeps a PostgreSQL data directory under
// DATA_DIR/pglite) with the uploaded photos (DATA_DIR/uploads or the S3 bucket), in one file. On a PostgreSQL
// server use pg_dump / pg_restore and copy the photos (docs/operations.md, "Backups").

export function pgliteDir(dataDir: string) {
  return path.join(dataDir, 'pglite');
}

/**
 * The backup file: a gzip'd tar of this manifest, the database (PGlite's own dump) and every
 * photo under uploads/. Backups made before photos were included are PGlite's dump alone.
 */
const MANIFEST = 'cardapio-backup.json';
const DATABASE = 'pglite.tar.gz';
const UPLOADS = 'uploads/';

/** The stored photos, by name (temporary files of an upload in progress left out). */
async function uploadEntries(storage: UploadStorage): Promise<ArchiveEntry[]> {
  const entries: ArchiveEntry[] = [];
  for (const { name } of await storage.list()) {
    if (!UPLOAD_NAME.test(name)) continue;
    const file = await storage.get(name);
    if (file) entries.push({ name: UPLOADS + name, data: Buffer.from(await new Response(file.body).arrayBuffer()) });
  }
  return entries;
}

/** A WebP file starts 'RIFF', four bytes of size, 'WEBP'. */
const isWebp = (data: Buffer) =>
  data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP';

/**
 * The name under uploads/ of an archive entry the server itself would have written there, or
 * null: a restored .html or .js would be served from the store's own origin (so would a page
 * named .webp: the bytes must be WebP too), and links, devices, nested or ../ paths must never
 * be written (docs/security.md#files).
 */
function uploadName(entry: UnpackedEntry): string | null {
  if (entry.type !== 'file' || !entry.name.startsWith(UPLOADS)) return null;
  const name = entry.name.slice(UPLOADS.length);
  return UPLOAD_NAME.test(name) && isWebp(entry.data) ? name : null;
}

/** Writes the backup file. The server must be stopped (one process at a time). */
export async function backupEmbedded(
  dataDir: string,
  storage: UploadStorage,
  file: string,
): Promise<{ bytes: number; photos: number }> {
  const dir = pgliteDir(dataDir);
  if (!existsSync(dir)) throw new Error(`Nenhum banco embutido em ${dir}`);
  const pg = new PGlite(dir);
  let dump: Buffer;
  try {
    // dumpDataDir on a database still opening never settles: wait for it first.
    await pg.waitReady;
    dump = Buffer.from(await (await pg.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await pg.close();
    makePrivate(dir);
  }
  const photos = await uploadEntries(storage);
  const manifest = { format: 1, createdAt: new Date().toISOString(), photos: photos.length };
  const archive = await packArchive([
    { name: MANIFEST, data: Buffer.from(JSON.stringify(manifest)) },
    { name: DATABASE, data: dump },
    ...photos,
  ]);
  // Not chmod: the file may be on a pendrive that has no modes; a new file is created 0600.
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: PRIVATE_DIR });
  writeFileSync(file, archive, { mode: PRIVATE_FILE });
  return { bytes: archive.length, photos: photos.length };
}

/**
 * Replaces the database with a backup's, and puts its photos back in the storage (photos
 * added since are kept: nothing points at them, and they cost only disk). The current
 * database is kept beside it as pglite.before-restore-<time> until the restored one has opened
 * and answered. Only WebP photos named as the server names them are written; `skipped` counts
 * the other entries of the archive.
 */
export async function restoreEmbedded(
  dataDir: string,
  storage: UploadStorage,
  file: string,
): Promise<{ previous: string | null; photos: number; skipped: number }> {
  const bytes = readFileSync(file);
  let dump: Uint8Array<ArrayBuffer> = bytes;
  const photos: ArchiveEntry[] = [];
  let skipped = 0;
  if (firstEntryName(bytes) === MANIFEST) {
    const entries = await unpackArchive(bytes);
    const database = entries.find((e) => e.name === DATABASE && e.type === 'file');
    if (!database) throw new Error(`O backup ${file} não contém o banco de dados.`);
    dump = new Uint8Array(database.data);
    for (const entry of entries) {
      if (entry === database || (entry.name === MANIFEST && entry.type === 'file')) continue;
      const name = uploadName(entry);
      if (name) photos.push({ name, data: entry.data });
      else skipped++;
    }
  }
  const previous = await restoreDatabase(pgliteDir(dataDir), dump);
  for (const photo of photos) await storage.put(photo.name, photo.data, 'image/webp');
  return { previous, photos: photos.length, skipped };
}

async function restoreDatabase(dir: string, dump: Uint8Array<ArrayBuffer>): Promise<string | null> {
  // PGlite decides by the blob's type whether to gunzip; without it a .tar.gz never loads.
  const gzipped = dump[0] === 0x1f && dump[1] === 0x8b;
  const blob = new Blob([dump], { type: gzipped ? 'application/x-gzip' : 'application/x-tar' });
  let previous: string | null = null;
  if (existsSync(dir)) {
    previous = `${dir}.before-restore-${Date.now()}`;
    renameSync(dir, previous);
  }
  try {
    const pg = new PGlite(dir, { loadDataDir: blob });
    await pg.query('select 1');
    await pg.close();
    makePrivate(dir);
    return previous;
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    if (previous) renameSync(previous, dir);
    throw err;
  }
}
