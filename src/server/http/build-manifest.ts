import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Manifest } from 'vite';

/** The web build's chunks as `vite build` lists them (keys relative to src/web); empty without one. */
export function readBuildManifest(webDist: string): Manifest {
  const file = path.join(webDist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}
