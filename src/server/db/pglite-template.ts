import { cpSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { appRoot } from '../app-root';

/**
 * initdb writes shared_buffers = 128MB, which grows PGlite's wasm memory past its 128 MB floor;
 * one shop's store needs far less (docs/decisions/009-compiled-server-and-memory.md).
 */
export const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

/**
 * The empty cluster `npm run build` saves (scripts/build-server.mjs), named after the PGlite
 * release that made it. A first start copies it into place instead of running initdb in process,
 * which peaks near 900 MB and leaves ~500 MB the process never gives back; copied on disk
 * rather than loaded from an archive, the first start then opens it like a restart.
 * False without a build (tests, `npm run dev`): PGlite then runs initdb as before.
 */
export function copyPgliteTemplate(pgDir: string): boolean {
  const pkg = path.join(appRoot, 'node_modules/@electric-sql/pglite/package.json');
  if (!existsSync(pkg)) return false;
  const { version } = JSON.parse(readFileSync(pkg, 'utf8')) as { version: string };
  const template = path.join(appRoot, 'dist', `pglite-template-${version}`);
  if (!existsSync(path.join(template, 'PG_VERSION'))) return false;
  // Copied beside it and renamed, so a start cut short never leaves half a cluster.
  const partial = `${pgDir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(template, partial, { recursive: true });
  rmSync(pgDir, { recursive: true, force: true });
  renameSync(partial, pgDir);
  return true;
}
