import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The folder holding package.json, found by walking up from this module: the same answer from
 * src/server/ (tsx, tests) and from the bundle in dist/server/, where paths relative to the
 * source file would be wrong (docs/decisions/009-compiled-server-and-memory.md).
 */
function findAppRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`package.json not found above ${from}`);
  }
}

export const appRoot = findAppRoot(import.meta.dirname);
