import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/** The checkout the tests run from. */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * Copies the checkout's files as git sees them (tracked and new, not ignored) into `to`: what a
 * fresh clone or a container build's context holds, without node_modules, dist or data.
 */
export function copyApp(to: string): void {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const f of files) {
    const from = path.join(repoRoot, f);
    // Deleted in the work tree but not yet in git's index.
    if (!existsSync(from)) continue;
    mkdirSync(path.dirname(path.join(to, f)), { recursive: true });
    copyFileSync(from, path.join(to, f));
  }
}
