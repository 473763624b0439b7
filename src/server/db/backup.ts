import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { firstEntryName, packArchive, unpackArchive, type ArchiveEntry } from './backup-archive';

// Backup and restore of the embedded database (PGlite keeps a PostgreSQL data directory under
// DATA_DIR/pglite) with the uploaded photos (DATA_DIR/uploads), in one file. On a PostgreSQL
// server use pg_dump / pg_restore and copy the photos (README).

export function pgliteDir(dataDir: string) {
  return path.join(dataDir, 'pglite');
}

/**
 * The backup file: a gzip'd tar of this manifest, the database (PGlite's own dump) and every
 * photo under uploads/. Backups made before photos were included are PGlite's dump alone.
 */
const MANIFEST = 'cardapio-backup.json';
const DATABASE = 'pglite.tar.gz';
const UPLOAD = /^uploads\/([A-Za-z0-9][A-Za-z0-9._-]*)$/;

/** The photos of uploadsDir, by name (temporary files of an upload in progress left out). */
function uploadEntries(uploadsDir: string): ArchiveEntry[] {
  if (!existsSync(uploadsDir)) return [];
  return readdirSync(uploadsDir, { withFileTypes: true })
    .filter((f) => f.isFile() && UPLOAD.test(`uploads/${f.name}`))
    .map((f) => ({ name: `uploads/${f.name}`, data: readFileSync(path.join(uploadsDir, f.name)) }));
}

/** Writes the backup file. The server must be stopped (one process at a time). */
export async function backupEmbedded(dataDir: string, uploadsDir: string, file: string): Promise<{ bytes: number; photos: number }> {
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
  }
  const photos = uploadEntries(uploadsDir);
  const manifest = { format: 1, createdAt: new Date().toISOString(), photos: photos.length };
  const archive = await packArchive([{ name: MANIFEST, data: Buffer.from(JSON.stringify(manifest)) }, { name: DATABASE, data: dump }, ...photos]);
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  writeFileSync(file, archive);
  return { bytes: archive.length, photos: photos.length };
}

/**
 * Replaces the database with a backup's, and puts its photos back under uploadsDir (photos
 * added since are kept: nothing points at them, and they cost only disk). The current
 * database is kept beside it as pglite.before-restore-<time> until the restored one has opened
 * and answered.
 */
export async function restoreEmbedded(dataDir: string, uploadsDir: string, file: string): Promise<{ previous: string | null; photos: number }> {
  const bytes = readFileSync(file);
  let dump: Uint8Array<ArrayBuffer> = bytes;
  let photos: ArchiveEntry[] = [];
  if (firstEntryName(bytes) === MANIFEST) {
    const entries = await unpackArchive(bytes);
    const database = entries.find((e) => e.name === DATABASE);
    if (!database) throw new Error(`O backup ${file} não contém o banco de dados.`);
    dump = new Uint8Array(database.data);
    photos = entries.filter((e) => UPLOAD.test(e.name));
  }
  const previous = await restoreDatabase(pgliteDir(dataDir), dump);
  mkdirSync(uploadsDir, { recursive: true });
  for (const photo of photos) {
    const target = path.join(uploadsDir, UPLOAD.exec(photo.name)![1]!);
    writeFileSync(`${target}.restoring`, photo.data);
    renameSync(`${target}.restoring`, target);
  }
  return { previous, photos: photos.length };
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
    return previous;
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    if (previous) renameSync(previous, dir);
    throw err;
  }
}
