// Runs the browser journeys on the system Chromium. Without a browser, says so plainly and
// skips, unless E2E_REQUIRED=1 (CI), where a missing browser fails the run.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
].filter(Boolean);
const chromium = candidates.find((p) => existsSync(p));
if (!chromium) {
  const msg =
    'Browser journeys SKIPPED: no Chromium found (looked at ' +
    candidates.join(', ') +
    ').\n' +
    'Install it with `sudo apt-get install chromium` or set CHROMIUM_PATH.';
  if (process.env.E2E_REQUIRED === '1') {
    console.error(msg.replace('SKIPPED', 'FAILED') + '\nE2E_REQUIRED=1: a missing browser fails the run.');
    process.exit(1);
  }
  console.warn(msg);
  process.exit(0);
}
const webDist = process.env.WEB_DIST ?? 'dist/web';
// The journeys run the build: its SPA and its compiled server (support/server.ts).
for (const built of [`${webDist}/index.html`, 'dist/server/main.js'])
  if (!existsSync(built)) {
    console.error(`${built} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
const r = spawnSync('npx', ['vitest', 'run', '-c', 'vitest.e2e.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(r.status ?? 1);
