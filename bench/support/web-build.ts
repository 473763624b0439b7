import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stringOption } from './options';

/**
 * The production build a browser benchmark measures: `--dist DIR` names one already made,
 * otherwise a fresh `vite build` goes into a temporary folder that `done()` removes.
 */
export function webBuild(label: string): { dist: string; given: boolean; done(): void } {
  const given = stringOption('dist');
  if (given) return { dist: given, given: true, done() {} };
  const dist = mkdtempSync(path.join(os.tmpdir(), `${label}-dist-`));
  const args = ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'];
  execFileSync('npx', args, { stdio: 'inherit' });
  return { dist, given: false, done: () => rmSync(dist, { recursive: true, force: true }) };
}
