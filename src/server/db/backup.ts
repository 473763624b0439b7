import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

// Backup and restore of the embedded database (PGlite keeps a PostgreSQL data directory under
// DATA_DIR/pglite). On a PostgreSQL server use pg_dump / pg_restore instead (README).

export function pgliteDir(dataDir: string) {
  return path.join(dataDir, 'pglite');
}

/** Writes a gzip'd tarball of the data directory. The server must be stopped (one process at a time). */
export async function backupEmbedded(dataDir: string, file: string): Promise<number> {
  const dir = pgliteDir(dataDir);
  if (!existsSync(dir)) throw new Error(`Nenhum banco embutido em ${dir}`);
  const pg = new PGlite(dir);
  try {
    // dumpDataDir on a database still opening never settles: wait for it first.
    await pg.waitReady;
    const blob = await pg.dumpDataDir('gzip');
    const bytes = Buffer.from(await blob.arrayBuffer());
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    writeFileSync(file, bytes);
    return bytes.length;
  } finally {
    await pg.close();
  }
}

/**
 * Replaces the data directory with a backup. The current one is kept beside it as
 * pglite.before-restore-<time> until the restored database has opened and answered.
 */
export async function restoreEmbedded(dataDir: string, file: string): Promise<string | null> {
  const dir = pgliteDir(dataDir);
  const bytes = readFileSync(file);
  // PGlite decides by the blob's type whether to gunzip; without it a .tar.gz never loads.
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  const blob = new Blob([bytes], { type: gzipped ? 'application/x-gzip' : 'application/x-tar' });
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
