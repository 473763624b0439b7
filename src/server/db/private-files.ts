import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

// DATA_DIR holds the database, the session secret, the uploaded photos and the backups: only
// the user the server runs as may read or change them.

export const PRIVATE_FILE = 0o600;
export const PRIVATE_DIR = 0o700;

/** What the server keeps in DATA_DIR; anything else there is the owner's and is left as it is. */
const OURS = /^(pglite(\.before-restore-\d+)?|uploads|backups|auth-secret)$/;

/**
 * Call first at each entry point (server, CLIs). Files and directories this process creates are
 * private from then on, and what DATA_DIR already holds is made private: installs made by older
 * versions left it readable by every local user.
 */
export function keepDataDirPrivate(dataDir: string) {
  process.umask(0o077);
  makePrivateDir(dataDir);
  for (const entry of readdirSync(dataDir)) {
    if (OURS.test(entry)) makePrivate(path.join(dataDir, entry));
  }
}

/** Creates dir (and its parents) if needed, and makes dir itself 0700. */
export function makePrivateDir(dir: string) {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  chmodSync(dir, PRIVATE_DIR);
}

/**
 * A file 0600, a directory 0700 with everything under it. PGlite writes its files 0666
 * whatever the umask, so its directory goes through this after PGlite has written to it.
 * Symbolic links are left alone: chmod would follow them out of the directory.
 */
export function makePrivate(p: string) {
  let info;
  try {
    info = lstatSync(p);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  if (info.isFile()) {
    if ((info.mode & 0o777) !== PRIVATE_FILE) chmodSync(p, PRIVATE_FILE);
  } else if (info.isDirectory()) {
    if ((info.mode & 0o777) !== PRIVATE_DIR) chmodSync(p, PRIVATE_DIR);
    for (const name of readdirSync(p)) makePrivate(path.join(p, name));
  }
}
