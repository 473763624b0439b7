import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { appRoot } from '../app-root';

/**
 * initdb writes shared_buffers = 128MB, which grows PGlite's wasm memory past its 128 MB floor;
 * one shop's store needs far less (docs/decisions/009-compiled-server-and-memory.md).
 */
export const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

/**
 * The empty cluster `npm run build` saves (scripts/build-server.mjs), named after the PGlite
 * release that made it. A first start copies it instead of running initdb in process, which
 * peaks near 900 MB and leaves ~500 MB the process never gives back. Undefined without a build
 * (tests, `npm run dev`): PGlite then runs initdb as before.
 */
export function pgliteTemplate(): Blob | undefined {
  const pkg = path.join(appRoot, 'node_modules/@electric-sql/pglite/package.json');
  if (!existsSync(pkg)) return undefined;
  const { version } = JSON.parse(readFileSync(pkg, 'utf8')) as { version: string };
  const file = path.join(appRoot, 'dist', `pglite-template-${version}.tar.gz`);
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}
